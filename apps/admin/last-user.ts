import { LAST_USER_KEY } from '../../shared/browser-storage';
import { ROLES, type CurrentUser } from '../../shared/entities';

/**
 * The last user the server confirmed as signed in on this computer, kept in localStorage so that
 * the admin still opens while the server cannot be reached (a laptop at an event's door whose
 * Wi-Fi dropped). It only decides what the screens show: the server checks the session of every
 * request, and its own answer replaces this one as soon as it gives one.
 */
export { LAST_USER_KEY };

/** What the entry needs of a storage (window.localStorage in the browser, a map in the tests). */
type UserStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** localStorage, or null where there is none or reading it throws (blocked site data, node). */
function storage(): UserStorage | null {
  try {
    return (globalThis as { localStorage?: UserStorage }).localStorage ?? null;
  } catch {
    return null;
  }
}

const isUser = (value: unknown): value is CurrentUser => {
  if (typeof value !== 'object' || value === null) return false;
  const user = value as Record<string, unknown>;
  return (
    typeof user.id === 'number' &&
    typeof user.username === 'string' &&
    typeof user.fullName === 'string' &&
    (ROLES as readonly unknown[]).includes(user.role)
  );
};

/** The entry as last read, so that every read of the same entry gives the same object. */
let parsed: { raw: string; user: CurrentUser | null } | null = null;

/** The remembered user, or null when there is none (or the entry is unreadable). */
export function lastUser(): CurrentUser | null {
  let raw: string | null;
  try {
    raw = storage()?.getItem(LAST_USER_KEY) ?? null;
  } catch {
    return null;
  }
  if (raw === null) return null;
  if (parsed?.raw !== raw) parsed = { raw, user: parseUser(raw) };
  return parsed.user;
}

function parseUser(raw: string): CurrentUser | null {
  try {
    const value: unknown = JSON.parse(raw);
    return isUser(value) ? value : null;
  } catch {
    return null;
  }
}

/** Remembers the user the server just confirmed (where storage is refused, nothing is kept). */
export function rememberUser(user: CurrentUser): void {
  try {
    storage()?.setItem(LAST_USER_KEY, JSON.stringify(user));
  } catch {
    // Storage full or refused: the admin then needs the server to open, as without this entry.
  }
}

/** Forgets the remembered user (signed out, the session refused, another server chosen). */
export function forgetUser(): void {
  try {
    storage()?.removeItem(LAST_USER_KEY);
  } catch {
    // Nothing could be stored here either.
  }
}
