import { afterEach, describe, expect, it, vi } from 'vitest';
import { bootScript, routePattern, type BootConfig } from '../build/boot-script';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../../shared/constants';
import { LANGUAGE_STORAGE_KEY, visitorLanguage } from '../../ui/i18n';
import { LIST_URLS, PAGE_ROUTES } from './page-routes';
import { splitNews } from './lib/filters';
import type { NewsArticle } from '../../../shared/entities';

interface FakeElement {
  children: FakeElement[];
  className?: string;
  textContent?: string;
  src?: string;
  onload?: () => void;
  appendChild: (child: FakeElement) => void;
}

function fakeElement(): FakeElement {
  const element: FakeElement = {
    children: [],
    appendChild: (child) => {
      element.children.push(child);
    },
  };
  return element;
}

function findImage(element: FakeElement): FakeElement | undefined {
  if (element.src !== undefined) return element;
  for (const child of element.children) {
    const found = findImage(child);
    if (found) return found;
  }
  return undefined;
}

const config: BootConfig = {
  languages: LANGUAGES,
  fallback: DEFAULT_LANGUAGE,
  storageKey: LANGUAGE_STORAGE_KEY,
  routes: [
    {
      match: routePattern('/'),
      files: ['assets/Home.js', 'assets/Card.js'],
      namespaces: ['home'],
      lists: ['/api/news'],
      shell: '0',
    },
    {
      match: routePattern('/news'),
      files: [],
      namespaces: [],
      lists: [],
      lead: {
        list: '/api/news',
        fallback: '/fallback.svg',
        title: { en: 'Featured', es: 'Destacados', sv: 'Utvalda artiklar' },
      },
    },
    { match: routePattern('/members/:id'), files: ['assets/Member.js'], namespaces: ['members'], lists: [] },
  ],
  namespaces: Object.fromEntries(
    LANGUAGES.map((lng) => [
      lng,
      { common: [`assets/common-${lng}.js`], home: [`assets/home-${lng}.js`], members: [`assets/members-${lng}.js`] },
    ]),
  ),
  entry: 'assets/index.js',
  entryFiles: ['assets/react.js'],
  common: ['common'],
  always: ['/api/settings'],
};

interface Visitor {
  path: string;
  saved?: string | null;
  /** Storage that throws (blocked by the browser). */
  blocked?: boolean;
  languages?: string[];
  language?: string;
}

/** Runs the boot script as a browser would and returns the links it added to the head. */
function boot(
  visitor: Visitor,
  timers: Record<string, unknown> = {},
  visibilityState = 'visible',
  shell: FakeElement | null = null,
) {
  const links: { rel?: string; href?: string; as?: string; crossOrigin?: string; type?: string; src?: string }[] = [];
  const storage = {
    getItem: (key: string) => {
      if (visitor.blocked) throw new Error('SecurityError');
      return key === LANGUAGE_STORAGE_KEY ? (visitor.saved ?? null) : null;
    },
  };
  const html: { lang: string; attributes: Record<string, string> } = { lang: '', attributes: {} };
  const document = {
    visibilityState,
    documentElement: {
      set lang(value: string) {
        html.lang = value;
      },
      setAttribute: (name: string, value: string) => {
        html.attributes[name] = value;
      },
    },
    createElement: (tag: string) => (tag === 'img' ? { ...fakeElement(), src: '' } : fakeElement()),
    querySelector: (selector: string) => (selector === '.shell' ? shell : null),
    head: {
      appendChild: (link: (typeof links)[number] & Partial<FakeElement>) => {
        const { children: _children, appendChild: _appendChild, ...attributes } = link;
        links.push(attributes);
      },
    },
  };
  const navigator = { languages: visitor.languages ?? [], language: visitor.language ?? '' };
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the generated script, as the browser runs it
  const run = new Function('window', 'navigator', 'location', 'document', bootScript(config)) as (
    ...globals: unknown[]
  ) => void;
  const now = (callback: () => void) => callback();
  run({ localStorage: storage, setTimeout: now, ...timers }, navigator, { pathname: visitor.path }, document);
  return { links, storage, navigator, html };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the boot script', () => {
  it.each<Visitor>([
    { path: '/', saved: 'sv', languages: ['es-ES', 'en'] },
    { path: '/', saved: 'de', languages: ['es-ES', 'en'] },
    { path: '/', saved: null, languages: ['de-DE', 'SV-se', 'es'] },
    { path: '/', saved: null, languages: [], language: 'es-AR' },
    { path: '/', saved: null, languages: ['de', 'fr'] },
    { path: '/', blocked: true, languages: ['sv'] },
    { path: '/', blocked: true, languages: ['ja'] },
  ])('picks the language i18next will start with, for the strings, <html lang> and the hero: %j', (visitor) => {
    const { links, storage, navigator, html } = boot(visitor);
    vi.stubGlobal('window', { localStorage: storage });
    vi.stubGlobal('navigator', navigator);
    const expected = visitorLanguage() ?? DEFAULT_LANGUAGE;
    const strings = links.map((link) => link.href ?? '').filter((href) => /common-|home-/.test(href));
    expect(strings).toEqual([`/assets/common-${expected}.js`, `/assets/home-${expected}.js`]);
    expect(html.lang).toBe(expected);
    expect(html.attributes['data-shell']).toBe(`0-${expected}`);
  });

  it("starts the entry with its chunks, the strings, the page's chunks, its lists and the settings, each once", () => {
    const { links } = boot({ path: '/', saved: 'en' });
    expect(links).toEqual([
      { type: 'module', src: '/assets/index.js' },
      { rel: 'modulepreload', href: '/assets/react.js' },
      { rel: 'modulepreload', href: '/assets/common-en.js' },
      { rel: 'modulepreload', href: '/assets/home-en.js' },
      { rel: 'modulepreload', href: '/assets/Home.js' },
      { rel: 'modulepreload', href: '/assets/Card.js' },
      { rel: 'preload', href: '/api/news', as: 'fetch', crossOrigin: 'use-credentials' },
      { rel: 'preload', href: '/api/settings', as: 'fetch', crossOrigin: 'use-credentials' },
    ]);
  });

  it('starts the app only after the next frame has painted, unless the page is hidden', () => {
    const frames: (() => void)[] = [];
    const timeouts: (() => void)[] = [];
    const { links } = boot(
      { path: '/', saved: 'en' },
      {
        requestAnimationFrame: (callback: () => void) => frames.push(callback),
        setTimeout: (callback: () => void) => timeouts.push(callback),
      },
    );
    expect(links).toEqual([]);
    frames.splice(0).forEach((callback) => callback());
    expect(links).toEqual([]);
    frames.splice(0).forEach((callback) => callback());
    expect(links).toEqual([]);
    timeouts.splice(0).forEach((callback) => callback());
    // The entry script, then at most six preloads per task, in the order the app needs them.
    expect(links.map((link) => link.href ?? link.src)).toEqual([
      '/assets/index.js',
      '/assets/react.js',
      '/assets/common-en.js',
      '/assets/home-en.js',
      '/assets/Home.js',
      '/assets/Card.js',
      '/api/news',
    ]);
    timeouts.splice(0).forEach((callback) => callback());
    expect(links.slice(7).map((link) => link.href)).toEqual(['/api/settings']);
    expect(timeouts).toEqual([]);

    const hidden = boot({ path: '/', saved: 'en' }, { requestAnimationFrame: () => undefined }, 'hidden');
    expect(hidden.links[0]).toEqual({ type: 'module', src: '/assets/index.js' });
  });

  it('matches detail pages and one trailing slash; a page without a hero keeps the header frame only', () => {
    const { links, html } = boot({ path: '/members/12/', saved: 'es' });
    expect(html.attributes).toEqual({});
    expect(links.map((link) => link.href ?? link.src)).toEqual([
      '/assets/index.js',
      '/assets/react.js',
      '/assets/common-es.js',
      '/assets/members-es.js',
      '/assets/Member.js',
      '/api/settings',
    ]);
  });

  it('asks only for the entry, the common strings and the settings on other paths (admin, 404)', () => {
    for (const path of ['/admin', '/auth', '/nope', '/members/1/edit']) {
      expect(boot({ path, saved: 'en' }).links.map((link) => link.href ?? link.src)).toEqual([
        '/assets/index.js',
        '/assets/react.js',
        '/assets/common-en.js',
        '/api/settings',
      ]);
    }
  });
});

