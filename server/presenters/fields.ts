import type { ManagedFields } from '../../shared/entities';
import type { ItemTranslations } from '../../shared/schemas/translations';

// A presenter turns a model row into the plain object a response carries. Each one names every
// field it emits; a model instance never reaches a response body, so a column added later (a
// password hash, an internal flag) cannot leak by accident. This file holds the pieces several
// presenters share; each resource's presenters are in the file named after it.

/** A stored instant as the API writes it: ISO 8601 in UTC. */
export const iso = (value: Date) => value.toISOString();
export const isoOrNull = (value: Date | null) => (value ? value.toISOString() : null);

/** The columns of every item staff manage with versions and soft deletion. */
export interface ManagedRow {
  version: number;
  createdAt: Date;
  updatedAt: Date;
  deletedAt: Date | null;
}

/**
 * What staff see on every managed item (members, events, articles, the resource collections)
 * besides the public fields; `translations` comes from `staffTranslations`.
 */
export function managedFields(item: ManagedRow, translations: ItemTranslations): ManagedFields {
  return {
    version: item.version,
    createdAt: iso(item.createdAt),
    updatedAt: iso(item.updatedAt),
    deletedAt: isoOrNull(item.deletedAt),
    translations,
  };
}
