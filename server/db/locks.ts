import type { Sequelize, Transaction } from 'sequelize';

/** Fixed ids of the PostgreSQL advisory locks the server takes. */
export const LOCKS = {
  migrations: 804_117_233,
  bootstrap: 804_117_234,
  admins: 804_117_235,
  /** New membership applications: the duplicate check and the insert, one submission at a time. */
  applications: 804_117_236,
} as const;

/**
 * Serialises a step (a start-up step, a check-then-insert) across server processes for the rest of
 * `transaction`: a PostgreSQL advisory lock. SQLite needs none: its transactions begin IMMEDIATE,
 * holding the write lock.
 */
export async function lockForTransaction(
  sequelize: Sequelize,
  transaction: Transaction,
  lockId: number,
): Promise<void> {
  if (sequelize.getDialect() !== 'postgres') return;
  await sequelize.query(`SELECT pg_advisory_xact_lock(${lockId})`, { transaction });
}
