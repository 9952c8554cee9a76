import { describe, expect, it, vi } from 'vitest';
import { checkServer, type FetchFn, isPrivateHost, parseServerAddress } from './server-address';

describe('parseServerAddress', () => {
  it.each([
    ['https://chamber.example.org', 'https://chamber.example.org'],
    ['https://chamber.example.org/', 'https://chamber.example.org'],
    ['  https://Chamber.Example.ORG:8443/  ', 'https://chamber.example.org:8443'],
    ['https://chamber.example.org:443', 'https://chamber.example.org'],
    ['HTTPS://chamber.example.org', 'https://chamber.example.org'],
    ['https://[2001:db8::1]:8443', 'https://[2001:db8::1]:8443'],
  ])('accepts %j as the secure origin %s', (input, origin) => {
    expect(parseServerAddress(input)).toEqual({ ok: true, origin, insecure: false });
  });

  it('reads an address without a scheme as https, never http', () => {
    expect(parseServerAddress('chamber.example.org')).toEqual({
      ok: true,
      origin: 'https://chamber.example.org',
      insecure: false,
    });
    expect(parseServerAddress('192.168.1.20:3000')).toEqual({
      ok: true,
      origin: 'https://192.168.1.20:3000',
      insecure: false,
    });
  });

  it.each([
    ['http://localhost:3000', 'http://localhost:3000'],
    ['http://LOCALHOST:3000/', 'http://localhost:3000'],
    ['http://127.0.0.1:3000', 'http://127.0.0.1:3000'],
    ['http://127.8.9.10', 'http://127.8.9.10'],
    ['http://[::1]:3000', 'http://[::1]:3000'],
    ['http://10.1.2.3', 'http://10.1.2.3'],
    ['http://172.16.0.5:8080', 'http://172.16.0.5:8080'],
    ['http://172.31.255.255', 'http://172.31.255.255'],
    ['http://192.168.1.20:3000', 'http://192.168.1.20:3000'],
    ['http://[fd12:3456::1]', 'http://[fd12:3456::1]'],
    ['http://[fc00::1]', 'http://[fc00::1]'],
    ['http://chamber-server.local:3000', 'http://chamber-server.local:3000'],
  ])('accepts plain http to the local or private host %j, flagged insecure', (input, origin) => {
    expect(parseServerAddress(input)).toEqual({ ok: true, origin, insecure: true });
  });

  it.each([
    'http://chamber.example.org',
    'http://8.8.8.8',
    'http://172.32.0.1',
    'http://172.15.255.255',
    'http://192.169.1.1',
    'http://11.0.0.1',
    'http://[2001:db8::1]',
    'http://[fe80::1]',
    'http://local',
    'http://example.localhost.com',
    'http://evil.com#.local',
  ])('refuses plain http to the public host %j', (input) => {
    const parsed = parseServerAddress(input);
    expect(parsed.ok).toBe(false);
  });

  it('says https is required for plain http to a public host', () => {
    expect(parseServerAddress('http://chamber.example.org')).toEqual({ ok: false, problem: 'https-required' });
    expect(parseServerAddress('http://8.8.8.8:80')).toEqual({ ok: false, problem: 'https-required' });
  });

  it.each([
    '',
    '   ',
    'not a url',
    'https://',
    'https:///path',
    'ftp://chamber.example.org',
    'file:///etc/passwd',
    'javascript:alert(1)',
    'mailto:staff@example.org',
    'chamber://app',
    'https://user:secret@chamber.example.org',
    'https://user@chamber.example.org',
    'https://@chamber.example.org',
    'https://chamber.example.org/admin',
    'https://chamber.example.org//',
    'https://chamber.example.org/.',
    'https://chamber.example.org/api/health',
    'https://chamber.example.org/?',
    'https://chamber.example.org?x=1',
    'https://chamber.example.org/#',
    'https://chamber.example.org#top',
    'https://chamber.example.org:99999',
    'https://chamber example.org',
    'https:\\\\chamber.example.org',
    'https://chamber.example.org\u0000',
    'https://[::1',
  ])('refuses %j as invalid', (input) => {
    expect(parseServerAddress(input)).toEqual({ ok: false, problem: 'invalid' });
  });
});

