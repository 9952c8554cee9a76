import { DataTypes } from 'sequelize';
import type { Migration } from '../migrate';

/**
 * The outbox: every mail the site sends is first a row here, written in the transaction of the
 * change that causes it (a contact submission and its notification are stored together or not at
 * all). The row holds the mail as rendered (subject, HTML, text, headers), so what admins see is
 * what goes out. A sender in each server process claims due rows (`claim_token`, `lease_expires_at`;
 * `FOR UPDATE SKIP LOCKED` on PostgreSQL), sends them and records `sent` or the error; a row whose
 * lease ran out (its process died mid-send) is due again. `message_id` is fixed when the mail is
 * queued, so a resend after a crash carries the same Message-ID.
 *
 * `contact_submissions.language`: the language of the page the enquiry was sent from, so the
 * acknowledgement is written in it. Existing rows get 'en' (the site's first language).
 */
export const outbox: Migration = {
  name: '20261125-0007-outbox',
  async up({ context: qi }) {
    await qi.createTable('outbox_mails', {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      template: { type: DataTypes.STRING(60), allowNull: false },
      language: { type: DataTypes.STRING(5), allowNull: false },
      from_name: { type: DataTypes.STRING(200), allowNull: false },
      from_address: { type: DataTypes.STRING(254), allowNull: false },
      to_name: { type: DataTypes.STRING(200), allowNull: false },
      to_address: { type: DataTypes.STRING(254), allowNull: false },
      subject: { type: DataTypes.STRING(500), allowNull: false },
      html: { type: DataTypes.TEXT, allowNull: false },
      text: { type: DataTypes.TEXT, allowNull: false },
      headers: { type: DataTypes.TEXT, allowNull: false },
      message_id: { type: DataTypes.STRING(255), allowNull: false },
      status: { type: DataTypes.STRING(12), allowNull: false },
      attempts: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      next_attempt_at: { type: DataTypes.DATE, allowNull: false },
      claim_token: { type: DataTypes.STRING(64), allowNull: true },
      lease_expires_at: { type: DataTypes.DATE, allowNull: true },
      last_error: { type: DataTypes.STRING(1000), allowNull: true },
      sent_at: { type: DataTypes.DATE, allowNull: true },
      discarded_at: { type: DataTypes.DATE, allowNull: true },
      discarded_by: {
        type: DataTypes.INTEGER,
        allowNull: true,
        references: { model: 'users', key: 'id' },
        onDelete: 'SET NULL',
      },
      version: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      created_at: { type: DataTypes.DATE, allowNull: false },
      updated_at: { type: DataTypes.DATE, allowNull: false },
    });
    // The sender's claim: due rows by status and time.
    await qi.addIndex('outbox_mails', ['status', 'next_attempt_at'], { name: 'outbox_mails_status_next_attempt' });
    await qi.addIndex('outbox_mails', ['created_at'], { name: 'outbox_mails_created_at' });
    await qi.addColumn('contact_submissions', 'language', {
      type: DataTypes.STRING(5),
      allowNull: false,
      defaultValue: 'en',
    });
  },
  async down({ context: qi }) {
    await qi.removeColumn('contact_submissions', 'language');
    await qi.dropTable('outbox_mails');
  },
};
