import { DataTypes } from 'sequelize';
import type { Migration } from '../migrate';

/**
 * Account tokens: the single-use links of password resets and invitations. Only the SHA-256 of a
 * token is stored (`token_hash`, hex), so a copy of the database opens no account; the token itself
 * exists only in the mail. A reset names its user; an invitation holds the person's name, e-mail,
 * role and mail language until it is accepted (then `user_id` is the new account). A token is dead
 * once `used_at` or `revoked_at` is set or `expires_at` has passed. `version` moves on with every
 * admin change (resend, revoke), so a stale click is a 409.
 */
export const accountTokens: Migration = {
  name: '20261125-0008-account-tokens',
  async up({ context: qi }) {
    await qi.createTable('account_tokens', {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      kind: { type: DataTypes.STRING(12), allowNull: false },
      token_hash: { type: DataTypes.STRING(64), allowNull: false, unique: true },
      user_id: {
        type: DataTypes.INTEGER,
        allowNull: true,
        references: { model: 'users', key: 'id' },
        onDelete: 'CASCADE',
      },
      email: { type: DataTypes.STRING(254), allowNull: false },
      full_name: { type: DataTypes.STRING(100), allowNull: true },
      role: { type: DataTypes.STRING(10), allowNull: true },
      language: { type: DataTypes.STRING(5), allowNull: false },
      expires_at: { type: DataTypes.DATE, allowNull: false },
      used_at: { type: DataTypes.DATE, allowNull: true },
      revoked_at: { type: DataTypes.DATE, allowNull: true },
      created_by: {
        type: DataTypes.INTEGER,
        allowNull: true,
        references: { model: 'users', key: 'id' },
        onDelete: 'SET NULL',
      },
      version: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      created_at: { type: DataTypes.DATE, allowNull: false },
      updated_at: { type: DataTypes.DATE, allowNull: false },
    });
    // The pending invitations list, and a user's open resets (spent together).
    await qi.addIndex('account_tokens', ['kind', 'used_at', 'revoked_at'], { name: 'account_tokens_kind_open' });
    await qi.addIndex('account_tokens', ['user_id'], { name: 'account_tokens_user_id' });
  },
  async down({ context: qi }) {
    await qi.dropTable('account_tokens');
  },
};
