import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, type ApiResponse } from '../../tests/helpers/http';
import { signedInClient, startTestServer, type TestServer } from '../../tests/helpers/server';
import { SHUTTING_DOWN_MESSAGE } from '../middleware/request-log';
import { access } from './access';
import { API_CONTENT_SECURITY_POLICY } from '../middleware/security';
import { cachedJson, cachedPublicReads } from './json-cache';
import { buildApiRouter } from '../routes/index';
import { createApiRouter } from './router';

const LISTS = ['/api/members', '/api/events', '/api/news'];

/** `/api/members` → `/api/Members`: the router matches paths regardless of case. */
const capitalised = (path: string) =>
  path.replace(/^\/api\/(.)/, (_match, first: string) => `/api/${first.toUpperCase()}`);

describe('the cached public reads the app answers without the router', () => {
  it('are the public lists and the site settings, by their exact paths', () => {
    expect([...cachedPublicReads(buildApiRouter()).keys()].sort()).toEqual([
      '/api/agreements',
      '/api/compliance-sectors',
      '/api/events',
      '/api/guides',
      '/api/insights',
      '/api/members',
      '/api/news',
      '/api/offices',
      '/api/publications',
      '/api/regulatory-updates',
      '/api/reports',
      '/api/settings',
      '/api/tariffs',
      '/api/team',
      '/api/tools',
    ]);
  });

  it('leave out a read that is not public, has parameters, does more, or shares its path', () => {
    const router = createApiRouter();
    const cached = () => cachedJson('test', () => Promise.resolve([]));
    router.get('/open', access('public'), cached());
    router.get('/staff', access('signed-in'), cached());
    router.get('/unguarded', cached());
    router.get('/items/:id', access('public'), cached());
    router.get('/computed', access('public'), (ctx) => {
      ctx.body = [];
    });
    router.get('/more', access('public'), (_ctx, next) => next(), cached());
    router.use('/shadowed', (_ctx, next) => next());
    router.get('/shadowed', access('public'), cached());
    router.get('/twice', access('public'), cached());
    router.get('/twice', access('public'), cached());
    router.post('/posted', access('public'), cached());
    expect([...cachedPublicReads(router).keys()]).toEqual(['/api/open']);
  });
});

function expectEveryAnswerHeader(response: ApiResponse): void {
  expect(response.headers.get('content-security-policy')).toBe(API_CONTENT_SECURITY_POLICY);
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('x-frame-options')).toBe('DENY');
  expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
}

describe('a public list read without a session (answered without the router)', () => {
  let server: TestServer;
  const client = () => new ApiClient(server.baseUrl);
  beforeAll(async () => {
    server = await startTestServer('sqlite', { seed: true });
  });
  afterAll(() => server.close());

  it.each(LISTS)('GET %s carries every header of a routed answer, and is logged', async (path) => {
    const response = await client().get(path, { 'accept-encoding': 'identity' });
    expect(response.status).toBe(200);
    expectEveryAnswerHeader(response);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength(response.text)));
    expect(response.headers.get('cache-control')).toBeNull();
    expect(Array.isArray(response.body)).toBe(true);
    const line = server.logs.find((entry) => entry.reqId === response.headers.get('x-request-id'));
    expect(line).toMatchObject({ msg: 'request', method: 'GET', path, status: 200, userId: null });
    expect(typeof line?.durationMs).toBe('number');
  });

  it('answers the same JSON as the router gives another spelling of the path', async () => {
    for (const path of LISTS) {
      const direct = await client().get(path);
      for (const spelling of [`${path}/`, capitalised(path)]) {
        const routed = await client().get(spelling);
        expect(routed.status, spelling).toBe(200);
        expect(routed.text, spelling).toBe(direct.text);
        expect(routed.headers.get('content-type'), spelling).toBe(direct.headers.get('content-type'));
      }
    }
  });

  it('keeps a sane incoming X-Request-Id and logs it', async () => {
    const response = await client().get('/api/members', { 'X-Request-Id': 'list-trace.42' });
    expect(response.headers.get('x-request-id')).toBe('list-trace.42');
    expect(server.logs.some((line) => line.reqId === 'list-trace.42' && line.path === '/api/members')).toBe(true);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const get = await client().get('/api/members', { 'accept-encoding': 'identity' });
    const head = await client().request('HEAD', '/api/members', { headers: { 'accept-encoding': 'identity' } });
    expect(head.status).toBe(200);
    expect(head.text).toBe('');
    expectEveryAnswerHeader(head);
    expect(head.headers.get('content-length')).toBe(get.headers.get('content-length'));
    expect(head.headers.get('content-type')).toBe(get.headers.get('content-type'));
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('%s on a list path is still a 405 naming GET', async (method) => {
    const response = await client().request(method, '/api/members', { json: {} });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toMatch(/GET/);
    expect(response.body).toEqual({ error: 'This method is not allowed on this path' });
    expectEveryAnswerHeader(response);
  });

  it('a signed-in read still goes through the session, and is never stored by a cache', async () => {
    const { client: signedIn } = await signedInClient(server, 'viewer');
    const response = await signedIn.get('/api/members');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expectEveryAnswerHeader(response);
  });

  it('is answered 503 once shutdown has begun', async () => {
    const stopping = await startTestServer('sqlite');
    try {
      stopping.app.beginShutdown();
      const response = await new ApiClient(stopping.baseUrl).get('/api/members');
      expect(response.status).toBe(503);
      expect(response.body).toEqual({ error: SHUTTING_DOWN_MESSAGE });
      expect(response.headers.get('connection')).toBe('close');
      expectEveryAnswerHeader(response);
    } finally {
      await stopping.close();
    }
  });
});

