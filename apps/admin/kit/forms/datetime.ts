import { TZDate, tzOffset } from '@date-fns/tz';

/**
 * A `datetime-local` input shows and edits wall-clock time ('2026-11-21T10:00'); the shared
 * schemas want an ISO 8601 date-time with a zone. These convert between them: in the browser's
 * own zone (a news article's publish date), or in a named IANA zone (an event's times are typed as
 * the clocks show them where it happens, whatever zone the staff member's computer is in).
 */

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** The wall-clock fields of a moment, read in the browser's zone or in a named one. */
interface WallClock {
  getFullYear(): number;
  getMonth(): number;
  getDate(): number;
  getHours(): number;
  getMinutes(): number;
  getSeconds(): number;
  getMilliseconds(): number;
}

/**
 * 'YYYY-MM-DDTHH:mm'; with `exact`, ':ss' (and '.SSS') too when the moment has them, so that a form
 * holding the text sends an untouched stored value back as the very same instant.
 */
function formatWallClock(clock: WallClock, exact = false): string {
  let text =
    `${pad(clock.getFullYear(), 4)}-${pad(clock.getMonth() + 1)}-${pad(clock.getDate())}` +
    `T${pad(clock.getHours())}:${pad(clock.getMinutes())}`;
  if (!exact) return text;
  if (clock.getSeconds() || clock.getMilliseconds()) text += `:${pad(clock.getSeconds())}`;
  if (clock.getMilliseconds()) text += `.${pad(clock.getMilliseconds(), 3)}`;
  return text;
}

/** A moment from ISO, or null when it is not one. */
function momentOf(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * '2026-11-21T09:00:00.000Z' → the same moment in local time, 'YYYY-MM-DDTHH:mm'; '' when not a
 * date. To the minute: its field holds the ISO value, which stays as it was until it is edited.
 */
export function isoToLocalInput(iso: string | null | undefined): string {
  const date = momentOf(iso);
  return date ? formatWallClock(date) : '';
}

/**
 * '2026-11-21T09:00:00.000Z' → the wall-clock time at that moment in `timeZone`
 * ('2026-11-21T10:00' in Europe/Stockholm, seconds only when it has them); '' when not a date.
 */
export function isoToZonedInput(iso: string | null | undefined, timeZone: string): string {
  const date = momentOf(iso);
  return date ? formatWallClock(new TZDate(date.getTime(), timeZone), true) : '';
}

const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?$/;

/** Year, month (0-based, as Date wants it), day, hours, minutes, seconds, milliseconds. */
type WallClockParts = [number, number, number, number, number, number, number];

/** The numbers of a wall-clock text, or null when it is not one. */
function parseWallClock(value: string): WallClockParts | null {
  const match = LOCAL_INPUT.exec(value);
  if (!match) return null;
  const [year, month, day, hours, minutes, seconds, millis] = match.slice(1);
  return [
    Number(year),
    Number(month) - 1,
    Number(day),
    Number(hours),
    Number(minutes),
    Number(seconds ?? '0'),
    Number((millis ?? '0').padEnd(3, '0')),
  ];
}

/**
 * Converts a wall-clock text with `toInstant` (which reads the numbers in some zone); '' stays ''
 * (the schema then says the field is required). A value that is not a real date-time (31 February)
 * is passed on as it is, so the schema's "Please enter a valid date" shows.
 */
function wallClockToIso(local: string, toInstant: (parts: WallClockParts) => number): string {
  const value = local.trim();
  if (!value) return '';
  const parts = parseWallClock(value);
  if (!parts) return value;
  const calendar = new Date(Date.UTC(...parts));
  if (calendar.getUTCMonth() !== parts[1] || calendar.getUTCDate() !== parts[2]) return value;
  const instant = toInstant(parts);
  return Number.isNaN(instant) ? value : new Date(instant).toISOString();
}

/** 'YYYY-MM-DDTHH:mm' (local) → ISO in UTC; see `wallClockToIso` for empty and invalid text. */
export function localInputToIso(local: string): string {
  return wallClockToIso(local, (parts) => new Date(...parts).getTime());
}

const HOUR = 3_600_000;

/**
 * 'YYYY-MM-DDTHH:mm' as the clocks show it in `timeZone` → ISO in UTC. On the night the clocks go
 * forward, a time that does not exist there (02:30 in Stockholm on 29 March 2026) moves forward by
 * the gap (03:30 summer time), as the clocks did; on the night they go back, a time that happens
 * twice (02:30 on 25 October 2026) is the second one (standard time). Empty and invalid text as
 * `wallClockToIso` says.
 *
 * Worked out from the zone's offsets on either side of the time (`tzOffset`) rather than with a
 * TZDate built from the numbers: that one resolves a doubled time by the machine's own zone.
 */
export function zonedInputToIso(local: string, timeZone: string): string {
  return wallClockToIso(local, (parts) => {
    const asUtc = Date.UTC(...parts);
    // Clocks change at most once within a day, and never by more than a few hours.
    const before = tzOffset(timeZone, new Date(asUtc - 12 * HOUR));
    const after = tzOffset(timeZone, new Date(asUtc + 12 * HOUR));
    const shows = (offset: number) => {
      const instant = asUtc - offset * 60_000;
      return tzOffset(timeZone, new Date(instant)) === offset ? instant : null;
    };
    const candidates = [shows(before), shows(after)].filter((instant): instant is number => instant !== null);
    // None: the time fell in the gap, and read with the offset before it, it lands that far after.
    if (candidates.length === 0) return asUtc - before * 60_000;
    return Math.max(...candidates);
  });
}
