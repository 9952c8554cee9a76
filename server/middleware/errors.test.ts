import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_BODY_LIMIT_BYTES } from '../../shared/constants';
import type { User } from '../../shared/entities';
import { createUser, FACTORY_PASSWORD } from '../../tests/factories';
import { testDatabaseKinds } from '../../tests/helpers/databases';
import { ApiClient } from '../../tests/helpers/http';
import { startTestServer, type TestServer } from '../../tests/helpers/server';
import { SESSION_COOKIE } from '../app';
import { INVALID_UTF8_MESSAGE, LONE_SURROGATE_MESSAGE } from './json-body';

type ErrorBody = { error: string; fields?: Record<string, string>; requestId?: string };

const VALID_CONTACT = {
  fullName: 'Ana Pérez',
  email: 'ana@example.com',
  organization: 'Andes Export',
  inquiryType: 'membership',
  message: 'We would like to know more about membership.',
};

/** pino's numeric level for `error`. */
const PINO_ERROR = 50;

/** A JSON object body of exactly `bytes` bytes. */
function jsonOfSize(bytes: number): string {
  const skeleton = JSON.stringify({ ...VALID_CONTACT, message: '' });
  return JSON.stringify({ ...VALID_CONTACT, message: 'x'.repeat(bytes - Buffer.byteLength(skeleton)) });
}

/**
 * Sends one request with node:http: fetch refuses TRACE outright and always sends its own Host.
 * Resolves with the status, headers and body text.
 */
function rawRequest(
  baseUrl: string,
  method: string,
  path: string,
  body?: Buffer | string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; text: string }> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: hostname, port, method, path, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          text: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** Asserts a JSON error body `{ error: string, ... }`. */
function expectJsonError(response: { headers: Headers; body: unknown }): void {
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  expect(response.body).toMatchObject({ error: expect.any(String) as string });
}

