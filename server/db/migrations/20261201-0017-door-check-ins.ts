import { DataTypes } from 'sequelize';
import type { Migration } from '../migrate';

/**
 * Check-in at the door from computers that work offline: `door_check_ins` keeps one receipt per
 * queued item (its `key`, unique, made on the computer), written in the transaction that applies
 * the item, so that an item sent again — after a lost answer, a crash, or from a second computer —
 * answers its first `outcome` and changes nothing. Ids only, no personal data: the registration's
 * id goes null when its row is deleted (a cancelled registration replaced by a new one), the
 * user's when the account is deleted; an event's receipts go with the event. The retention sweep
 * deletes receipts by `created_at`.
 */
export const doorCheckIns: Migration = {
  name: '20261201-0017-door-check-ins',
  async up({ context: qi }) {
    await qi.createTable('door_check_ins', {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      key: { type: DataTypes.STRING(64), allowNull: false, unique: true },
      user_id: {
        type: DataTypes.INTEGER,
        allowNull: true,
        references: { model: 'users', key: 'id' },
        onDelete: 'SET NULL',
      },
      event_id: {
        type: DataTypes.INTEGER,
        allowNull: false,
        references: { model: 'events', key: 'id' },
        onDelete: 'CASCADE',
      },
      registration_id: {
        type: DataTypes.INTEGER,
        allowNull: true,
        references: { model: 'event_registrations', key: 'id' },
        onDelete: 'SET NULL',
      },
      outcome: { type: DataTypes.STRING(20), allowNull: false },
      created_at: { type: DataTypes.DATE, allowNull: false },
    });
    await qi.addIndex('door_check_ins', ['created_at'], { name: 'door_check_ins_created' });
  },
  async down({ context: qi }) {
    await qi.dropTable('door_check_ins');
  },
};
