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
import { INDUSTRIES, REGIONS, type Industry, type Region } from '../../shared/entities';
import { APPLICATION_STATUSES, COMPANY_SIZES, type ApplicationStatus, type CompanySize } from '../../shared/membership';
import type { UserModel } from './user';

/**
 * A company's application to become a member. `organisationKey` and `emailKey` are what duplicates
 * are compared on; a spam application (the honeypot filled in) is kept apart, never listed.
 */
export class MembershipApplicationModel extends Model<
  InferAttributes<MembershipApplicationModel>,
  InferCreationAttributes<MembershipApplicationModel>
> {
  declare id: CreationOptional<number>;
  declare companyName: string;
  declare organisationNumber: string;
  declare organisationKey: string;
  declare country: string;
  declare region: Region;
  declare industry: Industry;
  declare companyWebsite: string | null;
  declare size: CompanySize;
  declare contactName: string;
  declare contactEmail: string;
  declare emailKey: string;
  declare contactPhone: string;
  declare message: string | null;
  declare language: Language;
  declare status: CreationOptional<ApplicationStatus>;
  declare reason: CreationOptional<string | null>;
  declare memberId: CreationOptional<number | null>;
  declare decidedBy: CreationOptional<number | null>;
  declare decidedAt: CreationOptional<Date | null>;
  declare consentedAt: Date;
  declare spam: CreationOptional<boolean>;
  declare honeypot: CreationOptional<string | null>;
  declare version: CreationOptional<number>;
  declare deletedAt: CreationOptional<Date | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
  /** The staff member who decided, when loaded with `include: 'decider'`. */
  declare decider?: NonAttribute<UserModel | null>;

  /** Defines the model on a Sequelize instance. */
  static initModel(sequelize: Sequelize): typeof MembershipApplicationModel {
    // A subclass per Sequelize instance, so tests can open several databases in one process.
    const Bound = class extends MembershipApplicationModel {};
    Bound.init(
      {
        id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
        companyName: { type: DataTypes.STRING(200), allowNull: false },
        organisationNumber: { type: DataTypes.STRING(40), allowNull: false },
        organisationKey: { type: DataTypes.STRING(40), allowNull: false },
        country: { type: DataTypes.STRING(8), allowNull: false },
        region: { type: DataTypes.STRING(40), allowNull: false, validate: { isIn: [REGIONS] } },
        industry: { type: DataTypes.STRING(40), allowNull: false, validate: { isIn: [INDUSTRIES] } },
        companyWebsite: { type: DataTypes.STRING(2048), allowNull: true },
        size: { type: DataTypes.STRING(10), allowNull: false, validate: { isIn: [COMPANY_SIZES] } },
        contactName: { type: DataTypes.STRING(100), allowNull: false },
        contactEmail: { type: DataTypes.STRING(254), allowNull: false },
        emailKey: { type: DataTypes.STRING(254), allowNull: false },
        contactPhone: { type: DataTypes.STRING(40), allowNull: false },
        message: { type: DataTypes.TEXT, allowNull: true },
        language: { type: DataTypes.STRING(5), allowNull: false, validate: { isIn: [LANGUAGES] } },
        status: {
          type: DataTypes.STRING(14),
          allowNull: false,
          defaultValue: 'submitted',
          validate: { isIn: [APPLICATION_STATUSES] },
        },
        reason: { type: DataTypes.TEXT, allowNull: true, defaultValue: null },
        memberId: { type: DataTypes.INTEGER, allowNull: true, defaultValue: null },
        decidedBy: { type: DataTypes.INTEGER, allowNull: true, defaultValue: null },
        decidedAt: { type: DataTypes.DATE, allowNull: true, defaultValue: null },
        consentedAt: { type: DataTypes.DATE, allowNull: false },
        spam: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        honeypot: { type: DataTypes.STRING(500), allowNull: true, defaultValue: null },
        version: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 1 },
        deletedAt: { type: DataTypes.DATE, allowNull: true, defaultValue: null },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, modelName: 'MembershipApplication', tableName: 'membership_applications', underscored: true },
    );
    return Bound;
  }
}
