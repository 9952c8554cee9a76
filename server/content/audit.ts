import { AsyncLocalStorage } from 'node:async_hooks';
import { Op, type Transaction, type WhereOptions } from 'sequelize';
import type { AuditAction, AuditChanges, AuditEntity, AuditValue, Role } from '../../shared/entities';
import { readableAuditKinds } from '../../shared/roles';
import type { AppMiddleware } from '../context';
import type { Database } from '../db';
import type { Models, UserModel } from '../models';

/** The longest label the audit trail keeps (titles and names are at most this long anyway). */
const LABEL_MAX = 200;

/** The longest text an entry keeps of a changed field's value (an article's body is not copied whole). */
const VALUE_MAX = 300;

/** How many entries one INSERT of `recordAudits` writes (well under any driver's parameter limit). */
const AUDIT_BATCH = 500;

/** Fields whose values never go into the trail, whatever the record: only that they changed. */
const SECRET_FIELDS = /password|token|secret|hash|key/i;

/** The request a change is made in, as the trail records it. */
interface AuditRequest {
  address: string;
}

const currentRequest = new AsyncLocalStorage<AuditRequest>();

/**
 * Makes the client address of each request known to `recordAudit`, wherever in the request's work
 * the entry is written, without passing the request down through every service.
 */
export function auditRequestScope(): AppMiddleware {
  return (ctx, next) => currentRequest.run({ address: ctx.ip }, next);
}

/**
 * Who an entry names: a user (signed in, or signing in), or nobody signed in (`id` null, as a
 * refused sign-in), with the name the entry keeps.
 */
export type AuditActor = UserModel | { id: null; fullName: string };

/**
 * The actor of an entry no account made: a refused sign-in or a lockout. Whoever typed the
 * username is not known to be its owner, so the entry names no one; the username is its label.
 */
export const NO_ACTOR: AuditActor = { id: null, fullName: '' };

/** One change as the trail records it: what was done to which item, and what changed in it. */
export interface AuditChange {
  action: AuditAction;
  entity: AuditEntity;
  entityId: number;
  label: string;
  changes?: AuditChanges;
}

/** The stored row of `change` by `user`, at `at`, from the current request's client address, if any. */
function auditRow(user: AuditActor, change: AuditChange, at: Date) {
  return {
    at,
    userId: user.id,
    userFullName: user.fullName,
    action: change.action,
    entity: change.entity,
    entityId: change.entityId,
    label: change.label.slice(0, LABEL_MAX),
    changes: change.changes && Object.keys(change.changes).length > 0 ? change.changes : null,
    clientAddress: currentRequest.getStore()?.address.slice(0, 45) ?? null,
  };
}

/**
 * Records one change in the audit trail, inside the transaction of the change itself: if either
 * write fails, neither is stored. The client address is the current request's, if any.
 */
export async function recordAudit(
  models: Pick<Models, 'AuditEntry'>,
  transaction: Transaction,
  user: AuditActor,
  change: AuditChange,
): Promise<void> {
  await models.AuditEntry.create(auditRow(user, change, new Date()), { transaction });
}

/**
 * Records what no stored change goes with (a sign-in, a refusal, a look-up, an export): the entry
 * is the only write, one insert of its own.
 */
export async function recordEntry(models: Pick<Models, 'AuditEntry'>, user: AuditActor, change: AuditChange) {
  await models.AuditEntry.create(auditRow(user, change, new Date()));
}

/**
 * Records that stored data left the system (a CSV list, a person's data), before the file is sent.
 * `entityId` is the item the data belongs to (an event's attendees), or 0 for a whole list.
 */
export const recordExport = (
  db: Pick<Database, 'models'>,
  user: AuditActor,
  exported: Pick<AuditChange, 'entity' | 'label'> & { entityId?: number },
) => recordEntry(db.models, user, { action: 'export', entityId: 0, ...exported });

/**
 * Records many changes of one request (an import's items) like `recordAudit`, in one statement per
 * batch rather than one per entry.
 */
export async function recordAudits(
  models: Pick<Models, 'AuditEntry'>,
  transaction: Transaction,
  user: AuditActor,
  changes: readonly AuditChange[],
): Promise<void> {
  const at = new Date();
  for (let start = 0; start < changes.length; start += AUDIT_BATCH) {
    const rows = changes.slice(start, start + AUDIT_BATCH).map((change) => auditRow(user, change, at));
    await models.AuditEntry.bulkCreate(rows, { transaction, validate: true });
  }
}

/** A value as the trail keeps it: dates as ISO 8601, long texts shortened, objects as JSON. */
function auditValue(value: unknown): AuditValue {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > VALUE_MAX ? `${text.slice(0, VALUE_MAX - 1)}…` : text;
}

const same = (a: unknown, b: unknown) => JSON.stringify(auditValue(a)) === JSON.stringify(auditValue(b));

/**
 * The fields among `fields` whose values differ between `before` and `after`, each as
 * `[before, after]`. A secret field (a password, a token) is recorded as changed without its values.
 */
export function auditChanges(before: object, after: object, fields: readonly string[]): AuditChanges {
  const changes: AuditChanges = {};
  const was = before as Record<string, unknown>;
  const is = after as Record<string, unknown>;
  for (const field of fields) {
    if (same(was[field], is[field])) continue;
    changes[field] = SECRET_FIELDS.test(field)
      ? ['(hidden)', '(hidden)']
      : [auditValue(was[field]), auditValue(is[field])];
  }
  return changes;
}

/**
 * The entries `role` may read by the one table of who reads what (AUDIT_VISIBILITY): each entity
 * with the actions shown of it. A kind the table gives no one, or does not know, matches nothing.
 */
export function readableAuditWhere(role: Role): WhereOptions {
  const kinds = Object.entries(readableAuditKinds(role));
  if (kinds.length === 0) return { id: { [Op.in]: [] } };
  return { [Op.or]: kinds.map(([entity, actions]) => ({ entity, action: { [Op.in]: actions } })) };
}
