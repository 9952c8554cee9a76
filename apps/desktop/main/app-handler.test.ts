import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contentTypeFor, createAppHandler, rendererFileFor } from './app-handler';
import { CONTENT_SECURITY_POLICY } from './csp';
import type { FetchFn } from './server-address';

const SERVER = 'http://192.168.1.20:3000';
let root: string;
let rendererDir: string;

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'chamber-renderer-'));
  rendererDir = path.join(root, 'renderer');
  mkdirSync(path.join(rendererDir, 'assets'), { recursive: true });
  writeFileSync(path.join(rendererDir, 'index.html'), '<!doctype html><title>Chamber</title>');
  writeFileSync(path.join(rendererDir, 'assets', 'index-abc123.js'), 'console.log(1);');
  writeFileSync(path.join(rendererDir, 'assets', 'index-abc123.css'), 'body{}');
  writeFileSync(path.join(rendererDir, 'assets', 'logo.svg'), '<svg/>');
  writeFileSync(path.join(rendererDir, 'assets', 'font.woff2'), 'w');
  writeFileSync(path.join(rendererDir, '.env'), 'SECRET=1');
  // A file next to the renderer folder that traversal would reach.
  writeFileSync(path.join(root, 'secret.txt'), 'top secret');
  writeFileSync(path.join(root, 'renderer-evil.js'), 'evil');
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

function handler(fetchFn: FetchFn = vi.fn<FetchFn>(), server: string | null = SERVER) {
  return createAppHandler({ rendererDir, getServer: () => server, fetchFn });
}

const get = (url: string, init?: RequestInit) => new Request(url, init);

describe('createAppHandler: files', () => {
  it.each([
    ['/assets/index-abc123.js', 'text/javascript; charset=utf-8', 'console.log(1);'],
    ['/assets/index-abc123.css', 'text/css; charset=utf-8', 'body{}'],
    ['/assets/logo.svg', 'image/svg+xml', '<svg/>'],
    ['/index.html', 'text/html; charset=utf-8', '<!doctype html><title>Chamber</title>'],
  ])('serves %s with its type and the CSP', async (pathname, type, body) => {
    const answer = await handler()(get(`chamber://app${pathname}`));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe(type);
    expect(answer.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await answer.text()).toBe(body);
  });

  it.each(['/', '/setup', '/auth', '/admin', '/admin/', '/admin/members/42', '/admin/news/caf%C3%A9'])(
    'answers the browser-router path %s with index.html',
    async (pathname) => {
      const answer = await handler()(get(`chamber://app${pathname}`));
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(answer.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
      expect(await answer.text()).toContain('<title>Chamber</title>');
    },
  );

  it('works from the pathname of an http URL too (the test harness)', async () => {
    const answer = await handler()(get('http://127.0.0.1:45678/assets/logo.svg'));
    expect(await answer.text()).toBe('<svg/>');
  });

  it('answers 404 (with the CSP) for a missing file with an extension', async () => {
    const answer = await handler()(get('chamber://app/assets/missing.js'));
    expect(answer.status).toBe(404);
    expect(answer.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
  });

  it.each([
    '/%2e%2e/secret.txt',
    '/assets/%2e%2e/%2e%2e/secret.txt',
    '/..%2fsecret.txt',
    '/assets/..%2f..%2fsecret.txt',
    '/%2E%2E%2Fsecret.txt',
    '/..%5csecret.txt',
    '/assets%2f..%2f..%2fsecret.txt',
    '/.env',
    '/%2eenv',
    '/assets//logo.svg',
    '/assets/%00.js',
    '/assets/%E0%A4%A.js',
    '/C:%5cWindows%5cwin.ini',
    '/../renderer-evil.js',
    '/assets/../../secret.txt',
  ])('refuses the traversal %s', async (pathname) => {
    const answer = await handler()(get(`chamber://app${pathname}`));
    expect(answer.status).toBe(404);
    const text = await answer.text();
    expect(text).not.toContain('top secret');
    expect(text).not.toContain('SECRET');
    expect(text).not.toContain('evil');
  });

  it('answers HEAD without a body and refuses other methods on files', async () => {
    const head = await handler()(get('chamber://app/assets/logo.svg', { method: 'HEAD' }));
    expect(head.status).toBe(200);
    expect(head.body).toBeNull();
    const post = await handler()(get('chamber://app/admin', { method: 'POST', body: 'x' }));
    expect(post.status).toBe(405);
    expect(post.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
  });
});

describe('createAppHandler: API', () => {
  it('forwards /api/ to the server and adds the CSP to its answer (replacing any of its own)', async () => {
    const fetchFn = vi.fn<FetchFn>(() =>
      Promise.resolve(
        new Response('{"status":"ok"}', {
          status: 200,
          headers: {
            'Content-Type': 'application/json',
            'Content-Security-Policy': "default-src *; script-src 'unsafe-eval'",
          },
        }),
      ),
    );
    const answer = await handler(fetchFn)(get('chamber://app/api/health'));
    expect(fetchFn).toHaveBeenCalledWith(`${SERVER}/api/health`, expect.objectContaining({ method: 'GET' }));
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ status: 'ok' });
    expect(answer.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
  });

  it('adds the CSP to the 503 and 502 answers too', async () => {
    const notConfigured = await handler(vi.fn<FetchFn>(), null)(get('chamber://app/api/auth/me'));
    expect(notConfigured.status).toBe(503);
    expect(notConfigured.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    const down = await handler(() => Promise.reject(new Error('down')))(get('chamber://app/api/news'));
    expect(down.status).toBe(502);
    expect(down.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
  });

  it('answers /api itself with a JSON 404 (not the app page) and asks the server nothing', async () => {
    const fetchFn = vi.fn<FetchFn>();
    const answer = await handler(fetchFn)(get('chamber://app/api'));
    expect(answer.status).toBe(404);
    expect(await answer.json()).toEqual({ error: 'No such API endpoint' });
    expect(answer.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(fetchFn).not.toHaveBeenCalled();
  });

  it('serves /apix as an app path, never forwarded', async () => {
    const fetchFn = vi.fn<FetchFn>();
    const answer = await handler(fetchFn)(get('chamber://app/apix'));
    expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(fetchFn).not.toHaveBeenCalled();
  });
});

describe('rendererFileFor and contentTypeFor', () => {
  it('maps paths inside the folder only', () => {
    expect(rendererFileFor('/r', '/assets/a.js')).toBe(path.resolve('/r/assets/a.js'));
    expect(rendererFileFor('/r', '/admin/users')).toBe(path.resolve('/r/index.html'));
    expect(rendererFileFor('/r', '/%2e%2e%2fx.js')).toBeNull();
  });

  it('knows the renderer build types and falls back to octet-stream', () => {
    expect(contentTypeFor('a.woff2')).toBe('font/woff2');
    expect(contentTypeFor('A.PNG')).toBe('image/png');
    expect(contentTypeFor('a.bin')).toBe('application/octet-stream');
  });
});
