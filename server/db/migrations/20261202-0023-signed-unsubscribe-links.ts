import { createHash, randomBytes } from 'node:crypto';
import { DataTypes, QueryTypes, type QueryInterface } from 'sequelize';
import type { Migration } from '../migrate';

/**
 * Unsubscribe links are signed from now on (server/subscriptions/unsubscribe-links.ts), and
 * `subscriptions.token`, the links' secret in clear, goes: each existing subscription keeps only the
 * SHA-256 of its token (`legacy_token_hash`, unique), so the links already mailed keep working and
 * a copy of the database unsubscribes nobody. New subscriptions have no such value.
 */
export const signedUnsubscribeLinks: Migration = {
  name: '20261202-0023-signed-unsubscribe-links',
  async up({ context: qi }) {
    await qi.addColumn('subscriptions', 'legacy_token_hash', { type: DataTypes.STRING(64), allowNull: true });
    const rows = await qi.sequelize.query<{ id: number; token: string }>('SELECT id, token FROM subscriptions', {
      type: QueryTypes.SELECT,
    });
    for (const row of rows) {
      const hash = createHash('sha256').update(row.token).digest('hex');
      await qi.bulkUpdate('subscriptions', { legacy_token_hash: hash }, { id: row.id });
    }
    await qi.addIndex('subscriptions', ['legacy_token_hash'], {
      name: 'subscriptions_legacy_token_hash',
      unique: true,
    });
    await qi.sequelize.query('DROP INDEX IF EXISTS subscriptions_token');
    if (qi.sequelize.getDialect() === 'sqlite') await dropSqliteTokenColumn(qi);
    else await qi.sequelize.query('ALTER TABLE subscriptions DROP COLUMN token');
  },
  async down({ context: qi }) {
    // The tokens themselves are gone: each subscription gets a new one (its old links stop working).
    await qi.addColumn('subscriptions', 'token', { type: DataTypes.STRING(64), allowNull: true });
    const rows = await qi.sequelize.query<{ id: number }>('SELECT id FROM subscriptions', { type: QueryTypes.SELECT });
    for (const row of rows) {
      await qi.bulkUpdate('subscriptions', { token: randomBytes(32).toString('base64url') }, { id: row.id });
    }
    await qi.addIndex('subscriptions', ['token'], { name: 'subscriptions_token', unique: true });
    await qi.removeIndex('subscriptions', 'subscriptions_legacy_token_hash');
    // Dropped in place rather than with removeColumn, which rebuilds the table on SQLite.
    await qi.sequelize.query('ALTER TABLE subscriptions DROP COLUMN legacy_token_hash');
  },
};

/**
 * SQLite refuses to drop a UNIQUE column in place, and removeColumn's rebuild loses the table's
 * indexes: the table is rebuilt here from its own definition, without the column, and its indexes
 * are made again.
 */
async function dropSqliteTokenColumn(qi: QueryInterface): Promise<void> {
  const [table] = await qi.sequelize.query<{ sql: string }>(
    "SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'subscriptions'",
    { type: QueryTypes.SELECT },
  );
  const indexes = await qi.sequelize.query<{ sql: string }>(
    "SELECT sql FROM sqlite_master WHERE type = 'index' AND tbl_name = 'subscriptions' AND sql IS NOT NULL",
    { type: QueryTypes.SELECT },
  );
  const columns = (
    await qi.sequelize.query<{ name: string }>('PRAGMA table_info(subscriptions)', { type: QueryTypes.SELECT })
  )
    .map((column) => column.name)
    .filter((name) => name !== 'token');
  const definition = table!.sql
    .replace(/^CREATE TABLE [`"]?subscriptions[`"]?/, 'CREATE TABLE `subscriptions_rebuilt`')
    .replace(/,\s*[`"]?token[`"]? [^,]*/, '');
  if (definition.includes('`token`') || !definition.includes('subscriptions_rebuilt')) {
    throw new Error('The subscriptions table has a definition this migration does not know');
  }
  const list = columns.map((name) => `\`${name}\``).join(', ');
  await qi.sequelize.query(definition);
  await qi.sequelize.query(`INSERT INTO subscriptions_rebuilt (${list}) SELECT ${list} FROM subscriptions`);
  await qi.sequelize.query('DROP TABLE subscriptions');
  await qi.sequelize.query('ALTER TABLE subscriptions_rebuilt RENAME TO subscriptions');
  for (const index of indexes) await qi.sequelize.query(index.sql);
}