describe('a cached public list is answered before Koa', () => {
  let server: TestServer;
  let probe: Server;
  let probeUrl: string;
  // What answerFromCache decided for each request to the probe; a request it declines gets 599.
  const decisions: boolean[] = [];
  beforeAll(async () => {
    server = await startTestServer('sqlite', { seed: true, trustProxy: true });
    probe = createServer((req, res) => {
      const answered = server.app.answerFromCache(req, res);
      decisions.push(answered);
      if (!answered) {
        res.statusCode = 599;
        res.end();
      }
    }).listen(0, '127.0.0.1');
    await new Promise<void>((resolve) => probe.once('listening', resolve));
    probeUrl = `http://127.0.0.1:${(probe.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    await server.close();
  });

  const probed = async (path: string, init: RequestInit = {}) => {
    const response = await fetch(probeUrl + path, init);
    return { response, text: await response.text(), answered: decisions.at(-1) };
  };

  it('answers a list once it is cached, with the bytes and headers Koa gives', async () => {
    const cold = await probed('/api/events');
    expect(cold.answered).toBe(false);
    const routed = await new ApiClient(server.baseUrl).get('/api/events', { 'accept-encoding': 'identity' });
    const warm = await probed('/api/events', { headers: { 'accept-encoding': 'identity' } });
    expect(warm.answered).toBe(true);
    expect(warm.response.status).toBe(200);
    expect(warm.text).toBe(routed.text);
    const headers = (response: { headers: Headers }) =>
      [...response.headers].filter(([name]) => !['date', 'x-request-id', 'keep-alive', 'connection'].includes(name));
    expect(headers(warm.response)).toEqual(headers(routed));
    const line = server.logs.find((entry) => entry.reqId === warm.response.headers.get('x-request-id'));
    expect(line).toMatchObject({ msg: 'request', method: 'GET', path: '/api/events', status: 200, userId: null });
  });

  it('compresses as Koa does and sends HSTS to a visitor behind the trusted TLS proxy', async () => {
    await new ApiClient(server.baseUrl).get('/api/members');
    const plain = await probed('/api/members', { headers: { 'accept-encoding': 'identity' } });
    const compressed = await probed('/api/members', {
      headers: { 'accept-encoding': 'br', 'x-forwarded-proto': 'https' },
    });
    expect(compressed.answered).toBe(true);
    expect(compressed.response.headers.get('content-encoding')).toBe('br');
    expect(compressed.text).toBe(plain.text);
    expect(compressed.response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(plain.response.headers.get('strict-transport-security')).toBeNull();
  });

  it('leaves to Koa a write, a query, another spelling, a session, a cleared cache and a stopping server', async () => {
    await new ApiClient(server.baseUrl).get('/api/news');
    expect((await probed('/api/news')).answered).toBe(true);
    expect((await probed('/api/news', { method: 'POST', body: '{}' })).answered).toBe(false);
    expect((await probed('/api/news?page=2')).answered).toBe(false);
    expect((await probed('/api/news/')).answered).toBe(false);
    expect((await probed('/api/news', { headers: { cookie: 'chamber.sid=abc' } })).answered).toBe(false);
    server.app.context.services.cache.invalidate('news');
    expect((await probed('/api/news')).answered).toBe(false);
    await new ApiClient(server.baseUrl).get('/api/news');
    server.app.beginShutdown();
    try {
      expect((await probed('/api/news')).answered).toBe(false);
    } finally {
      server.app.context.stopping = false;
    }
  });
});
