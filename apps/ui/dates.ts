import { format, formatDistanceStrict, type Locale } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';
import { DATE_FORMATS, type Language } from '../../shared/constants';

// English is bundled (it is the default); Spanish and Swedish load with their language.
const locales: Partial<Record<Language, Locale>> = { en: enUS };
let current: Locale = enUS;

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
}

/**
 * Activates a loaded locale at once: the server renders pages in several languages, each render
 * synchronous, so it switches right before each one (after `loadDateLocale` for every language).
 */
export function switchDateLocale(language: Language): void {
  const locale = locales[language];
  if (!locale) throw new Error(`The date locale of ${language} is not loaded`);
  current = locale;
}

/** Formats an ISO date with a pattern in the active language. */
export function formatDate(iso: string | Date, pattern: string): string {
  return format(typeof iso === 'string' ? new Date(iso) : iso, pattern, { locale: current });
}

/** 'MMM dd, yyyy', the date on cards. */
export const formatCardDate = (iso: string | Date) => formatDate(iso, DATE_FORMATS.card);
/** 'MMMM yyyy', the heading of a month group. */
export const formatMonthGroup = (iso: string | Date) => formatDate(iso, DATE_FORMATS.monthGroup);
/** 'dd MMM yyyy', the date in admin tables. */
export const formatTableDate = (iso: string | Date) => formatDate(iso, DATE_FORMATS.adminTable);

/** How long ago `iso` was, in the active language ('5 minutes ago', 'hace 5 minutos'). */
export function formatTimeAgo(iso: string | Date, now: Date = new Date()): string {
  return formatDistanceStrict(typeof iso === 'string' ? new Date(iso) : iso, now, { addSuffix: true, locale: current });
}
