import { DataTypes, type ModelAttributes } from 'sequelize';
import type { Migration } from '../migrate';

/**
 * Staff-editable resources: the collections that were sample data built into the public site.
 *
 * `resource_files`: an uploaded document (PDF, Office file, CSV or ZIP), bytes included, so that
 * every server process on one PostgreSQL serves it (as `images`). Never changed in place.
 *
 * One table per collection, each versioned (optimistic locking), soft-deleted, with the time its
 * English text last changed (translations in `content_translations`, under the collection's kind):
 * `market_reports`, `investment_guides` (country and market-entry guides), `investment_tools`,
 * `publications` (authors and themes as JSON lists), `team_members`, `trade_agreements` and
 * `regulatory_updates` (with when the update was mailed to its region's subscribers). The document
 * tables reference their file and count their downloads.
 *
 * `content_translations`: `kind` grows to fit the new kinds' names, and the translated fields of the
 * new kinds that no earlier kind had get their columns (`abstract`, `role`, `bio`).
 *
 * `members.business_type`: the business directory's Business Type filter.
 */
export const resources: Migration = {
  name: '20261128-0014-resources',
  async up({ context: qi }) {
    await qi.createTable('resource_files', {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      name: { type: DataTypes.STRING(255), allowNull: false },
      format: { type: DataTypes.STRING(10), allowNull: false },
      size: { type: DataTypes.INTEGER, allowNull: false },
      sha256: { type: DataTypes.STRING(64), allowNull: false },
      data: { type: DataTypes.BLOB, allowNull: false },
      created_by: { type: DataTypes.INTEGER, allowNull: true },
      created_at: { type: DataTypes.DATE, allowNull: false },
    });

    const managed: ModelAttributes = {
      version: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 1 },
      text_changed_at: { type: DataTypes.DATE, allowNull: false },
      deleted_at: { type: DataTypes.DATE, allowNull: true },
      created_at: { type: DataTypes.DATE, allowNull: false },
      updated_at: { type: DataTypes.DATE, allowNull: false },
    };
    const document: ModelAttributes = {
      file_id: { type: DataTypes.INTEGER, allowNull: true, references: { model: 'resource_files', key: 'id' } },
      external_url: { type: DataTypes.STRING(2048), allowNull: true },
      members_only: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      downloads: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    };
    const id = { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true };
    const title = { type: DataTypes.STRING(200), allowNull: false };
    const text = { type: DataTypes.TEXT, allowNull: false };
    const image = { type: DataTypes.STRING(2048), allowNull: true };
    const day = { type: DataTypes.STRING(10), allowNull: false };
    const position = { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 };

    await qi.createTable('market_reports', {
      id,
      title,
      description: text,
      category: { type: DataTypes.STRING(40), allowNull: false },
      published_on: day,
      featured: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      thumbnail: image,
      ...document,
      ...managed,
    });
    await qi.createTable('investment_guides', {
      id,
      kind: { type: DataTypes.STRING(20), allowNull: false },
      title,
      description: text,
      region: { type: DataTypes.STRING(40), allowNull: true },
      category: { type: DataTypes.STRING(40), allowNull: true },
      pages: { type: DataTypes.INTEGER, allowNull: true },
      updated_on: day,
      cover: image,
      ...document,
      ...managed,
    });
    await qi.createTable('investment_tools', {
      id,
      title,
      description: text,
      url: { type: DataTypes.STRING(2048), allowNull: true },
      position,
      ...managed,
    });
    await qi.createTable('publications', {
      id,
      type: { type: DataTypes.STRING(40), allowNull: false },
      title,
      abstract: text,
      authors: text,
      published_on: day,
      upcoming: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      pages: { type: DataTypes.INTEGER, allowNull: true },
      journal: { type: DataTypes.STRING(200), allowNull: true },
      journal_issue: { type: DataTypes.STRING(100), allowNull: true },
      themes: { type: DataTypes.TEXT, allowNull: false, defaultValue: '[]' },
      cover: image,
      ...document,
      ...managed,
    });
    await qi.createTable('team_members', {
      id,
      name: title,
      role: title,
      bio: text,
      office: { type: DataTypes.STRING(200), allowNull: true },
      photo: image,
      linkedin: { type: DataTypes.STRING(2048), allowNull: true },
      position,
      ...managed,
    });
    await qi.createTable('trade_agreements', {
      id,
      title,
      description: text,
      status: { type: DataTypes.STRING(40), allowNull: false },
      year: { type: DataTypes.INTEGER, allowNull: true },
      position,
      ...managed,
    });
    await qi.createTable('regulatory_updates', {
      id,
      title,
      description: text,
      region: { type: DataTypes.STRING(40), allowNull: false },
      published_on: day,
      mailed_at: { type: DataTypes.DATE, allowNull: true },
      ...managed,
    });

    if (qi.sequelize.getDialect() === 'postgres') {
      await qi.sequelize.query('ALTER TABLE content_translations ALTER COLUMN kind TYPE VARCHAR(20)');
    }
    await qi.addColumn('content_translations', 'abstract', { type: DataTypes.TEXT, allowNull: true });
    await qi.addColumn('content_translations', 'role', { type: DataTypes.STRING(200), allowNull: true });
    await qi.addColumn('content_translations', 'bio', { type: DataTypes.TEXT, allowNull: true });

    await qi.addColumn('members', 'business_type', { type: DataTypes.STRING(40), allowNull: true });
  },
  async down({ context: qi }) {
    await qi.removeColumn('members', 'business_type');
    await qi.sequelize.query("DELETE FROM content_translations WHERE kind NOT IN ('members', 'events', 'news')");
    // Dropped in place: Sequelize's SQLite removeColumn rebuilds the table and loses the unique index
    // over (kind, item_id, language).
    for (const column of ['bio', 'role', 'abstract']) {
      await qi.sequelize.query(`ALTER TABLE content_translations DROP COLUMN ${column}`);
    }
    if (qi.sequelize.getDialect() === 'postgres') {
      await qi.sequelize.query('ALTER TABLE content_translations ALTER COLUMN kind TYPE VARCHAR(10)');
    }
    for (const table of [
      'regulatory_updates',
      'trade_agreements',
      'team_members',
      'publications',
      'investment_tools',
      'investment_guides',
      'market_reports',
      'resource_files',
    ]) {
      await qi.dropTable(table);
    }
  },
};
