import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { AppMiddleware } from '../context';
import { HttpError, NOT_IMPLEMENTED_MESSAGE, notImplemented } from '../errors';
import type { AppLogger } from '../logger';
import { renderError } from './errors';
import { isApiPath, securityHeaderList, setSecurityHeaders } from './security';

/** The 503 message of a request that arrives while the server shuts down. */
export const SHUTTING_DOWN_MESSAGE = 'The server is restarting. Please try again in a moment.';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,100}$/;

/**
 * The methods some path of this server answers. Any other (TRACE, PURGE, PROPFIND and the other
 * WebDAV methods, …) is answered 501 on every path before routing (RFC 9110: the server does not
 * support it for any resource), as the answer to a scanner's probe, not as a fault.
 */
export const IMPLEMENTED_METHODS: ReadonlySet<string> = new Set([
  'GET',
  'HEAD',
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
  'OPTIONS',
]);

/** The id a request is logged and answered under: a sane incoming X-Request-Id, else a new one. */
export function requestIdOf(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** Milliseconds since `started` (a `process.hrtime.bigint()`), as the request line logs them. */
export function millisecondsSince(started: bigint): number {
  return Number(process.hrtime.bigint() - started) / 1e6;
}

/**
 * Answers a request from Node's request event, before Koa, with what `handleRequest` gives every
 * answer: `write` gets the security headers (`secure`: reached over HTTPS) and the request id as a
 * flat name, value, … list to add its own to and write with one `writeHead`, and returns the
 * status it answered; the request's log line follows. For a request without a session (no user)
 * while the server is not shutting down.
 */
export function answerBeforeKoa(
  req: IncomingMessage,
  logger: AppLogger,
  secure: boolean,
  write: (headers: Array<string | number>) => number,
): void {
  const started = process.hrtime.bigint();
  const requestId = requestIdOf(req);
  const headers: Array<string | number> = securityHeaderList(secure, isApiPath(req.url as string));
  headers.push('X-Request-Id', requestId);
  const status = write(headers);
  logger.request({
    reqId: requestId,
    method: req.method as string,
    path: req.url as string,
    status,
    durationMs: millisecondsSince(started),
    userId: null,
  });
}

/**
 * The outermost middleware: sets the security headers, gives each request an id (kept from a sane X-Request-Id), answers
 * a method no path implements with 501, renders any error through the one error renderer, and
 * writes one log line when the request ends. (One
 * middleware rather than two: this runs on every request, and each layer costs throughput.)
 */
export const handleRequest: AppMiddleware = async (ctx, next) => {
  const started = process.hrtime.bigint();
  const api = isApiPath(ctx.path);
  setSecurityHeaders(ctx.res, ctx.secure, api);
  const requestId = requestIdOf(ctx.req);
  ctx.state.requestId = requestId;
  // On the response directly: Koa's `set` builds and normalises a header list per call.
  ctx.res.setHeader('X-Request-Id', requestId);
  try {
    // Once shutdown has begun, new work is refused before it starts (nothing half done at exit).
    if (ctx.stopping) throw new HttpError(503, SHUTTING_DOWN_MESSAGE, undefined, { 'Retry-After': '5' });
    if (IMPLEMENTED_METHODS.has(ctx.method)) await next();
    else if (api) throw notImplemented();
    else {
      // The pages answer in text, not in the API's JSON.
      ctx.status = 501;
      ctx.type = 'text/plain; charset=utf-8';
      ctx.body = NOT_IMPLEMENTED_MESSAGE;
    }
  } catch (error) {
    renderError(ctx, error);
  } finally {
    if (ctx.stopping) ctx.set('Connection', 'close');
    ctx.services.logger.request({
      reqId: requestId,
      method: ctx.method,
      path: ctx.path,
      status: ctx.status,
      durationMs: millisecondsSince(started),
      userId: ctx.state.user?.id ?? null,
    });
  }
};
