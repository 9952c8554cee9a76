import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import { REPORT_CATEGORIES, type ReportCategory } from '../../shared/resources';
import { documentColumns, managedColumns } from './resource-columns';

/** A market report: a document of the Market Reports page. */
export class MarketReportModel extends Model<
  InferAttributes<MarketReportModel>,
  InferCreationAttributes<MarketReportModel>
> {
  declare id: CreationOptional<number>;
  declare title: string;
  declare description: string;
  declare category: ReportCategory;
  /** 'yyyy-MM-dd'. */
  declare publishedOn: string;
  declare featured: CreationOptional<boolean>;
  declare thumbnail: string | null;
  /** The uploaded file (resource_files), or null. */
  declare fileId: number | null;
  /** An address elsewhere, used when no file is uploaded. */
  declare externalUrl: string | null;
  declare membersOnly: CreationOptional<boolean>;
  /** Raised atomically by each download. */
  declare downloads: CreationOptional<number>;
  declare version: CreationOptional<number>;
  /** When the English text last changed: a translation saved before it needs a look. */
  declare textChangedAt: CreationOptional<Date>;
  declare deletedAt: CreationOptional<Date | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  /** Defines the model on a Sequelize instance. */
  static initModel(sequelize: Sequelize): typeof MarketReportModel {
    // A subclass per Sequelize instance, so tests can open several databases in one process.
    const Bound = class extends MarketReportModel {};
    Bound.init(
      {
        id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
        title: { type: DataTypes.STRING(200), allowNull: false },
        description: { type: DataTypes.TEXT, allowNull: false },
        category: { type: DataTypes.STRING(40), allowNull: false, validate: { isIn: [REPORT_CATEGORIES] } },
        publishedOn: { type: DataTypes.STRING(10), allowNull: false },
        featured: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        thumbnail: { type: DataTypes.STRING(2048), allowNull: true },
        ...documentColumns(),
        ...managedColumns(),
      },
      { sequelize, modelName: 'MarketReport', tableName: 'market_reports', underscored: true },
    );
    return Bound;
  }
}