describe.each(testDatabaseKinds())('error statuses over HTTP on %s', (kind) => {
  let server: TestServer;
  const client = () => new ApiClient(server.baseUrl);

  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  it('answers 400 with a JSON error to malformed JSON', async () => {
    const response = await client().request<ErrorBody>('POST', '/api/contact', {
      body: '{"fullName": "Ana", "email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expectJsonError(response);
    expect(response.body).toEqual({ error: 'The request body is not valid JSON' });
    expect(await server.db.models.ContactSubmission.count()).toBe(0);
  });

  it.each([
    ['application/x-www-form-urlencoded', 'fullName=Ana+P%C3%A9rez&email=ana%40example.com'],
    ['text/plain', JSON.stringify(VALID_CONTACT)],
  ])('answers 415 to a %s body', async (contentType, body) => {
    const response = await client().request<ErrorBody>('POST', '/api/contact', {
      body,
      headers: { 'content-type': contentType },
    });
    expect(response.status).toBe(415);
    expectJsonError(response);
    expect(await server.db.models.ContactSubmission.count()).toBe(0);
  });

  it('answers 413 to a JSON body one byte over the limit', async () => {
    const body = jsonOfSize(JSON_BODY_LIMIT_BYTES + 1);
    expect(Buffer.byteLength(body)).toBe(JSON_BODY_LIMIT_BYTES + 1);
    const response = await client().request<ErrorBody>('POST', '/api/contact', {
      body,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(413);
    expectJsonError(response);
  });

  it('reads a JSON body of exactly the limit (then the schema judges it: 400, not 413)', async () => {
    const body = jsonOfSize(JSON_BODY_LIMIT_BYTES);
    expect(Buffer.byteLength(body)).toBe(JSON_BODY_LIMIT_BYTES);
    const response = await client().request<ErrorBody>('POST', '/api/contact', {
      body,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual({ message: 'This field is too long' });
  });

  it('answers 404 with a JSON error to an unknown API path', async () => {
    const response = await client().get<ErrorBody>('/api/does-not-exist');
    expect(response.status).toBe(404);
    expectJsonError(response);
    expect(response.body).toEqual({ error: 'No such API endpoint' });
  });

  it('answers 404 with a JSON error to an unknown API path whatever the method', async () => {
    const response = await client().post<ErrorBody>('/api/does-not-exist', { any: 'thing' });
    expect(response.status).toBe(404);
    expectJsonError(response);
  });

  it.each([
    ['DELETE', '/api/members'],
    ['POST', '/api/members/1'],
    ['GET', '/api/login'],
  ])('answers 405 with a JSON error to %s %s (known path, wrong method)', async (method, path) => {
    const response = await client().request<ErrorBody>(method, path);
    expect(response.status).toBe(405);
    expectJsonError(response);
    // RFC 9110: a 405 names the methods the path does allow.
    expect(response.headers.get('allow')).toMatch(path === '/api/login' ? /POST/ : /GET/);
  });

  it('answers 501 with a JSON error, not a 500, to a method the API does not implement', async () => {
    const response = await client().request<ErrorBody>('PROPFIND', '/api/members');
    expect(response.status).toBe(501);
    expectJsonError(response);
    expect(response.body).not.toHaveProperty('requestId');
  });

  // A scanner's probe is answered, not logged as a fault: its request line is its only line (no
  // error line with a stack trace).
  it.each([
    ['TRACE', '/api/members'],
    ['PURGE', '/api/members'],
    ['PROPFIND', '/api/news/1'],
    ['MKCOL', '/api/contact'],
    ['TRACE', '/api/no-such-endpoint'],
    ['LOCK', '/api'],
  ])('answers %s %s 501 with the JSON error and writes no error line', async (method, path) => {
    const response = await rawRequest(server.baseUrl, method, path);
    expect(response.status).toBe(501);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(response.text)).toEqual({ error: 'This HTTP method is not supported' });
    const requestId = response.headers['x-request-id'];
    expect(server.logs.filter((line) => line.reqId === requestId)).toEqual([
      expect.objectContaining({ msg: 'request', method, path, status: 501 }),
    ]);
  });

  it.each([
    ['TRACE', '/'],
    ['PURGE', '/about'],
    ['PROPFIND', '/es/news'],
    ['SEARCH', '/no-such-page'],
  ])('answers %s %s (a page) 501 in plain text and writes no error line', async (method, path) => {
    const response = await rawRequest(server.baseUrl, method, path);
    expect(response.status).toBe(501);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.text).toBe('This HTTP method is not supported');
    const requestId = response.headers['x-request-id'];
    expect(server.logs.filter((line) => line.reqId === requestId)).toEqual([
      expect.objectContaining({ msg: 'request', method, path, status: 501 }),
    ]);
  });

  describe('text that is not Unicode', () => {
    const contacts = () => server.db.models.ContactSubmission.count();

    it.each([
      ['a lone high surrogate', '\\ud800'],
      ['a lone low surrogate', 'x\\uDC00y'],
      ['a high surrogate before a letter', '\\uD83Dx'],
      ['two high surrogates', '\\ud83d\\ud83d'],
    ])('refuses %s in a JSON string with 400, and stores nothing', async (_label, escape) => {
      const before = await contacts();
      const body = JSON.stringify({ ...VALID_CONTACT, message: 'Hello ESCAPE there' }).replace('ESCAPE', escape);
      const response = await client().request<ErrorBody>('POST', '/api/contact', {
        body,
        headers: { 'content-type': 'application/json' },
      });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ error: LONE_SURROGATE_MESSAGE });
      expect(await contacts()).toBe(before);
    });

    it('refuses a lone surrogate in a key too', async () => {
      const before = await contacts();
      const body = JSON.stringify({ ...VALID_CONTACT, KEY: 1 }).replace('KEY', '\\udfff');
      const response = await client().request<ErrorBody>('POST', '/api/contact', {
        body,
        headers: { 'content-type': 'application/json' },
      });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ error: LONE_SURROGATE_MESSAGE });
      expect(await contacts()).toBe(before);
    });

    it.each([
      ['a lone continuation byte', [0x80]],
      ['a truncated two-byte sequence', [0xc3]],
      ['an overlong encoding of "/"', [0xc0, 0xaf]],
      ['an encoded surrogate (CESU-8)', [0xed, 0xa0, 0x80]],
      ['a byte never used in UTF-8', [0xff]],
      ['Latin-1 "é"', [0xe9]],
    ])('refuses a body with %s (not UTF-8) with 400, and stores nothing', async (_label, invalid) => {
      const before = await contacts();
      const [head, tail] = JSON.stringify({ ...VALID_CONTACT, message: 'Caf|BYTES|, please' }).split('|BYTES|');
      const body = Buffer.concat([Buffer.from(head!, 'utf8'), Buffer.from(invalid), Buffer.from(tail!, 'utf8')]);
      const response = await client().request<ErrorBody>('POST', '/api/contact', {
        body,
        headers: { 'content-type': 'application/json; charset=utf-8' },
      });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ error: INVALID_UTF8_MESSAGE });
      expect(await contacts()).toBe(before);
    });

    it('stores escaped pairs, raw UTF-8 and escaped non-characters exactly as sent (the control)', async () => {
      const message = 'Pair \\ud83d\\ude00, raw 😀 ñ 中文, escaped \\u00e9 and \\ufffd';
      const body = JSON.stringify({ ...VALID_CONTACT, email: 'unicode@example.com', message: 'MESSAGE' }).replace(
        'MESSAGE',
        message,
      );
      const response = await client().request('POST', '/api/contact', {
        body,
        headers: { 'content-type': 'application/json' },
      });
      expect(response.status).toBe(201);
      const stored = await server.db.models.ContactSubmission.findOne({ where: { email: 'unicode@example.com' } });
      expect(stored?.message).toBe('Pair 😀, raw 😀 ñ 中文, escaped é and \ufffd');
    });
  });

  it.each([
    ['an array', '[]'],
    ['an array of an object', JSON.stringify([VALID_CONTACT])],
    ['null', 'null'],
    ['a string', '"hello"'],
  ])('answers 400 to a JSON body that is %s', async (_label, body) => {
    const response = await client().request<ErrorBody>('POST', '/api/contact', {
      body,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 'The request body must be a JSON object' });
  });

  it('accepts a bodiless POST (fetch sends Content-Length: 0) instead of calling it non-JSON', async () => {
    const response = await client().request('POST', '/api/logout', { headers: { 'content-length': '0' } });
    expect(response.status).toBe(204);
  });

  it('answers a valid contact with 201 (the control for the fault below)', async () => {
    const response = await client().post('/api/contact', VALID_CONTACT);
    expect(response.status).toBe(201);
  });

  describe('an unexpected fault', () => {
    let spare: TestServer;
    beforeAll(async () => {
      spare = await startTestServer(kind);
      await spare.db.sequelize.getQueryInterface().dropTable('contact_submissions');
    });
    afterAll(() => spare.close());

    it('answers 500 {error, requestId} with no library detail, and logs an error line with that id', async () => {
      const response = await new ApiClient(spare.baseUrl).post<ErrorBody>('/api/contact', VALID_CONTACT);
      expect(response.status).toBe(500);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(Object.keys(response.body).sort()).toEqual(['error', 'requestId']);
      expect(response.body.error).toEqual(expect.any(String));
      const requestId = response.headers.get('x-request-id');
      expect(requestId).toBeTruthy();
      expect(response.body.requestId).toBe(requestId);

      for (const word of ['SQL', 'SQLITE', 'relation', 'Sequelize', 'contact_submissions', 'stack']) {
        expect(response.text.toLowerCase()).not.toContain(word.toLowerCase());
      }
      expect(response.text).not.toMatch(/\bat \S+ \(|\bat \S+:\d+:\d+|\n\s+at /);

      const errorLine = spare.logs.find((line) => line.level === PINO_ERROR && line.reqId === requestId);
      expect(errorLine, 'an error log line with the request id').toBeDefined();
      expect(errorLine?.err).toBeDefined();
      const requestLine = spare.logs.find((line) => line.msg === 'request' && line.reqId === requestId);
      expect(requestLine).toMatchObject({ status: 500, method: 'POST', path: '/api/contact' });
    });

    it('gives each fault its own request id', async () => {
      const first = await new ApiClient(spare.baseUrl).post<ErrorBody>('/api/contact', VALID_CONTACT);
      const second = await new ApiClient(spare.baseUrl).post<ErrorBody>('/api/contact', VALID_CONTACT);
      expect(first.status).toBe(500);
      expect(second.status).toBe(500);
      expect(first.body.requestId).not.toBe(second.body.requestId);
    });
  });

  describe('the request log', () => {
    let user: Awaited<ReturnType<typeof createUser>>;
    beforeAll(async () => {
      user = await createUser(server.db, { role: 'editor' });
    });

    it('writes one line per request with reqId, method, path, status, durationMs and the signed-in userId', async () => {
      const api = client();
      const login = await api.post<User>('/api/login', { username: user.username, password: FACTORY_PASSWORD });
      expect(login.status).toBe(200);
      const reqId = login.headers.get('x-request-id');
      expect(reqId).toBeTruthy();

      const lines = server.logs.filter((line) => line.reqId === reqId && line.msg === 'request');
      expect(lines).toHaveLength(1);
      const [line] = lines;
      expect(line).toMatchObject({ reqId, method: 'POST', path: '/api/login', status: 200, userId: user.id });
      expect(typeof line?.durationMs).toBe('number');
      expect(line?.durationMs).toBeGreaterThanOrEqual(0);

      // A later request on that session is attributed to the user too; an anonymous one to nobody.
      const me = await api.get('/api/user');
      expect(server.logs.find((entry) => entry.reqId === me.headers.get('x-request-id'))).toMatchObject({
        path: '/api/user',
        status: 200,
        userId: user.id,
      });
      const anonymous = await client().get('/api/user');
      expect(server.logs.find((entry) => entry.reqId === anonymous.headers.get('x-request-id'))).toMatchObject({
        status: 401,
        userId: null,
      });
    });

    it('logs a failed sign-in with no userId', async () => {
      const response = await client().post('/api/login', { username: user.username, password: 'wrong-password' });
      expect(response.status).toBe(401);
      expect(server.logs.find((entry) => entry.reqId === response.headers.get('x-request-id'))).toMatchObject({
        path: '/api/login',
        status: 401,
        userId: null,
      });
    });

    it('never writes the password or the session cookie', async () => {
      const api = client();
      await api.login(user.username, FACTORY_PASSWORD);
      const sessionId = api.cookies.get(SESSION_COOKIE);
      const signature = api.cookies.get(`${SESSION_COOKIE}.sig`);
      expect(sessionId).toBeTruthy();
      expect(signature).toBeTruthy();
      // Send the cookie back, so a request carrying it is in the log.
      expect((await api.get('/api/user')).status).toBe(200);
      await api.post('/api/logout');

      expect(server.logs.length).toBeGreaterThan(0);
      for (const line of server.logs) {
        const text = JSON.stringify(line);
        expect(text).not.toContain(FACTORY_PASSWORD);
        expect(text).not.toContain(sessionId);
        expect(text).not.toContain(signature);
      }
    });

    it('keeps a sane incoming X-Request-Id and replaces an unsafe one', async () => {
      const kept = await client().get('/api/health', { 'X-Request-Id': 'trace-abc.123_XYZ' });
      expect(kept.headers.get('x-request-id')).toBe('trace-abc.123_XYZ');
      expect(server.logs.some((line) => line.reqId === 'trace-abc.123_XYZ' && line.path === '/api/health')).toBe(true);

      const replaced = await client().get('/api/health', { 'X-Request-Id': 'bad id\twith "quotes"' });
      expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    });
  });
});
