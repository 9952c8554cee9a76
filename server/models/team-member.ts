import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import { managedColumns } from './resource-columns';

/** A person of the chamber's staff on the Team page. */
export class TeamMemberModel extends Model<InferAttributes<TeamMemberModel>, InferCreationAttributes<TeamMemberModel>> {
  declare id: CreationOptional<number>;
  declare name: string;
  declare role: string;
  declare bio: string;
  declare office: string | null;
  declare photo: string | null;
  declare linkedin: string | null;
  declare position: CreationOptional<number>;
  declare version: CreationOptional<number>;
  /** When the English text last changed: a translation saved before it needs a look. */
  declare textChangedAt: CreationOptional<Date>;
  declare deletedAt: CreationOptional<Date | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  /** Defines the model on a Sequelize instance. */
  static initModel(sequelize: Sequelize): typeof TeamMemberModel {
    // A subclass per Sequelize instance, so tests can open several databases in one process.
    const Bound = class extends TeamMemberModel {};
    Bound.init(
      {
        id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
        name: { type: DataTypes.STRING(200), allowNull: false },
        role: { type: DataTypes.STRING(200), allowNull: false },
        bio: { type: DataTypes.TEXT, allowNull: false },
        office: { type: DataTypes.STRING(200), allowNull: true },
        photo: { type: DataTypes.STRING(2048), allowNull: true },
        linkedin: { type: DataTypes.STRING(2048), allowNull: true },
        position: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        ...managedColumns(),
      },
      { sequelize, modelName: 'TeamMember', tableName: 'team_members', underscored: true },
    );
    return Bound;
  }
}
