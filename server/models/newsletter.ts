import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import {
  NEWSLETTER_STATUSES,
  SUBSCRIPTION_LISTS,
  type NewsletterStatus,
  type SubscriptionList,
} from '../../shared/entities';

/**
 * A mail to every confirmed subscriber of one list: subject and body per language (English
 * required, Spanish and Swedish fall back to it), optionally with news articles. `draft` (editable,
 * soft-deleted) → `sending` (its mails are being queued) → `sent` (all queued).
 */
export class NewsletterModel extends Model<InferAttributes<NewsletterModel>, InferCreationAttributes<NewsletterModel>> {
  declare id: CreationOptional<number>;
  declare list: SubscriptionList;
  declare subjectEn: string;
  declare subjectEs: string | null;
  declare subjectSv: string | null;
  declare bodyEn: string;
  declare bodyEs: string | null;
  declare bodySv: string | null;
  /** The chosen news articles' ids, in order, as a JSON array. */
  declare articleIds: CreationOptional<string>;
  declare status: CreationOptional<NewsletterStatus>;
  declare version: CreationOptional<number>;
  declare createdBy: number | null;
  declare sentBy: CreationOptional<number | null>;
  declare sendStartedAt: CreationOptional<Date | null>;
  declare sentAt: CreationOptional<Date | null>;
  /** The number of mails queued (known once sent). */
  declare recipientCount: CreationOptional<number | null>;
  /** Every subscription with an id up to this one has its mail queued. */
  declare dispatchedThrough: CreationOptional<number>;
  declare dispatchToken: CreationOptional<string | null>;
  declare dispatchLeaseUntil: CreationOptional<Date | null>;
  declare deletedAt: CreationOptional<Date | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): typeof NewsletterModel {
    const Bound = class extends NewsletterModel {};
    Bound.init(
      {
        id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
        list: { type: DataTypes.STRING(40), allowNull: false, validate: { isIn: [SUBSCRIPTION_LISTS] } },
        subjectEn: { type: DataTypes.STRING(200), allowNull: false },
        subjectEs: { type: DataTypes.STRING(200), allowNull: true },
        subjectSv: { type: DataTypes.STRING(200), allowNull: true },
        bodyEn: { type: DataTypes.TEXT, allowNull: false },
        bodyEs: { type: DataTypes.TEXT, allowNull: true },
        bodySv: { type: DataTypes.TEXT, allowNull: true },
        articleIds: { type: DataTypes.TEXT, allowNull: false, defaultValue: '[]' },
        status: {
          type: DataTypes.STRING(10),
          allowNull: false,
          defaultValue: 'draft',
          validate: { isIn: [NEWSLETTER_STATUSES] },
        },
        version: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        createdBy: { type: DataTypes.INTEGER, allowNull: true },
        sentBy: { type: DataTypes.INTEGER, allowNull: true },
        sendStartedAt: { type: DataTypes.DATE, allowNull: true },
        sentAt: { type: DataTypes.DATE, allowNull: true },
        recipientCount: { type: DataTypes.INTEGER, allowNull: true },
        dispatchedThrough: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        dispatchToken: { type: DataTypes.STRING(64), allowNull: true },
        dispatchLeaseUntil: { type: DataTypes.DATE, allowNull: true },
        deletedAt: { type: DataTypes.DATE, allowNull: true },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, modelName: 'Newsletter', tableName: 'newsletters', underscored: true },
    );
    return Bound;
  }
}

/** The one row a newsletter gets when it is sent (unique per newsletter): the guard against a second send. */
export class NewsletterSendModel extends Model<
  InferAttributes<NewsletterSendModel>,
  InferCreationAttributes<NewsletterSendModel>
> {
  declare id: CreationOptional<number>;
  declare newsletterId: number;
  declare startedBy: number | null;
  declare createdAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): typeof NewsletterSendModel {
    const Bound = class extends NewsletterSendModel {};
    Bound.init(
      {
        id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
        newsletterId: { type: DataTypes.INTEGER, allowNull: false, unique: true },
        startedBy: { type: DataTypes.INTEGER, allowNull: true },
        createdAt: DataTypes.DATE,
      },
      { sequelize, modelName: 'NewsletterSend', tableName: 'newsletter_sends', underscored: true, updatedAt: false },
    );
    return Bound;
  }
}

/** One subscriber's copy of a newsletter (unique per newsletter and subscription) and its outbox mail. */
export class NewsletterDeliveryModel extends Model<
  InferAttributes<NewsletterDeliveryModel>,
  InferCreationAttributes<NewsletterDeliveryModel>
> {
  declare id: CreationOptional<number>;
  declare newsletterId: number;
  declare subscriptionId: number;
  declare outboxMailId: number | null;
  declare createdAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): typeof NewsletterDeliveryModel {
    const Bound = class extends NewsletterDeliveryModel {};
    Bound.init(
      {
        id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
        newsletterId: { type: DataTypes.INTEGER, allowNull: false },
        subscriptionId: { type: DataTypes.INTEGER, allowNull: false },
        outboxMailId: { type: DataTypes.INTEGER, allowNull: true },
        createdAt: DataTypes.DATE,
      },
      {
        sequelize,
        modelName: 'NewsletterDelivery',
        tableName: 'newsletter_deliveries',
        underscored: true,
        updatedAt: false,
        indexes: [
          {
            name: 'newsletter_deliveries_newsletter_subscription',
            unique: true,
            fields: ['newsletterId', 'subscriptionId'],
          },
        ],
      },
    );
    return Bound;
  }
}
