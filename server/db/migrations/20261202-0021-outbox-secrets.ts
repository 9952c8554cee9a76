import { DataTypes } from 'sequelize';
import type { Migration } from '../migrate';

/**
 * `outbox_mails.secrets`: the sealed secrets of a mail whose text columns hold placeholders for them
 * (server/mail/secrets.ts). Mail queued before it keeps its links as they are until it is sent; mail
 * already sent, failed or discarded has the `token` values of its links blanked here, since nothing
 * will send it again as it is, and what it kept in clear opened accounts for anyone with a copy.
 */
export const outboxSecrets: Migration = {
  name: '20261202-0021-outbox-secrets',
  async up({ context: qi }) {
    await qi.addColumn('outbox_mails', 'secrets', { type: DataTypes.TEXT, allowNull: true });
    const [rows] = (await qi.sequelize.query(
      `SELECT id, html, text, headers FROM outbox_mails WHERE status NOT IN ('queued', 'sending')
         AND (html LIKE '%token=%' OR text LIKE '%token=%' OR headers LIKE '%token=%')`,
    )) as [{ id: number; html: string; text: string; headers: string }[], unknown];
    const blank = (value: string) => value.replace(/([?&](?:amp;)?token=)[A-Za-z0-9._~%-]+/g, '$1(hidden)');
    for (const row of rows) {
      const values = { html: blank(row.html), text: blank(row.text), headers: blank(row.headers) };
      if (values.html === row.html && values.text === row.text && values.headers === row.headers) continue;
      await qi.bulkUpdate('outbox_mails', values, { id: row.id });
    }
  },
  async down({ context: qi }) {
    // Dropped in place rather than with removeColumn, which rebuilds the table on SQLite.
    await qi.sequelize.query('ALTER TABLE outbox_mails DROP COLUMN secrets');
  },
};
