// Everything the site keeps in a visitor's browser, in one list: the code that sets each item reads
// its name and lifetime from here, and the Cookie Policy page is written from this list, so the page
// cannot describe a cookie that does not exist or a lifetime the code does not use.

/** The session cookie: the session's random id (the session itself is in the server's database). */
export const SESSION_COOKIE = 'chamber.sid';

/** Its signature (koa-session signs the cookie with the session keys, in a cookie of its own). */
export const SESSION_SIGNATURE_COOKIE = `${SESSION_COOKIE}.sig`;

/**
 * The cookie that marks a visit (ends with the browser session): once it is there, no unprefixed
 * request is redirected any more, so only a visitor's first unprefixed request is.
 */
export const VISIT_COOKIE = 'chamber.visit';

/**
 * The cookie that keeps a visitor's language choice (made with the switcher), read by the server to
 * send a visitor's first unprefixed request to their language.
 */
export const LANGUAGE_COOKIE = 'chamber.lang';

/** How long a language choice is remembered, in seconds: a year. */
export const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** Where the chosen (or first detected) language is kept in the browser for the admin's screens. */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

/** The companies a visitor saved from the business directory (their ids, as a JSON array). */
export const SAVED_COMPANIES_KEY = 'chamber.directory.saved';

/** The last user the server confirmed as signed in on this computer (the admin opens offline). */
export const LAST_USER_KEY = 'chamber.admin.lastUser';

/** The IndexedDB database of the door check-in: the door lists and the check-ins not yet sent. */
export const DOOR_DATABASE = 'chamber-door';

/** How long an item stays in the browser. */
export type StoredLifetime =
  /** The session's lifetimes, which the server's configuration sets (idle and absolute). */
  | { kind: 'session' }
  /** Until the browser is closed. */
  | { kind: 'browser-session' }
  /** A fixed time, in seconds. */
  | { kind: 'seconds'; seconds: number }
  /** Until the visitor (or signing out) removes it. */
  | { kind: 'until-removed' };

/** One item the site keeps in the browser. */
export interface StoredItem {
  name: string;
  where: 'cookie' | 'local-storage' | 'indexeddb';
  /** The key of its description under `legal:cookies.stored.<purpose>`. */
  purpose: 'session' | 'session-signature' | 'visit' | 'language' | 'saved-companies' | 'last-user' | 'door';
  lifetime: StoredLifetime;
  /**
   * Essential: needed for what the visitor is doing (signing in, the admin working offline).
   * Functionality: keeps a choice the visitor made (a language, a list of companies).
   */
  category: 'essential' | 'functionality';
  /** Set only in the staff area (sign-in, admin), never by a public page alone. */
  staffOnly: boolean;
}

/**
 * Every cookie and storage entry of the site. All are strictly necessary for what the visitor asked
 * for (signing in, a language, a saved list), so none needs consent; the site sets no analytics,
 * advertising or third-party cookie.
 */
export const BROWSER_STORAGE: readonly StoredItem[] = [
  {
    name: SESSION_COOKIE,
    where: 'cookie',
    purpose: 'session',
    lifetime: { kind: 'session' },
    category: 'essential',
    staffOnly: false,
  },
  {
    name: SESSION_SIGNATURE_COOKIE,
    where: 'cookie',
    purpose: 'session-signature',
    lifetime: { kind: 'session' },
    category: 'essential',
    staffOnly: false,
  },
  {
    name: VISIT_COOKIE,
    where: 'cookie',
    purpose: 'visit',
    lifetime: { kind: 'browser-session' },
    category: 'essential',
    staffOnly: false,
  },
  {
    name: LANGUAGE_COOKIE,
    where: 'cookie',
    purpose: 'language',
    lifetime: { kind: 'seconds', seconds: LANGUAGE_COOKIE_MAX_AGE_S },
    category: 'functionality',
    staffOnly: false,
  },
  {
    name: LANGUAGE_STORAGE_KEY,
    where: 'local-storage',
    purpose: 'language',
    lifetime: { kind: 'until-removed' },
    category: 'functionality',
    staffOnly: false,
  },
  {
    name: SAVED_COMPANIES_KEY,
    where: 'local-storage',
    purpose: 'saved-companies',
    lifetime: { kind: 'until-removed' },
    category: 'functionality',
    staffOnly: false,
  },
  {
    name: LAST_USER_KEY,
    where: 'local-storage',
    purpose: 'last-user',
    lifetime: { kind: 'until-removed' },
    category: 'essential',
    staffOnly: true,
  },
  {
    name: DOOR_DATABASE,
    where: 'indexeddb',
    purpose: 'door',
    lifetime: { kind: 'until-removed' },
    category: 'essential',
    staffOnly: true,
  },
];

/** A length of time in whole units, largest first: what a lifetime is written as on the page. */
export interface Duration {
  unit: 'days' | 'hours' | 'minutes';
  count: number;
}

/** Milliseconds as the largest whole unit they make (2 h, not 120 min; 90 min stays minutes). */
export function durationOf(ms: number): Duration {
  const minutes = Math.round(ms / 60_000);
  if (minutes % (24 * 60) === 0) return { unit: 'days', count: minutes / (24 * 60) };
  if (minutes % 60 === 0) return { unit: 'hours', count: minutes / 60 };
  return { unit: 'minutes', count: minutes };
}
