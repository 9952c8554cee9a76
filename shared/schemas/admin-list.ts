import { z } from 'zod';
import { PAGING } from '../constants';
import { validationMessages as m } from '../messages';
import { page, pageSize, search } from './paging';
import { missingTranslationFilter } from './translations';

/**
 * The query-string parameters of every staff list of managed items (members, events, news and the
 * resource collections); each list adds its own filters.
 */
export const adminListQuery = {
  page: page(),
  pageSize: pageSize(PAGING.adminPageSize),
  search: search(),
  /** 'true' lists only deleted items (admins, to restore them). */
  deleted: z
    .enum(['true', 'false'], { error: m.invalidChoice })
    .default('false')
    .transform((value) => value === 'true'),
  /** 'es' or 'sv' lists only the items whose translation into that language is not ready. */
  missing: missingTranslationFilter(),
};
