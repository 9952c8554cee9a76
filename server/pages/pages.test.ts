import { parse, type HTMLElement } from 'node-html-parser';
import http from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SITE_SETTINGS, LANGUAGES, type Language } from '../../shared/constants';
import type { ChamberEvent, Member, NewsArticle, PublicSiteSettings } from '../../shared/entities';
import { localizedPath, PAGE_ROUTES, type PageRoute } from '../../shared/routes';
import { createEvent, memberInput } from '../../tests/factories';
import { ApiClient, fetchWithHost } from '../../tests/helpers/http';
import { startTestServer, type TestServer } from '../../tests/helpers/server';
import { fetchFrom, readSitemaps } from '../../tests/helpers/sitemaps';
import { publicEventPage } from '../content/event-pages';
import { publicMembers, publicNews } from '../content/public-reads';
import { publicComplianceSectors, publicInsights, publicOffices, publicTariffRows } from '../content/resource-reads';
import { SITE_LOCALES } from './strings';
import { siteText } from '../../tests/helpers/public-pages';
import { mergedNamespace } from './locale-files';
import type { StringTree } from '../../shared/page-rendering';

// The public pages as a crawler or a link preview gets them: plain HTTP, no JavaScript.

/** A string of the site's translations, e.g. text('es', 'members', 'hero.title'). */
const text = siteText;

/** Every key of a namespace, dotted ("hero.title"): none may show as text on a page. */
function keysOf(tree: StringTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

const LEGAL: Record<string, string> = {
  '/privacy-policy': 'privacy',
  '/terms-of-service': 'terms',
  '/cookies': 'cookies',
};

/** The style buckets the site's stylesheet holds: reset styles, plain rules, pseudo-classes. */
const SHARED_BUCKETS = ['r', 'd', 'l', 'v', 'w', 'f', 'i', 'h', 'a'];
/** A class Griffel makes: an atomic rule's (`f…`) or a reset style's (`r…`), a hash of the rule. */
const GRIFFEL_CLASS = /^[fr][0-9a-z]{5,8}$/;

/**
 * A GET over node:http, not fetch: fetch decompresses bodies itself, and adds Cache-Control:
 * no-cache to a request with If-None-Match (which rightly gets the whole answer again).
 */
const rawGet = (url: string, headers: Record<string, string>) =>
  new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });

interface Fetched {
  status: number;
  headers: Headers;
  html: string;
  document: HTMLElement;
}

