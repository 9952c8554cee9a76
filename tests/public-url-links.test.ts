import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '../shared/constants';
import { localizedPath } from '../shared/routes';
import { createSubscription } from './factories';
import { testDatabaseKinds } from './helpers/databases';
import { fetchWithHost } from './helpers/http';
import { signedInClient, startTestServer, type TestServer } from './helpers/server';
import { readSitemaps } from './helpers/sitemaps';
import { unsubscribeTokenOf } from '../server/subscriptions/unsubscribe-links';

/** PUBLIC_URL: neither the address the test server listens on nor any Host a request names. */
const PUBLIC_URL = 'https://chamber.example.org';
/** What a forged request names as its host, directly and as a proxy would. */
const FORGED = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' };

/** A GET with the forged Host (over node:http: fetch would send the real one). */
async function forgedGet(
  baseUrl: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; location: string | undefined; text: string }> {
  const response = await fetchWithHost(baseUrl + path, { headers: { ...FORGED, ...headers } });
  return {
    status: response.status,
    location: response.headers.get('location') ?? undefined,
    text: await response.text(),
  };
}

/** Every absolute http(s) address in `text`. */
const absoluteUrls = (text: string) => [...text.matchAll(/https?:\/\/[^\s"'<>,]+/g)].map(([url]) => url);

// With TRUST_PROXY on, Koa's ctx.host and ctx.origin are X-Forwarded-Host's: links built from them
// would point wherever the request says. Every absolute link must start with PUBLIC_URL instead.
describe.each(testDatabaseKinds())('absolute links come from PUBLIC_URL, never from the request on %s', (kind) => {
  let server: TestServer;
  const unsubscribeTokenFor = (subscription: Parameters<typeof unsubscribeTokenOf>[1]) =>
    unsubscribeTokenOf(server.app.context.services.keyRing, subscription);

  beforeAll(async () => {
    server = await startTestServer(kind, { seed: true, trustProxy: true });
    // Also clears the cached sitemap and feeds, so the forged requests below are the ones that build them.
    server.app.setPublicUrl(PUBLIC_URL);
  });
  afterAll(() => server.close());

  it('the subscriber export: every unsubscribe link', async () => {
    const list = 'regulatory-updates';
    const rows = await Promise.all(
      LANGUAGES.map((language) =>
        createSubscription(server.db, { list, language, email: `links-${language}@example.com` }),
      ),
    );
    const { client } = await signedInClient(server, 'editor');
    const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await forgedGet(server.baseUrl, `/api/admin/subscriptions/export?list=${list}`, { cookie });
    expect(response.status).toBe(200);
    expect(response.text).not.toContain('evil.example');
    for (const row of rows) {
      expect(response.text).toContain(
        `${PUBLIC_URL}${localizedPath('/unsubscribe', row.language)}?token=${unsubscribeTokenFor(row)}`,
      );
    }
    const urls = absoluteUrls(response.text);
    expect(urls).toHaveLength(rows.length);
    for (const url of urls) expect(url.startsWith(`${PUBLIC_URL}/`), url).toBe(true);
  });

  it('the one-click unsubscribe address opened in a browser: the redirect', async () => {
    const row = await createSubscription(server.db, { language: 'sv' });
    const response = await forgedGet(server.baseUrl, `/api/unsubscribe/one-click?token=${unsubscribeTokenFor(row)}`);
    expect(response.status).toBe(303);
    expect(response.location).toBe(`${PUBLIC_URL}/sv/unsubscribe?token=${unsubscribeTokenFor(row)}`);
  });

  it('the sitemaps: the index, every location and alternate', async () => {
    const index = await forgedGet(server.baseUrl, '/sitemap.xml');
    expect(index.status).toBe(200);
    expect(index.text).not.toContain('evil.example');
    // readSitemaps fails for a sitemap the index names outside PUBLIC_URL.
    const sitemaps = await readSitemaps(async (path) => {
      const response = await fetchWithHost(server.baseUrl + path, { headers: FORGED });
      return { status: response.status, headers: response.headers, text: await response.text() };
    }, PUBLIC_URL);
    const urls = sitemaps.children.flatMap((child) => child.urls);
    expect(urls.length).toBeGreaterThan(10);
    for (const child of sitemaps.children) expect(child.text).not.toContain('evil.example');
    for (const url of urls) {
      expect(url.loc.startsWith(`${PUBLIC_URL}/`), url.loc).toBe(true);
      for (const link of url['xhtml:link']) expect(link['@_href'].startsWith(`${PUBLIC_URL}/`)).toBe(true);
    }
    expect(urls.map((url) => url.loc)).toContain(`${PUBLIC_URL}/about`);
  });

  it('robots.txt: the sitemap address', async () => {
    const response = await forgedGet(server.baseUrl, '/robots.txt');
    expect(response.status).toBe(200);
    expect(response.text).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    expect(response.text).not.toContain('evil.example');
  });

  it.each(LANGUAGES)('the news feed in %s: channel, self and item links', async (language) => {
    const path = localizedPath('/rss.xml', language);
    const response = await forgedGet(server.baseUrl, path);
    expect(response.status).toBe(200);
    expect(response.text).not.toContain('evil.example');
    const channel = (
      new XMLParser({ ignoreAttributes: false }).parse(response.text) as {
        rss: { channel: { link: string; 'atom:link': { '@_href': string }; item: { link: string }[] } };
      }
    ).rss.channel;
    expect(channel.link).toBe(`${PUBLIC_URL}${localizedPath('/news', language)}`);
    expect(channel['atom:link']['@_href']).toBe(`${PUBLIC_URL}${path}`);
    expect(channel.item.length).toBeGreaterThan(0);
    for (const item of channel.item) expect(item.link.startsWith(`${PUBLIC_URL}/`), item.link).toBe(true);
  });
});
