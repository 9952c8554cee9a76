import { z } from 'zod';
import '../zod-config';
import { PAGING, PUBLIC_LIST_LIMIT, PUBLIC_PAGE_SIZE } from '../constants';
import { validationMessages as m } from '../messages';
import { withoutControlCharacters } from './fields';

// Query-string parameters of the lists that page through the server (numbers arrive as text).

/** A 1-based page number, default 1. */
export const page = () =>
  z.coerce.number({ error: m.invalidNumber }).int(m.invalidNumber).min(1, m.invalidNumber).default(1);

/** Items per page: 1 to `max` (PAGING.maxPageSize unless a list allows more), default `fallback`. */
export const pageSize = (fallback: number = PAGING.adminPageSize, max: number = PAGING.maxPageSize) =>
  z.coerce
    .number({ error: m.invalidNumber })
    .int(m.invalidNumber)
    .min(1, m.invalidNumber)
    .max(max, m.invalidNumber)
    .default(fallback);

/**
 * A search text, trimmed, at most PAGING.searchMax characters, default ''. Control characters (NUL
 * among them) are dropped rather than refused: no stored text contains one, a database would refuse
 * NUL in a query, and a search changes nothing.
 */
export const search = () =>
  z
    .string({ error: m.tooLong })
    .transform(withoutControlCharacters)
    .pipe(z.string().trim().max(PAGING.searchMax, m.tooLong))
    .default('');

/** An exact-match filter: 'all' (or absent) disables it (null). */
export const filter = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .enum(['all', ...values] as [string, ...string[]], { error: m.invalidChoice })
    .default('all')
    .transform((value) => (value === 'all' ? null : (value as T[number])));

/**
 * A public JSON list (`/api/news`, `/api/reports`, …): without `page` or `pageSize` the first
 * PUBLIC_LIST_LIMIT items; with either, one page (`pageSize` 1 to PUBLIC_LIST_LIMIT, default
 * PUBLIC_PAGE_SIZE). `paged` says which, so the Link header can keep the size the answer used.
 */
export const PublicListQuerySchema = z.preprocess(
  // Whether the request pages is whether it names a page or a size, before their defaults fill in.
  (raw) => (raw !== null && typeof raw === 'object' ? { ...raw, paged: 'page' in raw || 'pageSize' in raw } : raw),
  z
    .object({ paged: z.boolean(), page: page(), pageSize: pageSize(PUBLIC_PAGE_SIZE, PUBLIC_LIST_LIMIT) })
    .transform((query) => (query.paged ? query : { ...query, page: 1, pageSize: PUBLIC_LIST_LIMIT })),
);
export type PublicListQuery = z.output<typeof PublicListQuerySchema>;
