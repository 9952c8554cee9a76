import { TZDate } from '@date-fns/tz';
import { format, formatDistanceStrict, type Locale } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';
import { DATE_FORMATS, type Language } from '../../shared/constants';

// English is bundled (it is the default); Spanish and Swedish load with their language.
const locales: Partial<Record<Language, Locale>> = { en: enUS };
let current: Locale = enUS;
let currentLanguage: Language = 'en';

/** Loads the date-fns locale of a language (once). */
export async function loadDateLocale(language: Language): Promise<void> {
  if (!locales[language]) {
    locales[language] =
      language === 'es' ? (await import('date-fns/locale/es')).es : (await import('date-fns/locale/sv')).sv;
  }
}

/** Loads and activates the date-fns locale of a language. */
export async function activateDateLocale(language: Language): Promise<void> {
  await loadDateLocale(language);
  current = locales[language] ?? enUS;
  currentLanguage = locales[language] ? language : 'en';
}

/**
 * Activates a loaded locale at once: the server renders pages in several languages, each render
 * synchronous, so it switches right before each one (after `loadDateLocale` for every language).
 */
export function switchDateLocale(language: Language): void {
  const locale = locales[language];
  if (!locale) throw new Error(`The date locale of ${language} is not loaded`);
  current = locale;
  currentLanguage = language;
}

const toDate = (value: string | Date) => (typeof value === 'string' ? new Date(value) : value);

/**
 * The instant as a wall clock of `timeZone` when one is given: an event's dates are read where it
 * happens, so the server (in UTC) and a browser anywhere print the same day and time.
 */
const inZone = (value: string | Date, timeZone: string | undefined): Date =>
  timeZone ? new TZDate(toDate(value).getTime(), timeZone) : toDate(value);

/** Formats an ISO date with a pattern in the active language (in `timeZone` when given, else the runtime's). */
export function formatDate(iso: string | Date, pattern: string, timeZone?: string): string {
  return format(inZone(iso, timeZone), pattern, { locale: current });
}

/** The date on cards, in the active language's order ('MMM dd, yyyy' in English, '28 ago 2026'). */
export const formatCardDate = (iso: string | Date, timeZone?: string) =>
  formatDate(iso, DATE_FORMATS[currentLanguage].card, timeZone);
/** The heading of a month's group ('MMMM yyyy' in English, 'agosto de 2026', 'augusti 2026'). */
export const formatMonthGroup = (iso: string | Date, timeZone?: string) =>
  formatDate(iso, DATE_FORMATS[currentLanguage].monthGroup, timeZone);
/** The date in admin tables ('dd MMM yyyy'). */
export const formatTableDate = (iso: string | Date) => formatDate(iso, DATE_FORMATS[currentLanguage].adminTable);

/**
 * A span of days in the card format: one date when both are the same day. English writes both dates
 * in full ('Nov 03, 2026 – Nov 04, 2026', the cards' date pattern); Spanish and Swedish write what the two share once, as
 * their readers do: '3–4 nov 2026', '30 nov – 2 dic 2026', and both in full across years.
 */
export function formatDateRange(startIso: string | Date, endIso: string | Date, timeZone?: string): string {
  const start = inZone(startIso, timeZone);
  const end = inZone(endIso, timeZone);
  // Compared as the zone's calendar dates (date-fns' isSameDay would use the runtime's zone).
  const same = (pattern: string) => format(start, pattern) === format(end, pattern);
  const full = DATE_FORMATS[currentLanguage].card;
  if (same('yyyy-MM-dd')) return formatDate(start, full);
  const last = formatDate(end, full);
  if (currentLanguage === 'en' || !same('yyyy')) return `${formatDate(start, full)} – ${last}`;
  return same('yyyy-MM') ? `${formatDate(start, 'd')}–${last}` : `${formatDate(start, 'd MMM')} – ${last}`;
}

/** The time of day as each language writes it: '9:00 AM', '9:00', '09:00'. */
const TIME_FORMATS: Readonly<Record<Language, string>> = { en: 'h:mm a', es: 'H:mm', sv: 'HH:mm' };
/** Between the date and the time: 'Dec 03, 2026, 9:00 AM', '3 dic 2026, 9:00', '3 dec. 2026 09:00'. */
const DATE_TIME_SEPARATORS: Readonly<Record<Language, string>> = { en: ', ', es: ', ', sv: ' ' };

/**
 * The abbreviation of `timeZone` in force at `instant` ('CET' in winter, 'CEST' in summer), or its
 * offset ('GMT-5') where the zone has no abbreviation in use. Intl names zones in a locale's terms:
 * British English knows the European abbreviations, American English those of the Americas.
 */
export function timeZoneAbbreviation(instant: string | Date, timeZone: string): string {
  const date = toDate(instant);
  const first = timeZone.startsWith('America/') ? 'en-US' : 'en-GB';
  const second = first === 'en-US' ? 'en-GB' : 'en-US';
  let offset = '';
  for (const locale of [first, second]) {
    const name = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'short' })
      .formatToParts(date)
      .find((part) => part.type === 'timeZoneName')?.value;
    if (!name) continue;
    if (!/^(GMT|UTC)[+-−]/.test(name)) return name;
    offset ||= name.replace('−', '-');
  }
  return offset || 'GMT';
}

/** The time of day at `iso` in `timeZone` in the active language, without the zone ('9:00 AM'). */
export const formatZonedTime = (iso: string | Date, timeZone: string) =>
  formatDate(iso, TIME_FORMATS[currentLanguage], timeZone);

/**
 * The date and time of `iso` where the event happens, with the zone's abbreviation, in the active
 * language: 'Dec 03, 2026, 9:00 AM CET', '3 dic 2026, 9:00 CET', '3 dec. 2026 09:00 CET'.
 */
export function formatZonedDateTime(iso: string | Date, timeZone: string): string {
  const day = formatCardDate(iso, timeZone);
  return `${day}${DATE_TIME_SEPARATORS[currentLanguage]}${formatZonedTime(iso, timeZone)} ${timeZoneAbbreviation(iso, timeZone)}`;
}

/**
 * An event's start and end where it happens: the start alone; a start and a time when it ends the
 * same day ('Dec 03, 2026, 9:00 AM – 11:00 AM CET'); both in full across days.
 */
export function formatZonedSpan(startIso: string | Date, endIso: string | Date | null, timeZone: string): string {
  if (!endIso) return formatZonedDateTime(startIso, timeZone);
  const startZone = timeZoneAbbreviation(startIso, timeZone);
  const endZone = timeZoneAbbreviation(endIso, timeZone);
  const sameDay = formatDate(startIso, 'yyyy-MM-dd', timeZone) === formatDate(endIso, 'yyyy-MM-dd', timeZone);
  if (!sameDay || startZone !== endZone) {
    return `${formatZonedDateTime(startIso, timeZone)} – ${formatZonedDateTime(endIso, timeZone)}`;
  }
  const start = `${formatCardDate(startIso, timeZone)}${DATE_TIME_SEPARATORS[currentLanguage]}${formatZonedTime(startIso, timeZone)}`;
  return `${start} – ${formatZonedTime(endIso, timeZone)} ${endZone}`;
}

/** How long ago `iso` was, in the active language ('5 minutes ago', 'hace 5 minutos'). */
export function formatTimeAgo(iso: string | Date, now: Date = new Date()): string {
  return formatDistanceStrict(toDate(iso), now, { addSuffix: true, locale: current });
}
