import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import { AGREEMENT_STATUSES, type AgreementStatus } from '../../shared/resources';
import { managedColumns } from './resource-columns';

/** A trade agreement of the Trade Regulations page. */
export class TradeAgreementModel extends Model<
  InferAttributes<TradeAgreementModel>,
  InferCreationAttributes<TradeAgreementModel>
> {
  declare id: CreationOptional<number>;
  declare title: string;
  declare description: string;
  declare status: AgreementStatus;
  declare year: number | null;
  declare position: CreationOptional<number>;
  declare version: CreationOptional<number>;
  /** When the English text last changed: a translation saved before it needs a look. */
  declare textChangedAt: CreationOptional<Date>;
  declare deletedAt: CreationOptional<Date | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  /** Defines the model on a Sequelize instance. */
  static initModel(sequelize: Sequelize): typeof TradeAgreementModel {
    // A subclass per Sequelize instance, so tests can open several databases in one process.
    const Bound = class extends TradeAgreementModel {};
    Bound.init(
      {
        id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
        title: { type: DataTypes.STRING(200), allowNull: false },
        description: { type: DataTypes.TEXT, allowNull: false },
        status: { type: DataTypes.STRING(40), allowNull: false, validate: { isIn: [AGREEMENT_STATUSES] } },
        year: { type: DataTypes.INTEGER, allowNull: true },
        position: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        ...managedColumns(),
      },
      { sequelize, modelName: 'TradeAgreement', tableName: 'trade_agreements', underscored: true },
    );
    return Bound;
  }
}
