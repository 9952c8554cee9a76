import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import { ROLES, type Role } from '../../shared/entities';

/**
 * A registration sent with the honeypot filled in (a bot's). Kept apart from the users: it claims
 * no username or e-mail address, cannot sign in, and holds no password.
 */
export class SpamRegistrationModel extends Model<
  InferAttributes<SpamRegistrationModel>,
  InferCreationAttributes<SpamRegistrationModel>
> {
  declare id: CreationOptional<number>;
  declare username: string;
  declare fullName: string;
  declare email: string;
  /** The role asked for, when it was not viewer. */
  declare requestedRole: Role | null;
  /** The text the bot put into the honeypot. */
  declare honeypot: string;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  /** Defines the model on a Sequelize instance. */
  static initModel(sequelize: Sequelize): typeof SpamRegistrationModel {
    // A subclass per Sequelize instance, so tests can open several databases in one process.
    const Bound = class extends SpamRegistrationModel {};
    Bound.init(
      {
        id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
        username: { type: DataTypes.STRING(50), allowNull: false },
        fullName: { type: DataTypes.STRING(100), allowNull: false },
        email: { type: DataTypes.STRING(254), allowNull: false },
        requestedRole: { type: DataTypes.STRING(20), allowNull: true, validate: { isIn: [ROLES] } },
        honeypot: { type: DataTypes.STRING(500), allowNull: false },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, modelName: 'SpamRegistration', tableName: 'spam_registrations', underscored: true },
    );
    return Bound;
  }
}
