import { DataTypes } from 'sequelize';
import type { Migration } from '../migrate';

/**
 * `users.language`: the language of the mails a user is sent (role-request decisions and the like),
 * taken from the page they registered on or their invitation, and changed in their account. Existing
 * users keep null, which means the site's default language: nobody recorded which language they use.
 */
export const accountLanguage: Migration = {
  name: '20261125-0010-account-language',
  async up({ context: qi }) {
    await qi.addColumn('users', 'language', { type: DataTypes.STRING(5), allowNull: true });
  },
  async down({ context: qi }) {
    await qi.removeColumn('users', 'language');
  },
};
