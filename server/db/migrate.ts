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
 * Applies pending migrations. On PostgreSQL an advisory lock makes server processes that start
 * together take turns, so each migration runs once.
 */
export async function migrate(sequelize: Sequelize): Promise<string[]> {
  const umzug = createUmzug(sequelize);
  if (sequelize.getDialect() !== 'postgres') {
    return (await umzug.up()).map((m) => m.name);
  }
  // The lock belongs to one connection, so hold one connection for the whole run.
  return sequelize.transaction(async (transaction) => {
    await lockForTransaction(sequelize, transaction, LOCKS.migrations);
    return (await umzug.up()).map((m) => m.name);
  });
}

/** Reverts every migration (used by tests of the down steps). */
export async function migrateDownAll(sequelize: Sequelize): Promise<void> {
  await createUmzug(sequelize).down({ to: 0 });
}
