import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import { managedColumns } from './resource-columns';

/** An investment tool: its Launch Tool button opens `url` (hidden without one). */
export class InvestmentToolModel extends Model<
  InferAttributes<InvestmentToolModel>,
  InferCreationAttributes<InvestmentToolModel>
> {
  declare id: CreationOptional<number>;
  declare title: string;
  declare description: string;
  declare url: string | null;
  declare position: CreationOptional<number>;
  declare version: CreationOptional<number>;
  /** When the English text last changed: a translation saved before it needs a look. */
  declare textChangedAt: CreationOptional<Date>;
  declare deletedAt: CreationOptional<Date | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  /** Defines the model on a Sequelize instance. */
  static initModel(sequelize: Sequelize): typeof InvestmentToolModel {
    // A subclass per Sequelize instance, so tests can open several databases in one process.
    const Bound = class extends InvestmentToolModel {};
    Bound.init(
      {
        id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
        title: { type: DataTypes.STRING(200), allowNull: false },
        description: { type: DataTypes.TEXT, allowNull: false },
        url: { type: DataTypes.STRING(2048), allowNull: true },
        position: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        ...managedColumns(),
      },
      { sequelize, modelName: 'InvestmentTool', tableName: 'investment_tools', underscored: true },
    );
    return Bound;
  }
}