describe('the lead news image', () => {
  const articles: NewsArticle[] = [
    { id: 1, featured: true, publishDate: '2026-03-01T10:00:00.000Z', image: '/a.svg' },
    { id: 2, featured: false, publishDate: '2026-05-01T10:00:00.000Z', image: '/b.svg' },
    { id: 3, featured: true, publishDate: '2026-04-01T10:00:00.000Z', image: null },
    { id: 4, featured: true, publishDate: '2026-04-01T10:00:00.000Z', image: '/d.svg' },
  ].map((article) => ({ ...article }) as unknown as NewsArticle);

  /** Runs the boot script on /news with a fake fetch; resolves once the lead image is in the frame. */
  async function bootNews(list: NewsArticle[]) {
    const shell = fakeElement();
    const frames: (() => void)[] = [];
    const run = boot(
      { path: '/news', saved: 'sv' },
      {
        fetch: () => Promise.resolve({ ok: true, json: () => Promise.resolve(list) }),
        requestAnimationFrame: (callback: () => void) => frames.push(callback),
        setTimeout: (callback: () => void, ms: number) => (ms === 0 ? callback() : undefined),
      },
      'visible',
      shell,
    );
    frames.splice(0).forEach((callback) => callback());
    frames.splice(0).forEach((callback) => callback());
    await new Promise((resolve) => setTimeout(resolve, 0));
    return { ...run, shell, frames };
  }

  it('shows the image of the article the news page leads with, then starts the app once it has painted', async () => {
    const { shell, links, frames } = await bootNews(articles);
    expect(splitNews(articles).featured[0]?.id).toBe(4);
    const image = findImage(shell);
    expect(image?.src).toBe('/d.svg');
    expect(JSON.stringify(shell)).toContain('Utvalda artiklar');
    expect(links).toEqual([]);
    image?.onload?.();
    frames.splice(0).forEach((callback) => callback());
    frames.splice(0).forEach((callback) => callback());
    expect(links[0]).toEqual({ type: 'module', src: '/assets/index.js' });
  });

  it('starts the app at once without a featured article', async () => {
    const { shell, links } = await bootNews(articles.filter((article) => !article.featured));
    expect(findImage(shell)).toBeUndefined();
    expect(links[0]).toEqual({ type: 'module', src: '/assets/index.js' });
  });
});

describe('the page table', () => {
  it('has one entry per path and a known list URL for each list', () => {
    const paths = PAGE_ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const route of PAGE_ROUTES) {
      for (const list of 'lists' in route ? route.lists : []) expect(LIST_URLS[list]).toMatch(/^\/api\//);
    }
  });
});
