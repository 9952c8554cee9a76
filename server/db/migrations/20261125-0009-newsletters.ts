import { DataTypes, QueryTypes } from 'sequelize';
import type { Migration } from '../migrate';

/**
 * Double opt-in and newsletters.
 *
 * `subscriptions` gains the consent record: `form` (the page whose form was used, in its language's
 * path), `confirmation_token_hash` (SHA-256 of the mailed link's secret; the secret itself is never
 * stored), `confirmation_sent_at` (a pending subscription expires 7 days after it) and
 * `confirmed_at` (null while pending). Existing subscriptions are marked confirmed at their consent
 * time: they were made under the earlier single opt-in, where subscribing was the whole consent,
 * and they have been receiving the mailings since.
 *
 * `newsletters`: a mail to one list, subject and body per language, optionally built from news
 * articles; `draft` → `sending` → `sent`, version-guarded, drafts soft-deleted.
 * `newsletter_sends`: one row per newsletter that was sent (unique), the database's guard that a
 * newsletter can be sent only once, whatever the number of clicks or processes.
 * `newsletter_deliveries`: one row per (newsletter, subscription) (unique), with the outbox mail that
 * carries it: no subscriber gets a newsletter twice, and the send report reads the outbox through it.
 */
export const newsletters: Migration = {
  name: '20261125-0009-newsletters',
  async up({ context: qi }) {
    await qi.addColumn('subscriptions', 'form', { type: DataTypes.STRING(100), allowNull: true });
    await qi.addColumn('subscriptions', 'confirmation_token_hash', { type: DataTypes.STRING(64), allowNull: true });
    await qi.addColumn('subscriptions', 'confirmation_sent_at', { type: DataTypes.DATE, allowNull: true });
    await qi.addColumn('subscriptions', 'confirmed_at', { type: DataTypes.DATE, allowNull: true });
    // Single opt-in subscribers (everyone so far but the honeypot's spam) count as confirmed when they consented.
    await qi.sequelize.query(
      'UPDATE subscriptions SET confirmed_at = consented_at WHERE confirmed_at IS NULL AND spam = :no',
      {
        type: QueryTypes.UPDATE,
        replacements: { no: false },
      },
    );
    await qi.addIndex('subscriptions', ['confirmation_token_hash'], {
      name: 'subscriptions_confirmation_token_hash',
      unique: true,
    });
    await qi.addIndex('subscriptions', ['confirmed_at'], { name: 'subscriptions_confirmed_at' });

    await qi.createTable('newsletters', {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      list: { type: DataTypes.STRING(40), allowNull: false },
      subject_en: { type: DataTypes.STRING(200), allowNull: false },
      subject_es: { type: DataTypes.STRING(200), allowNull: true },
      subject_sv: { type: DataTypes.STRING(200), allowNull: true },
      body_en: { type: DataTypes.TEXT, allowNull: false },
      body_es: { type: DataTypes.TEXT, allowNull: true },
      body_sv: { type: DataTypes.TEXT, allowNull: true },
      article_ids: { type: DataTypes.TEXT, allowNull: false, defaultValue: '[]' },
      status: { type: DataTypes.STRING(10), allowNull: false, defaultValue: 'draft' },
      version: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      created_by: {
        type: DataTypes.INTEGER,
        allowNull: true,
        references: { model: 'users', key: 'id' },
        onDelete: 'SET NULL',
      },
      sent_by: {
        type: DataTypes.INTEGER,
        allowNull: true,
        references: { model: 'users', key: 'id' },
        onDelete: 'SET NULL',
      },
      send_started_at: { type: DataTypes.DATE, allowNull: true },
      sent_at: { type: DataTypes.DATE, allowNull: true },
      recipient_count: { type: DataTypes.INTEGER, allowNull: true },
      // The dispatcher's progress: every subscription id up to this one has its delivery queued.
      dispatched_through: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      dispatch_token: { type: DataTypes.STRING(64), allowNull: true },
      dispatch_lease_until: { type: DataTypes.DATE, allowNull: true },
      deleted_at: { type: DataTypes.DATE, allowNull: true },
      created_at: { type: DataTypes.DATE, allowNull: false },
      updated_at: { type: DataTypes.DATE, allowNull: false },
    });
    await qi.addIndex('newsletters', ['status'], { name: 'newsletters_status' });

    await qi.createTable('newsletter_sends', {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      newsletter_id: {
        type: DataTypes.INTEGER,
        allowNull: false,
        unique: true,
        references: { model: 'newsletters', key: 'id' },
        onDelete: 'CASCADE',
      },
      started_by: {
        type: DataTypes.INTEGER,
        allowNull: true,
        references: { model: 'users', key: 'id' },
        onDelete: 'SET NULL',
      },
      created_at: { type: DataTypes.DATE, allowNull: false },
    });

    await qi.createTable('newsletter_deliveries', {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      newsletter_id: {
        type: DataTypes.INTEGER,
        allowNull: false,
        references: { model: 'newsletters', key: 'id' },
        onDelete: 'CASCADE',
      },
      // No foreign key: the delivery stays in the report after the person unsubscribes.
      subscription_id: { type: DataTypes.INTEGER, allowNull: false },
      outbox_mail_id: {
        type: DataTypes.INTEGER,
        allowNull: true,
        references: { model: 'outbox_mails', key: 'id' },
        onDelete: 'SET NULL',
      },
      created_at: { type: DataTypes.DATE, allowNull: false },
    });
    await qi.addIndex('newsletter_deliveries', ['newsletter_id', 'subscription_id'], {
      name: 'newsletter_deliveries_newsletter_subscription',
      unique: true,
    });
  },
  async down({ context: qi }) {
    await qi.dropTable('newsletter_deliveries');
    await qi.dropTable('newsletter_sends');
    await qi.dropTable('newsletters');
    await qi.removeIndex('subscriptions', 'subscriptions_confirmed_at');
    await qi.removeIndex('subscriptions', 'subscriptions_confirmation_token_hash');
    await qi.removeColumn('subscriptions', 'confirmed_at');
    await qi.removeColumn('subscriptions', 'confirmation_sent_at');
    await qi.removeColumn('subscriptions', 'confirmation_token_hash');
    await qi.removeColumn('subscriptions', 'form');
  },
};
