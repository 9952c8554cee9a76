import { DataTypes } from 'sequelize';
import type { Migration } from '../migrate';

/**
 * When a user asked for a staff role: `users.role_requested_at`, set with `requested_role` and
 * cleared with it. Staff notifications announce role requests by it (a request is an update of an
 * existing row, so the row's id says nothing about when it was made); the index serves that read.
 * Requests already pending get the account's creation time: the one time known for them.
 */
export const roleRequestTimes: Migration = {
  name: '20261202-0018-role-request-times',
  async up({ context: qi }) {
    await qi.addColumn('users', 'role_requested_at', { type: DataTypes.DATE, allowNull: true });
    await qi.sequelize.query('UPDATE users SET role_requested_at = created_at WHERE requested_role IS NOT NULL');
    await qi.addIndex('users', ['role_requested_at', 'id'], { name: 'users_role_requested_at' });
  },
  async down({ context: qi }) {
    await qi.removeIndex('users', 'users_role_requested_at');
    // Dropped in place rather than with removeColumn, which rebuilds the table on SQLite.
    await qi.sequelize.query('ALTER TABLE users DROP COLUMN role_requested_at');
  },
};
