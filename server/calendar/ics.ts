import { TZDate, tzOffset } from '@date-fns/tz';
import ical from 'ical-generator';
import type { Language } from '../../shared/constants';
import type { ChamberEvent } from '../../shared/entities';
import { eventEnd } from '../../shared/calendar-links';
import { localizedPath } from '../../shared/routes';
import { isTimeZone } from '../../shared/time-zones';

// The site's events as iCalendar (RFC 5545) text: the subscribed calendar of every event and the
// file of one event. Times are written in the event's own time zone, so a calendar shows "10:00 in
// Stockholm" even after the rules of that zone change, with the zone's rules (VTIMEZONE) included.

/** An event as the calendar writes it: the public event, with its revision when it is known. */
export type CalendarEvent = ChamberEvent & {
  /** The event's version: written as SEQUENCE, so a client knows a fetched entry is newer. */
  version?: number;
  /** When the event last changed: written as DTSTAMP (without it: when the file is made). */
  updatedAt?: Date;
};

export interface CalendarOptions {
  /** The site's public address (PUBLIC_URL, without a trailing slash): every link and the UIDs come from it. */
  publicUrl: string;
  /** The language of the texts (the events come already localized); the links go to that language's pages. */
  language: Language;
  /** The site's name in that language: the calendar's name. */
  siteName: string;
  /** When the file is made (DTSTAMP of an event without `updatedAt`). */
  now?: Date;
  /** How often a subscribed client should fetch the calendar again. */
  refreshSeconds?: number;
}

/**
 * A stored text without the control characters a calendar's TEXT may not hold (RFC 5545: all but tab;
 * line breaks are escaped as `\n` by the writer): a title saved before the forms refused them, or a
 * direct import, must not break the file for every subscriber.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const calendarText = (text: string) => text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '');

/** `Chamber, Sweden` → `Chamber\, Sweden`: TEXT escaping (ical-generator writes NAME and X-WR-CALNAME as given). */
const escapeText = (text: string) =>
  calendarText(text)
    .replace(/[\\;,]/g, (character) => `\\${character}`)
    .replace(/\r\n|\r|\n/g, '\\n');

/** The event's UID: the same for every fetch and every change of the event, so clients update their entry. */
export const eventUid = (id: number, publicUrl: string) => `event-${id}@${new URL(publicUrl).hostname}`;

/** The absolute address of an event's page in `language`. */
export const eventPageUrl = (id: number, language: Language, publicUrl: string) =>
  `${publicUrl}${localizedPath(`/events/${id}`, language)}`;

/**
 * Markdown as readable plain text (calendars show DESCRIPTION as text): emphasis markers and heading
 * marks dropped, `[text](url)` as `text (url)` (a link to the site's own page made absolute).
 */
export function markdownToText(markdown: string, publicUrl: string): string {
  const absolute = (url: string) => (url.startsWith('/') && !url.startsWith('//') ? `${publicUrl}${url}` : url);
  return (
    markdown
      .replace(/\r\n?/g, '\n')
      // Images: only their text (the event page shows none from the description either).
      .replace(/!\[([^\]]*)\]\(([^)\s]*)(?:\s+"[^"]*")?\)/g, '$1')
      .replace(/\[([^\]]+)\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g, (_match, text: string, url: string) =>
        text === url ? absolute(url) : `${text} (${absolute(url)})`,
      )
      .replace(/<(https?:\/\/[^>\s]+)>/g, '$1')
      .replace(/^ {0,3}#{1,6}[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/gm, '$1')
      .replace(/\*\*|__/g, '')
      // Single `_` or `*` around words (not inside a word or an address such as a_b_c, not a list's `* `).
      .replace(/(^|[^\p{L}\p{N}_*])[_*](?=\S)([^_*\n]*?\S)[_*](?![\p{L}\p{N}_*])/gu, '$1$2')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}

/** `+0100`, `-0600`: an offset in minutes as TZOFFSETFROM/TZOFFSETTO write it. */
function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const absolute = Math.abs(minutes);
  return `${sign}${String(Math.floor(absolute / 60)).padStart(2, '0')}${String(absolute % 60).padStart(2, '0')}`;
}

/** `20260329T020000`: a wall-clock time (given as the UTC fields of `local`) as DTSTART writes it. */
const localText = (local: number) =>
  new Date(local)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, '');

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** The zone's offset (minutes) at an instant, from the runtime's time zone database. */
const offsetAt = (timeZone: string, instant: number) => tzOffset(timeZone, new Date(instant));

/** Whether `offset` is a summer time of its year: above the lower of the January and July offsets. */
function isDaylight(timeZone: string, instant: number, offset: number): boolean {
  const year = new Date(instant).getUTCFullYear();
  const january = offsetAt(timeZone, Date.UTC(year, 0, 1));
  const july = offsetAt(timeZone, Date.UTC(year, 6, 1));
  return january !== july && offset > Math.min(january, july);
}

const vtimezones = new Map<string, string>();

/**
 * The VTIMEZONE of `timeZone` for the instants `from` to `to`, built from the runtime's time zone
 * database (kept current with Node): one observance for the offset at the start, then one for each
 * change of offset in between, each at its exact local onset. Published VTIMEZONE collections are
 * frozen at a past tz release (e.g. Mexico City and São Paulo still have summer time there), and a
 * client that trusts the file would put those events an hour off.
 */
