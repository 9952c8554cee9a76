import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_S, LANGUAGE_STORAGE_KEY } from '../../shared/browser-storage';
import type { Language } from '../../shared/constants';

export { LANGUAGE_STORAGE_KEY };

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
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_S}; SameSite=Lax${secure}`;
}
