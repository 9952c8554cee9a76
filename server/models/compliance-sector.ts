import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import { managedColumns } from './resource-columns';

/** A row of the sector compliance table of the trade regulations page. */
export class ComplianceSectorModel extends Model<
  InferAttributes<ComplianceSectorModel>,
  InferCreationAttributes<ComplianceSectorModel>
> {
  declare id: CreationOptional<number>;
  declare title: string;
  declare requirements: string;
  declare certification: string;
  declare leadTimeMinWeeks: number;
  declare leadTimeMaxWeeks: number;
  declare position: CreationOptional<number>;
  declare version: CreationOptional<number>;
  /** When the English text last changed: a translation saved before it needs a look. */
  declare textChangedAt: CreationOptional<Date>;
  declare deletedAt: CreationOptional<Date | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  /** Defines the model on a Sequelize instance. */
  static initModel(sequelize: Sequelize): typeof ComplianceSectorModel {
    // A subclass per Sequelize instance, so tests can open several databases in one process.
    const Bound = class extends ComplianceSectorModel {};
    Bound.init(
      {
        id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
        title: { type: DataTypes.STRING(200), allowNull: false },
        requirements: { type: DataTypes.TEXT, allowNull: false },
        certification: { type: DataTypes.TEXT, allowNull: false },
        leadTimeMinWeeks: { type: DataTypes.INTEGER, allowNull: false },
        leadTimeMaxWeeks: { type: DataTypes.INTEGER, allowNull: false },
        position: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        ...managedColumns(),
      },
      { sequelize, modelName: 'ComplianceSector', tableName: 'compliance_sectors', underscored: true },
    );
    return Bound;
  }
}
