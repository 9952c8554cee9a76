import { z } from 'zod';
import '../zod-config';
import { MEMBER_IDS_MAX, MEMBER_LIST_LIMIT, MEMBER_PAGE_SIZE } from '../constants';
import { INDUSTRIES, REGIONS } from '../entities';
import { validationMessages as m } from '../messages';
import { filter, page, pageSize, search } from './paging';

/** `1,5,9`: positive ids, at most MEMBER_IDS_MAX; absent means every member. */
const idList = () =>
  z
    .string({ error: m.invalidNumber })
    .regex(/^[1-9][0-9]{0,9}(,[1-9][0-9]{0,9})*$/, m.invalidNumber)
    .transform((text) => [...new Set(text.split(',').map(Number))])
    .refine((ids) => ids.length <= MEMBER_IDS_MAX, m.invalidNumber)
    .optional();

/** The filters of the public member list: search on name or description, exact industry and region. */
const memberFilters = {
  search: search(),
  industry: filter(INDUSTRIES),
  region: filter(REGIONS),
};

/**
 * GET /api/members: without `page` or `pageSize` the first MEMBER_LIST_LIMIT members (the filters
 * still apply); with either, one page (`pageSize` 1 to MEMBER_LIST_LIMIT, default
 * MEMBER_PAGE_SIZE). `ids` keeps only those members (a browser's saved companies).
 */
export const PublicMemberListQuerySchema = z.preprocess(
  // Whether the request pages is whether it names a page or a size, before their defaults fill in.
  (raw) => (raw !== null && typeof raw === 'object' ? { ...raw, paged: 'page' in raw || 'pageSize' in raw } : raw),
  z
    .object({
      paged: z.boolean(),
      page: page(),
      pageSize: pageSize(MEMBER_PAGE_SIZE, MEMBER_LIST_LIMIT),
      ...memberFilters,
      ids: idList(),
    })
    .transform((query) => (query.paged ? query : { ...query, page: 1, pageSize: MEMBER_LIST_LIMIT })),
);
export type PublicMemberListQuery = z.output<typeof PublicMemberListQuerySchema>;

/** One field of the /members page's query: a value that does not parse falls back to its default. */
export const MemberPageQueryFields = { page: page(), ...memberFilters };
