import type { DirectoryFilters } from '../../../../../shared/resources';

export const DIRECTORY_PATH = '/business-directory';

/** The filters as a query string, without the defaults; `page` only past the first. */
export function directoryQuery(filters: DirectoryFilters, page = 1): string {
  const params = new URLSearchParams();
  if (filters.search) params.set('search', filters.search);
  if (filters.region) params.set('region', filters.region);
  if (filters.industry) params.set('industry', filters.industry);
  if (filters.type) params.set('type', filters.type);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `?${query}` : '';
}
