import { DataTypes } from 'sequelize';
import type { Migration } from '../migrate';

/**
 * Hardening: rate-limit counters live in the database (one row per key and window), so
 * they hold across restarts and are shared by every server process on one database. Contact
 * submissions and subscriptions get a `spam` flag (the public forms' honeypot was filled in): such
 * rows are stored and answered like any other, but left out of staff lists, counts and exports.
 */
export const hardening: Migration = {
  name: '20261122-0004-hardening',
  async up({ context: qi }) {
    await qi.createTable('rate_limits', {
      bucket: { type: DataTypes.STRING(300), primaryKey: true },
      // Epoch milliseconds of the start of the current window.
      window_start: { type: DataTypes.BIGINT, allowNull: false },
      hits: { type: DataTypes.INTEGER, allowNull: false },
    });
    await qi.addIndex('rate_limits', ['window_start'], { name: 'rate_limits_window_start' });

    for (const table of ['contact_submissions', 'subscriptions']) {
      await qi.addColumn(table, 'spam', { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false });
    }
  },
  async down({ context: qi }) {
    for (const table of ['subscriptions', 'contact_submissions']) await qi.removeColumn(table, 'spam');
    await qi.dropTable('rate_limits');
  },
};