export function vtimezone(timeZone: string, from: number, to: number): string {
  const key = `${timeZone} ${from} ${to}`;
  const known = vtimezones.get(key);
  if (known) return known;
  const observance = (onset: number, before: number, after: number) => {
    const kind = isDaylight(timeZone, onset, after) ? 'DAYLIGHT' : 'STANDARD';
    return [
      `BEGIN:${kind}`,
      `DTSTART:${localText(onset + before * MINUTE_MS)}`,
      `TZOFFSETFROM:${offsetText(before)}`,
      `TZOFFSETTO:${offsetText(after)}`,
      `END:${kind}`,
    ];
  };
  const first = offsetAt(timeZone, from);
  const lines = ['BEGIN:VTIMEZONE', `TZID:${timeZone}`, ...observance(from, first, first)];
  let offset = first;
  for (let day = from; day < to; day += DAY_MS) {
    const next = Math.min(day + DAY_MS, to);
    const nextOffset = offsetAt(timeZone, next);
    if (nextOffset === offset) continue;
    // The first minute with the new offset: zones change offset on a whole minute.
    let low = Math.floor(day / MINUTE_MS);
    let high = Math.floor(next / MINUTE_MS);
    while (high - low > 1) {
      const middle = Math.floor((low + high) / 2);
      if (offsetAt(timeZone, middle * MINUTE_MS) === offset) low = middle;
      else high = middle;
    }
    lines.push(...observance(high * MINUTE_MS, offset, nextOffset));
    offset = nextOffset;
  }
  lines.push('END:VTIMEZONE');
  const text = lines.join('\r\n');
  // A few zones times a few year spans: a bound only against an unexpected variety.
  if (vtimezones.size > 500) vtimezones.clear();
  vtimezones.set(key, text);
  return text;
}

/** The text of an event's DESCRIPTION: its description as text, the online address when it has one, its page. */
function descriptionOf(event: ChamberEvent, pageUrl: string, publicUrl: string): string {
  const parts = [markdownToText(event.description, publicUrl)];
  // Online events: the address people join at (the registration link, else the page that gives it).
  // A members-only event's link is the site's own gate to it, a path here.
  const link = event.registrationLink?.startsWith('/')
    ? `${publicUrl}${event.registrationLink}`
    : event.registrationLink;
  if (event.eventType === 'virtual' || event.eventType === 'hybrid') parts.push(link ?? pageUrl);
  parts.push(pageUrl);
  return [...new Set(parts.filter(Boolean))].join('\n\n');
}

/**
 * One VCALENDAR with a VEVENT per event: stable UID, SEQUENCE from the event's version, start and end
 * in the event's time zone (with its VTIMEZONE), title, description as text ending with the event
 * page's address, the page's address as URL, and the location.
 */
export function eventCalendar(events: readonly CalendarEvent[], options: CalendarOptions): string {
  const { publicUrl, language } = options;
  const now = options.now ?? new Date();
  const zoneOf = (event: ChamberEvent) => (isTimeZone(event.timeZone) ? event.timeZone : 'UTC');
  // Every VTIMEZONE covers the years of all the file's events, from a few days before the first
  // start (its local date may be the day before in UTC) to a few days after the last end.
  const starts = events.map((event) => Date.parse(event.date));
  const ends = events.map((event) => eventEnd(event).getTime());
  const earliest = starts.length ? Math.min(...starts) : now.getTime();
  const latest = ends.length ? Math.max(...ends) : now.getTime();
  const from = Date.UTC(new Date(earliest).getUTCFullYear(), 0, 1) - 2 * DAY_MS;
  const to = Date.UTC(new Date(latest).getUTCFullYear() + 1, 0, 1) + 2 * DAY_MS;

  const calendar = ical({
    prodId: `//${new URL(publicUrl).hostname}//${escapeText(options.siteName.replace(/\/\//g, '/'))}//${language.toUpperCase()}`,
    name: escapeText(options.siteName),
    url: `${publicUrl}${localizedPath('/events', language)}`,
    timezone: { name: null, generator: (timeZone) => vtimezone(timeZone, from, to) },
    ...(options.refreshSeconds ? { ttl: options.refreshSeconds } : {}),
  });
  for (const event of events) {
    const timeZone = zoneOf(event);
    const pageUrl = eventPageUrl(event.id, language, publicUrl);
    calendar.createEvent({
      id: eventUid(event.id, publicUrl),
      sequence: event.version ?? 0,
      stamp: event.updatedAt ?? now,
      // A TZDate: ical-generator writes a plain Date's local fields in the server's own zone, not the event's.
      start: new TZDate(Date.parse(event.date), timeZone),
      end: new TZDate(eventEnd(event).getTime(), timeZone),
      timezone: timeZone,
      summary: calendarText(event.title),
      description: calendarText(descriptionOf(event, pageUrl, publicUrl)),
      ...(event.location.trim() ? { location: calendarText(event.location) } : {}),
      url: pageUrl,
    });
  }
  return calendar.toString();
}
