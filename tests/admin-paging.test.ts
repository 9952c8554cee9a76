import { get } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError, ManagedContactSubmission, ManagedMember, SubscriptionCounts } from '../shared/entities';
import { validationMessages as m } from '../shared/messages';
import { createContactSubmission, createMember, createSubscription } from './factories';
import { testDatabaseKinds } from './helpers/databases';
import type { ApiClient } from './helpers/http';
import { linksOf, totalOf } from './helpers/paging';
import { signedInClient, startTestServer, type TestServer } from './helpers/server';

/** PUBLIC_URL: neither the address the test server listens on nor any Host a request names. */
const PUBLIC_URL = 'https://chamber.example.org';
/** What a forged request names as its host, directly and as a proxy would. */
const FORGED = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' };

/**
 * A GET with a forged Host. node:http rather than fetch: fetch always sends its own Host header,
 * whatever the headers it is given say, so a fetch could never show the server ignoring one.
 */
function forgedGet(
  baseUrl: string,
  path: string,
  cookie: string,
): Promise<{ status: number; total: string | undefined; link: string | undefined; body: unknown }> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    get({ host: hostname, port, path, headers: { ...FORGED, cookie } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          total: response.headers['x-total-count'] as string | undefined,
          link: response.headers.link as string | undefined,
          body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown,
        }),
      );
    }).on('error', reject);
  });
}

const cookieOf = (client: ApiClient) => [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');

// Every paged staff list answers the page's items as a JSON array, the total in X-Total-Count and
// the neighbouring pages in Link (GitHub's convention), its addresses absolute from PUBLIC_URL.
describe.each(testDatabaseKinds())('the paging of the staff lists on %s', (kind) => {
  let server: TestServer;
  let editor: ApiClient;
  let admin: ApiClient;
  const tag = `paging${Date.now().toString(36)}`;
  const SUBMISSIONS = 7;

  beforeAll(async () => {
    server = await startTestServer(kind, { trustProxy: true });
    server.app.setPublicUrl(PUBLIC_URL);
    ({ client: editor } = await signedInClient(server, 'editor'));
    ({ client: admin } = await signedInClient(server, 'admin'));
    for (let i = 0; i < SUBMISSIONS; i += 1) {
      await createContactSubmission(server.db, {
        fullName: `Sender ${tag} ${i}`,
        submittedAt: new Date(Date.UTC(2026, 0, 1 + i)),
      });
    }
  });
  afterAll(() => server.close());

  const contacts = (query: string) =>
    editor.get<ManagedContactSubmission[]>(`/api/admin/contact-submissions?search=${tag}${query}`);

  it('answers contact submissions as an array of the page, the total in X-Total-Count', async () => {
    const response = await contacts('&pageSize=3');
    expect(response.status).toBe(200);
    expect(Array.isArray(response.body)).toBe(true);
    expect(response.body.map((item) => item.fullName)).toEqual([6, 5, 4].map((i) => `Sender ${tag} ${i}`));
    expect(response.headers.get('x-total-count')).toBe(String(SUBMISSIONS));
  });

  it('links the pages around a middle page, keeping the other query parameters', async () => {
    const links = linksOf((await contacts('&pageSize=3&status=pending&page=2')).headers.get('link'));
    const base = `${PUBLIC_URL}/api/admin/contact-submissions?search=${tag}&pageSize=3&status=pending`;
    expect(links).toEqual({
      first: `${base}&page=1`,
      prev: `${base}&page=1`,
      next: `${base}&page=3`,
      last: `${base}&page=3`,
    });
    // Each link reads the page it names.
    const next = await editor.get<ManagedContactSubmission[]>(links.next!.slice(PUBLIC_URL.length));
    expect(next.body.map((item) => item.fullName)).toEqual([`Sender ${tag} 0`]);
  });

  it('gives the first page no prev and the last page no next', async () => {
    const first = linksOf((await contacts('&pageSize=3')).headers.get('link'));
    expect(Object.keys(first).sort()).toEqual(['last', 'next']);
    const last = await contacts('&pageSize=3&page=3');
    expect(last.body).toHaveLength(1);
    expect(Object.keys(linksOf(last.headers.get('link'))).sort()).toEqual(['first', 'prev']);
    // One page holds everything: no links at all.
    const all = await contacts('&pageSize=100');
    expect(all.body).toHaveLength(SUBMISSIONS);
    expect(all.headers.get('link')).toBeNull();
  });

  it('answers a page past the end with [] and the total; its prev is the last page with items', async () => {
    const response = await contacts('&pageSize=3&page=9');
    expect(response.status).toBe(200);
    expect(response.body).toEqual([]);
    expect(totalOf(response)).toBe(SUBMISSIONS);
    const links = linksOf(response.headers.get('link'));
    expect(links.prev).toMatch(/[?&]page=3$/);
    expect(links.next).toBeUndefined();
  });

  it('builds the links from PUBLIC_URL even when the request forges Host and X-Forwarded-Host', async () => {
    const answer = await forgedGet(
      server.baseUrl,
      `/api/admin/contact-submissions?search=${tag}&pageSize=2&page=2`,
      cookieOf(editor),
    );
    expect(answer.status).toBe(200);
    expect(answer.total).toBe(String(SUBMISSIONS));
    expect(Array.isArray(answer.body)).toBe(true);
    const urls = Object.values(linksOf(answer.link));
    expect(urls).toHaveLength(4);
    for (const url of urls) expect(url.startsWith(`${PUBLIC_URL}/api/admin/contact-submissions?`)).toBe(true);
    expect(answer.link).not.toContain('evil.example');
    expect(answer.link).not.toContain('127.0.0.1');
  });

  it('refuses a bad page or page size (400) as before', async () => {
    for (const query of ['&page=0', '&page=abc', '&pageSize=0', '&pageSize=101', '&page=1.5']) {
      const response = await editor.get<ApiError>(`/api/admin/contact-submissions?search=${tag}${query}`);
      expect(response.status, query).toBe(400);
      expect(Object.values(response.body.fields ?? {}), query).toEqual([m.invalidNumber]);
    }
  });

  it('pages the content lists the same way', async () => {
    for (const name of ['A', 'B', 'C']) await createMember(server.db, { name: `Member ${tag} ${name}` });
    const response = await editor.get<ManagedMember[]>(`/api/admin/members?search=${tag}&pageSize=2`);
    expect(response.status).toBe(200);
    expect(response.body.map((item) => item.name)).toEqual([`Member ${tag} A`, `Member ${tag} B`]);
    expect(totalOf(response)).toBe(3);
    expect(linksOf(response.headers.get('link')).next).toBe(
      `${PUBLIC_URL}/api/admin/members?search=${tag}&pageSize=2&page=2`,
    );
  });

  it('counts a subscription list apart from its pages: confirmed subscribers and pending sign-ups', async () => {
    const counts = async () =>
      (await admin.get<SubscriptionCounts>('/api/admin/subscriptions/counts?list=regulatory-updates')).body;
    const before = await counts();
    await createSubscription(server.db, { list: 'regulatory-updates', region: 'nordic' });
    await createSubscription(server.db, {
      list: 'regulatory-updates',
      region: 'nordic',
      confirmedAt: null,
      confirmationSentAt: new Date(),
    });
    expect(await counts()).toEqual({ confirmed: before.confirmed + 1, pending: before.pending + 1 });
    expect((await admin.get('/api/admin/subscriptions/counts')).status).toBe(400);
    const { client: viewer } = await signedInClient(server, 'viewer');
    expect((await viewer.get('/api/admin/subscriptions/counts?list=newsletter')).status).toBe(403);
  });
});
