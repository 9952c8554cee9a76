import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import { LANGUAGES, type Language } from '../../shared/constants';
import { OUTBOX_STATUSES, type OutboxStatus } from '../../shared/entities';

/**
 * One mail of the outbox, as rendered when it was queued (what admins see is what is sent), and
 * where it is on its way: `queued` (due at `nextAttemptAt`), `sending` (claimed by a sender until
 * `leaseExpiresAt`), `sent`, `failed` (the retries ran out) or `discarded` (by an admin).
 */
export class OutboxMailModel extends Model<InferAttributes<OutboxMailModel>, InferCreationAttributes<OutboxMailModel>> {
  declare id: CreationOptional<number>;
  /** The template's name in the registry (server/mail/templates). */
  declare template: string;
  declare language: Language;
  declare fromName: string;
  declare fromAddress: string;
  declare toName: string;
  declare toAddress: string;
  declare subject: string;
  declare html: string;
  declare text: string;
  /** Extra headers (List-Unsubscribe, Reply-To, …) as a JSON object of strings. */
  declare headers: string;
  /** Files sent with the mail (MailAttachment[] as JSON), or null. */
  declare attachments: CreationOptional<string | null>;
  /**
   * The secrets whose placeholders stand in subject, bodies and headers (server/mail/secrets.ts),
   * sealed under a key derived from the session keys; null once sent or discarded, and for a mail
   * without secrets.
   */
  declare secrets: CreationOptional<string | null>;
  /** Fixed when queued, so a resend after a crash carries the same Message-ID. */
  declare messageId: string;
  declare status: OutboxStatus;
  /** Sends tried (counted when claimed, so a mail that kills its process cannot loop for ever). */
  declare attempts: CreationOptional<number>;
  declare nextAttemptAt: Date;
  declare claimToken: CreationOptional<string | null>;
  declare leaseExpiresAt: CreationOptional<Date | null>;
  declare lastError: CreationOptional<string | null>;
  declare sentAt: CreationOptional<Date | null>;
  declare discardedAt: CreationOptional<Date | null>;
  declare discardedBy: CreationOptional<number | null>;
  /** Moved on by every change an admin makes (retry, discard), so a stale click is a 409. */
  declare version: CreationOptional<number>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  /** Defines the model on a Sequelize instance. */
  static initModel(sequelize: Sequelize): typeof OutboxMailModel {
    // A subclass per Sequelize instance, so tests can open several databases in one process.
    const Bound = class extends OutboxMailModel {};
    Bound.init(
      {
        id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
        template: { type: DataTypes.STRING(60), allowNull: false },
        language: { type: DataTypes.STRING(5), allowNull: false, validate: { isIn: [LANGUAGES] } },
        fromName: { type: DataTypes.STRING(200), allowNull: false },
        fromAddress: { type: DataTypes.STRING(254), allowNull: false },
        toName: { type: DataTypes.STRING(200), allowNull: false },
        toAddress: { type: DataTypes.STRING(254), allowNull: false },
        subject: { type: DataTypes.STRING(500), allowNull: false },
        html: { type: DataTypes.TEXT, allowNull: false },
        text: { type: DataTypes.TEXT, allowNull: false },
        headers: { type: DataTypes.TEXT, allowNull: false },
        attachments: { type: DataTypes.TEXT, allowNull: true },
        secrets: { type: DataTypes.TEXT, allowNull: true },
        messageId: { type: DataTypes.STRING(255), allowNull: false },
        status: { type: DataTypes.STRING(12), allowNull: false, validate: { isIn: [OUTBOX_STATUSES] } },
        attempts: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        nextAttemptAt: { type: DataTypes.DATE, allowNull: false },
        claimToken: { type: DataTypes.STRING(64), allowNull: true, defaultValue: null },
        leaseExpiresAt: { type: DataTypes.DATE, allowNull: true, defaultValue: null },
        lastError: { type: DataTypes.STRING(1000), allowNull: true, defaultValue: null },
        sentAt: { type: DataTypes.DATE, allowNull: true, defaultValue: null },
        discardedAt: { type: DataTypes.DATE, allowNull: true, defaultValue: null },
        discardedBy: { type: DataTypes.INTEGER, allowNull: true, defaultValue: null },
        version: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, modelName: 'OutboxMail', tableName: 'outbox_mails', underscored: true },
    );
    return Bound;
  }
}
