import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import { PUBLICATION_TYPES, type PublicationTheme, type PublicationType } from '../../shared/resources';
import { documentColumns, jsonListColumn, managedColumns } from './resource-columns';

/** A publication of the Publications page (journal articles and upcoming ones included). */
export class PublicationModel extends Model<
  InferAttributes<PublicationModel>,
  InferCreationAttributes<PublicationModel>
> {
  declare id: CreationOptional<number>;
  declare type: PublicationType;
  declare title: string;
  declare abstract: string;
  /** Kept as a JSON list. */
  declare authors: string[];
  /** 'yyyy-MM-dd' (the expected day of an upcoming one). */
  declare publishedOn: string;
  declare upcoming: CreationOptional<boolean>;
  declare pages: number | null;
  declare journal: string | null;
  declare journalIssue: string | null;
  /** Kept as a JSON list. */
  declare themes: CreationOptional<PublicationTheme[]>;
  declare cover: string | null;
  /** The uploaded file (resource_files), or null. */
  declare fileId: number | null;
  /** An address elsewhere, used when no file is uploaded. */
  declare externalUrl: string | null;
  declare membersOnly: CreationOptional<boolean>;
  /** Raised atomically by each download. */
  declare downloads: CreationOptional<number>;
  declare version: CreationOptional<number>;
  /** When the English text last changed: a translation saved before it needs a look. */
  declare textChangedAt: CreationOptional<Date>;
  declare deletedAt: CreationOptional<Date | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  /** Defines the model on a Sequelize instance. */
  static initModel(sequelize: Sequelize): typeof PublicationModel {
    // A subclass per Sequelize instance, so tests can open several databases in one process.
    const Bound = class extends PublicationModel {};
    Bound.init(
      {
        id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
        type: { type: DataTypes.STRING(40), allowNull: false, validate: { isIn: [PUBLICATION_TYPES] } },
        title: { type: DataTypes.STRING(200), allowNull: false },
        abstract: { type: DataTypes.TEXT, allowNull: false },
        authors: jsonListColumn('authors'),
        publishedOn: { type: DataTypes.STRING(10), allowNull: false },
        upcoming: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        pages: { type: DataTypes.INTEGER, allowNull: true },
        journal: { type: DataTypes.STRING(200), allowNull: true },
        journalIssue: { type: DataTypes.STRING(100), allowNull: true },
        themes: jsonListColumn('themes'),
        cover: { type: DataTypes.STRING(2048), allowNull: true },
        ...documentColumns(),
        ...managedColumns(),
      },
      { sequelize, modelName: 'Publication', tableName: 'publications', underscored: true },
    );
    return Bound;
  }
}
