import { DataTypes } from 'sequelize';
import type { Migration } from '../migrate';

/**
 * The audit trail says what changed and from where: `changes` holds the fields an update changed,
 * each as `[before, after]` (JSON; never a password or a token), `client_address` the address the
 * request came from. Entries written before stay without them. The new indexes serve the
 * Activity page's filters by item and by person (the one by time exists).
 */
export const auditDetails: Migration = {
  name: '20261130-0016-audit-details',
  async up({ context: qi }) {
    await qi.addColumn('audit_entries', 'changes', { type: DataTypes.TEXT, allowNull: true });
    await qi.addColumn('audit_entries', 'client_address', { type: DataTypes.STRING(45), allowNull: true });
    await qi.addIndex('audit_entries', ['entity', 'entity_id'], { name: 'audit_entries_entity' });
    await qi.addIndex('audit_entries', ['user_id'], { name: 'audit_entries_user' });
  },
  async down({ context: qi }) {
    await qi.removeIndex('audit_entries', 'audit_entries_user');
    await qi.removeIndex('audit_entries', 'audit_entries_entity');
    // Dropped in place rather than with removeColumn, which rebuilds the table on SQLite.
    for (const column of ['client_address', 'changes']) {
      await qi.sequelize.query(`ALTER TABLE audit_entries DROP COLUMN ${column}`);
    }
  },
};
