import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { ContentKind } from '../db';
import type { AppContext, AppMiddleware } from '../context';
import { notFound } from '../errors';
import type { Models } from '../models';

/** A numeric id from the path, or 404 (an id that cannot exist is an unknown item, not bad input). */
export function idParam(ctx: AppContext, name = 'id'): number {
  const raw = (ctx as AppContext & { params?: Record<string, string> }).params?.[name] ?? '';
  if (!/^[1-9][0-9]{0,9}$/.test(raw) || Number(raw) > 2_147_483_647) throw notFound();
  return Number(raw);
}

type Encoding = 'br' | 'gzip';
// Compressed copies of a cached body, made once per body (the cache replaces the Buffer on change).
const compressed = new WeakMap<Buffer, Partial<Record<Encoding, Buffer>>>();

function compressedCopy(body: Buffer, encoding: Encoding): Buffer {
  let copies = compressed.get(body);
  if (!copies) compressed.set(body, (copies = {}));
  copies[encoding] ??=
    encoding === 'br' ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : gzipSync(body);
  return copies[encoding];
}

/**
 * A public list served from the JSON cache (cleared when a write to `kind` commits), brotli- or
 * gzip-compressed once per change when the client accepts it.
 */
export function cachedList(kind: ContentKind, load: (models: Models) => Promise<unknown[]>): AppMiddleware {
  return cachedJson(kind, load);
}

/**
 * A public JSON answer served from the JSON cache under `kind` (cleared by `cache.invalidate`,
 * and after the cache's time to live), compressed like the lists.
 */
export function cachedJson(kind: string, load: (models: Models) => Promise<unknown>): AppMiddleware {
  return async (ctx) => {
    const { cache, db } = ctx.services;
    const body = cache.peek(kind) ?? (await cache.get(kind, () => load(db.models)));
    ctx.type = 'application/json';
    ctx.vary('Accept-Encoding');
    const encoding = ctx.get('accept-encoding') && body.length > 1024 ? ctx.acceptsEncodings('br', 'gzip') : false;
    if (encoding === 'br' || encoding === 'gzip') {
      ctx.set('Content-Encoding', encoding);
      ctx.body = compressedCopy(body, encoding);
    } else {
      ctx.body = body;
    }
  };
}

/** One public item by its numeric id (already presented), or 404 with `notFoundMessage`. */
export function itemById<T>(
  find: (models: Models, id: number) => Promise<T | null>,
  notFoundMessage: string,
): AppMiddleware {
  return async (ctx) => {
    const item = await find(ctx.services.db.models, idParam(ctx));
    if (!item) throw notFound(notFoundMessage);
    ctx.body = item;
  };
}
