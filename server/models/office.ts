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

/** An office of the chamber: the headquarters or a regional office. */
export class OfficeModel extends Model<InferAttributes<OfficeModel>, InferCreationAttributes<OfficeModel>> {
  declare id: CreationOptional<number>;
  declare city: string;
  declare country: string;
  declare region: Region;
  declare street: string;
  declare postalCode: string;
  declare phone: string;
  declare email: string;
  declare membershipEmail: string | null;
  declare headquarters: CreationOptional<boolean>;
  declare position: CreationOptional<number>;
  declare version: CreationOptional<number>;
  /** When the English text last changed: a translation saved before it needs a look. */
  declare textChangedAt: CreationOptional<Date>;
  declare deletedAt: CreationOptional<Date | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  /** Defines the model on a Sequelize instance. */
  static initModel(sequelize: Sequelize): typeof OfficeModel {
    // A subclass per Sequelize instance, so tests can open several databases in one process.
    const Bound = class extends OfficeModel {};
    Bound.init(
      {
        id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
        city: { type: DataTypes.STRING(200), allowNull: false },
        country: { type: DataTypes.STRING(200), allowNull: false },
        region: { type: DataTypes.STRING(40), allowNull: false, validate: { isIn: [REGIONS] } },
        street: { type: DataTypes.STRING(200), allowNull: false },
        postalCode: { type: DataTypes.STRING(20), allowNull: false },
        phone: { type: DataTypes.STRING(40), allowNull: false },
        email: { type: DataTypes.STRING(254), allowNull: false },
        membershipEmail: { type: DataTypes.STRING(254), allowNull: true },
        headquarters: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        position: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        ...managedColumns(),
      },
      { sequelize, modelName: 'Office', tableName: 'offices', underscored: true },
    );
    return Bound;
  }
}