describe('isPrivateHost', () => {
  it('knows loopback, private ranges and mDNS names', () => {
    expect(isPrivateHost('localhost')).toBe(true);
    expect(isPrivateHost('localhost.')).toBe(true);
    expect(isPrivateHost('printer.local')).toBe(true);
    expect(isPrivateHost('[::1]')).toBe(true);
    expect(isPrivateHost('[fdff::1]')).toBe(true);
    expect(isPrivateHost('[fe00::1]')).toBe(false);
    expect(isPrivateHost('[::ffff:c0a8:101]')).toBe(false);
    expect(isPrivateHost('example.org')).toBe(false);
  });
});

function answer(status: number, body: string): Response {
  return new Response(body, { status, headers: { 'Content-Type': 'application/json' } });
}

describe('checkServer', () => {
  it('asks GET <origin>/api/health without cookies or redirects and accepts {"status":"ok"}', async () => {
    const fetchFn = vi.fn<FetchFn>(() => Promise.resolve(answer(200, '{"status":"ok"}')));
    await expect(checkServer(' https://chamber.example.org/ ', fetchFn)).resolves.toEqual({
      ok: true,
      server: 'https://chamber.example.org',
      insecure: false,
    });
    expect(fetchFn).toHaveBeenCalledTimes(1);
    const [url, init] = fetchFn.mock.calls[0]!;
    expect(url).toBe('https://chamber.example.org/api/health');
    expect(init).toMatchObject({ method: 'GET', credentials: 'omit', redirect: 'manual' });
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });

  it('passes the insecure flag of a private http server on', async () => {
    const fetchFn: FetchFn = () => Promise.resolve(answer(200, '{"status":"ok"}'));
    await expect(checkServer('http://192.168.1.20:3000', fetchFn)).resolves.toEqual({
      ok: true,
      server: 'http://192.168.1.20:3000',
      insecure: true,
    });
  });

  it('asks nothing for an address it refuses', async () => {
    const fetchFn = vi.fn<FetchFn>();
    await expect(checkServer('http://chamber.example.org', fetchFn)).resolves.toEqual({
      ok: false,
      problem: 'https-required',
    });
    await expect(checkServer('https://x.org/admin', fetchFn)).resolves.toEqual({ ok: false, problem: 'invalid' });
    expect(fetchFn).not.toHaveBeenCalled();
  });

  it.each([
    ['a 503 (database down)', 503, '{"error":"The database cannot be reached"}'],
    ['a 404', 404, 'Not found'],
    ['a redirect', 302, ''],
    ['a 200 with another status', 200, '{"status":"degraded"}'],
    ['a 200 that is not JSON', 200, '<!doctype html><title>Router</title>'],
    ['a 200 with JSON null', 200, 'null'],
  ])('answers not-chamber for %s', async (_name, status, body) => {
    const fetchFn: FetchFn = () => Promise.resolve(answer(status, body));
    await expect(checkServer('https://chamber.example.org', fetchFn)).resolves.toEqual({
      ok: false,
      problem: 'not-chamber',
    });
  });

  it('answers unreachable on a network error', async () => {
    const fetchFn: FetchFn = () => Promise.reject(new TypeError('fetch failed'));
    await expect(checkServer('https://chamber.example.org', fetchFn)).resolves.toEqual({
      ok: false,
      problem: 'unreachable',
    });
  });

  it('answers unreachable when no answer comes in time, and aborts the request', async () => {
    let signal: AbortSignal | undefined;
    // A fetch that ignores its signal and never settles: the timeout alone must end the check.
    const fetchFn: FetchFn = (_url, init) => {
      signal = init.signal ?? undefined;
      return new Promise<Response>(() => undefined);
    };
    const started = Date.now();
    await expect(checkServer('https://chamber.example.org', fetchFn, 50)).resolves.toEqual({
      ok: false,
      problem: 'unreachable',
    });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(signal?.aborted).toBe(true);
  });

  it('answers unreachable when the body does not arrive in time', async () => {
    const fetchFn: FetchFn = () => Promise.resolve(new Response(new ReadableStream({ start() {} }), { status: 200 }));
    await expect(checkServer('https://chamber.example.org', fetchFn, 50)).resolves.toEqual({
      ok: false,
      problem: 'unreachable',
    });
  });
});
