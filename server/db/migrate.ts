import type { QueryInterface, Sequelize } from 'sequelize';
import { SequelizeStorage, Umzug, type RunnableMigration } from 'umzug';
import { LOCKS, lockForTransaction } from './locks';
import { migrations } from './migrations';

/** A schema migration: timestamped name, `up` and `down`, run with the query interface. */
export type Migration = RunnableMigration<QueryInterface>;

function createUmzug(sequelize: Sequelize) {
  return new Umzug({
    migrations: [...migrations],
    context: sequelize.getQueryInterface(),
    storage: new SequelizeStorage({ sequelize, tableName: 'schema_migrations' }),
    logger: undefined,
  });
}

/**
 * Applies pending migrations (up to and including `options.to`, when given: tests of a migration
 * over data written by the schema before it). On PostgreSQL an advisory lock makes server
 * processes that start together take turns, so each migration runs once.
 */
export async function migrate(sequelize: Sequelize, options: { to?: string } = {}): Promise<string[]> {
  const umzug = createUmzug(sequelize);
  const up = async () => (await umzug.up(options.to ? { to: options.to } : {})).map((m) => m.name);
  if (sequelize.getDialect() !== 'postgres') return up();
  // The lock belongs to one connection, so hold one connection for the whole run.
  return sequelize.transaction(async (transaction) => {
    await lockForTransaction(sequelize, transaction, LOCKS.migrations);
    return up();
  });
}

/** Reverts every migration (used by tests of the down steps). */
export async function migrateDownAll(sequelize: Sequelize): Promise<void> {
  await createUmzug(sequelize).down({ to: 0 });
}
