import { DataTypes } from 'sequelize';
import type { Migration } from '../migrate';

/**
 * One row per kind of cached public content (the JSON cache's prefixes: members, events, site
 * settings…) with a counter each process raises after a write to it. The other server processes on
 * the same database read the counters every few seconds and clear what changed, so their caches
 * need no short lifetime and a page is rendered again only when something it shows changed. No
 * personal data: a prefix is a name from the code, the counter a number.
 */
export const cacheChanges: Migration = {
  name: '20261202-0025-cache-changes',
  async up({ context: qi }) {
    await qi.createTable('cache_changes', {
      prefix: { type: DataTypes.STRING(100), primaryKey: true, allowNull: false },
      generation: { type: DataTypes.INTEGER, allowNull: false },
    });
  },
  async down({ context: qi }) {
    await qi.dropTable('cache_changes');
  },
};
