import { EVENT_PAGE_SIZE, PAST_EVENTS_SHOWN, type Language } from '../../shared/constants';
import type { EventListPage } from '../../shared/entities';
import { EventPageQueryFields } from '../../shared/schemas';
import { nextEventEnd, pastEvents, upcomingEventPage, upcomingEventTypes } from '../content/event-pages';
import type { Services } from '../context';
import { lenientField } from './page-query';

const field = <K extends keyof typeof EventPageQueryFields>(key: K, value: string | null) =>
  lenientField(EventPageQueryFields, key, value);

/**
 * The /events page a query asks for (`?search=&eventType=&view=&page=`) at `now`: one page of the
 * upcoming events the filters keep, soonest first, how many match, the type filter's options, the
 * most recent past events and when the next upcoming event ends. A type no upcoming event has (an
 * outdated link) shows, and filters, as all; a page past the end is empty.
 */
export async function eventListPage(
  { db, labels, cache }: Pick<Services, 'db' | 'labels' | 'cache'>,
  query: URLSearchParams,
  language: Language,
  now: Date,
): Promise<EventListPage> {
  const { models } = db;
  const nextEnd = await nextEventEnd(models, now);
  const types = await upcomingEventTypes(cache, models, now, nextEnd);
  const eventType = field('eventType', query.get('eventType'));
  const filters = {
    search: field('search', query.get('search')),
    eventType: eventType && types.includes(eventType) ? eventType : null,
  };
  const window = { page: field('page', query.get('page')), pageSize: EVENT_PAGE_SIZE };
  const [result, past] = await Promise.all([
    upcomingEventPage(db, labels, { ...filters, ...window }, language, now),
    pastEvents(models, PAST_EVENTS_SHOWN, language, now),
  ]);
  return {
    ...result,
    ...window,
    filters,
    view: field('view', query.get('view')),
    types,
    past,
    nextEndAt: nextEnd?.toISOString() ?? null,
  };
}
