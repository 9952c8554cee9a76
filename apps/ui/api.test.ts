import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  apiRequest,
  apiRequestWithHeaders,
  apiUpload,
  connectionProblemOf,
  connectionSignalOf,
  getJson,
  onConnectionSignal,
  serverMessage,
} from './api';

const calls: { url: string; init: RequestInit }[] = [];

function answer(status: number, body: string, statusText = '') {
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return Promise.resolve(new Response(body || null, { status, statusText }));
  });
}

afterEach(() => {
  calls.length = 0;
  vi.unstubAllGlobals();
});

describe('apiRequest', () => {
  it('includes credentials and sends no body or content type without a payload', async () => {
    answer(200, '[1,2]');
    expect(await getJson<number[]>('/api/members')).toEqual([1, 2]);
    expect(calls[0]?.url).toBe('/api/members');
    expect(calls[0]?.init).toEqual({ method: 'GET', credentials: 'include' });
  });

  it('sends a JSON body with the JSON content type when there is a payload', async () => {
    answer(201, '{"id":1}');
    expect(await apiRequest('POST', '/api/contact', { a: 1 })).toEqual({ id: 1 });
    expect(calls[0]?.init.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(calls[0]?.init.body).toBe('{"a":1}');
  });

  it("also returns the answer's headers when asked (a paged list's X-Total-Count)", async () => {
    vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return Promise.resolve(new Response('[{"id":3}]', { status: 200, headers: { 'X-Total-Count': '41' } }));
    });
    const { body, headers } = await apiRequestWithHeaders<{ id: number }[]>('GET', '/api/admin/members?page=3');
    expect(body).toEqual([{ id: 3 }]);
    expect(headers.get('x-total-count')).toBe('41');
    expect(calls[0]?.init).toEqual({ method: 'GET', credentials: 'include' });
  });

  it('returns undefined for an empty answer (204)', async () => {
    answer(204, '');
    expect(await apiRequest('POST', '/api/logout')).toBeUndefined();
  });

  it('raises "<status>: <body text>" on a non-OK answer, keeping the server error and fields', async () => {
    answer(400, '{"error":"Bad email","fields":{"email":"Bad email"}}');
    const error = await apiRequest('POST', '/api/contact', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('400: {"error":"Bad email","fields":{"email":"Bad email"}}');
    expect((error as ApiError).status).toBe(400);
    expect(serverMessage(error)).toBe('Bad email');
    expect((error as ApiError).fields).toEqual({ email: 'Bad email' });
  });

  it('uses the status text when the body is empty', async () => {
    answer(503, '', 'Service Unavailable');
    await expect(getJson('/api/news')).rejects.toThrow('503: Service Unavailable');
  });

  it('throws on 401 for list loaders (only the user fetch treats 401 as no user)', async () => {
    answer(401, '{"error":"You are not signed in"}');
    await expect(getJson('/api/members')).rejects.toThrow(/^401: /);
  });

  it('has no server message for a body that is not a JSON error', async () => {
    answer(500, '<html>oops</html>');
    const error = await getJson('/x').catch((e: unknown) => e);
    expect(serverMessage(error)).toBeUndefined();
    expect(serverMessage(new Error('other'))).toBeUndefined();
  });

  it('keeps the whole JSON error body (a conflict carries the current item)', async () => {
    answer(409, '{"error":"Stale","current":{"id":3,"version":4}}');
    const error = await apiRequest('PUT', '/api/admin/members/3', {}).catch((e: unknown) => e);
    expect((error as ApiError).body).toEqual({ error: 'Stale', current: { id: 3, version: 4 } });
    expect((error as ApiError).fields).toBeUndefined();
  });
});

describe('apiUpload', () => {
  it('posts the raw bytes with their own type and credentials', async () => {
    answer(201, '{"id":1,"url":"/api/images/1"}');
    const file = new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' });
    expect(await apiUpload('/api/admin/images', file)).toEqual({ id: 1, url: '/api/images/1' });
    expect(calls[0]?.init).toMatchObject({
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'image/png' },
      body: file,
    });
  });

  it('declares application/octet-stream when the type is unknown, and raises on 413', async () => {
    answer(413, '{"error":"Too large"}');
    const error = await apiUpload('/api/admin/images', new Blob(['x'])).catch((e: unknown) => e);
    expect(calls[0]?.init.headers).toEqual({ 'Content-Type': 'application/octet-stream' });
    expect((error as ApiError).status).toBe(413);
  });
});

