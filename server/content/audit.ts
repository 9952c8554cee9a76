import type { Transaction } from 'sequelize';
import type { AuditAction, AuditEntity } from '../../shared/entities';
import type { Models, UserModel } from '../models';

/** The longest label the audit trail keeps (titles and names are at most this long anyway). */
const LABEL_MAX = 200;

/**
 * Records one change in the audit trail, inside the transaction of the change itself: if either
 * write fails, neither is stored.
 */
export async function recordAudit(
  models: Pick<Models, 'AuditEntry'>,
  transaction: Transaction,
  user: UserModel,
  change: { action: AuditAction; entity: AuditEntity; entityId: number; label: string },
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
    },
    { transaction },
  );
}
