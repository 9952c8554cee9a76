import type { MemberListFilters } from '../../../../../shared/entities';
import { filterQuery } from '../../lib/urls';

export const MEMBERS_PATH = '/members';

/** The filters as a query string, without the defaults; `page` only past the first. */
export const membersQuery = ({ search, industry, region }: MemberListFilters, page = 1): string =>
  filterQuery({ search, industry, region }, page);

/** Whether any filter is chosen. */
export const isFiltered = (filters: MemberListFilters) =>
  filters.search !== '' || filters.industry !== null || filters.region !== null;
