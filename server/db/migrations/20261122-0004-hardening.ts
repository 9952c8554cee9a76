import { DataTypes } from 'sequelize';
import type { Migration } from '../migrate';

/**
 * Issue 8, hardening: rate-limit counters live in the database (one row per key and window), so
 * they hold across restarts and are shared by every server process on one database.
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
  },
  async down({ context: qi }) {
    await qi.dropTable('rate_limits');
  },
};
