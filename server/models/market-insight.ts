import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import { REPORT_CATEGORIES, type ReportCategory } from '../../shared/resources';
import { managedColumns } from './resource-columns';

/** A Market Insights card of the market reports page. */
export class MarketInsightModel extends Model<
  InferAttributes<MarketInsightModel>,
  InferCreationAttributes<MarketInsightModel>
> {
  declare id: CreationOptional<number>;
  declare title: string;
  declare description: string;
  declare source: string;
  declare category: ReportCategory;
  /** Change on the previous year, in percent. */
  declare change: number;
  declare position: CreationOptional<number>;
  declare version: CreationOptional<number>;
  /** When the English text last changed: a translation saved before it needs a look. */
  declare textChangedAt: CreationOptional<Date>;
  declare deletedAt: CreationOptional<Date | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  /** Defines the model on a Sequelize instance. */
  static initModel(sequelize: Sequelize): typeof MarketInsightModel {
    // A subclass per Sequelize instance, so tests can open several databases in one process.
    const Bound = class extends MarketInsightModel {};
    Bound.init(
      {
        id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
        title: { type: DataTypes.STRING(200), allowNull: false },
        description: { type: DataTypes.TEXT, allowNull: false },
        source: { type: DataTypes.STRING(200), allowNull: false },
        category: { type: DataTypes.STRING(40), allowNull: false, validate: { isIn: [REPORT_CATEGORIES] } },
        change: { type: DataTypes.DOUBLE, allowNull: false },
        position: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        ...managedColumns(),
      },
      { sequelize, modelName: 'MarketInsight', tableName: 'market_insights', underscored: true },
    );
    return Bound;
  }
}
