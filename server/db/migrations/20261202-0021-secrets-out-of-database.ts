import { DataTypes, QueryTypes } from 'sequelize';
import type { Migration } from '../migrate';

/**
 * Secrets out of the database's reach, part 1 — `outbox_mails.secrets`: the sealed secrets of a mail whose text columns hold placeholders for them
 * (server/mail/secrets.ts). Mail queued before it keeps its links as they are until it is sent; mail
 * already sent, failed or discarded has the `token` values of its links blanked here, since nothing
 * will send it again as it is, and what it kept in clear opened accounts for anyone with a copy.
 *
 * Part 2 — registration-cancellation links are signed with a key derived from the session keys from
 * now on. An installation that has the old secret in app_meta keeps it for the registrations made
 * before this moment (`registration_link_secret_before`), so the links already mailed keep working.
 */
export const secretsOutOfDatabase: Migration = {
  name: '20261202-0021-secrets-out-of-database',
  async up({ context: qi }) {
    await qi.addColumn('outbox_mails', 'secrets', { type: DataTypes.TEXT, allowNull: true });
    const rows = await qi.sequelize.query<{ id: number; html: string; text: string; headers: string }>(
      `SELECT id, html, text, headers FROM outbox_mails WHERE status NOT IN ('queued', 'sending')
         AND (html LIKE '%token=%' OR text LIKE '%token=%' OR headers LIKE '%token=%')`,
      { type: QueryTypes.SELECT },
    );
    const blank = (value: string) => value.replace(/([?&](?:amp;)?token=)[A-Za-z0-9._~%-]+/g, '$1(hidden)');
    for (const row of rows) {
      const values = { html: blank(row.html), text: blank(row.text), headers: blank(row.headers) };
      if (values.html === row.html && values.text === row.text && values.headers === row.headers) continue;
      await qi.bulkUpdate('outbox_mails', values, { id: row.id });
    }
    const legacy = await qi.sequelize.query<{ value: string }>(
      "SELECT value FROM app_meta WHERE key = 'registration_link_secret'",
      { type: QueryTypes.SELECT },
    );
    if (legacy.length > 0) {
      await qi.bulkInsert('app_meta', [{ key: 'registration_link_secret_before', value: new Date().toISOString() }]);
    }
  },
  async down({ context: qi }) {
    await qi.bulkDelete('app_meta', { key: 'registration_link_secret_before' });
    // Dropped in place rather than with removeColumn, which rebuilds the table on SQLite.
    await qi.sequelize.query('ALTER TABLE outbox_mails DROP COLUMN secrets');
  },
};
