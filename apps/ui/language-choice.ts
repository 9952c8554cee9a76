import { LANGUAGE_COOKIE } from '../../shared/routes';
import type { Language } from '../../shared/constants';

/** Where the chosen (or first detected) language is kept in the browser for the admin's screens. */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

/** A year, in seconds: how long a language choice is remembered. */
const YEAR_S = 365 * 24 * 60 * 60;

/**
 * Saves a visitor's language choice: in browser storage (the admin's screens read it) and in a
 * cookie (the server reads it to send the visitor's next first visit to their language).
 */
export function saveLanguageChoice(language: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // storage blocked: the cookie still carries the choice
  }
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${YEAR_S}; SameSite=Lax${secure}`;
}
