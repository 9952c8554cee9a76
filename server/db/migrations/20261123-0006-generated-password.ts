import { DataTypes } from 'sequelize';
import type { Migration } from '../migrate';

/**
 * `users.password_generated`: true while the user's password is the random one the server made and
 * printed once on the console (the first admin when no ADMIN_PASSWORD was given). The admin shell
 * asks that user to change it; their own password change clears it. Existing users keep false: a
 * password chosen before this column existed is not known to be a generated one.
 */
export const generatedPassword: Migration = {
  name: '20261123-0006-generated-password',
  async up({ context: qi }) {
    await qi.addColumn('users', 'password_generated', {
      type: DataTypes.BOOLEAN,
      allowNull: false,
      defaultValue: false,
    });
  },
  async down({ context: qi }) {
    await qi.removeColumn('users', 'password_generated');
  },
};
