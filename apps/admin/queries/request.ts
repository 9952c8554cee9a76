import { PAGING } from '../../../shared/constants';
import { TOTAL_COUNT_HEADER, type Page } from '../../../shared/entities';
import { apiRequest, apiRequestWithHeaders } from '../../ui/api';

/**
 * GETs one page of a staff list: the server answers the page's items as an array with the total in
 * X-Total-Count (docs/api.md, "Paging"); the screens get them as one `Page`, its number and size
 * read from `path`'s own query (the server's defaults when absent). `headers`: what else the
 * answer said (the outbox's X-Mail-Delivery).
 */
export async function fetchPage<T>(path: string): Promise<{ page: Page<T>; headers: Headers }> {
  const { body, headers } = await apiRequestWithHeaders<T[]>('GET', path);
  const query = new URLSearchParams(path.split('?')[1] ?? '');
  const number = (name: string, fallback: number) => Number(query.get(name) ?? fallback) || fallback;
  const page: Page<T> = {
    items: body,
    total: Number(headers.get(TOTAL_COUNT_HEADER) ?? body.length),
    page: number('page', 1),
    pageSize: number('pageSize', PAGING.adminPageSize),
  };
  return { page, headers };
}

/** `fetchPage` without the headers. */
export async function getPage<T>(path: string): Promise<Page<T>> {
  return (await fetchPage<T>(path)).page;
}

/**
 * A page of a staff list with what its screen shows beside it (a filter's counts of every status, the
 * "who" filter's people), read from `extraPath` at the same time and refreshed together.
 */
export async function pageWith<T, K extends string, V>(path: string, key: K, extraPath: string) {
  const [page, extra] = await Promise.all([getPage<T>(path), apiRequest<V>('GET', extraPath)]);
  return { ...page, [key]: extra } as Page<T> & Record<K, V>;
}
