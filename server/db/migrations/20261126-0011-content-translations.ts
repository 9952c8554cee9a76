import { DataTypes } from 'sequelize';
import type { Migration } from '../migrate';

/**
 * Content in three languages. Every existing text stays where it is, as the English text. New:
 * - `content_translations`: one row per item and language (es, sv) with the translated fields
 *   of that kind of item, whether it is ready, and when the English text it was made from changed;
 * - `text_changed_at` on members, events and articles: when their English text last changed (a ready
 *   translation saved before it is marked as needing a look); existing rows take their last update;
 * - the images' text alternatives: `members.logo_alt`, `events.image_alt`, `news_articles.image_alt`.
 */
export const contentTranslations: Migration = {
  name: '20261126-0011-content-translations',
  async up({ context: qi }) {
    await qi.createTable('content_translations', {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      kind: { type: DataTypes.STRING(10), allowNull: false },
      item_id: { type: DataTypes.INTEGER, allowNull: false },
      language: { type: DataTypes.STRING(5), allowNull: false },
      title: { type: DataTypes.STRING(200), allowNull: true },
      excerpt: { type: DataTypes.STRING(500), allowNull: true },
      description: { type: DataTypes.TEXT, allowNull: true },
      content: { type: DataTypes.TEXT, allowNull: true },
      location: { type: DataTypes.STRING(200), allowNull: true },
      image_alt: { type: DataTypes.STRING(300), allowNull: true },
      logo_alt: { type: DataTypes.STRING(300), allowNull: true },
      ready: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      source_changed_at: { type: DataTypes.DATE, allowNull: false },
      created_at: { type: DataTypes.DATE, allowNull: false },
      updated_at: { type: DataTypes.DATE, allowNull: false },
    });
    await qi.addIndex('content_translations', ['kind', 'item_id', 'language'], {
      unique: true,
      name: 'content_translations_item_language',
    });
    for (const table of ['members', 'events', 'news_articles']) {
      await qi.addColumn(table, 'text_changed_at', { type: DataTypes.DATE, allowNull: true });
      await qi.sequelize.query(`UPDATE ${table} SET text_changed_at = updated_at`);
    }
    await qi.addColumn('members', 'logo_alt', { type: DataTypes.STRING(300), allowNull: true });
    await qi.addColumn('events', 'image_alt', { type: DataTypes.STRING(300), allowNull: true });
    await qi.addColumn('news_articles', 'image_alt', { type: DataTypes.STRING(300), allowNull: true });
  },
  async down({ context: qi }) {
    await qi.removeColumn('news_articles', 'image_alt');
    await qi.removeColumn('events', 'image_alt');
    await qi.removeColumn('members', 'logo_alt');
    for (const table of ['members', 'events', 'news_articles']) await qi.removeColumn(table, 'text_changed_at');
    await qi.dropTable('content_translations');
  },
};
