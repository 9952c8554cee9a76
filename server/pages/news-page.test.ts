import { parse, type HTMLElement } from 'node-html-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURED_NEWS_COUNT, HOME_COUNTS, PAGING, type Language } from '../../shared/constants';
import { localizedPath, PAGE_ROUTES } from '../../shared/routes';
import { testDatabaseKinds } from '../../tests/helpers/databases';
import { startTestServer, type TestServer } from '../../tests/helpers/server';
import { CodeLabels } from '../content/search';
import { BUILT_IN_SESSION_LIFETIME } from '../session-lifetime';
import { loadPageData } from './data';

// /news and the home page of a chamber with many articles: the server reads only the articles the
// page shows (the featured ones, one archive page, the latest few), so a page costs the same
// whatever the number of articles.

const COUNT = 60;
/** Articles 0, 10, 20, 30 and 40 are featured; the page features the newest three of them. */
const isFeatured = (n: number) => n % 10 === 0 && n < 50;
const title = (n: number) => `Article ${String(n).padStart(3, '0')}`;

/** Article `n` (0 is the newest): one an hour, further back as `n` grows. */
const article = (n: number) => ({
  title: title(n),
  content: `Body of article ${n}.`,
  excerpt: `Excerpt ${n}.`,
  category: n % 2 === 0 ? ('trade' as const) : ('events' as const),
  publishDate: new Date(Date.now() - (n + 1) * 3_600_000),
  featured: isFeatured(n),
  image: null,
});

const range = (from: number, to: number) => Array.from({ length: to - from }, (_, index) => from + index);
const FEATURED = [0, 10, 20];
/** The archive's first page: every article but the three featured, newest first. */
const ARCHIVE_FIRST = range(0, COUNT)
  .filter((n) => !FEATURED.includes(n))
  .slice(0, PAGING.newsArchivePageSize);

async function get(server: TestServer, path: string): Promise<{ html: string; document: HTMLElement }> {
  const response = await fetch(server.baseUrl + path);
  expect(response.status).toBe(200);
  const html = await response.text();
  return { html, document: parse(html) };
}

/** The titles the HTML holds, in order: every article's title is "Article nnn". */
const titlesIn = (html: string) => [...html.matchAll(/Article (\d{3})/g)].map((match) => Number(match[1]));

/** The props of the page's `name` island, as the page's JSON carries them. */
function islandProps(document: HTMLElement, name: string): string {
  const state = JSON.parse(document.querySelector('#page-state')!.text) as {
    islands: { name: string; props: unknown }[];
  };
  const island = state.islands.find((candidate) => candidate.name === name);
  if (!island) throw new Error(`no ${name} island`);
  return JSON.stringify(island.props);
}

describe.each(testDatabaseKinds())('the news a page reads, on %s', (kind) => {
  let server: TestServer;
  const labels = CodeLabels.load();

  beforeAll(async () => {
    server = await startTestServer(kind);
    await server.db.models.NewsArticle.bulkCreate(range(0, COUNT).map(article));
  });
  afterAll(() => server.close());

  const dataOf = (path: string, language: Language = 'en', query = '') =>
    loadPageData(
      { db: server.db, labels, cache: server.app.context.services.cache, sessionLifetime: BUILT_IN_SESSION_LIFETIME },
      PAGE_ROUTES.find((route) => route.path === path)!,
      {},
      new URLSearchParams(query),
      language,
      new Date(),
    );

  it('reads on /news the featured articles and one archive page, never the whole list', async () => {
    const data = (await dataOf('/news'))!;
    expect(data.news).toBeUndefined();
    expect(data.featuredNews?.map((item) => item.title)).toEqual(FEATURED.map(title));
    expect(data.featuredNews).toHaveLength(FEATURED_NEWS_COUNT);
    expect(data.archive?.items.map((item) => item.title)).toEqual(ARCHIVE_FIRST.map(title));
    expect(data.archive?.total).toBe(COUNT - FEATURED_NEWS_COUNT);
    expect(data.archive?.categories).toEqual(['trade', 'events']);
  });

  it('reads on the home page the latest articles it shows, and no more', async () => {
    const data = (await dataOf('/'))!;
    expect(data.news?.map((item) => item.title)).toEqual(range(0, HOME_COUNTS.news).map(title));
  });
});

describe('the HTML of /news and the home page with many articles', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer('sqlite');
    await server.db.models.NewsArticle.bulkCreate(range(0, COUNT).map(article));
  });
  afterAll(() => server.close());

  it.each(['en', 'es', 'sv'] as const)(
    'holds on /news only the featured articles and the archive page (%s)',
    async (language) => {
      const { html, document } = await get(server, localizedPath('/news', language));
      expect(new Set(titlesIn(html))).toEqual(new Set([...FEATURED, ...ARCHIVE_FIRST]));
      expect(document.querySelector('[data-testid="featured-lead"] h3')?.text).toBe(title(0));
      expect(document.querySelectorAll('[data-testid="news-card"]')).toHaveLength(
        FEATURED_NEWS_COUNT - 1 + PAGING.newsArchivePageSize,
      );
      // The island is handed the page it shows and the query, not the list.
      const props = JSON.parse(islandProps(document, 'NewsArchive')) as { initial: { items: unknown[] } };
      expect(props.initial.items).toHaveLength(PAGING.newsArchivePageSize);
      expect(Buffer.byteLength(islandProps(document, 'NewsArchive'))).toBeLessThan(8 * 1024);
    },
  );

  it('holds on page 3 of the archive that page alone, besides the featured articles', async () => {
    const { html } = await get(server, '/news?page=3&category=events');
    const odd = range(0, COUNT).filter((n) => n % 2 === 1);
    const third = odd.slice(2 * PAGING.newsArchivePageSize, 3 * PAGING.newsArchivePageSize);
    expect(new Set(titlesIn(html))).toEqual(new Set([...FEATURED, ...third]));
  });

  it.each(['en', 'es', 'sv'] as const)('holds on the home page only the latest articles (%s)', async (language) => {
    const { html, document } = await get(server, localizedPath('/', language));
    const latest = range(0, HOME_COUNTS.news);
    expect(new Set(titlesIn(html))).toEqual(new Set(latest));
    expect(document.querySelectorAll('#latest-news [data-testid="news-card"]')).toHaveLength(HOME_COUNTS.news);
  });
});
