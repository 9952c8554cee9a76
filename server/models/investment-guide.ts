import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import type { Region } from '../../shared/entities';
import { GUIDE_KINDS, type GuideKind, type MarketEntryCategory } from '../../shared/resources';
import { documentColumns, managedColumns } from './resource-columns';

/** An investment guide: a country guide or a market-entry guide of the Investment Guides page. */
export class InvestmentGuideModel extends Model<
  InferAttributes<InvestmentGuideModel>,
  InferCreationAttributes<InvestmentGuideModel>
> {
  declare id: CreationOptional<number>;
  declare kind: GuideKind;
  declare title: string;
  declare description: string;
  declare region: Region | null;
  declare category: MarketEntryCategory | null;
  declare pages: number | null;
  /** 'yyyy-MM-dd'. */
  declare updatedOn: string;
  declare cover: string | null;
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
  static initModel(sequelize: Sequelize): typeof InvestmentGuideModel {
    // A subclass per Sequelize instance, so tests can open several databases in one process.
    const Bound = class extends InvestmentGuideModel {};
    Bound.init(
      {
        id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
        kind: { type: DataTypes.STRING(20), allowNull: false, validate: { isIn: [GUIDE_KINDS] } },
        title: { type: DataTypes.STRING(200), allowNull: false },
        description: { type: DataTypes.TEXT, allowNull: false },
        region: { type: DataTypes.STRING(40), allowNull: true },
        category: { type: DataTypes.STRING(40), allowNull: true },
        pages: { type: DataTypes.INTEGER, allowNull: true },
        updatedOn: { type: DataTypes.STRING(10), allowNull: false },
        cover: { type: DataTypes.STRING(2048), allowNull: true },
        ...documentColumns(),
        ...managedColumns(),
      },
      { sequelize, modelName: 'InvestmentGuide', tableName: 'investment_guides', underscored: true },
    );
    return Bound;
  }
}
