import type { HTMLElement } from 'node-html-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localizedPath } from '../../shared/routes';
import type { Language } from '../../shared/constants';
import type { Database } from '../db';
import { startTestServer, type TestServer } from '../../tests/helpers/server';
import { fetchPage, islandPropsOf, pagerOf, siteText } from '../../tests/helpers/public-pages';

// /members as a visitor without JavaScript gets it: the server reads one page of the list with the
// address's filters, renders only that page's cards, and links to the other pages.

const INDUSTRIES = ['technology', 'energy', 'finance'] as const;
const REGIONS = ['nordic', 'baltic'] as const;

/** Member `n` (1-based) of a list of `count`: names sort in order, industries and regions take turns. */
const sample = (n: number) => ({
  name: `Member ${String(n).padStart(4, '0')}`,
  logo: null,
  location: 'Riga, Latvia',
  description: n % 20 === 5 ? `Green HYDROGEN plant number ${n}.` : `Company number ${n}.`,
  industry: INDUSTRIES[n % 3]!,
  region: REGIONS[n % 2]!,
  website: null,
  featured: false,
});

async function addMembers(db: Database, count: number) {
  await db.models.Member.bulkCreate(Array.from({ length: count }, (_, index) => sample(index + 1)));
}

const names = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => sample(from + index).name);

const cardNames = (document: HTMLElement) =>
  document.querySelectorAll('[data-testid="member-card"]').map((card) => card.querySelector('h3')!.text.trim());

const text = siteText;
const get = fetchPage;
const pager = (document: HTMLElement, language: Language) =>
  pagerOf(document, text(language, 'members', 'pagination.label'));
const islandProps = (document: HTMLElement) => islandPropsOf(document, 'MemberDirectory');

describe('the /members page, paged and filtered by the server', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer('sqlite');
    await addMembers(server.db, 60);
  });
  afterAll(() => server.close());

  it.each(['en', 'es', 'sv'] as const)(
    'shows the first 24 of 60 cards, the total, and links to the pages (%s)',
    async (language) => {
      const { status, document } = await get(server, localizedPath('/members', language));
      expect(status).toBe(200);
      expect(cardNames(document)).toEqual(names(1, 24));
      expect(document.querySelector('[data-testid="member-count"]')?.text).toBe(
        text(language, 'members', 'list.count_other', 60),
      );
      const path = localizedPath('/members', language);
      expect(pager(document, language)).toEqual({
        current: '1',
        links: [
          ['1', path],
          ['2', `${path}?page=2`],
          ['3', `${path}?page=3`],
          [text(language, 'common', 'common.next'), `${path}?page=2`],
        ],
      });
    },
  );

  it.each(['en', 'es', 'sv'] as const)('shows the right cards on page 3, the last (%s)', async (language) => {
    const path = localizedPath('/members', language);
    const { document } = await get(server, `${path}?page=3`);
    expect(cardNames(document)).toEqual(names(49, 60));
    const links = pager(document, language)!;
    expect(links.current).toBe('3');
    expect(links.links[0]).toEqual([text(language, 'common', 'common.previous'), `${path}?page=2`]);
    expect(links.links.map(([, href]) => href)).not.toContain(`${path}?page=4`);
  });

  it('applies the filters of the address, counts what matches and keeps them in the links', async () => {
    const nordic = Array.from({ length: 60 }, (_, index) => sample(index + 1)).filter((m) => m.region === 'nordic');
    const { document } = await get(server, '/members?region=nordic');
    expect(cardNames(document)).toEqual(nordic.slice(0, 24).map((m) => m.name));
    expect(document.querySelector('[data-testid="member-count"]')?.text).toBe(
      text('en', 'members', 'list.count_other', 30),
    );
    expect(pager(document, 'en')!.links).toContainEqual(['2', '/members?region=nordic&page=2']);
    expect(cardNames((await get(server, '/members?region=nordic&page=2')).document)).toEqual(
      nordic.slice(24).map((m) => m.name),
    );

    // Search (any letter case) and both selects together; the form shows what is applied.
    const searched = (await get(server, '/es/members?search=hydrogen&industry=energy')).document;
    // Hydrogen: members 5, 25 and 45; energy: every third from 1.
    expect(cardNames(searched)).toEqual(['Member 0025']);
    expect(searched.querySelector('input[name="search"]')?.getAttribute('value')).toBe('hydrogen');
    expect(searched.querySelector('select[name="industry"] option[selected]')?.getAttribute('value')).toBe('energy');
    expect(searched.querySelector('select[name="region"] option[selected]')?.getAttribute('value')).toBe('all');
    expect(searched.querySelector('form[role="search"]')?.getAttribute('action')).toBe('/es/members');
    expect(searched.querySelector('form[role="search"]')?.getAttribute('method')).toBe('get');
    expect(pager(searched, 'es')).toBeNull();

    // The options are the distinct values of the data, plus 'all'.
    const options = searched.querySelectorAll('select[name="industry"] option').map((o) => o.getAttribute('value'));
    expect([...options].sort()).toEqual(['all', 'energy', 'finance', 'technology']);

    // The home page's short codes, any letter case; a choice no member has, or a page that is no
    // number, shows as all / the first page.
    expect(cardNames((await get(server, '/members?region=Nordic&industry=tech')).document)).toEqual(
      nordic.filter((m) => m.industry === 'technology').map((m) => m.name),
    );
    expect(cardNames((await get(server, '/members?region=ibero&page=abc')).document)).toEqual(names(1, 24));
  });

  it.each(['en', 'es', 'sv'] as const)(
    'shows the empty state when nothing matches, or past the last page (%s)',
    async (language) => {
      const path = localizedPath('/members', language);
      for (const query of ['?search=nothing-like-this', '?page=9']) {
        const { status, document } = await get(server, `${path}${query}`);
        expect(status).toBe(200);
        expect(cardNames(document)).toEqual([]);
        const main = document.querySelector('main')!.text;
        expect(main).toContain(text(language, 'members', 'empty.title'));
        expect(main).toContain(text(language, 'common', 'common.tryAdjusting'));
      }
      const none = (await get(server, `${path}?search=nothing-like-this`)).document;
      expect(none.querySelector('[data-testid="member-count"]')?.text).toBe(
        text(language, 'members', 'list.count_other', 0),
      );
    },
  );

  it('hands the island the filters and their options, never the list', async () => {
    const { document } = await get(server, '/members?search=hydrogen');
    expect(JSON.parse(islandProps(document))).toEqual({
      filters: { search: 'hydrogen', industry: null, region: null },
      options: { industries: ['technology', 'energy', 'finance'], regions: ['nordic', 'baltic'] },
    });
  });
});

describe('the /members page of a large directory', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer('sqlite');
    await addMembers(server.db, 500);
  });
  afterAll(() => server.close());

  it('stays small: the island props under 8 KB, one page of cards', async () => {
    const { document, html } = await get(server, '/members');
    expect(Buffer.byteLength(islandProps(document))).toBeLessThan(8 * 1024);
    expect(cardNames(document)).toHaveLength(24);
    expect(html).not.toContain(sample(500).name);
    expect(pager(document, 'en')!.links).toContainEqual(['21', '/members?page=21']);
  });
});
