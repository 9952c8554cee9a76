import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_LOADER_SCRIPT } from '../../shared/page-loader';
import { createUser, FACTORY_PASSWORD } from '../../tests/factories';
import { ApiClient, type ApiResponse } from '../../tests/helpers/http';
import { startTestServer, type TestServer } from '../../tests/helpers/server';
import { API_CONTENT_SECURITY_POLICY, CONTENT_SECURITY_POLICY, CROSS_SITE_MESSAGE } from './security';

const contact = {
  fullName: 'Forged Sender',
  email: 'forged@example.com',
  inquiryType: 'other',
  message: 'This message was sent by a page on another site.',
};

/** The headers of a page, the browser app, an asset or a file. */
function expectSecurityHeaders(response: ApiResponse): void {
  expect(response.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(response.headers.get('x-frame-options')).toBe('DENY');
  expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
  expect(response.headers.get('permissions-policy')).toBe('camera=(), microphone=(), geolocation=(), payment=()');
  expect(response.headers.get('x-powered-by')).toBeNull();
}

/** The headers of an API answer: nothing may load or run in it, nor frame it; no document policies. */
function expectApiSecurityHeaders(response: ApiResponse): void {
  expect(response.headers.get('content-security-policy')).toBe(API_CONTENT_SECURITY_POLICY);
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('x-frame-options')).toBe('DENY');
  expect(response.headers.get('referrer-policy')).toBeNull();
  expect(response.headers.get('cross-origin-opener-policy')).toBeNull();
  expect(response.headers.get('permissions-policy')).toBeNull();
  expect(response.headers.get('x-powered-by')).toBeNull();
}

describe('security headers on every answer', () => {
  let server: TestServer;
  let proxied: TestServer;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'chamber-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>t</title><div id="root"></div>');
    writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1);');
    writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *\n');
    server = await startTestServer('sqlite', { webDist: dist });
    proxied = await startTestServer('sqlite', { trustProxy: true });
  });
  afterAll(async () => {
    await server.close();
    await proxied.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('the CSP allows no evaluated script and no inline script but the page loader, no plugins, no framing, no foreign base', () => {
    const directives = new Map(
      CONTENT_SECURITY_POLICY.split(';').map((part) => {
        const [name, ...values] = part.trim().split(/\s+/);
        return [name, values] as const;
      }),
    );
    const loaderHash = `'sha256-${createHash('sha256').update(PAGE_LOADER_SCRIPT).digest('base64')}'`;
    expect(directives.get('script-src')).toEqual(["'self'", loaderHash]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.get('base-uri')).toEqual(["'self'"]);
    expect(CONTENT_SECURITY_POLICY).not.toContain('unsafe-eval');
  });

  it('pages, the 404 page, the browser app, assets and files carry the page headers', async () => {
    const client = new ApiClient(server.baseUrl);
    const answers = await Promise.all([
      client.get('/'),
      client.get('/members'),
      client.get('/no-such-page'),
      client.get('/auth'),
      client.get('/assets/app-abc123.js'),
      client.get('/robots.txt'),
      client.request('DELETE', '/members'),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 404, 200, 200, 200, 404]);
    for (const answer of answers) expectSecurityHeaders(answer);
  });

  it('API answers and API errors carry the API headers, the cached lists answered before Koa too', async () => {
    const client = new ApiClient(server.baseUrl);
    // The first read of a list fills its cache; the second is answered before Koa.
    await client.get('/api/events');
    const answers = await Promise.all([
      client.get('/api/health'),
      client.get('/api/members'),
      client.get('/api/events'),
      client.get('/api/no-such-endpoint'),
      client.post('/api/login', { username: 'nobody', password: 'wrong-password' }),
      client.request('POST', '/api/contact', { body: '{not json', headers: { 'content-type': 'application/json' } }),
      client.request('PROPFIND', '/api/members'),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 404, 401, 400, 501]);
    for (const answer of answers) expectApiSecurityHeaders(answer);
  });

  it("answers the admin app for every admin screen (a record's screen too) and 404 for another /admin address", async () => {
    const client = new ApiClient(server.baseUrl);
    const statuses = await Promise.all(
      ['/admin', '/admin/events', '/admin/events/12/attendees', '/admin/events/abc/attendees', '/admin/nothing'].map(
        async (path) => (await client.get(path)).status,
      ),
    );
    // Each gets the app (it shows its own not-found screen), with the status a crawler should see.
    expect(statuses).toEqual([200, 200, 200, 404, 404]);
  });

  it('HSTS only over HTTPS (here: behind a trusted TLS proxy)', async () => {
    const plain = await new ApiClient(server.baseUrl).get('/api/health');
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    const overHttps = await new ApiClient(proxied.baseUrl).get('/api/health', { 'x-forwarded-proto': 'https' });
    expect(overHttps.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    // Without TRUST_PROXY the header is not believed.
    const spoofed = await new ApiClient(server.baseUrl).get('/api/health', { 'x-forwarded-proto': 'https' });
    expect(spoofed.headers.get('strict-transport-security')).toBeNull();
  });

  it('answers within a session are never cached; public lists without a session may be', async () => {
    await createUser(server.db, { username: 'cache.editor', role: 'editor' });
    const client = new ApiClient(server.baseUrl);
    await client.login('cache.editor', FACTORY_PASSWORD);
    for (const path of ['/api/user', '/api/admin/members', '/api/members', '/api/admin/dashboard']) {
      const answer = await client.get(path);
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get('cache-control'), path).toBe('no-store');
    }
    const anonymous = await new ApiClient(server.baseUrl).get('/api/members');
    expect(anonymous.headers.get('cache-control')).not.toBe('no-store');
  });
});

