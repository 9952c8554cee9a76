import type { AuditEntry, AuditLogEntry } from '../../shared/entities';
import type { AuditEntryModel } from '../models';
import { iso } from './fields';

/** An audit entry; `user` is null once the account is gone. */
export function presentAuditEntry(entry: AuditEntryModel): AuditEntry {
  return {
    id: entry.id,
    at: iso(entry.at),
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    label: entry.label,
    user: entry.userId === null ? null : { id: entry.userId, fullName: entry.userFullName },
    changes: entry.changes,
  };
}

/** An audit entry on the Activity page and in its export: the entry and the address it came from. */
export const presentLogEntry = (entry: AuditEntryModel): AuditLogEntry => ({
  ...presentAuditEntry(entry),
  address: entry.clientAddress,
});
