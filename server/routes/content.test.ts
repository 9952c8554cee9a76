import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EVENT_FORMATS,
  INDUSTRIES,
  NEWS_CATEGORIES,
  REGIONS,
  type ChamberEvent,
  type Member,
  type NewsArticle,
} from '../../shared/entities';
import { testDatabaseKinds } from '../../tests/helpers/databases';
import { ApiClient } from '../../tests/helpers/http';
import { startTestServer, type TestServer } from '../../tests/helpers/server';
import { createEvent, createMember, createNewsArticle } from '../../tests/factories';
import { CACHE_CHANGES_POLL_MS } from '../app';
import { EVENT_KEYS, MEMBER_KEYS, NEWS_KEYS } from '../../tests/helpers/content-shapes';

const isIso = (value: unknown) =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value) && new Date(value).toISOString() === value;
const isStringOrNull = (value: unknown) => value === null || typeof value === 'string';
const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function expectMember(member: Member): void {
  expect(Object.keys(member).sort()).toEqual(MEMBER_KEYS);
  expect(Number.isInteger(member.id)).toBe(true);
  for (const key of ['name', 'location', 'description'] as const) expect(typeof member[key]).toBe('string');
  expect(isStringOrNull(member.logo)).toBe(true);
  expect(isStringOrNull(member.website)).toBe(true);
  expect(INDUSTRIES).toContain(member.industry);
  expect(REGIONS).toContain(member.region);
  expect(typeof member.featured).toBe('boolean');
}

function expectEvent(event: ChamberEvent): void {
  expect(Object.keys(event).sort()).toEqual(EVENT_KEYS);
  expect(Number.isInteger(event.id)).toBe(true);
  for (const key of ['title', 'description', 'location'] as const) expect(typeof event[key]).toBe('string');
  expect(EVENT_FORMATS).toContain(event.eventType);
  expect(isIso(event.date)).toBe(true);
  expect(event.endDate === null || isIso(event.endDate)).toBe(true);
  expect(isStringOrNull(event.image)).toBe(true);
  expect(isStringOrNull(event.registrationLink)).toBe(true);
  expect(typeof event.featured).toBe('boolean');
}

function expectNewsArticle(article: NewsArticle): void {
  expect(Object.keys(article).sort()).toEqual(NEWS_KEYS);
  expect(Number.isInteger(article.id)).toBe(true);
  for (const key of ['title', 'content', 'excerpt'] as const) expect(typeof article[key]).toBe('string');
  expect(NEWS_CATEGORIES).toContain(article.category);
  expect(isIso(article.publishDate)).toBe(true);
  expect(isStringOrNull(article.image)).toBe(true);
  expect(typeof article.featured).toBe('boolean');
}

/** Ids that can never name a row: each must be a JSON 404, never a 400 or a 500. */
const IMPOSSIBLE_IDS = ['0', 'abc', '1.5', '-1', '99999999999999999999', '2147483648', '1e3', '%20'];

