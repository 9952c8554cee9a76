import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import type { TranslatableKind, TranslationLanguage } from '../../shared/schemas/translations';

/**
 * One language (es, sv) of a translated item (a member, event, article or resource): the translated fields of that kind (the
 * others stay null), whether staff marked it ready, and when the English text it was made from
 * last changed (`sourceChangedAt`, compared with the item's `textChangedAt`).
 */
export class ContentTranslationModel extends Model<
  InferAttributes<ContentTranslationModel>,
  InferCreationAttributes<ContentTranslationModel>
> {
  declare id: CreationOptional<number>;
  declare kind: TranslatableKind;
  declare itemId: number;
  declare language: TranslationLanguage;
  declare title: string | null;
  declare excerpt: string | null;
  declare description: string | null;
  declare content: string | null;
  declare location: string | null;
  declare imageAlt: string | null;
  declare logoAlt: string | null;
  declare abstract: string | null;
  declare role: string | null;
  declare bio: string | null;
  declare source: string | null;
  declare requirements: string | null;
  declare certification: string | null;
  declare city: string | null;
  declare country: string | null;
  declare ready: boolean;
  declare sourceChangedAt: Date;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  /** Defines the model on a Sequelize instance. */
  static initModel(sequelize: Sequelize): typeof ContentTranslationModel {
    // A subclass per Sequelize instance, so tests can open several databases in one process.
    const Bound = class extends ContentTranslationModel {};
    const text = (length?: number) => ({
      type: length ? DataTypes.STRING(length) : DataTypes.TEXT,
      allowNull: true,
    });
    Bound.init(
      {
        id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
        kind: { type: DataTypes.STRING(20), allowNull: false },
        itemId: { type: DataTypes.INTEGER, allowNull: false },
        language: { type: DataTypes.STRING(5), allowNull: false },
        title: text(200),
        excerpt: text(500),
        description: text(),
        content: text(),
        location: text(200),
        imageAlt: text(300),
        logoAlt: text(300),
        abstract: text(),
        role: text(200),
        bio: text(),
        source: text(200),
        requirements: text(),
        certification: text(),
        city: text(200),
        country: text(200),
        ready: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        sourceChangedAt: { type: DataTypes.DATE, allowNull: false },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, modelName: 'ContentTranslation', tableName: 'content_translations', underscored: true },
    );
    return Bound;
  }
}
