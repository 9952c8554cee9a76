import getRawBody from 'raw-body';
import type { AppContext, AppMiddleware } from '../context';
import { badRequest, payloadTooLarge, unsupportedMediaType } from '../errors';

declare module 'koa' {
  interface Request {
    body?: unknown;
  }
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The 400 message of a body with a NUL character in a text or a key. */
export const NUL_MESSAGE = 'Text must not contain NUL characters';

/** True when any string (or key) in a parsed JSON value contains U+0000. */
function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\0');
  if (Array.isArray(value)) return value.some(containsNul);
  if (value && typeof value === 'object') {
    return Object.entries(value).some(([key, item]) => key.includes('\0') || containsNul(item));
  }
  return false;
}

/**
 * Reads a JSON body on writes: no body is fine (the handler decides if it needs one), a body that
 * is not JSON is 415, one over `limitBytes` is 413, malformed JSON is 400. The routes named in
 * `rawBodyRoutes` ('POST /api/admin/images') are left alone: they read their body themselves,
 * after their access guard, with their own limit (see `readRawBody`).
 */
export function jsonBody(limitBytes: number, rawBodyRoutes: ReadonlySet<string> = new Set()): AppMiddleware {
  return async (ctx, next) => {
    if (!WRITE_METHODS.has(ctx.method) || rawBodyRoutes.has(`${ctx.method} ${ctx.path.replace(/\/+$/, '')}`)) {
      await next();
      return;
    }
    const type = ctx.request.is('application/json', '+json');
    if (type === null || ctx.request.length === 0) {
      // no body at all (a bodiless fetch POST still sends Content-Length: 0)
      await next();
      return;
    }
    if (type === false) throw unsupportedMediaType();
    let text: string;
    try {
      text = await getRawBody(ctx.req, { length: ctx.request.length, limit: limitBytes, encoding: 'utf8' });
    } catch (error) {
      const kind = (error as { type?: string }).type;
      if (kind === 'entity.too.large') throw payloadTooLarge(limitBytes);
      if (kind === 'encoding.unsupported') throw unsupportedMediaType();
      throw badRequest('The request body could not be read');
    }
    if (text.trim() !== '') {
      let body: unknown;
      try {
        body = JSON.parse(text) as unknown;
      } catch {
        throw badRequest('The request body is not valid JSON');
      }
      // No database stores a NUL character in text the same way (PostgreSQL refuses it): refused here.
      if ((text.includes('\\u0000') || text.includes('\0')) && containsNul(body)) {
        throw badRequest(NUL_MESSAGE);
      }
      ctx.request.body = body;
    }
    await next();
  };
}

/**
 * The raw bytes of a request body (an upload), at most `limitBytes` (else 413). Only for routes
 * listed in `jsonBody`'s `rawBodyRoutes`.
 */
export async function readRawBody(ctx: AppContext, limitBytes: number): Promise<Buffer> {
  try {
    return await getRawBody(ctx.req, { length: ctx.request.length, limit: limitBytes });
  } catch (error) {
    if ((error as { type?: string }).type === 'entity.too.large') throw payloadTooLarge(limitBytes);
    throw badRequest('The request body could not be read');
  }
}