describe.each(testDatabaseKinds())('public content API on %s', (kind) => {
  let server: TestServer;
  let client: ApiClient;
  beforeAll(async () => {
    server = await startTestServer(kind, { seed: true });
    client = new ApiClient(server.baseUrl);
  });
  afterAll(() => server.close());

  async function list<T>(path: string): Promise<T[]> {
    const response = await client.get<T[]>(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(Array.isArray(response.body)).toBe(true);
    return response.body;
  }

  it.each(['br', 'gzip'])('compresses the lists with %s when the client accepts it, same JSON', async (encoding) => {
    for (const path of ['/api/members', '/api/events', '/api/news']) {
      const plain = await fetch(server.baseUrl + path, { headers: { 'accept-encoding': 'identity' } });
      expect(plain.headers.get('content-encoding')).toBeNull();
      const packed = await fetch(server.baseUrl + path, { headers: { 'accept-encoding': encoding } });
      expect(packed.headers.get('content-encoding')).toBe(encoding);
      expect(packed.headers.get('vary')).toMatch(/Accept-Encoding/i);
      // fetch decompresses: the JSON must be the very same.
      expect(await packed.json()).toEqual(await plain.json());
    }
  });

  describe('GET /api/members', () => {
    it('lists the seeded members with exactly the Member fields and real booleans', async () => {
      const members = await list<Member>('/api/members');
      expect(members.length).toBeGreaterThanOrEqual(12);
      members.forEach(expectMember);
      expect(members.some((member) => member.featured)).toBe(true);
      expect(members.some((member) => !member.featured)).toBe(true);
      expect(members.some((member) => member.logo === null)).toBe(true);
    });

    it('orders featured members first, then by name', async () => {
      const members = await list<Member>('/api/members');
      const firstPlain = members.findIndex((member) => !member.featured);
      expect(firstPlain).toBeGreaterThan(0);
      expect(members.slice(firstPlain).every((member) => !member.featured)).toBe(true);
      const featuredNames = members.slice(0, firstPlain).map((member) => member.name);
      const plainNames = members.slice(firstPlain).map((member) => member.name);
      expect(featuredNames).toEqual([...featuredNames].sort(byCodeUnits));
      expect(plainNames).toEqual([...plainNames].sort(byCodeUnits));
    });

    it('GET /api/members/:id answers the same member as the list', async () => {
      const [first, second] = await list<Member>('/api/members');
      for (const member of [first!, second!]) {
        const response = await client.get<Member>(`/api/members/${member.id}`);
        expect(response.status).toBe(200);
        expect(response.body).toEqual(member);
      }
    });

    it('answers 404 JSON for an id that does not exist', async () => {
      const response = await client.get('/api/members/2147483647');
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/application\/json/);
      expect(response.body).toEqual({ error: 'Member not found' });
    });

    it.each(IMPOSSIBLE_IDS)('answers 404 JSON for the id %j', async (id) => {
      const response = await client.get<{ error: string }>(`/api/members/${id}`);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/application\/json/);
      expect(typeof response.body.error).toBe('string');
    });
  });

  describe('GET /api/events', () => {
    it('lists the seeded events with exactly the ChamberEvent fields, ISO dates and real booleans', async () => {
      const events = await list<ChamberEvent>('/api/events');
      expect(events.length).toBeGreaterThanOrEqual(10);
      events.forEach(expectEvent);
      expect(events.some((event) => event.endDate !== null)).toBe(true);
      expect(events.some((event) => event.endDate === null)).toBe(true);
      expect(events.some((event) => event.featured)).toBe(true);
    });

    it('orders events by date ascending', async () => {
      const dates = (await list<ChamberEvent>('/api/events')).map((event) => Date.parse(event.date));
      expect(dates).toEqual([...dates].sort((a, b) => a - b));
      expect(new Set(dates).size).toBeGreaterThan(1);
    });

    it('GET /api/events/:id answers the same event as the list', async () => {
      const events = await list<ChamberEvent>('/api/events');
      const multiDay = events.find((event) => event.endDate !== null)!;
      for (const event of [events[0]!, multiDay]) {
        const response = await client.get<ChamberEvent>(`/api/events/${event.id}`);
        expect(response.status).toBe(200);
        expect(response.body).toEqual(event);
      }
    });

    it('answers 404 JSON for an id that does not exist', async () => {
      const response = await client.get('/api/events/999999');
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ error: 'Event not found' });
    });

    it.each(IMPOSSIBLE_IDS)('answers 404 JSON for the id %j', async (id) => {
      const response = await client.get<{ error: string }>(`/api/events/${id}`);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/application\/json/);
      expect(typeof response.body.error).toBe('string');
    });
  });

  describe('GET /api/news', () => {
    it('lists the seeded articles with exactly the NewsArticle fields, ISO dates and real booleans', async () => {
      const news = await list<NewsArticle>('/api/news');
      expect(news.length).toBeGreaterThanOrEqual(12);
      news.forEach(expectNewsArticle);
      expect(news.some((article) => article.featured)).toBe(true);
      expect(news.some((article) => article.image === null)).toBe(true);
    });

    it('orders articles by publishDate descending', async () => {
      const dates = (await list<NewsArticle>('/api/news')).map((article) => Date.parse(article.publishDate));
      expect(dates).toEqual([...dates].sort((a, b) => b - a));
      expect(new Set(dates).size).toBeGreaterThan(1);
    });

    it('GET /api/news/:id answers the same article as the list', async () => {
      const [first] = await list<NewsArticle>('/api/news');
      const response = await client.get<NewsArticle>(`/api/news/${first!.id}`);
      expect(response.status).toBe(200);
      expect(response.body).toEqual(first);
    });

    it('answers 404 JSON for an id that does not exist', async () => {
      const response = await client.get('/api/news/999999');
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ error: 'Article not found' });
    });

    it.each(IMPOSSIBLE_IDS)('answers 404 JSON for the id %j', async (id) => {
      const response = await client.get<{ error: string }>(`/api/news/${id}`);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/application\/json/);
      expect(typeof response.body.error).toBe('string');
    });
  });

  describe('list cache', () => {
    it('keeps serving the cached list to a write that bypasses the models, on no timer', async () => {
      const [before] = await list<NewsArticle>('/api/news');
      await server.db.sequelize.query('UPDATE news_articles SET title = :title WHERE id = :id', {
        replacements: { title: 'Raw SQL title', id: before!.id },
      });
      // Proves the lists are cached, so the invalidation tests below test something; longer than
      // a poll of the other processes' changes: nothing announced this one, so nothing clears it.
      await new Promise((resolve) => setTimeout(resolve, CACHE_CHANGES_POLL_MS + 500));
      const [cached] = await list<NewsArticle>('/api/news');
      expect(cached!.title).toBe(before!.title);
      // The item route is not cached.
      expect((await client.get<NewsArticle>(`/api/news/${before!.id}`)).body.title).toBe('Raw SQL title');
      await server.db.sequelize.query('UPDATE news_articles SET title = :title WHERE id = :id', {
        replacements: { title: before!.title, id: before!.id },
      });
    });

    it('shows a member created, updated and destroyed through the model at once', async () => {
      await list<Member>('/api/members'); // fill the cache
      const created = await createMember(server.db, { name: 'AAA Cache Test Member', featured: true });
      let members = await list<Member>('/api/members');
      const shown = members.find((member) => member.id === created.id);
      expect(shown).toEqual({
        id: created.id,
        name: 'AAA Cache Test Member',
        logo: null,
        logoAlt: null,
        location: 'Tallinn, Estonia',
        description: 'A test member company.',
        industry: 'technology',
        region: 'baltic',
        website: null,
        featured: true,
        contact: null,
        businessType: null,
        lang: 'en',
      });
      // Featured first, then by name: 'AAA…' leads the list.
      expect(members[0]!.id).toBe(created.id);

      await created.update({ name: 'ZZZ Cache Test Member', featured: false });
      members = await list<Member>('/api/members');
      expect(members.at(-1)).toMatchObject({ id: created.id, name: 'ZZZ Cache Test Member', featured: false });

      await created.destroy();
      members = await list<Member>('/api/members');
      expect(members.some((member) => member.id === created.id)).toBe(false);
    });

    it('shows bulk updates and bulk destroys of members at once', async () => {
      const created = await createMember(server.db, { name: 'Bulk Member', region: 'nordic' });
      expect((await list<Member>('/api/members')).some((member) => member.id === created.id)).toBe(true);
      await server.db.models.Member.update({ location: 'Oslo, Norway' }, { where: { id: created.id } });
      expect((await list<Member>('/api/members')).find((member) => member.id === created.id)?.location).toBe(
        'Oslo, Norway',
      );
      await server.db.models.Member.destroy({ where: { id: created.id } });
      expect((await list<Member>('/api/members')).some((member) => member.id === created.id)).toBe(false);
    });

    it('shows a member written in a transaction once it commits', async () => {
      await list<Member>('/api/members');
      const created = await server.db.sequelize.transaction((transaction) =>
        server.db.models.Member.create(
          {
            name: 'Transactional Member',
            logo: null,
            location: 'Lima, Peru',
            description: 'Written in a transaction.',
            industry: 'food',
            region: 'ibero-america',
            website: 'https://transactional.example',
            featured: false,
          },
          { transaction },
        ),
      );
      expect((await list<Member>('/api/members')).some((member) => member.id === created.id)).toBe(true);
    });

    it('shows an event created, updated and destroyed through the model at once', async () => {
      await list<ChamberEvent>('/api/events');
      const date = new Date('2000-01-01T10:00:00.000Z');
      const created = await createEvent(server.db, {
        title: 'Cache Test Event',
        date,
        endDate: new Date('2000-01-02T17:00:00.000Z'),
        eventType: 'hybrid',
        registrationLink: 'https://example.com/register',
      });
      let events = await list<ChamberEvent>('/api/events');
      // The earliest date leads the list.
      expect(events[0]).toEqual({
        id: created.id,
        title: 'Cache Test Event',
        description: 'A test event.',
        location: 'Online',
        eventType: 'hybrid',
        date: '2000-01-01T10:00:00.000Z',
        endDate: '2000-01-02T17:00:00.000Z',
        image: null,
        imageAlt: null,
        registrationLink: 'https://example.com/register',
        featured: false,
        timeZone: 'Europe/Stockholm',
        region: null,
        registrationMode: 'external',
        capacity: null,
        waitlist: true,
        membersOnly: false,
        registrationOpensAt: null,
        registrationClosesAt: null,
        placesLeft: null,
        lang: 'en',
      });

      await created.update({ title: 'Renamed Cache Test Event', date: new Date('2999-01-01T10:00:00.000Z') });
      events = await list<ChamberEvent>('/api/events');
      expect(events.at(-1)).toMatchObject({
        id: created.id,
        title: 'Renamed Cache Test Event',
        date: '2999-01-01T10:00:00.000Z',
      });

      await created.destroy();
      events = await list<ChamberEvent>('/api/events');
      expect(events.some((event) => event.id === created.id)).toBe(false);
    });

    it('shows a news article created, updated and destroyed through the model at once', async () => {
      await list<NewsArticle>('/api/news');
      const created = await createNewsArticle(server.db, {
        title: 'Cache Test Article',
        category: 'policy',
        publishDate: new Date(Date.now() - 60_000),
        featured: true,
      });
      let news = await list<NewsArticle>('/api/news');
      // The newest article leads the list.
      expect(news[0]).toEqual({
        id: created.id,
        title: 'Cache Test Article',
        content: 'Test content.',
        excerpt: 'Test excerpt.',
        category: 'policy',
        publishDate: created.publishDate.toISOString(),
        featured: true,
        image: null,
        imageAlt: null,
        lang: 'en',
      });

      await created.update({ title: 'Old Cache Test Article', publishDate: new Date('2001-05-05T09:00:00.000Z') });
      news = await list<NewsArticle>('/api/news');
      expect(news.at(-1)).toMatchObject({
        id: created.id,
        title: 'Old Cache Test Article',
        publishDate: '2001-05-05T09:00:00.000Z',
      });

      await created.destroy();
      news = await list<NewsArticle>('/api/news');
      expect(news.some((article) => article.id === created.id)).toBe(false);
    });

    it('keeps the lists apart: a member write leaves the other lists correct', async () => {
      const events = await list<ChamberEvent>('/api/events');
      const news = await list<NewsArticle>('/api/news');
      const member = await createMember(server.db);
      expect(await list<ChamberEvent>('/api/events')).toEqual(events);
      expect(await list<NewsArticle>('/api/news')).toEqual(news);
      expect((await list<Member>('/api/members')).some((item) => item.id === member.id)).toBe(true);
      await member.destroy();
    });
  });
});
