import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../tests/helpers/server';
import { CONTENT_SECURITY_POLICY } from '../middleware/security';
import { cookieValue, visitorOf } from './language';

// A cached page is answered from Node's request event (answerFromCache), before Koa, exactly when
// Koa's answer would be that page as it is. These tests put each answer before Koa beside the one
// Koa gives the same request, byte for byte, and check that every other case is left to Koa.

interface Raw {
  status: number;
  /** Every header as sent, in order, but those that differ per answer (Date, the connection's). */
  headers: Array<[string, string]>;
  body: Buffer;
}

interface Init {
  method?: string;
  headers?: Record<string, string>;
}

const PER_ANSWER = new Set(['date', 'connection', 'keep-alive']);

/** A request over node:http (fetch would decompress the body and add headers of its own). */
function raw(base: string, path: string, init: Init = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    // The path as it is (a URL would drop a #fragment).
    const { hostname, port } = new URL(base);
    request({ hostname, port, path, method: init.method ?? 'GET', headers: init.headers ?? {} }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const headers: Array<[string, string]> = [];
        for (let i = 0; i < response.rawHeaders.length; i += 2) {
          const name = response.rawHeaders[i]!.toLowerCase();
          if (!PER_ANSWER.has(name)) headers.push([name, response.rawHeaders[i + 1]!]);
        }
        resolve({ status: response.statusCode ?? 0, headers, body: Buffer.concat(chunks) });
      });
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

const header = (answer: Raw, name: string) => answer.headers.find(([key]) => key === name)?.[1];
/** The headers without the request id (a new one per request unless the client sends one). */
const withoutRequestId = (answer: Raw) => answer.headers.filter(([name]) => name !== 'x-request-id');

