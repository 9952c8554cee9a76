import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import { AUDIT_ACTIONS, AUDIT_ENTITIES, type AuditAction, type AuditEntity } from '../../shared/entities';

/**
 * One entry of the audit trail: who did what to which item, when. Written in the transaction of
 * the change it records, so there is never a change without its entry, nor an entry without it.
 */
export class AuditEntryModel extends Model<InferAttributes<AuditEntryModel>, InferCreationAttributes<AuditEntryModel>> {
  declare id: CreationOptional<number>;
  declare at: Date;
  /** Null once the account is deleted. */
  declare userId: number | null;
  /** The user's full name when the change was made. */
  declare userFullName: string;
  declare action: AuditAction;
  declare entity: AuditEntity;
  declare entityId: number;
  /** The item's name or title at the time (a contact submission: the sender's name). */
  declare label: string;

  /** Defines the model on a Sequelize instance. */
  static initModel(sequelize: Sequelize): typeof AuditEntryModel {
    // A subclass per Sequelize instance, so tests can open several databases in one process.
    const Bound = class extends AuditEntryModel {};
    Bound.init(
      {
        id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
        at: { type: DataTypes.DATE, allowNull: false },
        userId: { type: DataTypes.INTEGER, allowNull: true },
        userFullName: { type: DataTypes.STRING(100), allowNull: false },
        action: { type: DataTypes.STRING(20), allowNull: false, validate: { isIn: [AUDIT_ACTIONS] } },
        entity: { type: DataTypes.STRING(20), allowNull: false, validate: { isIn: [AUDIT_ENTITIES] } },
        entityId: { type: DataTypes.INTEGER, allowNull: false },
        label: { type: DataTypes.STRING(200), allowNull: false },
      },
      { sequelize, modelName: 'AuditEntry', tableName: 'audit_entries', underscored: true, timestamps: false },
    );
    return Bound;
  }
}
