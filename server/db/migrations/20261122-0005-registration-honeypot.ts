import { DataTypes } from 'sequelize';
import type { Migration } from '../migrate';

/**
 * Hardening: the register form carries the honeypot too. A registration sent with it
 * filled in (a bot's) is kept in `spam_registrations`, apart from `users`: it claims no username or
 * e-mail address (a person can still register them), cannot sign in, and stores no password nor
 * hash. `requested_role` is the role asked for when it was not viewer; `honeypot` is what the bot
 * typed into the field. Admins list them newest first and delete them.
 */
export const registrationHoneypot: Migration = {
  name: '20261122-0005-registration-honeypot',
  async up({ context: qi }) {
    await qi.createTable('spam_registrations', {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      username: { type: DataTypes.STRING(50), allowNull: false },
      full_name: { type: DataTypes.STRING(100), allowNull: false },
      email: { type: DataTypes.STRING(254), allowNull: false },
      requested_role: { type: DataTypes.STRING(20), allowNull: true },
      honeypot: { type: DataTypes.STRING(500), allowNull: false },
      created_at: { type: DataTypes.DATE, allowNull: false },
      updated_at: { type: DataTypes.DATE, allowNull: false },
    });
    await qi.addIndex('spam_registrations', ['created_at'], { name: 'spam_registrations_created_at' });
  },
  async down({ context: qi }) {
    await qi.dropTable('spam_registrations');
  },
};
