import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import { NEWS_CATEGORIES, NEWS_STATUSES, type NewsCategory, type NewsStatus } from '../../shared/entities';

/** A news article: a draft is never public; a published one shows from its publishDate. */
export class NewsArticleModel extends Model<
  InferAttributes<NewsArticleModel>,
  InferCreationAttributes<NewsArticleModel>
> {
  declare id: CreationOptional<number>;
  declare title: string;
  declare content: string;
  declare excerpt: string;
  declare category: NewsCategory;
  declare publishDate: Date;
  declare featured: boolean;
  declare image: string | null;
  /** The image's text alternative (English; translations in content_translations). */
  declare imageAlt: string | null;
  declare status: CreationOptional<NewsStatus>;
  declare version: CreationOptional<number>;
  /** When the English text last changed: a translation saved before it needs a look. */
  declare textChangedAt: CreationOptional<Date>;
  declare deletedAt: CreationOptional<Date | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  /** Defines the model on a Sequelize instance. */
  static initModel(sequelize: Sequelize): typeof NewsArticleModel {
    // A subclass per Sequelize instance, so tests can open several databases in one process.
    const Bound = class extends NewsArticleModel {};
    Bound.init(
      {
        id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
        title: { type: DataTypes.STRING(200), allowNull: false },
        content: { type: DataTypes.TEXT, allowNull: false },
        excerpt: { type: DataTypes.STRING(500), allowNull: false },
        category: { type: DataTypes.STRING(40), allowNull: false, validate: { isIn: [NEWS_CATEGORIES] } },
        publishDate: { type: DataTypes.DATE, allowNull: false },
        featured: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        image: { type: DataTypes.STRING(2048), allowNull: true },
        imageAlt: { type: DataTypes.STRING(300), allowNull: true },
        // The column's default too: articles from before drafts existed were public.
        status: {
          type: DataTypes.STRING(20),
          allowNull: false,
          defaultValue: 'published',
          validate: { isIn: [NEWS_STATUSES] },
        },
        version: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 1 },
        textChangedAt: { type: DataTypes.DATE, allowNull: false, defaultValue: DataTypes.NOW },
        deletedAt: { type: DataTypes.DATE, allowNull: true, defaultValue: null },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, modelName: 'NewsArticle', tableName: 'news_articles', underscored: true },
    );
    return Bound;
  }
}
