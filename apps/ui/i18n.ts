import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, TRANSLATION_LOADING, type Language } from '../../shared/constants';
import { activateDateLocale } from './dates';

/** Where the chosen (or first detected) language is kept in the browser. */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

/** Loads one language's strings of one area, as { namespace: { key: text } }. */
export type LocaleLoader = (language: Language) => Promise<Record<string, Record<string, unknown>>>;

const loaders: LocaleLoader[] = [];
const loaded = new Set<string>();

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The saved choice first, then the browser's languages, then `fallback` (§1). */
export function detectLanguage(fallback: Language = DEFAULT_LANGUAGE): Language {
  try {
    const saved = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (isLanguage(saved)) return saved;
  } catch {
    // storage blocked: detect from the browser
  }
  const tags = navigator.languages?.length ? navigator.languages : [navigator.language];
  for (const tag of tags) {
    const base = tag?.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return fallback;
}

function saveLanguage(language: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // storage blocked: the choice lasts for this page only
  }
}

/** Retries a failing load: 5 retries, 350 ms first delay, doubling (§9). */
async function withRetries<T>(load: () => Promise<T>): Promise<T> {
  let delay: number = TRANSLATION_LOADING.initialRetryDelayMs;
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      if (attempt >= TRANSLATION_LOADING.retries) throw error;
      await new Promise((resolve) => setTimeout(resolve, delay));
      delay *= 2;
    }
  }
}

async function loadStrings(language: Language, loader: LocaleLoader): Promise<void> {
  const key = `${loaders.indexOf(loader)}:${language}`;
  if (loaded.has(key)) return;
  const bundles = await withRetries(() => loader(language));
  for (const [namespace, strings] of Object.entries(bundles)) {
    i18next.addResourceBundle(language, namespace, strings, true, true);
  }
  loaded.add(key);
}

/**
 * Switches the language: downloads only that language's strings (each area's bundle already holds
 * English for any missing key) and its date-fns locale, then re-renders and sets `<html lang>`.
 */
export async function setLanguage(language: Language, options: { save?: boolean } = {}): Promise<void> {
  await Promise.all([...loaders.map((loader) => loadStrings(language, loader)), activateDateLocale(language)]);
  await i18next.changeLanguage(language);
  document.documentElement.lang = language;
  if (options.save) saveLanguage(language);
}

/** Adds an area's strings (the admin module adds its own when it loads). */
export async function registerLocales(loader: LocaleLoader): Promise<void> {
  if (loaders.includes(loader)) return;
  loaders.push(loader);
  if (i18next.isInitialized && isLanguage(i18next.language)) await loadStrings(i18next.language, loader);
}

/** Starts i18next with the detected language, its strings loaded before the first render. */
export async function initI18n(loader: LocaleLoader, fallback: Language = DEFAULT_LANGUAGE): Promise<I18n> {
  if (!loaders.includes(loader)) loaders.push(loader);
  const language = detectLanguage(fallback);
  const resources: Resource = {};
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    load: 'languageOnly',
    ns: ['common'],
    defaultNS: 'common',
    resources,
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    maxParallelReads: TRANSLATION_LOADING.maxParallelReads,
    returnNull: false,
    react: { useSuspense: false },
  });
  // §9: the detected language is cached in browser storage.
  await setLanguage(language, { save: true });
  return i18next;
}
