import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, TRANSLATION_LOADING, isLanguage, type Language } from '../../shared/constants';
import { LANGUAGE_PARAM } from '../../shared/routes';
import { activateDateLocale } from './dates';
import { LANGUAGE_STORAGE_KEY, saveLanguageChoice } from './language-choice';

export { LANGUAGE_STORAGE_KEY };

/** An area's translations: a loader per language and namespace (see apps/web/build/locales-plugin.ts). */
export type LocaleIndex = Partial<
  Record<Language, Record<string, () => Promise<{ default: Record<string, unknown> }>>>
>;

const areas: LocaleIndex[] = [];
/** Namespaces some screen has asked for: loaded again when the language changes. */
const wanted = new Set<string>(['common']);
/** "<lng>:<namespace>" loading or added to i18next. */
const loading = new Map<string, Promise<void>>();
/** Resolves once i18next runs in the detected language (routes may ask for strings before that). */
let markReady: () => void = () => undefined;
const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});

export { isLanguage };

/**
 * The visitor's own language: the saved choice, else the first supported browser language, else
 * null (English then applies).
 */
export function visitorLanguage(): Language | null {
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
  return null;
}

/** The language a query string names in its `lang` parameter, or null (absent or not a site language). */
export function addressLanguage(search: string): Language | null {
  const asked = new URLSearchParams(search).get(LANGUAGE_PARAM);
  return isLanguage(asked) ? asked : null;
}

/** The saved choice first, then the browser's languages, then `fallback`. */
export function detectLanguage(fallback: Language = DEFAULT_LANGUAGE): Language {
  return visitorLanguage() ?? fallback;
}

function saveLanguage(language: Language): void {
  saveLanguageChoice(language);
}

/** Retries a failing load: 5 retries, 350 ms first delay, doubling. */
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

function loadNamespace(language: Language, namespace: string): Promise<void> {
  const key = `${language}:${namespace}`;
  let promise = loading.get(key);
  if (!promise) {
    promise = (async () => {
      for (const area of areas) {
        const load = area[language]?.[namespace];
        if (!load) continue;
        const strings = (await withRetries(load)).default;
        i18next.addResourceBundle(language, namespace, strings, true, true);
      }
    })();
    // A failed load may be tried again later.
    promise.catch(() => loading.delete(key));
    loading.set(key, promise);
  }
  return promise;
}

/** Loads namespaces (only their strings, only in the active language) before a screen renders. */
export async function loadNamespaces(namespaces: readonly string[]): Promise<void> {
  for (const namespace of namespaces) wanted.add(namespace);
  await ready;
  const language = isLanguage(i18next.language) ? i18next.language : DEFAULT_LANGUAGE;
  await Promise.all(namespaces.map((namespace) => loadNamespace(language, namespace)));
}

/**
 * Switches the language: downloads only that language's strings (each area's bundle already holds
 * English for any missing key) and its date-fns locale, then re-renders and sets `<html lang>`.
 */
export async function setLanguage(language: Language, options: { save?: boolean } = {}): Promise<void> {
  await Promise.all([
    ...[...wanted].map((namespace) => loadNamespace(language, namespace)),
    activateDateLocale(language),
  ]);
  await i18next.changeLanguage(language);
  document.documentElement.lang = language;
  if (options.save) saveLanguage(language);
}

/** Adds an area's translations (the admin module adds its own when it loads). */
export function registerLocales(index: LocaleIndex): void {
  if (!areas.includes(index)) areas.push(index);
}

/**
 * Starts i18next with the language the address names, else the detected one, its common strings
 * loaded before the first render.
 */
export async function initI18n(index: LocaleIndex, fallback: Language = DEFAULT_LANGUAGE): Promise<I18n> {
  registerLocales(index);
  const asked = addressLanguage(window.location.search);
  const own = visitorLanguage();
  const language = asked ?? own ?? fallback;
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
    // i18next's defaults, set explicitly: then it does not test every key for natural language
    // (a regular expression per t() call, a measurable part of a page's first render).
    keySeparator: '.',
    nsSeparator: ':',
    maxParallelReads: TRANSLATION_LOADING.maxParallelReads,
    returnNull: false,
    react: { useSuspense: false },
  });
  // The detected language is cached in browser storage. The fallback is not: a visitor without
  // a language of their own follows the site's default language, which may change. Nor is the
  // address's: it is the language of the page the link was on, not a choice the visitor made.
  await setLanguage(language, { save: asked === null && own !== null });
  markReady();
  return i18next;
}
