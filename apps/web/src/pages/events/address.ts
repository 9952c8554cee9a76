import type { EventListFilters, EventView } from '../../../../../shared/entities';
import { filterQuery } from '../../lib/urls';

export const EVENTS_PATH = '/events';

/** The filters and the view as a query string, without the defaults; `page` only past the first. */
export const eventsQuery = ({ search, eventType }: EventListFilters, view: EventView, page = 1): string =>
  filterQuery({ search, eventType, view: view === 'grid' ? null : view }, page);

/** Whether any filter is chosen (the view is no filter). */
export const isFiltered = (filters: EventListFilters) => filters.search !== '' || filters.eventType !== null;
