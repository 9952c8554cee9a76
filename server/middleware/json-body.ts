import getRawBody from 'raw-body';
import type { AppMiddleware } from '../context';
import { badRequest, payloadTooLarge, unsupportedMediaType } from '../errors';

declare module 'koa' {
  interface Request {
    body?: unknown;
  }
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Reads a JSON body on writes: no body is fine (the handler decides if it needs one), a body that
 * is not JSON is 415, one over `limitBytes` is 413, malformed JSON is 400.
 */
export function jsonBody(limitBytes: number): AppMiddleware {
  return async (ctx, next) => {
    if (!WRITE_METHODS.has(ctx.method)) {
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
      try {
        ctx.request.body = JSON.parse(text) as unknown;
      } catch {
        throw badRequest('The request body is not valid JSON');
      }
    }
    await next();
  };
}
