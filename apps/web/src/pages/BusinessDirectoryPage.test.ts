import { describe, expect, it } from 'vitest';
import {
  parseSavedCompanies,
  readSavedEntry,
  SAVED_COMPANIES_KEY,
  toggleSavedCompany,
  type SavedStorage,
} from '../lib/saved-companies';
import { directoryQuery } from './directory/address';

describe('directory addresses', () => {
  it('leave the defaults out of the query', () => {
    expect(directoryQuery({ search: '', region: null, industry: null, type: null })).toBe('');
    expect(directoryQuery({ search: 'a&b', region: 'nordic', industry: null, type: 'exporter' }, 3)).toBe(
      '?search=a%26b&region=nordic&type=exporter&page=3',
    );
  });
});

/** A localStorage stand-in: a map, optionally refusing writes as a full or blocked storage does. */
function storage(refuse = false): SavedStorage & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => {
      if (refuse) throw new Error('QuotaExceededError');
      entries.set(key, value);
    },
  };
}

describe('saved companies', () => {
  it('are toggled in the browser storage, by id', () => {
    const store = storage();
    expect(toggleSavedCompany(store, 41)).toEqual([41]);
    expect(toggleSavedCompany(store, 42)).toEqual([41, 42]);
    expect(store.entries.get(SAVED_COMPANIES_KEY)).toBe('[41,42]');
    expect(toggleSavedCompany(store, 41)).toEqual([42]);
    expect(parseSavedCompanies(readSavedEntry(store))).toEqual([42]);
  });

  it('read an unreadable entry as none, and survive a storage that refuses writes', () => {
    expect(parseSavedCompanies('not json')).toEqual([]);
    expect(parseSavedCompanies('{"a":1}')).toEqual([]);
    expect(parseSavedCompanies('[3, 3, "x", -1, 2.5, 7]')).toEqual([3, 7]);
    expect(readSavedEntry(null)).toBeNull();
    const refusing = storage(true);
    expect(toggleSavedCompany(refusing, 5)).toEqual([]);
    expect(toggleSavedCompany(null, 5)).toEqual([]);
  });
});
