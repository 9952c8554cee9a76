/**
 * Forwards the renderer's relative `/api/...` requests to the configured server. Web-standard
 * Request/Response/Headers only and an injected fetch, so a test harness runs it outside Electron;
 * in the app the fetch is the window session's `fetch`, whose cookie store keeps the server's
 * session cookie (httpOnly, never shown to the renderer).
 */
import type { FetchFn } from './server-address';

/** How long the server may take to start answering a forwarded request. */
export const FORWARD_TIMEOUT_MS = 30_000;

/** Request headers passed on to the server; everything else the renderer sent is dropped. */
const FORWARDED_REQUEST_HEADERS = [
  'accept',
  'accept-language',
  'cache-control',
  'content-type',
  'if-match',
  'if-modified-since',
  'if-none-match',
  'if-unmodified-since',
  'pragma',
  'x-request-id',
];

/**
 * Response headers not passed back: cookies stay in the session's store; the body arrives
 * decoded, so its encoding and length no longer apply; hop-by-hop headers end here.
 */
const DROPPED_RESPONSE_HEADERS = new Set([
  'set-cookie',
  'set-cookie2',
  'content-encoding',
  'content-length',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'trailer',
  'upgrade',
  'location',
]);

const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

export const NOT_CONFIGURED_MESSAGE = 'No server is configured';
export const UNREACHABLE_MESSAGE = 'The server cannot be reached';
export const REDIRECT_MESSAGE = 'The server answered with a redirect';
export const NOT_API_MESSAGE = 'No such API endpoint';

export interface ForwardOptions {
  /** Until the answer's headers arrive (the body then streams). */
  timeoutMs?: number;
}

/** A JSON error answer like the server's own: `{"error": "..."}`. */
export function jsonError(status: number, message: string): Response {
  return new Response(JSON.stringify({ error: message }), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

/**
 * The server URL for an app request's path and query, or null when the path is not under /api/
 * or hides a separator or dot segment in percent-encoding. The URL parser has already resolved
 * plain and encoded dot segments; the path is kept byte for byte (encoding preserved).
 */
export function apiTarget(requestUrl: string, server: string): string | null {
  const { pathname, search } = new URL(requestUrl);
  if (!pathname.startsWith('/api/')) return null;
  for (const segment of pathname.split('/')) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return null;
    }
    if (decoded === '.' || decoded === '..' || /[/\\\0]/.test(decoded)) return null;
  }
  const target = new URL(`${pathname}${search}`, server);
  if (target.origin !== new URL(server).origin || target.pathname !== pathname) return null;
  return target.href;
}

/**
 * Sends `request` (an app request for `/api/...`) to `server` (an origin) with `fetchFn` and
 * returns the server's answer minus Set-Cookie. The request carries `Origin: <server>` so that,
 * for the server and Chromium alike, it is a same-origin request of the server's own site.
 * No server → 503; network error, timeout or a redirect → 502; both JSON `{"error": ...}`.
 */
export async function forwardApiRequest(
  request: Request,
  server: string | null,
  fetchFn: FetchFn,
  options: ForwardOptions = {},
): Promise<Response> {
  if (!new URL(request.url).pathname.startsWith('/api/')) return jsonError(404, NOT_API_MESSAGE);
  if (server === null) return jsonError(503, NOT_CONFIGURED_MESSAGE);
  const target = apiTarget(request.url, server);
  if (target === null) return jsonError(404, NOT_API_MESSAGE);

  const headers = new Headers();
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = request.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  headers.set('Origin', new URL(server).origin);

  const method = request.method.toUpperCase();
  const hasBody = method !== 'GET' && method !== 'HEAD';
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? FORWARD_TIMEOUT_MS);
  let upstream: Response;
  try {
    const body = hasBody ? await request.arrayBuffer() : undefined;
    upstream = await fetchFn(target, {
      method,
      headers,
      body,
      credentials: 'include',
      redirect: 'manual',
      signal: controller.signal,
    });
  } catch {
    return jsonError(502, UNREACHABLE_MESSAGE);
  } finally {
    clearTimeout(timer);
  }

  // Electron's fetch fails on a redirect it may not follow; Node's returns it: same answer for both.
  if (upstream.status >= 300 && upstream.status < 400 && upstream.status !== 304) {
    await upstream.body?.cancel().catch(() => undefined);
    return jsonError(502, REDIRECT_MESSAGE);
  }

  const answerHeaders = new Headers();
  upstream.headers.forEach((value, name) => {
    if (!DROPPED_RESPONSE_HEADERS.has(name.toLowerCase())) answerHeaders.append(name, value);
  });
  const nullBody = method === 'HEAD' || NULL_BODY_STATUSES.has(upstream.status);
  if (nullBody) await upstream.body?.cancel().catch(() => undefined);
  return new Response(nullBody ? null : upstream.body, {
    status: upstream.status,
    statusText: upstream.statusText,
    headers: answerHeaders,
  });
}
