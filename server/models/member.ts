import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import { INDUSTRIES, REGIONS, type BusinessType, type Industry, type Region } from '../../shared/entities';

/** A member company. */
export class MemberModel extends Model<InferAttributes<MemberModel>, InferCreationAttributes<MemberModel>> {
  declare id: CreationOptional<number>;
  declare name: string;
  declare logo: string | null;
  /** The image's text alternative (English; translations in content_translations). */
  declare logoAlt: string | null;
  declare location: string;
  declare description: string;
  declare industry: Industry;
  declare region: Region;
  declare website: string | null;
  declare featured: boolean;
  /** Shown on the public site: a listing made from an application waits until staff publish it. */
  declare published: CreationOptional<boolean>;
  /** The member's own choice to leave the public directory (staff still see it). */
  declare hidden: CreationOptional<boolean>;
  /** Not public: from the application, to tell companies apart. */
  declare organisationNumber: CreationOptional<string | null>;
  /** The listing's contact person, kept by the member's representatives. */
  declare contactName: CreationOptional<string | null>;
  declare contactEmail: CreationOptional<string | null>;
  declare contactPhone: CreationOptional<string | null>;
  /** The business directory's Business Type (null: not given). */
  declare businessType: CreationOptional<BusinessType | null>;
  declare version: CreationOptional<number>;
  /** When the English text last changed: a translation saved before it needs a look. */
  declare textChangedAt: CreationOptional<Date>;
  declare deletedAt: CreationOptional<Date | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  /** Defines the model on a Sequelize instance. */
  static initModel(sequelize: Sequelize): typeof MemberModel {
    // A subclass per Sequelize instance, so tests can open several databases in one process.
    const Bound = class extends MemberModel {};
    Bound.init(
      {
        id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
        name: { type: DataTypes.STRING(200), allowNull: false },
        logo: { type: DataTypes.STRING(2048), allowNull: true },
        logoAlt: { type: DataTypes.STRING(300), allowNull: true },
        location: { type: DataTypes.STRING(200), allowNull: false },
        description: { type: DataTypes.TEXT, allowNull: false },
        industry: { type: DataTypes.STRING(40), allowNull: false, validate: { isIn: [INDUSTRIES] } },
        region: { type: DataTypes.STRING(40), allowNull: false, validate: { isIn: [REGIONS] } },
        website: { type: DataTypes.STRING(2048), allowNull: true },
        featured: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        published: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
        hidden: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        organisationNumber: { type: DataTypes.STRING(40), allowNull: true, defaultValue: null },
        contactName: { type: DataTypes.STRING(100), allowNull: true, defaultValue: null },
        contactEmail: { type: DataTypes.STRING(254), allowNull: true, defaultValue: null },
        contactPhone: { type: DataTypes.STRING(40), allowNull: true, defaultValue: null },
        businessType: { type: DataTypes.STRING(40), allowNull: true, defaultValue: null },
        version: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 1 },
        textChangedAt: { type: DataTypes.DATE, allowNull: false, defaultValue: DataTypes.NOW },
        deletedAt: { type: DataTypes.DATE, allowNull: true, defaultValue: null },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, modelName: 'Member', tableName: 'members', underscored: true },
    );
    return Bound;
  }
}
