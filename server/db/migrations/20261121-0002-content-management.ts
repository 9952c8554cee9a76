import { DataTypes } from 'sequelize';
import type { Migration } from '../migrate';

const CONTENT_TABLES = ['members', 'events', 'news_articles'] as const;

/** Indexes of the staff lists: each list filters on deleted_at first, then orders by its sort key. */
const INDEXES: { table: string; fields: string[]; name: string }[] = [
  { table: 'members', fields: ['deleted_at', 'featured', 'name'], name: 'members_deleted_at_featured_name' },
  { table: 'members', fields: ['created_at'], name: 'members_created_at' },
  { table: 'events', fields: ['deleted_at', 'date'], name: 'events_deleted_at_date' },
  { table: 'events', fields: ['created_at'], name: 'events_created_at' },
  {
    table: 'news_articles',
    fields: ['deleted_at', 'status', 'publish_date'],
    name: 'news_articles_deleted_at_status_publish_date',
  },
  { table: 'news_articles', fields: ['created_at'], name: 'news_articles_created_at' },
  { table: 'contact_submissions', fields: ['created_at'], name: 'contact_submissions_created_at' },
];

/**
 * Content management: optimistic-locking versions and soft deletes on members, events and
 * news; draft/published news; who processed a contact submission and when; the audit trail; and
 * uploaded images, stored in the database so every server process on one PostgreSQL serves them.
 * Only adds columns with defaults (existing rows stay valid: version 1, not deleted, published).
 */
export const contentManagement: Migration = {
  name: '20261121-0002-content-management',
  async up({ context: qi }) {
    for (const table of CONTENT_TABLES) {
      await qi.addColumn(table, 'version', { type: DataTypes.INTEGER, allowNull: false, defaultValue: 1 });
      await qi.addColumn(table, 'deleted_at', { type: DataTypes.DATE, allowNull: true });
    }
    // Articles written before drafts existed were public: they stay published.
    await qi.addColumn('news_articles', 'status', {
      type: DataTypes.STRING(20),
      allowNull: false,
      defaultValue: 'published',
    });

    await qi.addColumn('contact_submissions', 'processed_at', { type: DataTypes.DATE, allowNull: true });
    await qi.addColumn('contact_submissions', 'processed_by', {
      type: DataTypes.INTEGER,
      allowNull: true,
      references: { model: 'users', key: 'id' },
      onDelete: 'SET NULL',
    });

    for (const index of INDEXES) await qi.addIndex(index.table, index.fields, { name: index.name });

    await qi.createTable('audit_entries', {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      at: { type: DataTypes.DATE, allowNull: false },
      user_id: {
        type: DataTypes.INTEGER,
        allowNull: true,
        references: { model: 'users', key: 'id' },
        onDelete: 'SET NULL',
      },
      // Kept as written, so the trail still names who did it after a rename.
      user_full_name: { type: DataTypes.STRING(100), allowNull: false },
      action: { type: DataTypes.STRING(20), allowNull: false },
      entity: { type: DataTypes.STRING(20), allowNull: false },
      entity_id: { type: DataTypes.INTEGER, allowNull: false },
      label: { type: DataTypes.STRING(200), allowNull: false },
    });
    await qi.addIndex('audit_entries', ['at'], { name: 'audit_entries_at' });

    await qi.createTable('images', {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      content_type: { type: DataTypes.STRING(40), allowNull: false },
      size: { type: DataTypes.INTEGER, allowNull: false },
      sha256: { type: DataTypes.STRING(64), allowNull: false },
      // BLOB on SQLite, BYTEA on PostgreSQL.
      data: { type: DataTypes.BLOB, allowNull: false },
      created_by: {
        type: DataTypes.INTEGER,
        allowNull: true,
        references: { model: 'users', key: 'id' },
        onDelete: 'SET NULL',
      },
      created_at: { type: DataTypes.DATE, allowNull: false },
    });
  },
  async down({ context: qi }) {
    await qi.dropTable('images');
    await qi.dropTable('audit_entries');
    for (const index of INDEXES) await qi.removeIndex(index.table, index.name);
    await qi.removeColumn('contact_submissions', 'processed_by');
    await qi.removeColumn('contact_submissions', 'processed_at');
    await qi.removeColumn('news_articles', 'status');
    for (const table of CONTENT_TABLES) {
      await qi.removeColumn(table, 'deleted_at');
      await qi.removeColumn(table, 'version');
    }
  },
};