describe('connectionSignalOf', () => {
  it.each([
    ['a network error', 'GET', '/api/admin/members', 'network-error', 'unreachable'],
    ['a 502 of the desktop main process', 'PUT', '/api/admin/members/1', 502, 'unreachable'],
    ['a 503 (database gone)', 'GET', '/api/health', 503, 'unreachable'],
    ['a 504 of a proxy', 'GET', '/api/admin/dashboard', 504, 'unreachable'],
    ['a 401 of a staff call', 'PUT', '/api/admin/members/1', 401, 'expired'],
    ['a 401 of the own account', 'PUT', '/api/user', 401, 'expired'],
    ['a 401 of a password change', 'POST', '/api/user/password', 401, 'expired'],
    ['a 401 of the current-user fetch', 'GET', '/api/user', 401, 'answered'],
    ['a 401 of the current-user fetch with a query', 'get', '/api/user?x=1', 401, 'answered'],
    ['a wrong password at sign-in', 'POST', '/api/login', 401, 'answered'],
    ['a 401 of registration', 'POST', '/api/register', 401, 'answered'],
    ['a 400 (a wrong current password)', 'POST', '/api/user/password', 400, 'answered'],
    ['a 403 (a role without the permission)', 'GET', '/api/admin/settings', 403, 'answered'],
    ['a 500', 'GET', '/api/admin/members', 500, 'answered'],
    ['a 200', 'GET', '/api/health', 200, 'answered'],
  ] as const)('%s → %s', (_what, method, path, outcome, expected) => {
    expect(connectionSignalOf(method, path, outcome)).toBe(expected);
  });

  it('says nothing about a request the caller cancelled', () => {
    expect(connectionSignalOf('GET', '/api/admin/members', 'aborted')).toBeNull();
  });
});

describe('onConnectionSignal', () => {
  it('hears every request and marks the errors that were connection problems', async () => {
    const heard: string[] = [];
    const seqs: number[] = [];
    const stop = onConnectionSignal((signal, request) => {
      heard.push(`${signal} ${request.method} ${request.path}`);
      seqs.push(request.seq);
    });
    answer(401, '{"error":"You are not signed in"}');
    const expired = await apiRequest('PUT', '/api/admin/members/1', {}).catch((e: unknown) => e);
    const anonymous = await apiRequest('GET', '/api/user').catch((e: unknown) => e);
    answer(200, '{"status":"ok"}');
    await getJson('/api/health');
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const offline = await getJson('/api/admin/members').catch((e: unknown) => e);
    vi.stubGlobal('fetch', () => Promise.reject(new DOMException('stop', 'AbortError')));
    const aborted = await getJson('/api/admin/members').catch((e: unknown) => e);
    stop();
    answer(502, '{"error":"The server cannot be reached"}');
    const unheard = await getJson('/api/admin/members').catch((e: unknown) => e);

    expect(heard).toEqual([
      'expired PUT /api/admin/members/1',
      'answered GET /api/user',
      'answered GET /api/health',
      'unreachable GET /api/admin/members',
    ]);
    // Numbered in the order they were sent.
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    expect(new Set(seqs).size).toBe(seqs.length);
    expect(connectionProblemOf(expired)).toBe('expired');
    expect(connectionProblemOf(anonymous)).toBeNull();
    expect(connectionProblemOf(offline)).toBe('unreachable');
    expect(offline).toBeInstanceOf(TypeError);
    expect(connectionProblemOf(aborted)).toBeNull();
    // Classified even with nobody listening.
    expect(connectionProblemOf(unheard)).toBe('unreachable');
    expect(connectionProblemOf(new Error('other'))).toBeNull();
    expect(connectionProblemOf(undefined)).toBeNull();
  });

  it('keeps a request working when a listener throws', async () => {
    const stop = onConnectionSignal(() => {
      throw new Error('listener bug');
    });
    answer(200, '[1]');
    expect(await getJson('/api/members')).toEqual([1]);
    stop();
  });
});
