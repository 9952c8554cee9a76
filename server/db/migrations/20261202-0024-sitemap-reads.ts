import type { Migration } from '../migrate';

/** The tables whose records the sitemaps list, each part of them a page of rows at a time. */
const TABLES = ['members', 'events', 'news_articles'] as const;

/**
 * An index of (deleted_at, id) on each table whose records have pages of their own. The sitemaps
 * read those records in id order after the last id read (`deleted_at IS NULL AND id > ? ORDER BY
 * id LIMIT 1000`); without it SQLite answers each page from the (deleted_at, featured, name) index,
 * reading every row and sorting them, so the reads of a list grew with its square.
 */
export const sitemapReads: Migration = {
  name: '20261202-0024-sitemap-reads',
  async up({ context: qi }) {
    for (const table of TABLES) await qi.addIndex(table, ['deleted_at', 'id'], { name: `${table}_deleted_at_id` });
  },
  async down({ context: qi }) {
    for (const table of TABLES) await qi.removeIndex(table, `${table}_deleted_at_id`);
  },
};
