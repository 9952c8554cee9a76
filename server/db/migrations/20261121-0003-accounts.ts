import { DataTypes } from 'sequelize';
import type { Migration } from '../migrate';

/**
 * Accounts: users can be deactivated (`active`, `deactivated_at`); `session_version` is
 * stored in every session at sign-in and moved on by a password change, a password reset and a
 * deactivation, so a session saved again by a request that was in flight while the sessions were
 * deleted is still refused. Newsletter and regulatory-update subscriptions, one per (list, e-mail).
 *
 * Site settings need no table: they are one JSON value in `app_meta` (key `site_settings`), read
 * and written whole and validated with the shared schema, so a setting added later needs no
 * migration. Existing users stay active; existing sessions hold no version and count as version 0.
 */
export const accounts: Migration = {
  name: '20261121-0003-accounts',
  async up({ context: qi }) {
    await qi.addColumn('users', 'active', { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true });
    await qi.addColumn('users', 'deactivated_at', { type: DataTypes.DATE, allowNull: true });
    await qi.addColumn('users', 'session_version', { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 });
    await qi.addIndex('users', ['full_name'], { name: 'users_full_name' });

    await qi.createTable('subscriptions', {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      list: { type: DataTypes.STRING(40), allowNull: false },
      email: { type: DataTypes.STRING(254), allowNull: false },
      region: { type: DataTypes.STRING(40), allowNull: true },
      language: { type: DataTypes.STRING(5), allowNull: false },
      consented_at: { type: DataTypes.DATE, allowNull: false },
      token: { type: DataTypes.STRING(64), allowNull: false, unique: true },
      created_at: { type: DataTypes.DATE, allowNull: false },
      updated_at: { type: DataTypes.DATE, allowNull: false },
    });
    await qi.addIndex('subscriptions', ['list', 'email'], { name: 'subscriptions_list_email', unique: true });
    await qi.addIndex('subscriptions', ['list', 'consented_at'], { name: 'subscriptions_list_consented_at' });
  },
  async down({ context: qi }) {
    await qi.dropTable('subscriptions');
    await qi.removeIndex('users', 'users_full_name');
    await qi.removeColumn('users', 'session_version');
    await qi.removeColumn('users', 'deactivated_at');
    await qi.removeColumn('users', 'active');
  },
};
