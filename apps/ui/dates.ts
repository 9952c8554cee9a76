import { format, formatDistanceStrict, isSameDay, isSameMonth, isSameYear, type Locale } from 'date-fns';
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

/** Formats an ISO date with a pattern in the active language. */
export function formatDate(iso: string | Date, pattern: string): string {
  return format(toDate(iso), pattern, { locale: current });
}

/** The date on cards, in the active language's order ('MMM dd, yyyy' in English, '28 ago 2026'). */
export const formatCardDate = (iso: string | Date) => formatDate(iso, DATE_FORMATS[currentLanguage].card);
/** The heading of a month's group ('MMMM yyyy' in English, 'agosto de 2026', 'augusti 2026'). */
export const formatMonthGroup = (iso: string | Date) => formatDate(iso, DATE_FORMATS[currentLanguage].monthGroup);
/** The date in admin tables ('dd MMM yyyy'). */
export const formatTableDate = (iso: string | Date) => formatDate(iso, DATE_FORMATS[currentLanguage].adminTable);

/**
 * A span of days in the card format: one date when both are the same day. English writes both dates
 * in full (the specification's card pattern); Spanish and Swedish write what the two share once, as
 * their readers do: '3–4 nov 2026', '30 nov – 2 dic 2026', and both in full across years.
 */
export function formatDateRange(startIso: string | Date, endIso: string | Date): string {
  const start = toDate(startIso);
  const end = toDate(endIso);
  const full = DATE_FORMATS[currentLanguage].card;
  if (isSameDay(start, end)) return formatDate(start, full);
  const last = formatDate(end, full);
  if (currentLanguage === 'en' || !isSameYear(start, end)) return `${formatDate(start, full)} – ${last}`;
  return isSameMonth(start, end) ? `${formatDate(start, 'd')}–${last}` : `${formatDate(start, 'd MMM')} – ${last}`;
}

/** How long ago `iso` was, in the active language ('5 minutes ago', 'hace 5 minutos'). */
export function formatTimeAgo(iso: string | Date, now: Date = new Date()): string {
  return formatDistanceStrict(toDate(iso), now, { addSuffix: true, locale: current });
}
