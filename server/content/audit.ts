import { AsyncLocalStorage } from 'node:async_hooks';
import type { Transaction } from 'sequelize';
import type { AuditAction, AuditChanges, AuditEntity, AuditValue } from '../../shared/entities';
import type { AppMiddleware } from '../context';
import type { Models, UserModel } from '../models';

/** The longest label the audit trail keeps (titles and names are at most this long anyway). */
const LABEL_MAX = 200;

/** The longest text an entry keeps of a changed field's value (an article's body is not copied whole). */
const VALUE_MAX = 300;

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
 * Records one change in the audit trail, inside the transaction of the change itself: if either
 * write fails, neither is stored. The client address is the current request's, if any.
 */
export async function recordAudit(
  models: Pick<Models, 'AuditEntry'>,
  transaction: Transaction,
  user: UserModel,
  change: { action: AuditAction; entity: AuditEntity; entityId: number; label: string; changes?: AuditChanges },
): Promise<void> {
  await models.AuditEntry.create(
    {
      at: new Date(),
      userId: user.id,
      userFullName: user.fullName,
      action: change.action,
      entity: change.entity,
      entityId: change.entityId,
      label: change.label.slice(0, LABEL_MAX),
      changes: change.changes && Object.keys(change.changes).length > 0 ? change.changes : null,
      clientAddress: currentRequest.getStore()?.address.slice(0, 45) ?? null,
    },
    { transaction },
  );
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
