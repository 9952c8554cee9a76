import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import { REGIONS, type Region } from '../../shared/entities';
import { managedColumns } from './resource-columns';

/** A dated entry of the regulatory updates log, mailed to the subscribers of its region. */
export class RegulatoryUpdateModel extends Model<
  InferAttributes<RegulatoryUpdateModel>,
  InferCreationAttributes<RegulatoryUpdateModel>
> {
  declare id: CreationOptional<number>;
  declare title: string;
  declare description: string;
  declare region: Region;
  /** 'yyyy-MM-dd'. */
  declare publishedOn: string;
  /** When it was mailed to its region's subscribers (null: not yet). */
  declare mailedAt: CreationOptional<Date | null>;
  declare version: CreationOptional<number>;
  /** When the English text last changed: a translation saved before it needs a look. */
  declare textChangedAt: CreationOptional<Date>;
  declare deletedAt: CreationOptional<Date | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  /** Defines the model on a Sequelize instance. */
  static initModel(sequelize: Sequelize): typeof RegulatoryUpdateModel {
    // A subclass per Sequelize instance, so tests can open several databases in one process.
    const Bound = class extends RegulatoryUpdateModel {};
    Bound.init(
      {
        id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
        title: { type: DataTypes.STRING(200), allowNull: false },
        description: { type: DataTypes.TEXT, allowNull: false },
        region: { type: DataTypes.STRING(40), allowNull: false, validate: { isIn: [REGIONS] } },
        publishedOn: { type: DataTypes.STRING(10), allowNull: false },
        mailedAt: { type: DataTypes.DATE, allowNull: true, defaultValue: null },
        ...managedColumns(),
      },
      { sequelize, modelName: 'RegulatoryUpdate', tableName: 'regulatory_updates', underscored: true },
    );
    return Bound;
  }
}
