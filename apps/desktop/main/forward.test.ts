import { describe, expect, it, vi } from 'vitest';
import { apiTarget, forwardApiRequest } from './forward';
import type { FetchFn } from './server-address';

const SERVER = 'https://chamber.example.org';
const APP = 'chamber://app';

/** A fake server: records what it was asked and answers `response` (or what `respond` makes). */
function fakeServer(respond: () => Response | Promise<Response> = () => new Response('{}', { status: 200 })) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchFn = vi.fn<FetchFn>(async (url, init) => {
    calls.push({ url, init });
    return respond();
  });
  return { fetchFn, calls };
}

function headersOf(init: RequestInit): Headers {
  return new Headers(init.headers);
}

describe('forwardApiRequest', () => {
  it('maps path and query onto the server origin exactly, percent-encoding kept', async () => {
    const { fetchFn, calls } = fakeServer();
    await forwardApiRequest(new Request(`${APP}/api/members?q=caf%C3%A9&tag=a%2Fb&page=2#frag`), SERVER, fetchFn);
    await forwardApiRequest(new Request(`${APP}/api/members/m%C3%BCller%20ab`), SERVER, fetchFn);
    expect(calls.map((call) => call.url)).toEqual([
      `${SERVER}/api/members?q=caf%C3%A9&tag=a%2Fb&page=2`,
      `${SERVER}/api/members/m%C3%BCller%20ab`,
    ]);
  });

  it('works from the pathname of any URL (the test harness serves the app over http)', async () => {
    const { fetchFn, calls } = fakeServer();
    await forwardApiRequest(new Request('http://127.0.0.1:45678/api/health'), 'http://192.168.1.20:3000', fetchFn);
    expect(calls[0]?.url).toBe('http://192.168.1.20:3000/api/health');
  });

  it('sends the method and the body bytes, and asks for the session cookies', async () => {
    const { fetchFn, calls } = fakeServer();
    const bytes = new Uint8Array([0, 1, 2, 250, 255, 137, 80, 78, 71]);
    await forwardApiRequest(
      new Request(`${APP}/api/images`, { method: 'POST', body: bytes, headers: { 'Content-Type': 'image/png' } }),
      SERVER,
      fetchFn,
    );
    await forwardApiRequest(
      new Request(`${APP}/api/members/7`, { method: 'PATCH', body: '{"name":"Ñandú AB"}' }),
      SERVER,
      fetchFn,
    );
    await forwardApiRequest(new Request(`${APP}/api/members/7`, { method: 'DELETE' }), SERVER, fetchFn);
    await forwardApiRequest(new Request(`${APP}/api/members`), SERVER, fetchFn);

    const [upload, patch, remove, get] = calls;
    expect(upload?.init.method).toBe('POST');
    expect(new Uint8Array(upload?.init.body as ArrayBuffer)).toEqual(bytes);
    expect(patch?.init.method).toBe('PATCH');
    expect(new TextDecoder().decode(patch?.init.body as ArrayBuffer)).toBe('{"name":"Ñandú AB"}');
    expect(remove?.init.method).toBe('DELETE');
    expect(get?.init.method).toBe('GET');
    expect(get?.init.body).toBeUndefined();
    for (const call of calls) {
      expect(call.init.credentials).toBe('include');
      expect(call.init.redirect).toBe('manual');
    }
  });

  it('forwards the headers that matter and drops cookies, origin, referer, host and fetch metadata', async () => {
    const { fetchFn, calls } = fakeServer();
    const request = new Request(`${APP}/api/news`, {
      method: 'POST',
      body: '{}',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        'Accept-Language': 'sv-SE,sv;q=0.9',
        'If-None-Match': 'W/"abc"',
        'X-Request-Id': 'req-1',
        Cookie: 'chamber.sid=stolen',
        Origin: 'chamber://app',
        Referer: 'chamber://app/admin/news',
        Host: 'app',
        'Sec-Fetch-Site': 'same-origin',
        'Sec-Fetch-Mode': 'cors',
        'Sec-Fetch-Dest': 'empty',
        Authorization: 'Basic eDp5',
        'Accept-Encoding': 'gzip',
        'X-Forwarded-For': '1.2.3.4',
      },
    });
    await forwardApiRequest(request, SERVER, fetchFn);
    const sent = headersOf(calls[0]!.init);
    expect(Object.fromEntries(sent)).toEqual({
      'content-type': 'application/json',
      accept: 'application/json',
      'accept-language': 'sv-SE,sv;q=0.9',
      'if-none-match': 'W/"abc"',
      'x-request-id': 'req-1',
      // The server's own origin: a same-origin request for its CSRF check (and Chromium's cookies).
      origin: SERVER,
    });
  });

  it('sends the origin without a trailing slash for an http server on a port', async () => {
    const { fetchFn, calls } = fakeServer();
    await forwardApiRequest(new Request(`${APP}/api/auth/logout`, { method: 'POST' }), 'http://10.0.0.5:3000', fetchFn);
    expect(headersOf(calls[0]!.init).get('origin')).toBe('http://10.0.0.5:3000');
  });

  it('returns status, body and headers, without Set-Cookie', async () => {
    const { fetchFn } = fakeServer(() => {
      const headers = new Headers({
        'Content-Type': 'application/json; charset=utf-8',
        ETag: 'W/"42"',
        'X-Request-Id': 'abc',
        'Content-Encoding': 'br',
        'Content-Length': '999',
      });
      headers.append('Set-Cookie', 'chamber.sid=secret; Path=/; HttpOnly; SameSite=Lax');
      headers.append('Set-Cookie', 'chamber.sid.sig=sig; Path=/; HttpOnly');
      return new Response('{"error":"Wrong username or password"}', { status: 401, statusText: 'Nope', headers });
    });
    const answer = await forwardApiRequest(
      new Request(`${APP}/api/auth/login`, { method: 'POST', body: '{}' }),
      SERVER,
      fetchFn,
    );
    expect(answer.status).toBe(401);
    expect(answer.statusText).toBe('Nope');
    expect(await answer.text()).toBe('{"error":"Wrong username or password"}');
    expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(answer.headers.get('etag')).toBe('W/"42"');
    expect(answer.headers.get('x-request-id')).toBe('abc');
    expect(answer.headers.get('set-cookie')).toBeNull();
    expect(answer.headers.getSetCookie()).toEqual([]);
    // The fetch hands over a decoded body: the encoding and length of the wire no longer apply.
    expect(answer.headers.get('content-encoding')).toBeNull();
    expect(answer.headers.get('content-length')).toBeNull();
  });

  it("passes a staff list's paging headers on: X-Total-Count and Link", async () => {
    const link = '<https://chamber.example.org/api/admin/members?page=2>; rel="next"';
    const { fetchFn } = fakeServer(
      () =>
        new Response('[]', {
          status: 200,
          headers: { 'Content-Type': 'application/json', 'X-Total-Count': '47', Link: link },
        }),
    );
    const answer = await forwardApiRequest(new Request(`${APP}/api/admin/members?page=1`), SERVER, fetchFn);
    expect(answer.headers.get('x-total-count')).toBe('47');
    expect(answer.headers.get('link')).toBe(link);
  });

  it('passes a 304 on without a body', async () => {
    const { fetchFn } = fakeServer(() => new Response(null, { status: 304, headers: { ETag: 'W/"1"' } }));
    const answer = await forwardApiRequest(new Request(`${APP}/api/news`), SERVER, fetchFn);
    expect(answer.status).toBe(304);
    expect(answer.body).toBeNull();
  });

  it.each([
    '/api',
    '/apix',
    '/apix/health',
    '/API/health',
    '/%2e%2e/api',
    '/api/..',
    '/api/%2e%2e/auth',
    '/api/%2e%2e%2fauth',
    '/api/..%2f..%2fadmin',
    '/api/%2fetc',
    '/api/a%5c..%5cb',
    '/api/%00',
    '/api/%E0%A4%A',
    '/admin',
    '/',
    '/index.html',
  ])('forwards nothing for %s and answers 404', async (pathname) => {
    const { fetchFn } = fakeServer();
    const answer = await forwardApiRequest(new Request(`${APP}${pathname}`), SERVER, fetchFn);
    expect(answer.status).toBe(404);
    expect(await answer.json()).toEqual({ error: 'No such API endpoint' });
    expect(fetchFn).not.toHaveBeenCalled();
  });

  it('answers 503 JSON when no server is configured', async () => {
    const { fetchFn } = fakeServer();
    const answer = await forwardApiRequest(new Request(`${APP}/api/auth/me`), null, fetchFn);
    expect(answer.status).toBe(503);
    expect(answer.headers.get('content-type')).toContain('application/json');
    expect(await answer.json()).toEqual({ error: 'No server is configured' });
    expect(fetchFn).not.toHaveBeenCalled();
  });

  it('answers 502 JSON on a network error', async () => {
    const fetchFn: FetchFn = () => Promise.reject(new Error('net::ERR_CONNECTION_REFUSED'));
    const answer = await forwardApiRequest(new Request(`${APP}/api/news`), SERVER, fetchFn);
    expect(answer.status).toBe(502);
    expect(await answer.json()).toEqual({ error: 'The server cannot be reached' });
  });

  it('answers 502 JSON when the server does not answer in time, and aborts the request', async () => {
    let signal: AbortSignal | undefined;
    const fetchFn: FetchFn = (_url, init) =>
      new Promise((_resolve, reject) => {
        signal = init.signal ?? undefined;
        signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    const answer = await forwardApiRequest(new Request(`${APP}/api/news`), SERVER, fetchFn, { timeoutMs: 30 });
    expect(answer.status).toBe(502);
    expect(await answer.json()).toEqual({ error: 'The server cannot be reached' });
    expect(signal?.aborted).toBe(true);
  });

  it('answers 502 on a redirect instead of passing its Location to the renderer', async () => {
    const { fetchFn } = fakeServer(
      () => new Response(null, { status: 302, headers: { Location: 'https://elsewhere.example/login' } }),
    );
    const answer = await forwardApiRequest(new Request(`${APP}/api/news`), SERVER, fetchFn);
    expect(answer.status).toBe(502);
    expect(answer.headers.get('location')).toBeNull();
  });
});

describe('apiTarget', () => {
  it('never leaves the server origin', () => {
    expect(apiTarget(`${APP}/api/x`, 'https://a.example')).toBe('https://a.example/api/x');
    expect(apiTarget(`${APP}/api//evil.example/x`, 'https://a.example')).toBe('https://a.example/api//evil.example/x');
    expect(apiTarget(`${APP}/x`, 'https://a.example')).toBeNull();
  });
});
