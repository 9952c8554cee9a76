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
import type { UserModel } from './user';

/**
 * What an account token opens: a password reset, an invitation to a new account, or the move of an
 * account to a new e-mail address (`email`: the new address; sent to it, to prove it is theirs).
 */
export const ACCOUNT_TOKEN_KINDS = ['reset', 'invitation', 'email-change'] as const;
export type AccountTokenKind = (typeof ACCOUNT_TOKEN_KINDS)[number];

/**
 * A single-use link sent by mail: only the SHA-256 of its token is stored. A reset names its user;
 * an invitation keeps the invited person's name, e-mail, role and mail language (and, once
 * accepted, the new user). Dead once used, revoked or past `expiresAt`.
 */
export class AccountTokenModel extends Model<
  InferAttributes<AccountTokenModel>,
  InferCreationAttributes<AccountTokenModel>
> {
  declare id: CreationOptional<number>;
  declare kind: AccountTokenKind;
  /** SHA-256 of the token, lower-case hex. */
  declare tokenHash: string;
  declare userId: CreationOptional<number | null>;
  declare email: string;
  declare fullName: CreationOptional<string | null>;
  declare role: CreationOptional<Role | null>;
  /** An invitation to represent this member company (role `member`). */
  declare memberId: CreationOptional<number | null>;
  declare language: Language;
  declare expiresAt: Date;
  declare usedAt: CreationOptional<Date | null>;
  declare revokedAt: CreationOptional<Date | null>;
  declare createdBy: CreationOptional<number | null>;
  /** Moved on by every admin change (resend, revoke) and by acceptance: a stale click is a 409. */
  declare version: CreationOptional<number>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
  /** The admin who sent the invitation, when loaded with `include: 'inviter'`. */
  declare inviter?: NonAttribute<UserModel | null>;

  static initModel(sequelize: Sequelize): typeof AccountTokenModel {
    // A subclass per Sequelize instance, so tests can open several databases in one process.
    const Bound = class extends AccountTokenModel {};
    Bound.init(
      {
        id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
        kind: { type: DataTypes.STRING(12), allowNull: false, validate: { isIn: [ACCOUNT_TOKEN_KINDS] } },
        tokenHash: { type: DataTypes.STRING(64), allowNull: false, unique: true },
        userId: { type: DataTypes.INTEGER, allowNull: true, defaultValue: null },
        email: { type: DataTypes.STRING(254), allowNull: false },
        fullName: { type: DataTypes.STRING(100), allowNull: true, defaultValue: null },
        role: { type: DataTypes.STRING(10), allowNull: true, defaultValue: null, validate: { isIn: [ROLES] } },
        memberId: { type: DataTypes.INTEGER, allowNull: true, defaultValue: null },
        language: { type: DataTypes.STRING(5), allowNull: false, validate: { isIn: [LANGUAGES] } },
        expiresAt: { type: DataTypes.DATE, allowNull: false },
        usedAt: { type: DataTypes.DATE, allowNull: true, defaultValue: null },
        revokedAt: { type: DataTypes.DATE, allowNull: true, defaultValue: null },
        createdBy: { type: DataTypes.INTEGER, allowNull: true, defaultValue: null },
        version: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, modelName: 'AccountToken', tableName: 'account_tokens', underscored: true },
    );
    return Bound;
  }
}
