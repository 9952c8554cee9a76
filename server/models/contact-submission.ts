import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type NonAttribute,
  type Sequelize,
} from 'sequelize';
import { LANGUAGES, type Language } from '../../shared/constants';
import { INQUIRY_TYPES, type InquiryType } from '../../shared/entities';
import type { UserModel } from './user';

/** An enquiry sent through the contact form. */
export class ContactSubmissionModel extends Model<
  InferAttributes<ContactSubmissionModel>,
  InferCreationAttributes<ContactSubmissionModel>
> {
  declare id: CreationOptional<number>;
  declare fullName: string;
  declare email: string;
  declare organization: string | null;
  declare inquiryType: InquiryType;
  declare message: string;
  /** The language of the page it was sent from: the acknowledgement is written in it. */
  declare language: CreationOptional<Language>;
  declare submittedAt: Date;
  declare processed: CreationOptional<boolean>;
  declare processedAt: CreationOptional<Date | null>;
  /** The staff member who marked it processed (null when not processed, or the account is gone). */
  declare processedBy: CreationOptional<number | null>;
  /** Sent with the honeypot filled in: kept, but out of the staff list (unless asked for) and counts. */
  declare spam: CreationOptional<boolean>;
  /** The processing user, when loaded with `include`. */
  declare processor?: NonAttribute<UserModel | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  /** Defines the model on a Sequelize instance. */
  static initModel(sequelize: Sequelize): typeof ContactSubmissionModel {
    // A subclass per Sequelize instance, so tests can open several databases in one process.
    const Bound = class extends ContactSubmissionModel {};
    Bound.init(
      {
        id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
        fullName: { type: DataTypes.STRING(100), allowNull: false },
        email: { type: DataTypes.STRING(254), allowNull: false },
        organization: { type: DataTypes.STRING(200), allowNull: true },
        inquiryType: { type: DataTypes.STRING(20), allowNull: false, validate: { isIn: [INQUIRY_TYPES] } },
        message: { type: DataTypes.TEXT, allowNull: false },
        language: { type: DataTypes.STRING(5), allowNull: false, defaultValue: 'en', validate: { isIn: [LANGUAGES] } },
        submittedAt: { type: DataTypes.DATE, allowNull: false },
        processed: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        processedAt: { type: DataTypes.DATE, allowNull: true, defaultValue: null },
        processedBy: { type: DataTypes.INTEGER, allowNull: true, defaultValue: null },
        spam: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, modelName: 'ContactSubmission', tableName: 'contact_submissions', underscored: true },
    );
    return Bound;
  }
}
