import { Op, UniqueConstraintError, type Transaction } from 'sequelize';
import type { AuditAction } from '../../shared/entities';
import { auditChanges, recordAudit } from '../content/audit';
import type { Database } from '../db';
import { LOCKS, lockForTransaction } from '../db/locks';
import { conflict, notFound } from '../errors';
import type { Models, UserModel } from '../models';
import { ACTIVE_ADMIN } from './commands';

export const USER_NOT_FOUND = 'User not found';
/** The 409 of a change that would leave the site without an active admin. */
export const LAST_ADMIN_MESSAGE = 'There must always be at least one active admin';
export const NO_ROLE_REQUEST_MESSAGE = 'This user has no pending role request';
export const EMAIL_TAKEN_MESSAGE = 'This e-mail address is already registered';

/** 409 when `user` is the only active admin (call before demoting, deactivating or deleting them). */
export async function assertNotLastActiveAdmin(
  models: Pick<Models, 'User'>,
  user: UserModel,
  transaction: Transaction,
): Promise<void> {
  if (user.role !== 'admin' || !user.active) return;
  const others = await models.User.count({ where: { ...ACTIVE_ADMIN, id: { [Op.ne]: user.id } }, transaction });
  if (others === 0) throw conflict(LAST_ADMIN_MESSAGE);
}

/** 409 with `fields.email` when another user has this e-mail address. */
export async function assertEmailAvailable(
  models: Pick<Models, 'User'>,
  email: string,
  exceptId: number,
  transaction: Transaction,
): Promise<void> {
  const clash = await models.User.findOne({ where: { email, id: { [Op.ne]: exceptId } }, transaction });
  if (clash) throw conflict(EMAIL_TAKEN_MESSAGE, { email: EMAIL_TAKEN_MESSAGE });
}

/** The same 409 when the unique index refuses the e-mail (two saves of one address at once). */
export function emailConflictOf(error: unknown): unknown {
  if (error instanceof UniqueConstraintError) return conflict(EMAIL_TAKEN_MESSAGE, { email: EMAIL_TAKEN_MESSAGE });
  return error;
}

/** The account fields whose changes the trail spells out (never the password hash). */
const AUDITED_USER_FIELDS = ['username', 'fullName', 'email', 'role', 'requestedRole', 'active'] as const;

/**
 * Changes one user in one transaction with its audit entry. The transaction first takes the admins
 * lock (PostgreSQL; SQLite transactions hold the write lock from their start), so the last-admin
 * check and the change are one step: of two admins demoting each other at once, the second sees
 * the first's demotion and gets 409. `apply` returns false when nothing changed (no audit entry).
 */
export async function changeUser(
  db: Database,
  actor: UserModel,
  id: number,
  action: AuditAction,
  apply: (target: UserModel, transaction: Transaction) => Promise<boolean | void>,
): Promise<UserModel> {
  return db.sequelize.transaction(async (transaction) => {
    await lockForTransaction(db.sequelize, transaction, LOCKS.admins);
    const target = await db.models.User.findByPk(id, { transaction });
    if (!target) throw notFound(USER_NOT_FOUND);
    // A copy: without `clone`, Sequelize hands out the instance's own values, which `apply` changes.
    const before = target.get({ plain: true, clone: true });
    const changed = await apply(target, transaction);
    if (changed !== false) {
      // The name after the change (a deleted user's instance still holds it).
      await recordAudit(db.models, transaction, actor, {
        action,
        entity: 'user',
        entityId: id,
        label: target.fullName,
        changes: auditChanges(before, target.get({ plain: true }), AUDITED_USER_FIELDS),
      });
    }
    return target;
  });
}