describe('a cached page answered before Koa', () => {
  let server: TestServer;
  let probe: Server;
  let probeUrl: string;
  let koa: Server;
  let koaUrl: string;
  // What answerFromCache decided for each request to the probe; a request it declines gets 599.
  const decisions: boolean[] = [];

  const listen = async (listener: (req: IncomingMessage, res: ServerResponse) => void) => {
    const http = createServer(listener).listen(0, '127.0.0.1');
    await new Promise<void>((resolve) => http.once('listening', resolve));
    return { http, url: `http://127.0.0.1:${(http.address() as AddressInfo).port}` };
  };

  beforeAll(async () => {
    server = await startTestServer('sqlite', { seed: true, trustProxy: true });
    ({ http: probe, url: probeUrl } = await listen((req, res) => {
      const answered = server.app.answerFromCache(req, res);
      decisions.push(answered);
      if (!answered) {
        res.statusCode = 599;
        res.end();
      }
    }));
    // The same app with every request through Koa: what the answer before Koa must equal.
    const koaListener = server.app.callback();
    ({ http: koa, url: koaUrl } = await listen((req, res) => void koaListener(req, res)));
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    await new Promise<void>((resolve) => koa.close(() => resolve()));
    await server.close();
  });

  const probed = async (path: string, init: Init = {}) => {
    const answer = await raw(probeUrl, path, init);
    return { ...answer, answered: decisions.at(-1) };
  };
  /** Renders `path` anew through Koa, so that it stays cached for the whole time to live from now. */
  const rendered = async (path: string, init: Init = {}) => {
    server.app.pages.invalidate();
    return raw(koaUrl, path, init);
  };
  const logLine = (answer: Raw) => {
    const line = server.logs.find((entry) => entry.reqId === header(answer, 'x-request-id'));
    expect(line, 'log line').toBeDefined();
    const { reqId: _id, durationMs, time: _time, ...rest } = line!;
    expect(typeof durationMs).toBe('number');
    return rest;
  };

  const PAGES = ['/members', '/es/members', '/sv/members', '/', '/es', '/sv/news'];
  const VARIANTS: Array<[string, Init]> = [
    ['without headers (wrk, a crawler)', {}],
    ['a browser accepting brotli', { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } }],
    ['gzip only', { headers: { 'accept-encoding': 'gzip' } }],
    ['identity only', { headers: { 'accept-encoding': 'identity' } }],
    ['no acceptable encoding', { headers: { 'accept-encoding': 'br;q=0, gzip;q=0, identity;q=0' } }],
    ['HEAD', { method: 'HEAD', headers: { 'accept-encoding': 'br' } }],
    ['HEAD without compression', { method: 'HEAD' }],
    [
      'a visit already marked, with another saved and browser language',
      { headers: { 'accept-language': 'sv-SE,sv;q=0.9', cookie: 'chamber.visit=1; chamber.lang=es' } },
    ],
    ['a session cookie', { headers: { cookie: 'chamber.sid=abc; chamber.sid.sig=def' } }],
    ['a saved English choice', { headers: { cookie: 'chamber.lang=en' } }],
    ['a visitor behind the trusted TLS proxy', { headers: { 'x-forwarded-proto': 'https', 'accept-encoding': 'br' } }],
  ];

  describe.each(PAGES)('%s', (path) => {
    it.each(VARIANTS)('%s: the status, headers, body and log line Koa gives', async (_name, init) => {
      await rendered(path);
      const fast = await probed(path, init);
      expect(fast.answered).toBe(true);
      const routed = await raw(koaUrl, path, init);
      expect(fast.status).toBe(200);
      expect(fast.status).toBe(routed.status);
      expect(withoutRequestId(fast)).toEqual(withoutRequestId(routed));
      expect(fast.body.equals(routed.body)).toBe(true);
      expect(header(fast, 'x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      expect(logLine(fast)).toEqual(logLine(routed));
    });
  });

  it('sends every header of an answer, the page validator and the right length', async () => {
    await rendered('/es/members');
    const fast = await probed('/es/members', { headers: { 'accept-encoding': 'br' } });
    expect(fast.answered).toBe(true);
    expect(header(fast, 'content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(header(fast, 'x-frame-options')).toBe('DENY');
    expect(header(fast, 'content-type')).toBe('text/html; charset=utf-8');
    expect(header(fast, 'cache-control')).toBe('no-cache');
    expect(header(fast, 'etag')).toMatch(/^"[\w-]+"$/);
    expect(header(fast, 'vary')).toBe('Accept-Encoding');
    expect(header(fast, 'content-encoding')).toBe('br');
    expect(header(fast, 'content-length')).toBe(String(fast.body.length));
    expect(header(fast, 'strict-transport-security')).toBeUndefined();
    await rendered('/members');
    const unprefixed = await probed('/members');
    expect(unprefixed.answered).toBe(true);
    expect(header(unprefixed, 'vary')).toBe('Accept-Encoding, Accept-Language, Cookie');
  });

  it('keeps a sane incoming X-Request-Id and logs it', async () => {
    await rendered('/sv/members');
    const fast = await probed('/sv/members', { headers: { 'x-request-id': 'page-trace.7' } });
    expect(fast.answered).toBe(true);
    expect(header(fast, 'x-request-id')).toBe('page-trace.7');
    expect(server.logs.find((line) => line.reqId === 'page-trace.7')).toMatchObject({
      msg: 'request',
      method: 'GET',
      path: '/sv/members',
      status: 200,
      userId: null,
    });
  });

  describe('leaves to Koa', () => {
    it('a page not rendered yet, and one that a committed change cleared', async () => {
      server.app.pages.invalidate();
      expect((await probed('/members')).answered).toBe(false);
      const before = await raw(koaUrl, '/members');
      expect((await probed('/members')).answered).toBe(true);
      const member = await server.db.models.Member.findOne({ order: [['id', 'ASC']] });
      await member!.update({ name: `${member!.name} Renamed` });
      const cleared = await probed('/members');
      expect(cleared.answered).toBe(false);
      const after = await raw(koaUrl, '/members');
      expect(after.body.toString()).toContain(`${member!.name}`);
      expect(header(after, 'etag')).not.toBe(header(before, 'etag'));
      const again = await probed('/members');
      expect(again.answered).toBe(true);
      expect(again.body.equals(after.body)).toBe(true);
    });

    it("the first unprefixed request of a visit, which the visitor's language may redirect", async () => {
      await rendered('/members');
      const cases: Array<[Record<string, string>, number, string | undefined]> = [
        [{ 'accept-language': 'es-ES,es;q=0.9' }, 302, '/es/members'],
        [{ cookie: 'chamber.lang=sv' }, 302, '/sv/members'],
        [{ 'accept-language': 'en', cookie: 'chamber.lang=sv' }, 302, '/sv/members'],
        // A browser language the site lacks: the site's default decides (read from the settings).
        [{ 'accept-language': 'fr-FR,fr' }, 200, undefined],
        // English, but the visit is marked by a cookie set on this answer.
        [{ 'accept-language': 'en-GB,en' }, 200, undefined],
      ];
      for (const [headers, status, location] of cases) {
        expect((await probed('/members', { headers })).answered, JSON.stringify(headers)).toBe(false);
        const routed = await raw(koaUrl, '/members', { headers });
        expect(routed.status, JSON.stringify(headers)).toBe(status);
        expect(header(routed, 'location')).toBe(location);
      }
    });

    it('a prefixed page whose visit is still to be marked', async () => {
      await rendered('/es/members');
      const headers = { 'accept-language': 'es' };
      expect((await probed('/es/members', { headers })).answered).toBe(false);
      const routed = await raw(koaUrl, '/es/members', { headers });
      expect(routed.status).toBe(200);
      expect(header(routed, 'set-cookie')).toMatch(/^chamber\.visit=1;/);
    });

    it('a revalidation, whether it is answered 304 or with the page', async () => {
      const page = await rendered('/sv/news');
      const etag = header(page, 'etag')!;
      expect((await probed('/sv/news', { headers: { 'if-none-match': etag } })).answered).toBe(false);
      expect((await raw(koaUrl, '/sv/news', { headers: { 'if-none-match': etag } })).status).toBe(304);
      expect((await probed('/sv/news', { headers: { 'if-none-match': '"other"' } })).answered).toBe(false);
      expect((await raw(koaUrl, '/sv/news', { headers: { 'if-none-match': '"other"' } })).status).toBe(200);
    });

    it('the 404 page, a query, another spelling, another method, the feeds and the sitemap', async () => {
      server.app.pages.invalidate();
      const notFound = await raw(koaUrl, '/no-such-page');
      expect(notFound.status).toBe(404);
      expect((await probed('/no-such-page')).answered).toBe(false);
      await raw(koaUrl, '/members?search=a');
      expect((await probed('/members?search=a')).answered).toBe(false);
      await raw(koaUrl, '/es/members');
      expect((await probed('/es/members')).answered).toBe(true);
      expect((await probed('/es/members/')).answered).toBe(false);
      expect((await probed('/es/members#top')).answered).toBe(false);
      expect((await probed('/es/members', { method: 'POST' })).answered).toBe(false);
      expect((await probed('/es/members', { method: 'OPTIONS' })).answered).toBe(false);
      await raw(koaUrl, '/es/rss.xml');
      await raw(koaUrl, '/sitemap.xml');
      await raw(koaUrl, '/sitemaps/pages.xml');
      expect((await probed('/es/rss.xml')).answered).toBe(false);
      expect((await probed('/sitemap.xml')).answered).toBe(false);
      expect((await probed('/sitemaps/pages.xml')).answered).toBe(false);
    });

    it('every page once shutdown has begun', async () => {
      await rendered('/members');
      expect((await probed('/members')).answered).toBe(true);
      server.app.beginShutdown();
      try {
        expect((await probed('/members')).answered).toBe(false);
        const routed = await raw(koaUrl, '/members');
        expect(routed.status).toBe(503);
      } finally {
        server.app.context.stopping = false;
      }
    });
  });
});

describe("the page code's reading of a request's language", () => {
  // Koa's own reading of a cookie, for the comparison.
  const koa = new Koa();
  const koaCookie = (cookie: string, name: string) =>
    koa
      .createContext({ headers: { cookie }, socket: {} } as IncomingMessage, {} as ServerResponse)
      .cookies.get(name, { signed: false });

  it.each([
    'chamber.visit=1',
    'chamber.lang=sv; chamber.visit=1',
    'a=b;chamber.lang="es"',
    'xchamber.lang=sv; chamber.lang=es',
    'chamber.lang=; chamber.lang=sv',
    'chamberXlang=sv',
    'chamber.sid=abc',
  ])('reads the cookies of %j as Koa does', (cookie) => {
    for (const name of ['chamber.lang', 'chamber.visit'])
      expect(cookieValue(cookie, name)).toBe(koaCookie(cookie, name));
  });

  it('takes an empty header for none', () => {
    expect(visitorOf({ 'accept-language': '', cookie: '' })).toEqual({
      savedChoice: undefined,
      visited: false,
      acceptLanguage: undefined,
      hasCookies: false,
    });
    expect(visitorOf({ 'accept-language': 'es', cookie: 'chamber.visit=1; chamber.lang=sv' })).toEqual({
      savedChoice: 'sv',
      visited: true,
      acceptLanguage: 'es',
      hasCookies: true,
    });
  });
});
