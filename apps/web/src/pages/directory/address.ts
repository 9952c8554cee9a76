import type { DirectoryFilters } from '../../../../../shared/resources';
import { filterQuery } from '../../lib/urls';

export const DIRECTORY_PATH = '/business-directory';

/** The filters as a query string, without the defaults; `page` only past the first. */
export const directoryQuery = ({ search, region, industry, type }: DirectoryFilters, page = 1): string =>
  filterQuery({ search, region, industry, type }, page);
