import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { PAGE_LOADER_SCRIPT } from '../../shared/page-loader';
import type { AppContext, AppMiddleware } from '../context';
import { forbidden, unsupportedMediaType } from '../errors';

/**
 * The Content-Security-Policy of every answer. Scripts only from the site itself (no eval, and no
 * inline script but the public pages' loader, allowed by its hash); styles may be inline because Fluent UI inserts its atomic CSS at run time;
 * images may come from https (member logos and news images given as URLs).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  `script-src 'self' 'sha256-${createHash('sha256').update(PAGE_LOADER_SCRIPT).digest('base64')}'`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * The policy of the API's answers (JSON, images, downloads): nothing they hold is a page, so nothing
 * may load or run in one opened directly (an SVG image, say), and none may be framed.
 */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** Headers of every answer that is or serves a page: pages, the browser app, assets and files. */
const DOCUMENT: ReadonlyArray<readonly [string, string]> = [
  ['Content-Security-Policy', CONTENT_SECURITY_POLICY],
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['X-Frame-Options', 'DENY'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()'],
];

/**
 * Headers of every API answer, errors included. The referrer, opener and permissions policies only
 * govern a document and what it loads: an API answer is none, so it carries the rest alone.
 */
const API: ReadonlyArray<readonly [string, string]> = [
  ['Content-Security-Policy', API_CONTENT_SECURITY_POLICY],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-Frame-Options', 'DENY'],
];

/** HSTS on answers served over HTTPS (directly, or behind a trusted TLS proxy): one year. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/** Whether a request path is the API's (`/api` and below), whose answers carry the API's headers. */
export const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

/**
 * Sets the security headers of an answer (called first thing for each request): the API's or a
 * document's (`api`), with HSTS when the visitor reached the site over HTTPS (`secure`).
 */
export function setSecurityHeaders(res: ServerResponse, secure: boolean, api: boolean): void {
  for (const [name, value] of api ? API : DOCUMENT) res.setHeader(name, value);
  if (secure) res.setHeader('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
}

const flat = (headers: ReadonlyArray<readonly [string, string]>) => {
  const plain = headers.flat();
  return { plain, secure: [...plain, 'Strict-Transport-Security', STRICT_TRANSPORT_SECURITY] };
};
const FLAT = { api: flat(API), document: flat(DOCUMENT) };

/**
 * The same headers as a flat name, value, … list, for an answer written with one `writeHead`
 * (a copy: the caller adds its own).
 */
export function securityHeaderList(secure: boolean, api: boolean): string[] {
  const set = api ? FLAT.api : FLAT.document;
  return (secure ? set.secure : set.plain).slice();
}

/**
 * Whether the visitor reached the site over HTTPS: a TLS socket, or with TRUST_PROXY the first
 * X-Forwarded-Proto (Koa's `ctx.secure`, for a request answered before Koa sees it).
 */
export function reachedOverHttps(req: IncomingMessage, trustProxy: boolean): boolean {
  if ((req.socket as TLSSocket).encrypted) return true;
  const forwarded = trustProxy ? req.headers['x-forwarded-proto'] : undefined;
  return typeof forwarded === 'string' && forwarded.split(',', 1)[0]!.trim().toLowerCase() === 'https';
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Content types a page on another site can send without the browser asking this server first
 * (a CORS "simple" request, e.g. an HTML form): never accepted on a write.
 */
const SIMPLE_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain']);

/** The 403 message of a write that a page of another site tried to make. */
export const CROSS_SITE_MESSAGE = 'This request must come from the site itself';

/** The origin this site is served on, as the browser sees it (proxy headers only with TRUST_PROXY). */
function ownOrigin(ctx: AppContext): string {
  return `${ctx.protocol}://${ctx.host}`;
}

/**
 * Writes a mail provider's server makes on a recipient's behalf (RFC 8058 one-click unsubscribe: a
 * form-encoded POST from anywhere). They are decided by the secret token in their address alone and
 * use no session, so a forged request could do nothing the token's holder could not.
 */
export const TOKEN_ONLY_WRITES: ReadonlySet<string> = new Set(['POST /api/unsubscribe/one-click']);

/**
 * Refuses state-changing API requests that another site's page could have made with the user's
 * cookie (cross-site request forgery), login and logout included:
 * - the browser's own verdict `Sec-Fetch-Site` must be `same-origin` (or `none`: typed by the user)
 *   when it is sent — every current browser sends it;
 * - otherwise an `Origin`, when sent, must be this site's origin;
 * - a body in a type that a form can send cross-site without asking (urlencoded, multipart, plain
 *   text) is refused whatever the headers say: writes are JSON (uploads: the image's own type).
 * Requests with neither header (command-line clients, the desktop client's main process, which
 * forwards without them) cannot carry a browser's cookies cross-site and pass.
 */
export const refuseCrossSiteWrites: AppMiddleware = async (ctx, next) => {
  if (WRITE_METHODS.has(ctx.method) && !TOKEN_ONLY_WRITES.has(`${ctx.method} ${ctx.path}`)) {
    const site = ctx.get('sec-fetch-site');
    const origin = ctx.get('origin');
    if (site) {
      if (site !== 'same-origin' && site !== 'none') throw forbidden(CROSS_SITE_MESSAGE);
    } else if (origin && origin !== ownOrigin(ctx)) {
      throw forbidden(CROSS_SITE_MESSAGE);
    }
    const type = (ctx.get('content-type').split(';')[0] ?? '').trim().toLowerCase();
    if (SIMPLE_TYPES.has(type)) throw unsupportedMediaType();
  }
  await next();
};