describe('writes from another site are refused (cross-site request forgery)', () => {
  let server: TestServer;
  let own: string;
  beforeAll(async () => {
    server = await startTestServer('sqlite');
    own = server.baseUrl;
    await createUser(server.db, { username: 'csrf.editor', role: 'editor' });
  });
  afterAll(() => server.close());

  const contactRows = () => server.db.models.ContactSubmission.count();

  it.each([
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }],
    ['Sec-Fetch-Site same-site (a sibling subdomain)', { 'sec-fetch-site': 'same-site' }],
    ['the null origin of a sandboxed frame', { origin: 'null' }],
  ])('%s: 403 and nothing stored', async (_name, headers) => {
    const before = await contactRows();
    const answer = await new ApiClient(own).post('/api/contact', contact, headers);
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ error: CROSS_SITE_MESSAGE });
    expect(await contactRows()).toBe(before);
  });

  it('a form-encoded or plain-text body is refused even with the right origin (only JSON is accepted)', async () => {
    const before = await contactRows();
    for (const type of ['application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data; boundary=x']) {
      const answer = await new ApiClient(own).request('POST', '/api/contact', {
        body: JSON.stringify(contact),
        headers: { 'content-type': type, origin: own },
      });
      expect(answer.status, type).toBe(415);
    }
    expect(await contactRows()).toBe(before);
  });

  it('a forged login sets no session; a forged logout ends none', async () => {
    const forgedLogin = await new ApiClient(own).post(
      '/api/login',
      { username: 'csrf.editor', password: FACTORY_PASSWORD },
      { origin: 'https://evil.example' },
    );
    expect(forgedLogin.status).toBe(403);
    expect(forgedLogin.headers.getSetCookie()).toEqual([]);

    const client = new ApiClient(own);
    await client.login('csrf.editor', FACTORY_PASSWORD);
    const forgedLogout = await client.post('/api/logout', undefined, { 'sec-fetch-site': 'cross-site' });
    expect(forgedLogout.status).toBe(403);
    expect((await client.get('/api/user')).status).toBe(200);
  });

  it('the site itself, and clients without browser headers (the desktop client, scripts), pass', async () => {
    const before = await contactRows();
    const sameOrigin = await new ApiClient(own).post('/api/contact', contact, {
      origin: own,
      'sec-fetch-site': 'same-origin',
    });
    expect(sameOrigin.status).toBe(201);
    const originOnly = await new ApiClient(own).post('/api/contact', contact, { origin: own });
    expect(originOnly.status).toBe(201);
    const noBrowserHeaders = await new ApiClient(own).post('/api/contact', contact);
    expect(noBrowserHeaders.status).toBe(201);
    expect(await contactRows()).toBe(before + 3);

    const client = new ApiClient(own);
    await client.login('csrf.editor', FACTORY_PASSWORD);
    expect((await client.post('/api/logout', undefined, { origin: own, 'sec-fetch-site': 'same-origin' })).status).toBe(
      204,
    );
    expect((await client.get('/api/user')).status).toBe(401);
  });
});
