import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import {
  AUDIT_ACTIONS,
  AUDIT_ENTITIES,
  type AuditAction,
  type AuditChanges,
  type AuditEntity,
} from '../../shared/entities';

/**
 * One entry of the audit trail: who did what to which item, when. Written in the transaction of
 * the change it records, so there is never a change without its entry, nor an entry without it.
 */
export class AuditEntryModel extends Model<InferAttributes<AuditEntryModel>, InferCreationAttributes<AuditEntryModel>> {
  declare id: CreationOptional<number>;
  declare at: Date;
  /** Null once the account is deleted, and for an entry no account made (a refused sign-in, a lockout). */
  declare userId: number | null;
  /** The user's full name when the change was made ('' when no account made it). */
  declare userFullName: string;
  declare action: AuditAction;
  declare entity: AuditEntity;
  declare entityId: number;
  /** The item's name or title at the time (a contact submission: the sender's name). */
  declare label: string;
  /** What an update changed, field by field (null: not recorded, or nothing to say). */
  declare changes: CreationOptional<AuditChanges | null>;
  /** The address the request came from (null for changes made outside a request). */
  declare clientAddress: CreationOptional<string | null>;

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
        changes: {
          type: DataTypes.TEXT,
          allowNull: true,
          get(this: AuditEntryModel): AuditChanges | null {
            const raw = this.getDataValue('changes') as unknown;
            if (typeof raw !== 'string') return null;
            try {
              return JSON.parse(raw) as AuditChanges;
            } catch {
              return null;
            }
          },
          set(this: AuditEntryModel, value: AuditChanges | null) {
            this.setDataValue('changes', (value ? JSON.stringify(value) : null) as unknown as AuditChanges);
          },
        },
        clientAddress: { type: DataTypes.STRING(45), allowNull: true },
      },
      { sequelize, modelName: 'AuditEntry', tableName: 'audit_entries', underscored: true, timestamps: false },
    );
    return Bound;
  }
}
