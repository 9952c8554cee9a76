import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import { LANGUAGES, type Language } from '../../shared/constants';
import { REGIONS, SUBSCRIPTION_LISTS, type Region, type SubscriptionList } from '../../shared/entities';

/**
 * A newsletter or regulatory-updates subscriber: one per (list, e-mail). `token` is the secret of
 * the unsubscribe link (random, stored as is: it can only remove this one subscription).
 */
export class SubscriptionModel extends Model<
  InferAttributes<SubscriptionModel>,
  InferCreationAttributes<SubscriptionModel>
> {
  declare id: CreationOptional<number>;
  declare list: SubscriptionList;
  declare email: string;
  declare region: Region | null;
  declare language: Language;
  /** The latest subscribe (consent is renewed by subscribing again). */
  declare consentedAt: Date;
  declare token: string;
  /**
   * Sent with the honeypot filled in: kept, but out of the staff list and the export. A person
   * subscribing the address later makes it a real subscription.
   */
  declare spam: CreationOptional<boolean>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  /** Defines the model on a Sequelize instance. */
  static initModel(sequelize: Sequelize): typeof SubscriptionModel {
    // A subclass per Sequelize instance, so tests can open several databases in one process.
    const Bound = class extends SubscriptionModel {};
    Bound.init(
      {
        id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
        list: { type: DataTypes.STRING(40), allowNull: false, validate: { isIn: [SUBSCRIPTION_LISTS] } },
        email: { type: DataTypes.STRING(254), allowNull: false },
        region: { type: DataTypes.STRING(40), allowNull: true, validate: { isIn: [REGIONS] } },
        language: { type: DataTypes.STRING(5), allowNull: false, validate: { isIn: [LANGUAGES] } },
        consentedAt: { type: DataTypes.DATE, allowNull: false },
        token: { type: DataTypes.STRING(64), allowNull: false, unique: true },
        spam: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      {
        sequelize,
        modelName: 'Subscription',
        tableName: 'subscriptions',
        underscored: true,
        indexes: [{ name: 'subscriptions_list_email', unique: true, fields: ['list', 'email'] }],
      },
    );
    return Bound;
  }
}
