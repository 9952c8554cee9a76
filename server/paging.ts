import { TOTAL_COUNT_HEADER } from '../shared/entities';
import type { AppContext } from './context';

/** The page a list query asks for (1-based) and its size. */
export interface PageQuery {
  page: number;
  pageSize: number;
}

/** The items of one page and how many match over all pages. */
export interface PageResult<T> {
  items: T[];
  total: number;
}

/** LIMIT and OFFSET of a page. */
export const pageWindow = (query: PageQuery) => ({
  limit: query.pageSize,
  offset: (query.page - 1) * query.pageSize,
});

/** The number of the last page: 1 when nothing matches (an empty first page). */
export const lastPageOf = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

/**
 * The `Link` header of a page (RFC 8288, as GitHub pages its lists): `first` and `prev` when there
 * is a page before, `next` and `last` when there is one after. Each address is the request's own
 * path and query with another `page`, made absolute from PUBLIC_URL: Host and X-Forwarded-Host are
 * the request's to choose, so links built from them could point anywhere.
 */
export function pageLinks(publicUrl: string, path: string, querystring: string, query: PageQuery, total: number) {
  const last = lastPageOf(total, query.pageSize);
  const at = (page: number) => {
    const params = new URLSearchParams(querystring);
    params.set('page', String(page));
    return `<${publicUrl}${path}?${params.toString()}>`;
  };
  const links: string[] = [];
  if (query.page > 1) {
    links.push(`${at(1)}; rel="first"`);
    // Past the end, the page before is the last one that has items.
    links.push(`${at(Math.min(query.page - 1, last))}; rel="prev"`);
  }
  if (query.page < last) {
    links.push(`${at(query.page + 1)}; rel="next"`);
    links.push(`${at(last)}; rel="last"`);
  }
  return links.join(', ');
}

/**
 * Answers one page of a staff list: the body is the JSON array of the page's items, the total goes
 * in X-Total-Count and the neighbouring pages in Link. Every paged admin list answers this way.
 */
export function sendPage<T>(
  ctx: AppContext,
  result: PageResult<T>,
  query: PageQuery,
  querystring = ctx.querystring,
): void {
  for (const [name, value] of pageHeaders(ctx.services.publicUrl(), ctx.path, querystring, query, result.total)) {
    ctx.set(name, value);
  }
  ctx.body = result.items;
}

/** The headers of a page of a list: its total (X-Total-Count) and, when there are other pages, Link. */
export function pageHeaders(
  publicUrl: string,
  path: string,
  querystring: string,
  query: PageQuery,
  total: number,
): [string, string][] {
  const links = pageLinks(publicUrl, path, querystring, query, total);
  return links
    ? [
        [TOTAL_COUNT_HEADER, String(total)],
        ['Link', links],
      ]
    : [[TOTAL_COUNT_HEADER, String(total)]];
}
