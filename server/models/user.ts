import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type NonAttribute,
  type Sequelize,
} from 'sequelize';
import { LANGUAGES, type Language } from '../../shared/constants';
import { ROLES, type Role } from '../../shared/entities';
import type { MemberModel } from './member';

/** A staff, member or registered account. `usernameKey` is the case-folded username used for look-ups. */
export class UserModel extends Model<InferAttributes<UserModel>, InferCreationAttributes<UserModel>> {
  declare id: CreationOptional<number>;
  declare username: string;
  declare usernameKey: string;
  declare passwordHash: string;
  declare fullName: string;
  declare email: string;
  declare role: Role;
  declare requestedRole: CreationOptional<Role | null>;
  /** When `requestedRole` was asked for (null with it): staff notifications announce requests by it. */
  declare roleRequestedAt: CreationOptional<Date | null>;
  /** The member company a `member` account represents (null for every other role). */
  declare memberId: CreationOptional<number | null>;
  declare lastLoginAt: CreationOptional<Date | null>;
  /** A deactivated user cannot sign in, and their sessions count as signed out. */
  declare active: CreationOptional<boolean>;
  declare deactivatedAt: CreationOptional<Date | null>;
  /**
   * Stored in each session at sign-in; a password change or reset and a deactivation move it on,
   * which ends every session that holds an older one (even one saved again after its deletion).
   */
  declare sessionVersion: CreationOptional<number>;
  /** The password is the random one printed once at first start: the user is asked to change it. */
  declare passwordGenerated: CreationOptional<boolean>;
  /** The language of the user's mails; null: the site's default. */
  declare language: CreationOptional<Language | null>;
  declare createdAt: CreationOptional<Date>;
  /** The member company, when loaded with `include: 'company'`. */
  declare company?: NonAttribute<MemberModel | null>;
  declare updatedAt: CreationOptional<Date>;

  /** Defines the model on a Sequelize instance. */
  static initModel(sequelize: Sequelize): typeof UserModel {
    // A subclass per Sequelize instance, so tests can open several databases in one process.
    const Bound = class extends UserModel {};
    Bound.init(
      {
        id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
        username: { type: DataTypes.STRING(50), allowNull: false },
        usernameKey: { type: DataTypes.STRING(50), allowNull: false, unique: true },
        passwordHash: { type: DataTypes.STRING(100), allowNull: false },
        fullName: { type: DataTypes.STRING(100), allowNull: false },
        email: { type: DataTypes.STRING(254), allowNull: false, unique: true },
        role: { type: DataTypes.STRING(20), allowNull: false, validate: { isIn: [ROLES] } },
        requestedRole: { type: DataTypes.STRING(20), allowNull: true, validate: { isIn: [ROLES] } },
        roleRequestedAt: { type: DataTypes.DATE, allowNull: true, defaultValue: null },
        memberId: { type: DataTypes.INTEGER, allowNull: true, defaultValue: null },
        lastLoginAt: { type: DataTypes.DATE, allowNull: true },
        active: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
        deactivatedAt: { type: DataTypes.DATE, allowNull: true },
        sessionVersion: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        passwordGenerated: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        language: { type: DataTypes.STRING(5), allowNull: true, validate: { isIn: [LANGUAGES] } },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, modelName: 'User', tableName: 'users', underscored: true },
    );
    return Bound;
  }
}

/** The case-folded form of a username: look-ups and uniqueness ignore letter case and outer spaces. */
export function usernameKey(username: string): string {
  return username.trim().normalize('NFKC').toLowerCase();
}
