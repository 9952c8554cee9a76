import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_LIST_LIMIT, PUBLIC_PAGE_SIZE } from '../../../shared/constants';
import type { ApiError, NewsArticle } from '../../../shared/entities';
import type { Publication } from '../../../shared/resources';
import { createNewsArticle } from '../../../tests/factories';
import { testDatabaseKinds } from '../../../tests/helpers/databases';
import { ApiClient } from '../../../tests/helpers/http';
import { linksOf, totalOf } from '../../../tests/helpers/paging';
import { startTestServer, type TestServer } from '../../../tests/helpers/server';

// The public news and resource lists read through the API a page at a time: an unpaged request
// gets a bounded answer that says how many there are and where the rest is.

/** More visible items than one unpaged answer holds. */
const COUNT = PUBLIC_LIST_LIMIT + 3;

/** Article `n` (0 is the newest): one a minute, further back as `n` grows. */
const article = (n: number) => ({
  title: `Article ${String(n).padStart(4, '0')}`,
  content: 'Body.',
  excerpt: 'Excerpt.',
  category: 'trade' as const,
  publishDate: new Date(Date.now() - 3_600_000 - n * 60_000),
  featured: false,
  image: null,
});

/** Publication `n` (0 is the newest): one a day, further back as `n` grows. */
const publication = (n: number) => ({
  type: 'report' as const,
  title: `Publication ${String(n).padStart(4, '0')}`,
  abstract: 'Abstract.',
  authors: ['A. Author'],
  publishedOn: new Date(Date.UTC(2026, 0, 1) - n * 86_400_000).toISOString().slice(0, 10),
  pages: null,
  journal: null,
  journalIssue: null,
  cover: null,
  fileId: null,
  externalUrl: null,
});

describe.each(testDatabaseKinds())('the public news and resource lists, paged, on %s', (kind) => {
  let server: TestServer;
  let client: ApiClient;

  beforeAll(async () => {
    server = await startTestServer(kind);
    client = new ApiClient(server.baseUrl);
    const { models } = server.db;
    await models.NewsArticle.bulkCreate(Array.from({ length: COUNT }, (_, n) => article(n)));
    await models.Publication.bulkCreate(Array.from({ length: COUNT }, (_, n) => publication(n)));
    // Not for the public: never listed, never counted.
    await createNewsArticle(server.db, { title: 'Scheduled', publishDate: new Date(Date.now() + 86_400_000) });
    await createNewsArticle(server.db, { title: 'Draft', status: 'draft' });
    await createNewsArticle(server.db, { title: 'Deleted', deletedAt: new Date() });
  });
  afterAll(() => server.close());

  const list = async <T>(path: string) => {
    const response = await client.get<T>(path);
    expect(response.status, response.text).toBe(200);
    return response;
  };
  const titles = (items: readonly { title: string }[]) => items.map((item) => item.title);
  const name = (prefix: string, n: number) => `${prefix} ${String(n).padStart(4, '0')}`;

  it('answers GET /api/news with at most the bound, newest first, the total and where the rest is', async () => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      // The second answer comes from the cache: the same body and headers.
      const response = await list<NewsArticle[]>('/api/news');
      expect(response.body).toHaveLength(PUBLIC_LIST_LIMIT);
      expect(titles(response.body).slice(0, 2)).toEqual([name('Article', 0), name('Article', 1)]);
      expect(totalOf(response)).toBe(COUNT);
      expect(linksOf(response.headers.get('link'))).toEqual({
        next: `${server.baseUrl}/api/news?pageSize=${PUBLIC_LIST_LIMIT}&page=2`,
        last: `${server.baseUrl}/api/news?pageSize=${PUBLIC_LIST_LIMIT}&page=2`,
      });
    }
    const rest = await list<NewsArticle[]>(`/api/news?pageSize=${PUBLIC_LIST_LIMIT}&page=2`);
    expect(titles(rest.body)).toEqual([name('Article', 500), name('Article', 501), name('Article', 502)]);
    expect(linksOf(rest.headers.get('link')).first).toBe(
      `${server.baseUrl}/api/news?pageSize=${PUBLIC_LIST_LIMIT}&page=1`,
    );
    const spanish = await list<NewsArticle[]>('/api/news?lang=es');
    expect(linksOf(spanish.headers.get('link')).next).toBe(
      `${server.baseUrl}/api/news?lang=es&pageSize=${PUBLIC_LIST_LIMIT}&page=2`,
    );
  });

  it('answers one page of the news with the total and the neighbouring pages', async () => {
    const response = await list<NewsArticle[]>('/api/news?page=3&pageSize=2');
    expect(titles(response.body)).toEqual([name('Article', 4), name('Article', 5)]);
    expect(totalOf(response)).toBe(COUNT);
    expect(linksOf(response.headers.get('link'))).toEqual({
      first: `${server.baseUrl}/api/news?page=1&pageSize=2`,
      prev: `${server.baseUrl}/api/news?page=2&pageSize=2`,
      next: `${server.baseUrl}/api/news?page=4&pageSize=2`,
      last: `${server.baseUrl}/api/news?page=${Math.ceil(COUNT / 2)}&pageSize=2`,
    });
    // A page alone has the default size; past the end, an empty page with the way back.
    expect((await list<NewsArticle[]>('/api/news?page=1')).body).toHaveLength(PUBLIC_PAGE_SIZE);
    const past = await list<NewsArticle[]>('/api/news?page=99&pageSize=100');
    expect(past.body).toEqual([]);
    expect(linksOf(past.headers.get('link')).prev).toBe(`${server.baseUrl}/api/news?page=6&pageSize=100`);
  });

  it('pages a resource list (publications) the same way, bounded without a page', async () => {
    const whole = await list<Publication[]>('/api/publications');
    expect(whole.body).toHaveLength(PUBLIC_LIST_LIMIT);
    expect(totalOf(whole)).toBe(COUNT);
    expect(linksOf(whole.headers.get('link')).next).toBe(
      `${server.baseUrl}/api/publications?pageSize=${PUBLIC_LIST_LIMIT}&page=2`,
    );
    const page = await list<Publication[]>('/api/publications?page=2&pageSize=3');
    expect(titles(page.body)).toEqual([name('Publication', 3), name('Publication', 4), name('Publication', 5)]);
    expect(totalOf(page)).toBe(COUNT);
    // A short list fits in one answer: its total, and no Link.
    const offices = await list<unknown[]>('/api/offices?page=1');
    expect(totalOf(offices)).toBe(0);
    expect(offices.headers.get('link')).toBeNull();
  });

  it('refuses a page or a size that does not parse, with the validation error shape', async () => {
    for (const path of ['/api/news', '/api/reports']) {
      for (const query of ['?page=0', '?page=abc', '?pageSize=0', `?pageSize=${PUBLIC_LIST_LIMIT + 1}`]) {
        const response = await client.get<ApiError>(`${path}${query}`);
        expect(response.status, path + query).toBe(400);
        expect(Object.keys(response.body.fields ?? {}), path + query).toHaveLength(1);
        expect(response.text, path + query).not.toMatch(/select|sqlite|stack/i);
      }
    }
  });
});
