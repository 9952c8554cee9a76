import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { localizedPath, PUBLIC_ROUTES } from '../../shared/routes';
import { describeInBrowser, islandsHydrated, startSite, type Site } from './harness';

/** Every public page (the auth page has its own suite) plus one of each detail page. */
function pagesToVisit(ids: { member: number; event: number; news: number }): string[] {
  return [
    ...PUBLIC_ROUTES.filter((route) => route !== '/auth'),
    `/members/${ids.member}`,
    `/events/${ids.event}`,
    `/news/${ids.news}`,
  ];
}

/** The axe rules a page's texts decide: what its language, its names, its labels and its headings say. */
const TEXT_RULES = [
  'html-has-lang',
  'html-lang-valid',
  'valid-lang',
  'html-xml-lang-mismatch',
  'document-title',
  'button-name',
  'link-name',
  'input-button-name',
  'label',
  'label-title-only',
  'select-name',
  'image-alt',
  'input-image-alt',
  'role-img-alt',
  'svg-img-alt',
  'object-alt',
  'area-alt',
  'summary-name',
  'frame-title',
  'aria-command-name',
  'aria-input-field-name',
  'aria-toggle-field-name',
  'aria-dialog-name',
  'aria-tooltip-name',
  'aria-progressbar-name',
  'aria-meter-name',
  'aria-text',
  'empty-heading',
  'empty-table-header',
];

const DOMAIN_ENDINGS = /\.(example|com|org|net|se|ee|lv|lt|mx|es|io|pdf)$/i;

/** Visible text that looks like an i18n key ('hero.title', 'home:hero.title') — a missing translation. */
async function rawKeys(page: Page): Promise<string[]> {
  const text = await page.locator('body').innerText();
  // The Cookie Policy names each cookie and storage entry exactly as the code spells it ('chamber.lang').
  const storedNames = new Set(
    await page
      .locator('[data-stored-name]')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-stored-name'))),
  );
  return text
    .split(/\s+/)
    .map((token) => token.replace(/[),;!?]+$/, ''))
    .filter((token) => /^[a-z][a-zA-Z0-9]*(?:[:.][a-zA-Z0-9]+)+$/.test(token) && !DOMAIN_ENDINGS.test(token))
    .filter((token) => !storedNames.has(token));
}

/** The server sent the whole page; waits until its islands (header, forms, lists) have hydrated. */
async function settle(page: Page): Promise<void> {
  await page.locator('footer').first().waitFor();
  await page.locator('h1').first().waitFor();
  await islandsHydrated(page);
}

describeInBrowser('every public route', () => {
  let site: Site;
  let paths: string[] = [];
  const englishH1 = new Map<string, string>();

  beforeAll(async () => {
    site = await startSite();
    const [member, event, news] = await Promise.all(
      ['members', 'events', 'news'].map(async (kind) => {
        const list = (await (await fetch(`${site.baseUrl}/api/${kind}`)).json()) as { id: number }[];
        return list[0]?.id ?? 1;
      }),
    );
    paths = pagesToVisit({ member: member ?? 1, event: event ?? 1, news: news ?? 1 });
  });
  afterAll(() => site.close());

  /** The English h1 of a path (remembered from the English pass, or read now). */
  async function englishHeading(path: string): Promise<string> {
    const known = englishH1.get(path);
    if (known) return known;
    const page = await site.newPage();
    await page.goto(path);
    await settle(page);
    const h1 = ((await page.locator('h1').textContent()) ?? '').trim();
    englishH1.set(path, h1);
    await page.context().close();
    return h1;
  }

  it('renders each route in English: 200, header, footer, one h1, title, description, no raw keys', async () => {
    const page = await site.newPage();
    const titles = new Set<string>();
    for (const path of paths) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await settle(page);
      expect(await page.locator('h1').count(), `${path} has one h1`).toBe(1);
      const h1 = ((await page.locator('h1').textContent()) ?? '').trim();
      expect(h1, path).not.toBe('');
      englishH1.set(path, h1);
      expect(await page.locator('body header').count(), `${path} header`).toBe(1);
      expect(await page.locator('footer').count(), `${path} footer`).toBe(1);
      const title = await page.title();
      expect(title, path).toContain('Chamber of Commerce');
      titles.add(title);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length ?? 0, `${path} description`).toBeGreaterThan(20);
      expect(await rawKeys(page), `${path} shows untranslated keys`).toEqual([]);
    }
    expect(titles.size, 'each page has its own title').toBeGreaterThanOrEqual(paths.length - 3);
  }, 240_000);

  it.each(['es', 'sv'] as const)(
    'renders each route in %s (under its prefix) with translated headings and no raw keys',
    async (language) => {
      // An English browser: the prefix alone decides the language.
      const page = await site.newPage();
      for (const path of paths) {
        const address = localizedPath(path, language);
        expect((await page.goto(address))?.status(), address).toBe(200);
        expect(new URL(page.url()).pathname, 'no redirect away from a prefixed address').toBe(address);
        await settle(page);
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
        const h1 = ((await page.locator('h1').textContent()) ?? '').trim();
        expect(h1, path).not.toBe('');
        // Detail pages show the item's own (English) title; every other heading is translated.
        if (!/\/\d+$/.test(path)) expect(h1, `${path} h1 in ${language}`).not.toBe(await englishHeading(path));
        expect(await rawKeys(page), `${path} in ${language}`).toEqual([]);
      }
    },
    240_000,
  );

  it('has no serious or critical accessibility violation on any route in any language (axe-core)', async () => {
    const page = await site.newPage();
    const problems: string[] = [];
    for (const [language, path] of (['en', 'es', 'sv'] as const).flatMap((language) =>
      paths.map((each) => [language, localizedPath(each, language)] as const),
    )) {
      await page.goto(path);
      await settle(page);
      // Fluent's focus-trap helpers are the one known false positive. The structure and the colours
      // are the same in every language: the English pages get every rule, the Spanish and Swedish
      // ones the rules their own texts decide (names, labels, titles, headings, the language).
      const axe = new AxeBuilder({ page }).exclude('[data-tabster-dummy]');
      const result = await (language === 'en' ? axe : axe.withRules(TEXT_RULES)).analyze();
      for (const violation of result.violations) {
        if (violation.impact === 'serious' || violation.impact === 'critical') {
          problems.push(
            `${path}: ${violation.id} (${violation.impact}) ${violation.nodes
              .map((n) => n.target.join(' '))
              .slice(0, 3)
              .join(', ')}`,
          );
        }
      }
    }
    expect(problems).toEqual([]);
  }, 900_000);
});
