import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LANGUAGES } from '../../shared/constants';
import { localizedPath, PAGE_ROUTES, type PageRoute } from '../../shared/routes';
import { createEvent, createMember, createNewsArticle } from '../../tests/factories';
import { testDatabaseKinds } from '../../tests/helpers/databases';
import { fetchWithHost } from '../../tests/helpers/http';
import { startTestServer, type TestServer } from '../../tests/helpers/server';
import { fetchFrom, readSitemaps, type FetchedSitemap, type SitemapTree } from '../../tests/helpers/sitemaps';
import { publicEventPage } from '../content/event-pages';
import { publicMembers, publicNews } from '../content/public-reads';

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XML_TYPE = 'application/xml; charset=utf-8';
/** This site's bound per sitemap, and the protocol's. */
const MAX_URLS = 10_000;
const PROTOCOL_MAX_URLS = 50_000;
const PROTOCOL_MAX_BYTES = 50 * 1024 * 1024;

const newestOf = (dates: string[]) => new Date(Math.max(...dates.map((date) => Date.parse(date)))).toISOString();

// The sitemap index and the sitemaps it lists, read over HTTP as a crawler reads them.
describe.each(testDatabaseKinds())('the sitemap index and its sitemaps (%s)', (kind) => {
  let server: TestServer;
  /** Records the public must not find in any sitemap. */
  const hidden: { members: number[]; events: number[]; news: number[] } = { members: [], events: [], news: [] };
  const read = () => readSitemaps(fetchFrom(server.baseUrl), server.baseUrl);
  const sitemapOf = (tree: SitemapTree, path: string): FetchedSitemap => {
    const child = tree.children.find((candidate) => candidate.path === path);
    if (!child) throw new Error(`the index lists no ${path}`);
    return child;
  };

  /** Every address the site's public pages and public records have, from the public reads. */
  async function publicAddresses(): Promise<string[]> {
    const { models } = server.db;
    const paths = [
      ...(PAGE_ROUTES as readonly PageRoute[]).filter((route) => route.indexed && !route.detail).map((r) => r.path),
      ...(await publicMembers(models)).map((member) => `/members/${member.id}`),
      ...(await publicEventPage(models)).items.map((event) => `/events/${event.id}`),
      ...(await publicNews(models)).map((article) => `/news/${article.id}`),
    ];
    return paths.flatMap((path) => LANGUAGES.map((language) => `${server.baseUrl}${localizedPath(path, language)}`));
  }

  beforeAll(async () => {
    server = await startTestServer(kind, { seed: true });
    const { db } = server;
    hidden.members.push(
      (await createMember(db, { name: 'Gone AB', deletedAt: new Date() })).id,
      (await createMember(db, { name: 'Hidden AB', hidden: true })).id,
      (await createMember(db, { name: 'Waiting AB', published: false })).id,
    );
    hidden.events.push((await createEvent(db, { deletedAt: new Date() })).id);
    hidden.news.push(
      (await createNewsArticle(db, { status: 'draft' })).id,
      (await createNewsArticle(db, { publishDate: new Date(Date.now() + 7 * 86_400_000) })).id,
    );
  });
  afterAll(() => server.close());

  it('answers the index and each sitemap it lists as well-formed XML within the limits', async () => {
    const tree = await read();
    expect(tree.headers.get('content-type')).toBe(XML_TYPE);
    expect(tree.root.sitemapindex).toMatchObject({ '@_xmlns': SITEMAP_NS });
    const paths = tree.children.map((child) => child.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toEqual(
      expect.arrayContaining(['/sitemaps/pages.xml', '/sitemaps/members-1.xml', '/sitemaps/events-1.xml']),
    );
    expect(paths).toContain('/sitemaps/news-1.xml');
    for (const child of tree.children) {
      expect(child.status, child.path).toBe(200);
      expect(child.headers.get('content-type')).toBe(XML_TYPE);
      expect(child.urls.length, child.path).toBeGreaterThan(0);
      expect(child.urls.length).toBeLessThanOrEqual(MAX_URLS);
      expect(child.urls.length).toBeLessThanOrEqual(PROTOCOL_MAX_URLS);
      expect(child.bytes).toBeLessThanOrEqual(PROTOCOL_MAX_BYTES);
      // The index's last change of a sitemap is the newest of what it lists.
      expect(child.lastmod, child.path).toBe(newestOf(child.urls.map((url) => url.lastmod)));
      for (const url of child.urls) {
        expect(url['xhtml:link'].map((link) => link['@_hreflang']).sort()).toEqual(['en', 'es', 'sv', 'x-default']);
        expect(url['xhtml:link'].map((link) => link['@_rel'])).toEqual([
          'alternate',
          'alternate',
          'alternate',
          'alternate',
        ]);
      }
    }
    const robots = await fetch(`${server.baseUrl}/robots.txt`);
    expect(await robots.text()).toContain(`Sitemap: ${server.baseUrl}/sitemap.xml`);
  });

  it('lists every public page and record once in each language, and nothing that is not public', async () => {
    const tree = await read();
    const locations = tree.children.flatMap((child) => child.urls.map((url) => url.loc));
    expect(locations.length).toBe(new Set(locations).size);
    expect(new Set(locations)).toEqual(new Set(await publicAddresses()));
    for (const [list, ids] of Object.entries(hidden))
      for (const id of ids)
        for (const language of LANGUAGES)
          expect(locations).not.toContain(`${server.baseUrl}${localizedPath(`/${list}/${id}`, language)}`);
    expect(locations.some((loc) => loc.includes('/unsubscribe'))).toBe(false);
    // Each record's last change is its own.
    const member = (await publicMembers(server.db.models))[0]!;
    const row = await server.db.models.Member.findByPk(member.id);
    const url = tree.children
      .flatMap((child) => child.urls)
      .find((entry) => entry.loc === `${server.baseUrl}/sv/members/${member.id}`);
    expect(url?.lastmod).toBe(row!.updatedAt.toISOString());
  });

  it('answers 404 for a sitemap the index does not list', async () => {
    for (const path of [
      '/sitemaps/members-2.xml',
      '/sitemaps/members-0.xml',
      '/sitemaps/members.xml',
      '/sitemaps/nothing-1.xml',
      '/sitemaps/pages-1.xml',
    ])
      expect((await fetch(`${server.baseUrl}${path}`)).status, path).toBe(404);
  });

  it('streams a sitemap as it makes it, compressed when asked, then answers it from the cache with a validator', async () => {
    const path = '/sitemaps/members-1.xml';
    const raw = (encoding: string, headers: Record<string, string> = {}) =>
      fetchWithHost(`${server.baseUrl}${path}`, { headers: { 'accept-encoding': encoding, ...headers } });
    const decoded = async (response: Response) => {
      const bytes = Buffer.from(await response.arrayBuffer());
      const encoding = response.headers.get('content-encoding');
      return (
        encoding === 'br' ? brotliDecompressSync(bytes) : encoding === 'gzip' ? gunzipSync(bytes) : bytes
      ).toString();
    };
    const made = new Map<string, string>();
    for (const encoding of ['identity', 'br', 'gzip']) {
      server.app.pages.invalidate();
      const first = await raw(encoding);
      expect(first.status).toBe(200);
      expect(first.headers.get('content-type')).toBe(XML_TYPE);
      expect(first.headers.get('cache-control')).toBe('no-cache');
      expect(first.headers.get('content-encoding')).toBe(encoding === 'identity' ? null : encoding);
      made.set(encoding, await decoded(first));
    }
    expect(made.get('br')).toBe(made.get('identity'));
    expect(made.get('gzip')).toBe(made.get('identity'));
    const cached = await raw('br');
    const etag = cached.headers.get('etag');
    expect(etag).toMatch(/^"/);
    expect(cached.headers.get('cache-control')).toBe('no-cache');
    expect(await decoded(cached)).toBe(made.get('identity'));
    expect((await raw('identity', { 'if-none-match': etag! })).status).toBe(304);
    // A HEAD that makes the answer waits for the whole of it, and sends its headers alone.
    server.app.pages.invalidate();
    const head = await fetch(`${server.baseUrl}${path}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe(XML_TYPE);
    expect(head.headers.get('etag')).toBe(etag);
    expect(await head.text()).toBe('');
  });

  it('a write to a member changes the members sitemaps and the index, and leaves the events sitemap as it was cached', async () => {
    const { Event, Member } = server.db.models;
    const finds = { events: 0, members: 0 };
    Event.addHook('beforeFind', 'sitemap-test', () => void (finds.events += 1));
    Member.addHook('beforeFind', 'sitemap-test', () => void (finds.members += 1));
    // The clock stands still, so no cached answer outlives its time to live while this runs.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      server.app.pages.invalidate();
      const before = await read();
      const events = await fetch(`${server.baseUrl}/sitemaps/events-1.xml`);
      const eventsTag = events.headers.get('etag');
      expect(eventsTag).toBeTruthy();
      const member = (await publicMembers(server.db.models))[0]!;
      vi.setSystemTime(Date.now() + 1000);
      const row = await Member.findByPk(member.id);
      await row!.update({ description: 'Changed for the sitemap.' });

      finds.events = 0;
      finds.members = 0;
      const after = await read();
      expect(finds.events, 'the events sitemap is answered from its cache').toBe(0);
      expect(finds.members).toBeGreaterThan(0);
      expect(sitemapOf(after, '/sitemaps/events-1.xml').text).toBe(sitemapOf(before, '/sitemaps/events-1.xml').text);
      expect((await fetch(`${server.baseUrl}/sitemaps/events-1.xml`)).headers.get('etag')).toBe(eventsTag);
      expect(finds.events).toBe(0);

      const changed = row!.updatedAt.toISOString();
      const members = sitemapOf(after, '/sitemaps/members-1.xml');
      expect(members.lastmod).toBe(changed);
      expect(sitemapOf(before, '/sitemaps/members-1.xml').lastmod).not.toBe(changed);
      expect(members.urls.find((url) => url.loc === `${server.baseUrl}/members/${member.id}`)?.lastmod).toBe(changed);
      expect(sitemapOf(after, '/sitemaps/events-1.xml').lastmod).toBe(
        sitemapOf(before, '/sitemaps/events-1.xml').lastmod,
      );
    } finally {
      vi.useRealTimers();
      Event.removeHook('beforeFind', 'sitemap-test');
      Member.removeHook('beforeFind', 'sitemap-test');
    }
  });

  it('divides a list of more than 10,000 addresses into numbered parts', async () => {
    const { Member } = server.db.models;
    const rows = Array.from({ length: 3400 }, (_, at) => ({
      name: `Bulk Member ${at}`,
      logo: null,
      location: 'Oslo, Norway',
      description: 'Inserted to fill the sitemaps.',
      industry: 'technology' as const,
      region: 'nordic' as const,
      website: null,
      featured: false,
    }));
    for (let at = 0; at < rows.length; at += 1000) await Member.bulkCreate(rows.slice(at, at + 1000));
    const tree = await read();
    const parts = tree.children.filter((child) => child.path.startsWith('/sitemaps/members-'));
    expect(parts.map((part) => part.path)).toEqual(['/sitemaps/members-1.xml', '/sitemaps/members-2.xml']);
    const total = (await publicMembers(server.db.models)).length * LANGUAGES.length;
    expect(total).toBeGreaterThan(MAX_URLS);
    expect(parts[0]!.urls.length).toBe(9999);
    expect(parts[0]!.urls.length + parts[1]!.urls.length).toBe(total);
    for (const part of parts) {
      expect(part.urls.length).toBeLessThanOrEqual(MAX_URLS);
      expect(part.lastmod).toBe(newestOf(part.urls.map((url) => url.lastmod)));
    }
    const locations = tree.children.flatMap((child) => child.urls.map((url) => url.loc));
    expect(locations.length).toBe(new Set(locations).size);
    expect(new Set(locations)).toEqual(new Set(await publicAddresses()));
    expect((await fetch(`${server.baseUrl}/sitemaps/members-3.xml`)).status).toBe(404);
  });
});