describe('server-rendered public pages', () => {
  let server: TestServer;
  let members: Member[];
  let events: ChamberEvent[];
  let news: NewsArticle[];
  /** The lists as each language's pages show them (translated where the sample data is). */
  const shown = {} as Record<Language, { members: Member[]; events: ChamberEvent[]; news: NewsArticle[] }>;

  const get = async (path: string, headers: Record<string, string> = {}): Promise<Fetched> => {
    // A forged Host goes over node:http: fetch would send the real one.
    const response =
      'host' in headers
        ? await fetchWithHost(server.baseUrl + path, { headers })
        : await fetch(server.baseUrl + path, { headers, redirect: 'manual' });
    const html = await response.text();
    return { status: response.status, headers: response.headers, html, document: parse(html) };
  };

  const stylesheets = new Map<string, Promise<string>>();
  /** The site's stylesheet at `href` (asked for once). */
  const stylesheet = (href: string) => {
    if (!stylesheets.has(href))
      stylesheets.set(
        href,
        fetch(server.baseUrl + href).then((answer) => answer.text()),
      );
    return stylesheets.get(href)!;
  };

  /** The addresses of every page in English (the detail pages with the first record of each list). */
  const englishPaths = () =>
    (PAGE_ROUTES as readonly PageRoute[]).map((route) =>
      route.detail === 'members'
        ? `/members/${members[0]!.id}`
        : route.detail === 'events'
          ? `/events/${events[0]!.id}`
          : route.detail === 'news'
            ? `/news/${news[0]!.id}`
            : route.path,
    );

  /** The h1 each page must show in `language`. */
  const expectedHeading = (route: PageRoute, language: Language): string => {
    if (route.detail === 'members') return members[0]!.name;
    if (route.detail === 'events') return shown[language].events[0]!.title;
    if (route.detail === 'news') return shown[language].news[0]!.title;
    const legal = LEGAL[route.path];
    if (legal) return text(language, 'legal', `meta.${legal}.title`);
    return text(language, route.namespaces[0]!, 'hero.title');
  };

  beforeAll(async () => {
    server = await startTestServer('sqlite', { seed: true });
    members = await publicMembers(server.db.models);
    events = (await publicEventPage(server.db.models)).items;
    news = await publicNews(server.db.models);
    for (const language of LANGUAGES) {
      const { models } = server.db;
      shown[language] = {
        members: await publicMembers(models, language),
        events: (await publicEventPage(models, language)).items,
        news: await publicNews(models, language),
      };
    }
  });
  afterAll(async () => {
    await server.close();
  });

  describe.each(LANGUAGES)('in %s', (language) => {
    it.each((PAGE_ROUTES as readonly PageRoute[]).map((route, index) => [route.path, index] as const))(
      '%s is a complete page in its language, with its head',
      async (_path, index) => {
        const route = (PAGE_ROUTES as readonly PageRoute[])[index]!;
        const path = localizedPath(englishPaths()[index]!, language);
        const page = await get(path);
        expect(page.status).toBe(200);
        expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
        expect(page.document.querySelector('html')?.getAttribute('lang')).toBe(language);
        const headings = page.document.querySelectorAll('h1');
        expect(headings).toHaveLength(1);
        expect(headings[0]!.text.trim()).toBe(expectedHeading(route, language));

        // The styles: the site's stylesheet holds the theme and the rules of the buckets up to the
        // pseudo-classes for every page of the sample content, which writes only its at-rules
        // after it (and the two empty buckets the islands' runtime fills around it).
        const link = page.document.querySelector('head link[data-site-styles]')!;
        const href = link.getAttribute('href')!;
        expect(link.getAttribute('rel')).toBe('stylesheet');
        expect(page.html).toContain(
          `<style data-make-styles-bucket="r"></style>${link.toString()}<style data-make-styles-bucket="d"></style>`,
        );
        const buckets = page.document
          .querySelectorAll('head style[data-make-styles-bucket]')
          .map((style) => [style.getAttribute('data-make-styles-bucket')!, style.text] as const);
        expect(buckets.filter(([bucket, css]) => SHARED_BUCKETS.includes(bucket) && css !== '')).toEqual([]);
        const css = (await stylesheet(href)) + buckets.map(([, rules]) => rules).join('');
        // Every class Griffel gave an element has its rule in one or the other.
        const classes = new Set(
          page.document
            .querySelectorAll('body [class]')
            .flatMap((element) => element.getAttribute('class')!.split(/\s+/))
            .filter((name) => GRIFFEL_CLASS.test(name)),
        );
        expect(classes.size).toBeGreaterThan(50);
        expect([...classes].filter((name) => !css.includes(`.${name}`))).toEqual([]);
        // The theme: the stylesheet declares every theme variable the page and its own rules read
        // (components set variables of their own, `--fui-…`, in their rules).
        const declared = new Set(Array.from(css.matchAll(/--([A-Za-z0-9_-]+):/g), (match) => match[1]!));
        const read = Array.from((page.html + css).matchAll(/var\(--([A-Za-z0-9_-]+)\)/g), (match) => match[1]!);
        expect(read.filter((name) => !name.startsWith('fui-') && !declared.has(name))).toEqual([]);

        // The head: canonical and its alternates from PUBLIC_URL, link-preview tags.
        const head = page.document.querySelector('head')!;
        const canonical = head.querySelector('link[rel="canonical"]')?.getAttribute('href');
        expect(canonical).toBe(`${server.baseUrl}${path}`);
        const alternates = new Map(
          head
            .querySelectorAll('link[rel="alternate"]')
            .map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')] as const),
        );
        for (const other of LANGUAGES) {
          expect(alternates.get(other)).toBe(`${server.baseUrl}${localizedPath(englishPaths()[index]!, other)}`);
        }
        expect(alternates.get('x-default')).toBe(`${server.baseUrl}${englishPaths()[index]!}`);
        const meta = (selector: string) => head.querySelector(selector)?.getAttribute('content');
        expect(head.querySelector('title')?.text).toBeTruthy();
        expect(meta('meta[name="description"]')).toBeTruthy();
        expect(meta('meta[property="og:title"]')).toBeTruthy();
        expect(meta('meta[property="og:description"]')).toBeTruthy();
        expect(meta('meta[property="og:url"]')).toBe(canonical);
        expect(meta('meta[property="og:image"]')).toMatch(/^https?:\/\//);
        expect(meta('meta[name="twitter:card"]')).toBe('summary_large_image');
        expect(meta('meta[name="robots"]') ?? 'index').toBe(route.indexed ? 'index' : 'noindex');

        // No untranslated text: no {{…}} and no raw key of the page's namespaces.
        const body = page.document.querySelector('body')!;
        // What a reader sees: not the islands' JSON, whose strings hold {{placeholders}} by design.
        for (const script of body.querySelectorAll('script')) script.remove();
        const visible = body.structuredText;
        expect(visible).not.toContain('{{');
        for (const namespace of ['common', ...route.namespaces]) {
          const keys = keysOf(mergedNamespace(SITE_LOCALES, language, namespace));
          const raw = keys.filter((key) => key.includes('.') && new RegExp(`(^|\\s)${key}(\\s|$)`).test(visible));
          expect(raw, `${namespace} keys shown as text`).toEqual([]);
        }
      },
    );
  });

  it("serves the site's stylesheet at the address the pages name, for a year; another version's is the 404 page", async () => {
    const href = (await get('/')).document.querySelector('link[data-site-styles]')!.getAttribute('href')!;
    expect(href).toMatch(/^\/styles\/site-[0-9a-f]{16}\.css$/);
    expect((await get('/sv/about')).document.querySelector('link[data-site-styles]')!.getAttribute('href')).toBe(href);
    const sheet = await rawGet(server.baseUrl + href, { 'accept-encoding': 'br' });
    expect(sheet.status).toBe(200);
    expect(sheet.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(sheet.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(sheet.headers['content-encoding']).toBe('br');
    const css = brotliDecompressSync(sheet.body).toString('utf8');
    expect(css.startsWith(':root{--')).toBe(true);
    expect(css).toContain('\n/*d*/\n');
    const again = await rawGet(server.baseUrl + href, { 'if-none-match': String(sheet.headers.etag) });
    expect(again.status).toBe(304);
    const other = await get('/styles/site-0123456789abcdef.css');
    expect(other.status).toBe(404);
    expect(other.headers.get('content-type')).toBe('text/html; charset=utf-8');
  });

  it('shows the first items of each list in the page itself', async () => {
    const home = (await get('/')).document.querySelector('main')!.structuredText;
    for (const member of members.slice(0, 4)) expect(home).toContain(member.name);
    for (const article of news.slice(0, 3)) expect(home).toContain(article.title);
    const list = (await get('/es/members')).document.querySelector('main')!.structuredText;
    for (const member of members.slice(0, 5)) expect(list).toContain(member.name);
    const calendar = (await get('/sv/events')).document.querySelector('main')!.structuredText;
    for (const event of shown.sv.events.slice(0, 3)) expect(calendar).toContain(event.title);
    const newsPage = (await get('/news')).document.querySelector('main')!;
    expect(newsPage.querySelectorAll('a[href^="/news/"]').length).toBeGreaterThanOrEqual(3);
    // Detail links and the archive's pages are plain links, in the page's language.
    const spanish = (await get('/es/news')).document;
    expect(spanish.querySelectorAll('main a[href^="/es/news/"]').length).toBeGreaterThanOrEqual(3);
  });

  it.each(LANGUAGES)(
    'shows the market insights, the tariff and compliance rows and the offices staff keep, in %s',
    async (language) => {
      const { models } = server.db;
      const cellsOf = (document: HTMLElement, selector: string) =>
        document.querySelectorAll(selector).map((element) => element.text.trim());

      const insights = (await publicInsights(models, language)).items;
      expect(insights.length).toBeGreaterThan(0);
      const reports = (await get(localizedPath('/market-reports', language))).document;
      expect(cellsOf(reports, '[data-testid="insight-card"] h3')).toEqual(insights.map((item) => item.title));

      const tariffs = (await publicTariffRows(models, language)).items;
      const sectors = (await publicComplianceSectors(models, language)).items;
      expect(tariffs.length).toBeGreaterThan(0);
      expect(sectors.length).toBeGreaterThan(0);
      const regulations = (await get(localizedPath('/trade-regulations', language))).document;
      expect(cellsOf(regulations, '[data-testid="tariff-table"] tbody th')).toEqual(tariffs.map((row) => row.title));
      expect(cellsOf(regulations, '[data-testid="tariff-table"] tbody tr td:first-of-type')).toEqual(
        tariffs.map((row) => row.hsCode),
      );
      expect(cellsOf(regulations, '[data-testid="compliance-table"] tbody th')).toEqual(
        sectors.map((row) => row.title),
      );

      const offices = (await publicOffices(models, language)).items;
      const headquarters = offices.find((office) => office.headquarters)!;
      const regional = offices.filter((office) => !office.headquarters);
      expect(regional.length).toBeGreaterThan(0);
      for (const path of ['/', '/contact']) {
        const page = (await get(localizedPath(path, language))).document;
        const details = page.querySelector('[data-testid="contact-details"]')!;
        expect(details.querySelector('address')!.text).toContain(headquarters.street);
        expect(details.querySelector('address')!.text).toContain(headquarters.city);
        expect(details.querySelector(`a[href="mailto:${headquarters.email}"]`), path).not.toBeNull();
        const cards = page.querySelectorAll('[data-testid="office-card"]');
        const addresses = cards.map((card) => card.querySelector('address')!.text);
        expect(addresses, path).toHaveLength(regional.length);
        regional.forEach((office, index) => expect(addresses[index]).toContain(office.street));
      }
    },
  );

  it('shows translations where staff made them ready, and marks English text on other pages', async () => {
    const translated = shown.sv.events.find((event) => event.lang === 'sv')!;
    const english = events.find((event) => event.id === translated.id)!;
    const page = (await get(`/sv/events/${translated.id}`)).document;
    expect(page.querySelector('h1')!.text).toBe(translated.title);
    expect(translated.title).not.toBe(english.title);
    expect(page.querySelector('h1')!.getAttribute('lang')).toBeUndefined();
    expect(page.querySelector('[data-testid="english-only"]')).toBeNull();

    // An event nobody translated: the Swedish page shows its English text, marked as English.
    const untranslated = await createEvent(server.db, {
      title: 'Only written in English',
      description: 'An English description.',
    });
    const fallback = (await get(`/sv/events/${untranslated.id}`)).document;
    expect(fallback.querySelector('html')!.getAttribute('lang')).toBe('sv');
    expect(fallback.querySelector('h1')!.getAttribute('lang')).toBe('en');
    expect(fallback.querySelector('h1')!.text).toBe('Only written in English');
    expect(fallback.querySelector('[data-testid="english-only"]')!.text).toBe(
      text('sv', 'common', 'common.onlyInEnglish'),
    );
    const description = fallback.querySelectorAll('[lang="en"]').map((element) => element.text);
    expect(description.some((value) => value.includes('An English description.'))).toBe(true);
    // In English there is nothing to mark.
    const inEnglish = (await get(`/events/${untranslated.id}`)).document;
    expect(inEnglish.querySelector('h1')!.getAttribute('lang')).toBeUndefined();
    expect(inEnglish.querySelector('[data-testid="english-only"]')).toBeNull();

    // The home page features it (the next event) the same way.
    const home = (await get('/sv')).document.querySelector('[data-testid="featured-event"]')!;
    expect(home.text).toContain('Only written in English');
    expect(home.querySelector('[data-testid="english-only"]')!.text).toBe(text('sv', 'common', 'common.onlyInEnglish'));

    // A list's search looks through the other languages too: the English members page, searched for
    // a translated member's Swedish text, lists it (in English).
    const swedish = shown.sv.members.find((member) => member.lang === 'sv')!;
    const term = encodeURIComponent(swedish.description.slice(0, 24));
    const found = (await get(`/members?search=${term}`)).document.querySelectorAll('[data-testid="member-card"]');
    expect(found.map((card) => card.querySelector('h3')!.text.trim())).toContain(swedish.name);

    // In a list: the untranslated member's card says so; a translated one does not.
    const list = (await get('/es/members')).document;
    const cards = list.querySelectorAll('[data-testid="member-card"]');
    const cardOf = (name: string) => cards.find((card) => card.text.includes(name))!;
    const spanish = shown.es.members.find((member) => member.lang === 'es')!;
    const plain = shown.es.members.find((member) => member.lang === 'en');
    expect(cardOf(spanish.name).querySelector('[data-testid="english-only"]')).toBeNull();
    expect(cardOf(spanish.name).text).toContain(spanish.description);
    if (plain) {
      expect(cardOf(plain.name).querySelector('[data-testid="english-only"]')!.text).toBe(
        text('es', 'common', 'common.onlyInEnglish'),
      );
    }
  });

  describe("upcoming and past events, registration and times in the event's zone", () => {
    const DAY = 86_400_000;
    let upcoming: { id: number; title: string };
    let ended: { id: number; title: string };
    beforeAll(async () => {
      upcoming = await createEvent(server.db, {
        title: 'Upcoming internal breakfast',
        date: new Date(Date.now() + 3 * DAY),
        registrationMode: 'internal',
        capacity: 40,
        featured: true,
      });
      // Ended yesterday, with a registration link it must no longer offer.
      ended = await createEvent(server.db, {
        title: 'Finished trade forum',
        date: new Date(Date.now() - 2 * DAY),
        endDate: new Date(Date.now() - DAY),
        registrationLink: 'https://example.org/finished-forum',
      });
    });

    it.each(LANGUAGES)(
      'lists upcoming events in the main list and past ones only in the past section, without a register link (%s)',
      async (language) => {
        const document = (await get(localizedPath('/events', language))).document;
        const main = document.querySelector('main')!;
        const cards = main.querySelectorAll('[data-testid="event-card"]').map((card) => card.text);
        expect(cards.some((card) => card.includes(upcoming.title))).toBe(true);
        expect(cards.some((card) => card.includes(ended.title))).toBe(false);
        const pastSection = main.querySelector('#past-events')!;
        expect(pastSection.querySelector('h2')!.text).toBe(text(language, 'events', 'past.title'));
        const pastItems = pastSection.querySelectorAll('[data-testid="past-event"]');
        expect(pastItems.some((item) => item.text.includes(ended.title))).toBe(true);
        expect(pastItems.some((item) => item.text.includes(upcoming.title))).toBe(false);
        expect(pastSection.querySelector('a[href="https://example.org/finished-forum"]')).toBeNull();
        expect(main.querySelector('a[href="https://example.org/finished-forum"]')).toBeNull();
        expect(pastSection.querySelector('a[href*="#register"]')).toBeNull();
        // The island gets the filters and their options only: the cards are the server's HTML.
        const state = JSON.parse(document.querySelector('#page-state')!.text) as {
          islands: { name: string; props: Record<string, unknown> }[];
        };
        const filters = state.islands.find((island) => island.name === 'EventFilters')!;
        expect(Object.keys(filters.props).sort()).toEqual(['filters', 'types', 'view']);
        expect(JSON.stringify(filters.props)).not.toContain(upcoming.title);
        // The internal event's card links to its page's form, in the page's language.
        const card = main.querySelectorAll('[data-testid="event-card"]').find((c) => c.text.includes(upcoming.title))!;
        const register = card.querySelector(`a[href="${localizedPath(`/events/${upcoming.id}`, language)}#register"]`);
        expect(register?.text).toBe(text(language, 'common', 'common.register'));
        expect(card.text).toContain(text(language, 'common', 'common.placesLeft_other').replace('{{count}}', '40'));
      },
    );

    it('features only upcoming events on the home page', async () => {
      for (const language of LANGUAGES) {
        const main = (await get(localizedPath('/', language))).document.querySelector('#upcoming-events')!;
        expect(main.text).not.toContain(ended.title);
      }
      const featured = (await get('/')).document.querySelectorAll(
        '[data-testid="featured-event"], [data-testid="event-highlight"]',
      );
      expect(featured.length).toBeGreaterThan(0);
    });

    it("shows an internal event's registration form, with its times in the event's zone", async () => {
      const breakfast = await createEvent(server.db, {
        title: 'Stockholm winter breakfast',
        date: new Date('2030-12-03T08:00:00.000Z'),
        endDate: new Date('2030-12-03T10:00:00.000Z'),
        timeZone: 'Europe/Stockholm',
        eventType: 'hybrid',
        registrationMode: 'internal',
      });
      const expected: Record<Language, [string, string]> = {
        en: ['Dec 03, 2030, 9:00 AM CET', 'Dec 03, 2030, 11:00 AM CET'],
        es: ['3 dic 2030, 9:00 CET', '3 dic 2030, 11:00 CET'],
        sv: ['3 dec. 2030 09:00 CET', '3 dec. 2030 11:00 CET'],
      };
      for (const language of LANGUAGES) {
        const document = (await get(localizedPath(`/events/${breakfast.id}`, language))).document;
        expect(document.querySelector('[data-testid="event-start"]')!.text).toBe(expected[language][0]);
        expect(document.querySelector('[data-testid="event-end"]')!.text).toBe(expected[language][1]);
        const form = document.querySelector('#register form');
        expect(form).not.toBeNull();
        expect(form!.querySelectorAll('input[type="radio"]')).toHaveLength(2);
        expect(form!.querySelector('input[type="checkbox"]')).not.toBeNull();
        expect(form!.querySelector(`a[href="${localizedPath('/privacy-policy', language)}"]`)).not.toBeNull();
        // Add to calendar: the .ics file in the page's language and Google Calendar.
        const calendar = document.querySelector('[data-testid="add-to-calendar"]')!;
        expect(
          calendar.querySelector(`a[href="${localizedPath(`/events/${breakfast.id}/calendar.ics`, language)}"]`),
        ).not.toBeNull();
        expect(calendar.querySelector('a[href^="https://calendar.google.com/calendar/render?"]')).not.toBeNull();
      }
    });

    it('says when registration opens, and shows no form before then or once the event is over', async () => {
      const later = await createEvent(server.db, {
        title: 'Registration opens later',
        date: new Date('2030-07-10T07:00:00.000Z'),
        timeZone: 'Europe/Stockholm',
        registrationMode: 'internal',
        registrationOpensAt: new Date('2030-06-01T08:00:00.000Z'),
      });
      const notOpen = (await get(`/events/${later.id}`)).document.querySelector('#register')!;
      expect(notOpen.querySelector('form')).toBeNull();
      expect(notOpen.text).toContain('Registration opens on Jun 01, 2030, 10:00 AM CEST.');
      const spanish = (await get(`/es/events/${later.id}`)).document.querySelector('#register')!;
      expect(spanish.text).toContain('Las inscripciones se abren el 1 jun 2030, 10:00 CEST.');

      const over = await createEvent(server.db, {
        title: 'Internal event that is over',
        date: new Date(Date.now() - 3 * DAY),
        registrationMode: 'internal',
      });
      for (const language of LANGUAGES) {
        const document = (await get(localizedPath(`/events/${over.id}`, language))).document;
        expect(document.querySelector('#register form')).toBeNull();
        expect(document.querySelector('#register')!.text).toContain(text(language, 'events', 'registration.past'));
        expect(document.querySelector('main a[href*="#register"]')).toBeNull();
      }
    });
  });

  it('writes dates the way each language does: the day first in Spanish and Swedish, a span once', async () => {
    const event = await createEvent(server.db, {
      title: 'Two-day trade forum',
      date: new Date('2026-11-03T12:00:00.000Z'),
      endDate: new Date('2026-11-04T12:00:00.000Z'),
    });
    const main = async (path: string) => (await get(path)).document.querySelector('main')!.structuredText;
    expect(await main(`/events/${event.id}`)).toContain('Nov 03, 2026 – Nov 04, 2026');
    expect(await main(`/es/events/${event.id}`)).toContain('3–4 nov 2026');
    expect(await main(`/sv/events/${event.id}`)).toContain('3–4 nov. 2026');
    // The footer's copyright is this year's.
    const footer = (await get('/sv')).document.querySelector('footer')!.structuredText;
    expect(footer).toContain(`© ${new Date().getFullYear()} `);
  });

  it("shows the site's name and footer line in each language, marking an English one", async () => {
    // The header's first link home is the site's name (the navigation's Home link comes after).
    const brand = (page: Fetched) =>
      page.document
        .querySelectorAll('header a')
        .find(
          (link) =>
            link.getAttribute('href') ===
            localizedPath('/', page.document.querySelector('html')!.getAttribute('lang') as Language),
        )!;
    const footerName = (page: Fetched) => page.document.querySelector('footer h2')!;
    const footerLine = (page: Fetched) => page.document.querySelector('footer p')!;
    // The built-in settings are in all three languages.
    for (const language of LANGUAGES) {
      const page = await get(localizedPath('/members', language));
      const texts = language === 'en' ? DEFAULT_SITE_SETTINGS : DEFAULT_SITE_SETTINGS.translations[language];
      expect(brand(page).text.trim()).toBe(texts.siteName);
      expect(brand(page).getAttribute('lang')).toBeUndefined();
      expect(footerName(page).text.trim()).toBe(texts.siteName);
      expect(footerLine(page).text.trim()).toBe(texts.tagline);
      expect(page.document.querySelector('title')!.text).toMatch(new RegExp(` \\| ${texts.siteName}$`));
      expect(page.document.querySelector('meta[property="og:site_name"]')!.getAttribute('content')).toBe(
        texts.siteName,
      );
    }

    // Staff gave a Spanish name but no Spanish line, a Swedish line but no Swedish name.
    const admin = new ApiClient(server.baseUrl);
    const { createUser, FACTORY_PASSWORD } = await import('../../tests/factories');
    const user = await createUser(server.db, { role: 'admin' });
    await admin.login(user.username, FACTORY_PASSWORD);
    const { lang: _shown, ...before } = (await admin.get<PublicSiteSettings>('/api/settings')).body;
    const saved = await admin.put('/api/admin/settings', {
      ...before,
      siteName: 'Nordic Link Chamber',
      tagline: 'Trade across three regions.',
      translations: {
        es: { siteName: 'Cámara Nordic Link', tagline: '' },
        sv: { siteName: '', tagline: 'Handel över tre regioner.' },
      },
    });
    expect(saved.status).toBe(200);
    try {
      const es = await get('/es/members');
      expect(brand(es).text.trim()).toBe('Cámara Nordic Link');
      expect(footerLine(es).text.trim()).toBe('Trade across three regions.');
      expect(footerLine(es).getAttribute('lang')).toBe('en');
      expect(es.document.querySelector('title')!.text).toMatch(/ \| Cámara Nordic Link$/);
      const sv = await get('/sv/members');
      expect(brand(sv).text.trim()).toBe('Nordic Link Chamber');
      expect(brand(sv).getAttribute('lang')).toBe('en');
      expect(footerName(sv).getAttribute('lang')).toBe('en');
      expect(footerLine(sv).text.trim()).toBe('Handel över tre regioner.');
      expect(footerLine(sv).getAttribute('lang')).toBeUndefined();
      // In the copyright sentence too, the English name is marked English.
      const copyright = sv.document.querySelectorAll('footer p').find((p) => p.text.startsWith('©'))!;
      expect(copyright.querySelector('span[lang="en"]')?.text).toBe('Nordic Link Chamber');
      // The feed of each language carries its name too.
      expect(await (await fetch(`${server.baseUrl}/es/rss.xml`)).text()).toContain('| Cámara Nordic Link</title>');
    } finally {
      await admin.put('/api/admin/settings', before);
    }
  });

  it('describes events and articles with valid JSON-LD, and the chamber on the home page', async () => {
    const ldOf = async (path: string) =>
      (await get(path)).document
        .querySelectorAll('script[type="application/ld+json"]')
        .map((script) => JSON.parse(script.text) as Record<string, unknown>);
    const [organization] = await ldOf('/');
    expect(organization).toMatchObject({ '@context': 'https://schema.org', '@type': 'Organization' });
    expect(organization?.url).toBe(`${server.baseUrl}/`);

    const event = shown.sv.events[0]!;
    const [eventLd] = await ldOf(`/sv/events/${event.id}`);
    expect(eventLd).toMatchObject({
      '@type': 'Event',
      name: event.title,
      startDate: event.date,
      url: `${server.baseUrl}/sv/events/${event.id}`,
    });
    expect(String(eventLd?.eventAttendanceMode)).toMatch(/^https:\/\/schema\.org\/\w+EventAttendanceMode$/);
    expect(eventLd?.location).toBeTruthy();
    expect(eventLd?.organizer).toMatchObject({ '@type': 'Organization' });
    const virtual = events.find((candidate) => candidate.eventType === 'virtual');
    if (virtual) {
      const [virtualLd] = await ldOf(`/events/${virtual.id}`);
      expect(virtualLd?.location).toMatchObject({ '@type': 'VirtualLocation' });
    }

    const article = news[0]!;
    const [articleLd] = await ldOf(`/news/${article.id}`);
    expect(articleLd).toMatchObject({
      '@type': 'NewsArticle',
      headline: article.title,
      datePublished: article.publishDate,
    });
    const articleHead = (await get(`/news/${article.id}`)).document.querySelector('head')!;
    expect(articleHead.querySelector('meta[property="og:type"]')?.getAttribute('content')).toBe('article');
  });

  it('sends a form posted without JavaScript back to its page, which says the form needs it; nothing in the address', async () => {
    for (const [path, form] of [
      ['/publications', '#subscribe form'],
      ['/es/contact', 'form#contact-form'],
      ['/sv/membership/apply', 'form#membership-application'],
    ] as const) {
      const page = await get(path);
      const element = page.document.querySelector(form);
      expect(element?.getAttribute('method'), path).toBe('post');
      const language = path.startsWith('/es') ? 'es' : path.startsWith('/sv') ? 'sv' : 'en';
      expect(element!.querySelector('noscript')?.text, path).toContain(
        text(language, 'common', 'common.formNeedsScript'),
      );
      const posted = await fetch(server.baseUrl + path, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'email=someone%40example.com',
        redirect: 'manual',
      });
      expect(posted.status, path).toBe(303);
      expect(posted.headers.get('location'), path).toBe(path);
    }
    // Only pages: any other address still refuses a POST.
    const elsewhere = await fetch(`${server.baseUrl}/no-such-page`, { method: 'POST', redirect: 'manual' });
    expect(elsewhere.status).toBe(404);
  });

  it('answers an unknown path or id with the 404 page in the language of its prefix', async () => {
    for (const [path, language] of [
      ['/no-such-page', 'en'],
      ['/es/no-such-page', 'es'],
      [`/members/${members.reduce((max, member) => Math.max(max, member.id), 0) + 1000}`, 'en'],
      ['/sv/news/999999', 'sv'],
      ['/members/abc', 'en'],
    ] as const) {
      const page = await get(path);
      expect(page.status, path).toBe(404);
      expect(page.document.querySelector('html')?.getAttribute('lang')).toBe(language);
      expect(page.document.querySelector('h1')?.text.trim()).toBe(text(language, 'common', 'notFound.title'));
      expect(page.document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    }
  });

  it('lists every page and record in the three languages in valid sitemaps', async () => {
    const index = await get('/sitemap.xml');
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toContain('application/xml');
    const sitemaps = await readSitemaps(fetchFrom(server.baseUrl), server.baseUrl);
    for (const child of sitemaps.children) {
      expect(child.status, child.path).toBe(200);
      expect(child.headers.get('content-type')).toContain('application/xml');
    }
    const urls = sitemaps.children.flatMap((child) => child.urls);
    const locations = new Set(urls.map((url) => url.loc));
    const indexed = (PAGE_ROUTES as readonly PageRoute[]).filter((route) => route.indexed && !route.detail);
    for (const language of LANGUAGES) {
      for (const route of indexed)
        expect(locations).toContain(`${server.baseUrl}${localizedPath(route.path, language)}`);
      for (const member of members)
        expect(locations).toContain(`${server.baseUrl}${localizedPath(`/members/${member.id}`, language)}`);
      for (const event of events)
        expect(locations).toContain(`${server.baseUrl}${localizedPath(`/events/${event.id}`, language)}`);
      for (const article of news)
        expect(locations).toContain(`${server.baseUrl}${localizedPath(`/news/${article.id}`, language)}`);
    }
    expect(locations).not.toContain(`${server.baseUrl}/unsubscribe`);
    for (const url of urls) {
      expect(Number.isNaN(Date.parse(url.lastmod))).toBe(false);
      expect(url['xhtml:link'].map((link) => link['@_hreflang']).sort()).toEqual(['en', 'es', 'sv', 'x-default']);
    }
    const robots = await get('/robots.txt');
    expect(robots.html).toContain(`Sitemap: ${server.baseUrl}/sitemap.xml`);
  });

  it('takes absolute URLs from PUBLIC_URL, never from the Host header', async () => {
    const page = await get('/about', { host: 'attacker.example' });
    expect(page.html).not.toContain('attacker.example');
    expect(page.document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${server.baseUrl}/about`);
  });

  describe('language of an unprefixed address', () => {
    it('sends a first visit to the browser language, a saved choice first, never a crawler or a prefixed address', async () => {
      const spanish = await get('/members?region=nordic', { 'accept-language': 'es-ES,es;q=0.9,en;q=0.8' });
      expect(spanish.status).toBe(302);
      expect(spanish.headers.get('location')).toBe('/es/members?region=nordic');
      expect(spanish.headers.get('vary')).toMatch(/Accept-Language/);

      const choice = await get('/news', { 'accept-language': 'es', cookie: 'chamber.lang=sv' });
      expect(choice.headers.get('location')).toBe('/sv/news');
      const english = await get('/news', { 'accept-language': 'sv', cookie: 'chamber.lang=en' });
      expect(english.status).toBe(200);

      const crawler = await get('/members');
      expect(crawler.status).toBe(200);
      expect(crawler.document.querySelector('html')?.getAttribute('lang')).toBe('en');

      const prefixed = await get('/es/members', { 'accept-language': 'sv', cookie: 'chamber.lang=sv' });
      expect(prefixed.status).toBe(200);

      // An unknown address is not sent anywhere: it is the 404 page in English.
      expect((await get('/no-such-page', { 'accept-language': 'es' })).status).toBe(404);

      // Only the first unprefixed request of a visit: later ones show what was asked for.
      const later = await get('/members', { 'accept-language': 'es', cookie: 'chamber.visit=1' });
      expect(later.status).toBe(200);
    });

    it('uses the site default language for a browser language the site lacks', async () => {
      expect((await get('/about', { 'accept-language': 'fr-FR,fr' })).status).toBe(200);
      const admin = new ApiClient(server.baseUrl);
      const { createUser, FACTORY_PASSWORD } = await import('../../tests/factories');
      const user = await createUser(server.db, { role: 'admin' });
      await admin.login(user.username, FACTORY_PASSWORD);
      // What GET answers, without the read-only `lang`, is what PUT takes.
      const { lang: _shown, ...settings } = (await admin.get<PublicSiteSettings>('/api/settings')).body;
      const saved = await admin.put('/api/admin/settings', { ...settings, defaultLanguage: 'sv' });
      expect(saved.status).toBe(200);
      try {
        const visitor = await get('/about', { 'accept-language': 'fr-FR,fr' });
        expect(visitor.headers.get('location')).toBe('/sv/about');
      } finally {
        await admin.put('/api/admin/settings', { ...settings, defaultLanguage: 'en' });
      }
    });

    it('redirects an address with a trailing slash to the one without', async () => {
      const slash = await get('/es/');
      expect(slash.status).toBe(301);
      expect(slash.headers.get('location')).toBe('/es');
      expect((await get('/members/?search=a')).headers.get('location')).toBe('/members?search=a');
    });

    it('sends every redirect to a path of this site, never to the host a doubled slash names', async () => {
      // Sent as typed over node:http: fetch would read `/\` as `//` itself before sending.
      const raw = (path: string, method = 'GET', headers: Record<string, string> = {}) =>
        new Promise<{ status: number; location: string | undefined }>((resolve, reject) => {
          const url = new URL(server.baseUrl);
          http
            .request({ host: url.hostname, port: url.port, path, method, headers }, (response) => {
              response.resume();
              response.on('end', () =>
                resolve({ status: response.statusCode ?? 0, location: response.headers.location }),
              );
            })
            .on('error', reject)
            .end();
        });
      const cases: [string, string, Record<string, string>?][] = [
        ['GET', '//evil.example/'],
        ['GET', '/\\evil.example/'],
        ['GET', '/\\/evil.example/'],
        ['GET', '///evil.example/?a=1'],
        ['HEAD', '//evil.example/'],
        ['POST', '//evil.example/'],
        ['POST', '/\\evil.example'],
        // The language redirect of a first visit, too.
        ['GET', '//evil.example', { 'accept-language': 'es' }],
        ['GET', '//members', { 'accept-language': 'sv' }],
      ];
      for (const [method, path, headers] of cases) {
        const answer = await raw(path, method, headers);
        if (answer.location === undefined) continue;
        expect(answer.location, `${method} ${path}`).toMatch(/^\/(?![/\\])/);
      }
      // The trailing-slash redirect still happens, to the site's own path.
      expect(await raw('//evil.example/')).toEqual({ status: 301, location: '/evil.example' });
      expect(await raw('/\\evil.example/')).toEqual({ status: 301, location: '/evil.example' });
    });
  });

  describe('the page cache', () => {
    it('answers with a validator and compression, and 304 when nothing changed', async () => {
      const raw = (headers: Record<string, string>) => rawGet(`${server.baseUrl}/events`, headers);
      const first = await raw({ 'accept-encoding': 'br' });
      expect(first.status).toBe(200);
      expect(first.headers['content-encoding']).toBe('br');
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^"[\w-]+"$/);
      expect(brotliDecompressSync(first.body).toString('utf8')).toContain('<h1');
      const again = await raw({ 'if-none-match': etag });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
    });

    it('renders the same page for a signed-in visitor as for anyone (nothing personal is cached)', async () => {
      const anonymous = await get('/team');
      const signedIn = new ApiClient(server.baseUrl);
      const { createUser, FACTORY_PASSWORD } = await import('../../tests/factories');
      const user = await createUser(server.db, { role: 'editor' });
      await signedIn.login(user.username, FACTORY_PASSWORD);
      const theirs = await signedIn.get('/team');
      expect(theirs.headers.get('etag')).toBe(anonymous.headers.get('etag'));
      expect(theirs.text).not.toContain(user.username);
    });

    it('shows a change made in the admin on the next request, and a deleted record is a 404', async () => {
      const { createUser, FACTORY_PASSWORD } = await import('../../tests/factories');
      const user = await createUser(server.db, { role: 'editor' });
      const editor = new ApiClient(server.baseUrl);
      await editor.login(user.username, FACTORY_PASSWORD);
      const before = await get('/sv/members');
      const created = await editor.post<{ id: number; name: string }>('/api/admin/members', memberInput());
      expect(created.status).toBe(201);
      const after = await get('/sv/members');
      expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
      expect(after.document.querySelector('main')!.structuredText).toContain(created.body.name);
      expect((await get(`/sv/members/${created.body.id}`)).status).toBe(200);

      expect((await editor.delete(`/api/admin/members/${created.body.id}`)).status).toBe(204);
      expect((await get(`/sv/members/${created.body.id}`)).status).toBe(404);
      expect((await get('/sv/members')).document.querySelector('main')!.structuredText).not.toContain(
        created.body.name,
      );
    });

    it("puts stored text into an island's HTML as typed: no replace() patterns ($& $` $' $$)", async () => {
      const { createUser, FACTORY_PASSWORD } = await import('../../tests/factories');
      const user = await createUser(server.db, { role: 'editor' });
      const editor = new ApiClient(server.baseUrl);
      await editor.login(user.username, FACTORY_PASSWORD);
      const description = "Prices in $& and $` and $' and $$, as typed.";
      const created = await editor.post<{ id: number }>('/api/admin/members', memberInput({ description }));
      expect(created.status).toBe(201);
      const page = await get('/members');
      // The members list is an island: its HTML went into the page's slot with the text intact.
      expect(page.document.querySelector('main')!.structuredText).toContain(description);
      expect(page.document.querySelectorAll('header')).toHaveLength(1);
      expect(page.html).not.toMatch(/<template data-island-slot/);
      expect((await editor.delete(`/api/admin/members/${created.body.id}`)).status).toBe(204);
    });
  });
});
