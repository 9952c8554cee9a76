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
 * A newsletter or regulatory-updates subscriber: one per (list, e-mail). Its unsubscribe link is
 * signed, not stored (server/subscriptions/unsubscribe-links.ts). Pending
 * until the person confirms through the mailed link (double opt-in): only confirmed subscriptions
 * are mailed, listed as subscribers in counts and exported.
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
  /**
   * SHA-256 (hex) of the unsubscribe token of a subscription made before the links were signed, so
   * the links already mailed keep working; null for every subscription made since.
   */
  declare legacyTokenHash: CreationOptional<string | null>;
  /** The page whose form was used, as its path in the language in use (`/es/news`); null before double opt-in. */
  declare form: CreationOptional<string | null>;
  /** SHA-256 (hex) of the confirmation link's secret while pending; null once confirmed. */
  declare confirmationTokenHash: CreationOptional<string | null>;
  /** When the latest confirmation link was mailed: a pending subscription expires 7 days later. */
  declare confirmationSentAt: CreationOptional<Date | null>;
  /** When the person confirmed through the mailed link (double opt-in); null while pending. */
  declare confirmedAt: CreationOptional<Date | null>;
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
        legacyTokenHash: { type: DataTypes.STRING(64), allowNull: true, unique: true },
        spam: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        form: { type: DataTypes.STRING(100), allowNull: true },
        confirmationTokenHash: { type: DataTypes.STRING(64), allowNull: true, unique: true },
        confirmationSentAt: { type: DataTypes.DATE, allowNull: true },
        confirmedAt: { type: DataTypes.DATE, allowNull: true },
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
