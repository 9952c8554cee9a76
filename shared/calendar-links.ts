import type { ChamberEvent } from './entities';

// Where an event's calendar entries are: the site's iCalendar files and a Google Calendar link. The
// server serves the files; the event pages link to them and to Google.

/** The calendar of every event (`?type=` and `?region=` narrow it); `/es/…`, `/sv/…` in those languages. */
export const EVENTS_CALENDAR_PATH = '/events.ics';

/** The iCalendar file of one event (`/es/…`, `/sv/…` in those languages). */
export const eventCalendarPath = (id: number) => `/events/${id}/calendar.ics`;

/** How long an event without an end lasts in a calendar. */
export const DEFAULT_EVENT_HOURS = 2;

/** When an event ends, for a calendar: its end, or DEFAULT_EVENT_HOURS after its start. */
export function eventEnd(event: Pick<ChamberEvent, 'date' | 'endDate'>): Date {
  return event.endDate ? new Date(event.endDate) : new Date(Date.parse(event.date) + DEFAULT_EVENT_HOURS * 3_600_000);
}

/** `20261203T080000Z`: an instant as Google Calendar's `dates` parameter writes it. */
const googleInstant = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/**
 * A link that opens Google Calendar with the event filled in: title, start and end, place, the
 * event's time zone, and a description ending with the event page's address (`pageUrl`, absolute).
 */
export function googleCalendarUrl(
  event: Pick<ChamberEvent, 'title' | 'description' | 'location' | 'date' | 'endDate' | 'timeZone'>,
  pageUrl: string,
): string {
  const params: [string, string][] = [
    ['action', 'TEMPLATE'],
    ['text', event.title],
    ['dates', `${googleInstant(new Date(event.date))}/${googleInstant(eventEnd(event))}`],
    ['details', `${event.description}\n\n${pageUrl}`],
    ['location', event.location],
    ['ctz', event.timeZone],
  ];
  const query = params.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('&');
  return `https://calendar.google.com/calendar/render?${query}`;
}
