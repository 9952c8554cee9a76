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

/** A public list served from the JSON cache (cleared when a write to `kind` commits). */
export function cachedList(kind: ContentKind, load: (models: Models) => Promise<unknown[]>): AppMiddleware {
  return async (ctx) => {
    const { cache, db } = ctx.services;
    ctx.type = 'application/json';
    ctx.body = cache.peek(kind) ?? (await cache.get(kind, () => load(db.models)));
  };
}

/** One item by its numeric id, presented, or 404 with `notFoundMessage`. */
export function itemById<T>(
  find: (models: Models, id: number) => Promise<T | null>,
  present: (item: T) => unknown,
  notFoundMessage: string,
): AppMiddleware {
  return async (ctx) => {
    const item = await find(ctx.services.db.models, idParam(ctx));
    if (!item) throw notFound(notFoundMessage);
    ctx.body = present(item);
  };
}
