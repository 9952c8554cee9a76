import type { Model, ModelStatic, CreationAttributes, Order, Transaction, WhereOptions } from 'sequelize';
import type { ZodType } from 'zod';
import type { AuditEntity } from '../../shared/entities';
import {
  translatableFields,
  type ItemTranslations,
  type TranslatableKind,
  type TranslationLanguage,
} from '../../shared/schemas/translations';
import type { Services } from '../context';
import type { Models } from '../models';
import type { SearchFields } from './search';

/**
 * A member, event or article row: versioned for optimistic locking, soft-deletable, and with the
 * time its English text last changed (its translations are compared with it).
 */
export type ManagedModel = Model & { id: number; version: number; deletedAt: Date | null; textChangedAt: Date };

/** The query parameters every staff list of content has (see `AdminMemberListQuerySchema` etc.). */
export interface ManagedListQuery {
  page: number;
  pageSize: number;
  search: string;
  deleted: boolean;
  /** Only items whose translation into this language is not ready (null: every item). */
  missing: TranslationLanguage | null;
}

/** What the staff API of one kind of content needs to know about it. */
export interface ManagedResource<M extends ManagedModel, Input, Query extends ManagedListQuery> {
  /** The path segment: /api/admin/<path>, and the kind its translations are stored under. */
  path: TranslatableKind;
  /** How the audit trail names it. */
  entity: AuditEntity;
  /** The 404 message. */
  notFoundMessage: string;
  model: (models: Models) => ModelStatic<M>;
  /** Create body (`MemberInputSchema` …), update body (the same plus `version`), list query. */
  inputSchema: ZodType;
  updateSchema: ZodType;
  querySchema: ZodType;
  /** The column values of a validated input. */
  row: (input: Input) => CreationAttributes<M>;
  /**
   * Checks of a validated input against what is stored (a document's file exists), run before it
   * is created or saved; throws the 400 itself.
   */
  check?: (models: Models, input: Input) => Promise<void>;
  /** The item's name or title, for the audit trail. */
  label: (item: M) => string;
  /**
   * The item as staff see it, with its translations (from `staffTranslations`) and what `related`
   * read for it.
   */
  present: (item: M, translations: ItemTranslations, related: unknown) => unknown;
  /**
   * Runs after a committed update (with the item as it was) or deletion: what follows from the
   * change for others (an event's registrants told). A failure is logged; the change stands.
   */
  changed?: (services: Services, change: { action: 'update' | 'delete'; before: M | null; after: M }) => Promise<void>;
  /** Facts about each item the presentation shows (an event's registrations), read for many items at once. */
  related?: (models: Models, ids: number[], transaction?: Transaction) => Promise<Map<number, unknown>>;
  /** The list order; it ends with `id`, so pages never overlap. */
  order: Order;
  /** Searched columns (the translations of the translated ones are searched too). */
  search: Omit<SearchFields, 'table' | 'translations'>;
  /** The conditions of the list's own filters (region, status …). */
  filters: (query: Query, now: Date) => WhereOptions[];
}

/** The English text of an item's translated fields (what its translations are compared with). */
export function englishText(kind: TranslatableKind, item: object): Record<string, string | null> {
  const values = item as Record<string, unknown>;
  return Object.fromEntries(translatableFields(kind).map((field) => [field, (values[field] as string | null) ?? null]));
}

/** Whether writing `row` over `before` changes its English text: its translations then need a look. */
export function englishTextChanged(kind: TranslatableKind, before: object, row: object): boolean {
  const was = englishText(kind, before);
  const is = englishText(kind, row);
  return Object.keys(is).some((field) => was[field] !== is[field]);
}

/**
 * Runs a resource's `changed` after a committed update or deletion; its failure is logged, never
 * answered (the change stands).
 */
export async function afterManagedChange<M extends ManagedModel>(
  services: Services,
  resource: Pick<ManagedResource<M, never, never>, 'changed' | 'entity'>,
  change: { action: 'update' | 'delete'; before: M | null; after: M },
): Promise<void> {
  if (!resource.changed) return;
  try {
    await resource.changed(services, change);
  } catch (err) {
    services.logger.error({ err, entity: resource.entity, id: change.after.id }, 'after-change step failed');
  }
}
