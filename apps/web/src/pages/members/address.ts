import type { MemberListFilters } from '../../../../../shared/entities';

export const MEMBERS_PATH = '/members';

/** The filters as a query string, without the defaults; `page` only past the first. */
export function membersQuery(filters: MemberListFilters, page = 1): string {
  const params = new URLSearchParams();
  if (filters.search) params.set('search', filters.search);
  if (filters.industry) params.set('industry', filters.industry);
  if (filters.region) params.set('region', filters.region);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** Whether any filter is chosen. */
export const isFiltered = (filters: MemberListFilters) =>
  filters.search !== '' || filters.industry !== null || filters.region !== null;
