import { PUBLIC_LIST_LIMIT, type Language } from '../../shared/constants';
import { PublicListQuerySchema, type PublicListQuery } from '../../shared/schemas/paging';
import { WithHeaders } from '../cache';
import type { AppMiddleware } from '../context';
import type { ContentKind } from '../db';
import { validateQuery, validatedQuery } from '../middleware/validate';
import type { Models } from '../models';
import { pageHeaders, sendPage, type PageQuery, type PageResult } from '../paging';
import { cachedList } from './json-cache';
import { requestedLanguage } from './params';

/** Reads one page of a public list in a language, with how many items there are over all pages. */
export type PublicListRead<T> = (models: Models, language: Language, window: PageQuery) => Promise<PageResult<T>>;

/**
 * The query string the Link header's addresses keep: the request's own, plus the bound as the page
 * size when it named none, so that `next` continues the same list rather than a page of the default size.
 */
function linkQuery(querystring: string, query: PublicListQuery): string {
  if (query.paged) return querystring;
  const params = new URLSearchParams(querystring);
  params.set('pageSize', String(PUBLIC_LIST_LIMIT));
  return params.toString();
}

/**
 * GET of a public JSON list at `path` (e.g. `/api/news`): the body stays the spec's array of items.
 * Without `page` or `pageSize` it is the first PUBLIC_LIST_LIMIT, cached under `kind` in each
 * language; with either, the page asked for, read for the request. Both answers say in X-Total-Count
 * how many there are and in Link (from PUBLIC_URL) where the list goes on.
 */
export function publicList<T>(kind: ContentKind, path: string, read: PublicListRead<T>): AppMiddleware {
  const queried: AppMiddleware = (ctx, next) =>
    validateQuery(PublicListQuerySchema)(ctx, async () => {
      const query = validatedQuery<PublicListQuery>(ctx);
      const result = await read(ctx.services.db.models, requestedLanguage(ctx), query);
      sendPage(ctx, result, query, linkQuery(ctx.querystring, query));
      await next();
    });
  return cachedList(
    kind,
    async (models, language, { publicUrl }) => {
      const query = PublicListQuerySchema.parse({});
      const result = await read(models, language, query);
      const querystring = linkQuery(language === 'en' ? '' : `lang=${language}`, query);
      return new WithHeaders(result.items, pageHeaders(publicUrl(), path, querystring, query, result.total));
    },
    { queried },
  );
}
