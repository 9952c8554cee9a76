import { isUtf8 } from 'node:buffer';
import getRawBody from 'raw-body';
import type { AppContext, AppMiddleware } from '../context';
import { badRequest, payloadTooLarge, unsupportedMediaType } from '../errors';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The 400 message of a body with a NUL character in a text or a key. */
export const NUL_MESSAGE = 'Text must not contain NUL characters';

/** The 400 message of a body whose bytes are not UTF-8. */
export const INVALID_UTF8_MESSAGE = 'The request body must be UTF-8 text';
/** The 400 message of a body with a lone UTF-16 surrogate escape (\ud800 not part of a pair). */
export const LONE_SURROGATE_MESSAGE = 'Text must not contain unpaired UTF-16 surrogates (\\ud800 to \\udfff)';

/** True when any string (or key) in a parsed JSON value passes `test`. */
function someText(value: unknown, test: (text: string) => boolean): boolean {
  if (typeof value === 'string') return test(value);
  if (Array.isArray(value)) return value.some((item) => someText(item, test));
  if (value && typeof value === 'object') {
    return Object.entries(value).some(([key, item]) => test(key) || someText(item, test));
  }
  return false;
}

const hasNul = (text: string) => text.includes('\0');
// In a `u` regular expression a pair is one code point: only a lone surrogate is of category Cs.
const LONE_SURROGATE = /\p{Cs}/u;
const hasLoneSurrogate = (text: string) => LONE_SURROGATE.test(text);
/** A JSON escape of a surrogate (paired or not): only then can a parsed string hold a lone one. */
const SURROGATE_ESCAPE = /\\u[dD][89a-fA-F]/;

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
    let bytes: Buffer;
    try {
      bytes = await getRawBody(ctx.req, { length: ctx.request.length, limit: limitBytes });
    } catch (error) {
      if ((error as { type?: string }).type === 'entity.too.large') throw payloadTooLarge(limitBytes);
      throw badRequest('The request body could not be read');
    }
    // Decoding would turn bytes that are not UTF-8 into U+FFFD and store that instead of the text
    // the client meant: refused instead (RFC 8259: JSON between systems is UTF-8).
    if (!isUtf8(bytes)) throw badRequest(INVALID_UTF8_MESSAGE);
    const text = bytes.toString('utf8');
    if (text.trim() !== '') {
      let body: unknown;
      try {
        body = JSON.parse(text) as unknown;
      } catch {
        throw badRequest('The request body is not valid JSON');
      }
      // No database stores a NUL character in text the same way (PostgreSQL refuses it): refused here.
      if ((text.includes('\\u0000') || text.includes('\0')) && someText(body, hasNul)) {
        throw badRequest(NUL_MESSAGE);
      }
      // JSON.parse keeps an escaped lone surrogate; neither UTF-8 nor the databases can store one (it
      // would come back as U+FFFD). Only a body with a surrogate escape can hold one: the rest skip the walk.
      if (SURROGATE_ESCAPE.test(text) && someText(body, hasLoneSurrogate)) throw badRequest(LONE_SURROGATE_MESSAGE);
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
