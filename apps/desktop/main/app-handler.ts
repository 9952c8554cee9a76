/**
 * Answers every request of the app's origin: `/api/...` is forwarded to the server, anything else
 * is a file of the built renderer (the browser router's paths fall back to index.html). Works from
 * the pathname only, so a test harness can serve it over http://127.0.0.1; main checks that a
 * request is on the app's origin before it gets here.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { withSecurityHeaders } from './csp';
import { forwardApiRequest, jsonError, NOT_API_MESSAGE, type ForwardOptions } from './forward';
import type { FetchFn } from './server-address';

export interface AppHandlerOptions {
  /** The built renderer (index.html and assets/). */
  rendererDir: string;
  /** The configured server's origin, or null before first run. */
  getServer: () => string | null;
  fetchFn: FetchFn;
  forward?: ForwardOptions;
}

export type AppHandler = (request: Request) => Promise<Response>;

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
};

/** The Content-Type for a file name, by its extension. */
export function contentTypeFor(fileName: string): string {
  return CONTENT_TYPES[path.extname(fileName).toLowerCase()] ?? 'application/octet-stream';
}

function plain(status: number, text: string): Response {
  return new Response(text, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}

/**
 * The file under `rendererDir` for a URL pathname: the pathname's own file when its last segment
 * has an extension, else index.html (a browser-router route). Null when a segment is empty in the
 * middle, hidden (starts with a dot: `.`, `..`, dot files), or hides a separator or NUL in
 * percent-encoding, or when the result would leave `rendererDir`.
 */
export function rendererFileFor(rendererDir: string, pathname: string): string | null {
  const root = path.resolve(rendererDir);
  const rawSegments = pathname.split('/').slice(1);
  const segments: string[] = [];
  for (const [index, raw] of rawSegments.entries()) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return null;
    }
    if (segment === '' && index === rawSegments.length - 1) continue;
    if (segment === '' || segment.startsWith('.') || /[/\\\0:]/.test(segment)) return null;
    segments.push(segment);
  }
  const last = segments.at(-1);
  if (last === undefined || path.extname(last) === '') return path.join(root, 'index.html');
  const file = path.resolve(root, ...segments);
  return file.startsWith(root + path.sep) ? file : null;
}

/** Builds the handler for `protocol.handle(APP_SCHEME, …)`; every answer carries the CSP. */
export function createAppHandler(options: AppHandlerOptions): AppHandler {
  const { rendererDir, getServer, fetchFn } = options;

  const serveFile = async (request: Request, pathname: string): Promise<Response> => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      const answer = plain(405, 'Method not allowed');
      answer.headers.set('Allow', 'GET, HEAD');
      return answer;
    }
    const file = rendererFileFor(rendererDir, pathname);
    if (file === null) return plain(404, 'Not found');
    try {
      const info = await stat(file);
      if (!info.isFile()) return plain(404, 'Not found');
      const data = await readFile(file);
      const headers = new Headers({ 'Content-Type': contentTypeFor(file), 'Content-Length': String(data.byteLength) });
      // index.html names the current hashed assets: never keep an old one.
      if (path.basename(file) === 'index.html') headers.set('Cache-Control', 'no-cache');
      return new Response(request.method === 'HEAD' ? null : data, { status: 200, headers });
    } catch {
      return plain(404, 'Not found');
    }
  };

  return async (request) => {
    const { pathname } = new URL(request.url);
    let response: Response;
    if (pathname.startsWith('/api/')) {
      response = await forwardApiRequest(request, getServer(), fetchFn, options.forward);
    } else if (pathname === '/api') {
      response = jsonError(404, NOT_API_MESSAGE);
    } else {
      response = await serveFile(request, pathname);
    }
    return withSecurityHeaders(response);
  };
}
