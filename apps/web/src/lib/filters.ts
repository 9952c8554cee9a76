import type { ChamberEvent, NewsArticle } from '../../../../shared/entities';
import { formatDate } from '../../../ui/dates';

/** The value of a select that disables its filter. */
export const ALL = 'all';

/** Events by date ascending. */
export function sortEvents(events: readonly ChamberEvent[]): ChamberEvent[] {
  return [...events].sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id);
}

/** News by publishDate descending. */
export function sortNews(articles: readonly NewsArticle[]): NewsArticle[] {
  return [...articles].sort((a, b) => b.publishDate.localeCompare(a.publishDate) || b.id - a.id);
}

/**
 * Events grouped by month and year of their start, in date order: [monthKey 'yyyy-MM', events].
 * The month is the one of the event's own time zone, the calendar its card date and day number
 * are written in, so an event never sits under a heading other than the month its date shows.
 */
export function groupEventsByMonth(events: readonly ChamberEvent[]): [string, ChamberEvent[]][] {
  const groups = new Map<string, ChamberEvent[]>();
  for (const event of sortEvents(events)) {
    const key = formatDate(event.date, 'yyyy-MM', event.timeZone);
    const group = groups.get(key);
    if (group) group.push(event);
    else groups.set(key, [event]);
  }
  return [...groups];
}
