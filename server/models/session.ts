import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';

/**
 * A server-side session. `id` is the SHA-256 of the cookie's session id, so a copy of the table
 * does not hand out live sessions. `userId` lets all of a user's sessions be ended at once.
 */
export class SessionModel extends Model<InferAttributes<SessionModel>, InferCreationAttributes<SessionModel>> {
  declare id: string;
  declare userId: number | null;
  declare data: string;
  declare expiresAt: Date;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  /** Defines the model on a Sequelize instance. */
  static initModel(sequelize: Sequelize): typeof SessionModel {
    // A subclass per Sequelize instance, so tests can open several databases in one process.
    const Bound = class extends SessionModel {};
    Bound.init(
      {
        id: { type: DataTypes.STRING(64), primaryKey: true },
        userId: { type: DataTypes.INTEGER, allowNull: true },
        data: { type: DataTypes.TEXT, allowNull: false },
        expiresAt: { type: DataTypes.DATE, allowNull: false },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, modelName: 'Session', tableName: 'sessions', underscored: true },
    );
    return Bound;
  }
}
