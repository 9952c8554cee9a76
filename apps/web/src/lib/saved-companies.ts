// The companies a visitor saved from the business directory: their ids, kept in this browser only
// (localStorage), so that no account is needed to keep a short list.

import { SAVED_COMPANIES_KEY } from '../../../../shared/browser-storage';

export { SAVED_COMPANIES_KEY };

/** What the list needs of a storage (window.localStorage, or a stand-in). */
export type SavedStorage = Pick<Storage, 'getItem' | 'setItem'>;

const isId = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/** The saved ids as stored, or [] when there are none or the entry is not readable. */
export function parseSavedCompanies(raw: string | null): number[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? [...new Set(parsed.filter(isId))] : [];
  } catch {
    return [];
  }
}

/** The raw entry; null where the browser refuses storage (some private modes, blocked site data). */
export function readSavedEntry(storage: SavedStorage | null): string | null {
  try {
    return storage?.getItem(SAVED_COMPANIES_KEY) ?? null;
  } catch {
    return null;
  }
}

const listeners = new Set<() => void>();

/**
 * Saves `id` when it is not saved, else forgets it; returns the saved ids after. Where storage is
 * refused the change is lost, and the list stays as it was.
 */
export function toggleSavedCompany(storage: SavedStorage | null, id: number): number[] {
  const saved = parseSavedCompanies(readSavedEntry(storage));
  if (!storage) return saved;
  const next = saved.includes(id) ? saved.filter((savedId) => savedId !== id) : [...saved, id];
  try {
    storage.setItem(SAVED_COMPANIES_KEY, JSON.stringify(next));
  } catch {
    return saved;
  }
  for (const listener of listeners) listener();
  return next;
}

/** The browser's localStorage, or null where reading it throws. */
export function browserStorage(): SavedStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * Calls `listener` when the saved list changes, here or in another tab of the site; returns the
 * function that stops it (the shape useSyncExternalStore subscribes with).
 */
export function subscribeSavedCompanies(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === SAVED_COMPANIES_KEY || event.key === null) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
