import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import { managedColumns } from './resource-columns';

/** A row of the indicative tariff table of the trade regulations page (duties in percent). */
export class TariffRowModel extends Model<InferAttributes<TariffRowModel>, InferCreationAttributes<TariffRowModel>> {
  declare id: CreationOptional<number>;
  declare title: string;
  declare hsCode: string;
  declare euMfn: number;
  declare euPreferential: number;
  declare mercosurCet: number;
  declare position: CreationOptional<number>;
  declare version: CreationOptional<number>;
  /** When the English text last changed: a translation saved before it needs a look. */
  declare textChangedAt: CreationOptional<Date>;
  declare deletedAt: CreationOptional<Date | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  /** Defines the model on a Sequelize instance. */
  static initModel(sequelize: Sequelize): typeof TariffRowModel {
    // A subclass per Sequelize instance, so tests can open several databases in one process.
    const Bound = class extends TariffRowModel {};
    Bound.init(
      {
        id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
        title: { type: DataTypes.STRING(200), allowNull: false },
        hsCode: { type: DataTypes.STRING(20), allowNull: false },
        euMfn: { type: DataTypes.DOUBLE, allowNull: false },
        euPreferential: { type: DataTypes.DOUBLE, allowNull: false },
        mercosurCet: { type: DataTypes.DOUBLE, allowNull: false },
        position: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        ...managedColumns(),
      },
      { sequelize, modelName: 'TariffRow', tableName: 'tariff_rows', underscored: true },
    );
    return Bound;
  }
}
