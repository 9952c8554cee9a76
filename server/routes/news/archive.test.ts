import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEWS_CATEGORIES, type ApiError, type NewsArchivePage, type NewsArticle } from '../../../shared/entities';
import { createNewsArticle } from '../../../tests/factories';
import { recordQueries, testDatabaseKinds } from '../../../tests/helpers/databases';
import { ApiClient } from '../../../tests/helpers/http';
import { startTestServer, type TestServer } from '../../../tests/helpers/server';
import { NEWS_KEYS } from '../../../tests/helpers/content-shapes';

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

describe.each(testDatabaseKinds())('GET /api/news/archive on %s', (kind) => {
  let server: TestServer;
  let client: ApiClient;
  /** Ids by name, in the order the archive must list them (newest first). */
  const ids: Record<string, number> = {};
  let archiveOrder: number[];

  beforeAll(async () => {
    server = await startTestServer(kind);
    client = new ApiClient(server.baseUrl);
    const db = server.db;
    const make = async (name: string, overrides: Parameters<typeof createNewsArticle>[1]) => {
      ids[name] = (await createNewsArticle(db, { title: `${name} story`, ...overrides })).id;
    };
    // Four featured, visible articles: the newest three are shown on top of /news, the fourth is archived.
    await make('featured1', { featured: true, publishDate: daysAgo(1) });
    await make('featured2', { featured: true, publishDate: daysAgo(3) });
    await make('featured3', { featured: true, publishDate: daysAgo(5) });
    await make('featured4', { featured: true, publishDate: daysAgo(40) });
    // Featured but not visible: they take no place among the three.
    await make('featuredDraft', { featured: true, status: 'draft', publishDate: daysAgo(0.5) });
    await make('featuredFuture', { featured: true, publishDate: new Date(Date.now() + 2 * DAY) });
    await make('featuredDeleted', { featured: true, publishDate: daysAgo(0.2), deletedAt: new Date() });
    // Ten plain visible articles, 2..11 days old; categories trade and policy, one about 50% tariffs.
    for (let index = 0; index < 10; index += 1) {
      await make(`plain${index}`, {
        category: index % 2 ? 'policy' : 'trade',
        publishDate: daysAgo(2 + index),
        ...(index === 4 ? { content: 'Tariffs fall by 50% for machinery.' } : {}),
        ...(index === 7 ? { excerpt: 'Ein Überblick über Windkraft.' } : {}),
      });
    }
    // Not visible, never archived.
    await make('draft', { status: 'draft', category: 'innovation', publishDate: daysAgo(2) });
    await make('future', { category: 'investment', publishDate: new Date(Date.now() + DAY) });
    await make('deleted', { category: 'events', publishDate: daysAgo(2), deletedAt: new Date() });

    archiveOrder = [
      ...Array.from({ length: 10 }, (_, index) => ids[`plain${index}`]!),
      ids.featured4!, // 40 days old
    ];
  });
  afterAll(() => server.close());

  async function archive(query = ''): Promise<NewsArchivePage> {
    const response = await client.get<NewsArchivePage>(`/api/news/archive${query}`);
    expect(response.status, response.text).toBe(200);
    return response.body;
  }

  it('lists the visible articles except the three newest featured ones, newest first, 8 per page', async () => {
    const first = await archive();
    expect(first).toMatchObject({ total: 11, page: 1, pageSize: 8 });
    expect(first.items.map((item) => item.id)).toEqual(archiveOrder.slice(0, 8));
    const second = await archive('?page=2');
    expect(second).toMatchObject({ total: 11, page: 2, pageSize: 8 });
    expect(second.items.map((item) => item.id)).toEqual(archiveOrder.slice(8));
    expect(await archive('?page=3')).toEqual({
      items: [],
      total: 11,
      page: 3,
      pageSize: 8,
      categories: first.categories,
    });
  });

  it('agrees with the public list: the archive is what /api/news has after the first three featured', async () => {
    const all = (await client.get<NewsArticle[]>('/api/news')).body;
    const featured = all.filter((article) => article.featured).slice(0, 3);
    expect(featured.map((article) => article.id)).toEqual([ids.featured1, ids.featured2, ids.featured3]);
    const rest = all.filter((article) => !featured.includes(article)).map((article) => article.id);
    expect((await archive('?pageSize=100')).items.map((item) => item.id)).toEqual(rest);
  });

  it('answers articles in the public shape', async () => {
    const [item] = (await archive('?pageSize=1')).items;
    expect(Object.keys(item!).sort()).toEqual(NEWS_KEYS);
  });

  it('lists the categories of the whole archive, whatever the search and filter', async () => {
    // featured4 is 'trade' (the factory default); draft, future and deleted articles add nothing.
    expect((await archive()).categories).toEqual(['trade', 'policy']);
    expect((await archive('?search=nothing-matches&category=policy')).categories).toEqual(['trade', 'policy']);
  });

  it('reads the categories once, and again after an article is written', async () => {
    await archive();
    const recorded = recordQueries(server.db.sequelize);
    const grouped = () => recorded.queries.filter((sql) => /GROUP BY/i.test(sql));
    const added = await (async () => {
      try {
        expect((await archive('?page=2&pageSize=2&search=story')).categories).toEqual(['trade', 'policy']);
        expect(grouped()).toEqual([]);
        const article = await createNewsArticle(server.db, { category: 'innovation', publishDate: daysAgo(60) });
        const expected = NEWS_CATEGORIES.filter((code) => ['trade', 'policy', 'innovation'].includes(code));
        expect((await archive()).categories).toEqual(expected);
        expect(grouped()).toHaveLength(1);
        return article;
      } finally {
        recorded.stop();
      }
    })();
    await added.destroy();
    expect((await archive()).categories).toEqual(['trade', 'policy']);
  });

  it('filters by exact category', async () => {
    const policy = await archive('?category=policy&pageSize=100');
    expect(policy.total).toBe(5);
    expect(policy.items.every((item) => item.category === 'policy')).toBe(true);
    expect((await archive('?category=innovation')).total).toBe(0);
    expect((await archive('?category=all')).total).toBe(11);
  });

  it('searches title, content and excerpt case-insensitively, % taken literally', async () => {
    expect((await archive('?search=PLAIN3 STORY')).items.map((item) => item.id)).toEqual([ids.plain3]);
    expect((await archive(`?search=${encodeURIComponent('50%')}`)).items.map((item) => item.id)).toEqual([ids.plain4]);
    expect((await archive('?search=windkraft')).items.map((item) => item.id)).toEqual([ids.plain7]);
    // A featured article on top is not in the archive, even when searched for.
    expect((await archive('?search=featured1')).total).toBe(0);
    expect((await archive('?search=featured4')).items.map((item) => item.id)).toEqual([ids.featured4]);
    // Search and category together.
    expect((await archive('?search=story&category=trade&pageSize=2')).total).toBe(6);
  });

  it.each([
    ['page', '?page=0'],
    ['pageSize', '?pageSize=1000'],
    ['category', '?category=gossip'],
  ])('refuses a bad %s with 400', async (field, query) => {
    const response = await client.get<ApiError>(`/api/news/archive${query}`);
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.fields ?? {})).toEqual([field]);
  });

  it('is not taken for an article id, and ids still work next to it', async () => {
    expect((await client.get(`/api/news/${ids.plain0}`)).status).toBe(200);
    expect((await client.get('/api/news/archive/')).status).toBe(200);
  });
});
