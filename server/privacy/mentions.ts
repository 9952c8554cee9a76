import { Op, col, fn, where, type WhereOptions } from 'sequelize';
import { searchFold } from '../../shared/search-fold';
import { ERASED_NAME } from './erasure';

/*
 * Texts that name a person without being filed under her address: a staff notification of her
 * enquiry, an audit label or diff, a listing proposal. They are found by what names her (her
 * address, names, username and phone numbers, as her own records hold them) and lose those words.
 */

/** What replaces a person's name, address, username or phone number inside a kept text. */
export const ERASED_PERSON = 'erased person';

/**
 * Shorter words are not looked for: a two-letter name would match inside every other word of the
 * trail and scrub what is not hers.
 */
const MIN_IDENTIFIER_LENGTH = 3;

/** The distinct identifiers among `values`, longest first (so a full name goes before a part of it). */
export function identifiersOf(values: readonly (string | null | undefined)[]): string[] {
  const seen = new Map<string, string>();
  for (const value of values) {
    const trimmed = value?.trim();
    if (!trimmed || trimmed.length < MIN_IDENTIFIER_LENGTH || trimmed === ERASED_NAME) continue;
    const key = trimmed.toLowerCase();
    if (!seen.has(key)) seen.set(key, trimmed);
  }
  return [...seen.values()].sort((a, b) => b.length - a.length);
}

/**
 * Rows where any of `columns` may hold any of `identifiers`: a prefilter, confirmed with `mentions`.
 * SQLite's LIKE and lower() fold ASCII letters only, PostgreSQL's lower() folds every letter; the two
 * tests together find a name in the letter case it was typed in on both. A `_` in an address
 * matches any letter: more rows, never fewer. `identifiers` always holds the address looked up.
 */
export function mayMention(columns: readonly string[], identifiers: readonly string[]): WhereOptions {
  const conditions: WhereOptions[] = [];
  for (const column of columns) {
    for (const identifier of identifiers) {
      conditions.push({ [column]: { [Op.like]: `%${identifier}%` } });
      conditions.push(where(fn('lower', col(column)), Op.like, `%${identifier.toLowerCase()}%`));
    }
  }
  return { [Op.or]: conditions };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One expression that finds any of `identifiers`, in any letter case, and their folded forms. */
function patternOf(identifiers: readonly string[]): RegExp | null {
  const forms = new Set<string>();
  for (const identifier of identifiers) {
    forms.add(identifier);
    forms.add(searchFold(identifier));
  }
  if (forms.size === 0) return null;
  const sorted = [...forms].sort((a, b) => b.length - a.length).map(escapeRegExp);
  return new RegExp(sorted.join('|'), 'giu');
}

/** Whether `text` names the person. */
export function mentions(text: string | null | undefined, identifiers: readonly string[]): boolean {
  const pattern = patternOf(identifiers);
  return Boolean(text && pattern && pattern.test(text));
}

/** `text` with every identifier of the person replaced by ERASED_PERSON. */
export function scrubText(text: string, identifiers: readonly string[]): string {
  const pattern = patternOf(identifiers);
  return pattern ? text.replace(pattern, ERASED_PERSON) : text;
}

/** A JSON value (an audit diff, a listing proposal) with every string scrubbed, keys kept. */
export function scrubValue<T>(value: T, identifiers: readonly string[]): T {
  if (typeof value === 'string') return scrubText(value, identifiers) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => scrubValue(item, identifiers)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([key, item]) => [key, scrubValue(item, identifiers)]),
    ) as T;
  }
  return value;
}
