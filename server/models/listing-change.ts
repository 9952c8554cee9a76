import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type NonAttribute,
  type Sequelize,
} from 'sequelize';
import { LISTING_CHANGE_STATUSES, type ListingChangeStatus, type ListingFields } from '../../shared/membership';
import type { MemberModel } from './member';
import type { UserModel } from './user';

/**
 * A member representative's proposal for their company's listing: the whole set of fields they may
 * change, as proposed. The listing itself changes only when staff approve it.
 */
export class ListingChangeModel extends Model<
  InferAttributes<ListingChangeModel>,
  InferCreationAttributes<ListingChangeModel>
> {
  declare id: CreationOptional<number>;
  declare memberId: number;
  declare fields: ListingFields;
  declare status: CreationOptional<ListingChangeStatus>;
  declare reason: CreationOptional<string | null>;
  declare proposedBy: number | null;
  declare decidedBy: CreationOptional<number | null>;
  declare decidedAt: CreationOptional<Date | null>;
  declare version: CreationOptional<number>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
  declare member?: NonAttribute<MemberModel>;
  declare proposer?: NonAttribute<UserModel | null>;
  declare decider?: NonAttribute<UserModel | null>;

  /** Defines the model on a Sequelize instance. */
  static initModel(sequelize: Sequelize): typeof ListingChangeModel {
    // A subclass per Sequelize instance, so tests can open several databases in one process.
    const Bound = class extends ListingChangeModel {};
    Bound.init(
      {
        id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
        memberId: { type: DataTypes.INTEGER, allowNull: false },
        // JSON in a TEXT column: one shape on SQLite and PostgreSQL.
        fields: {
          type: DataTypes.TEXT,
          allowNull: false,
          get(): ListingFields {
            // Unset on an instance built for a bulk update (only the changed columns are in it).
            const stored = this.getDataValue('fields') as unknown as string | undefined;
            return (stored === undefined ? undefined : JSON.parse(stored)) as ListingFields;
          },
          set(value: ListingFields) {
            this.setDataValue('fields', JSON.stringify(value) as unknown as ListingFields);
          },
        },
        status: {
          type: DataTypes.STRING(10),
          allowNull: false,
          defaultValue: 'pending',
          validate: { isIn: [LISTING_CHANGE_STATUSES] },
        },
        reason: { type: DataTypes.TEXT, allowNull: true, defaultValue: null },
        proposedBy: { type: DataTypes.INTEGER, allowNull: true },
        decidedBy: { type: DataTypes.INTEGER, allowNull: true, defaultValue: null },
        decidedAt: { type: DataTypes.DATE, allowNull: true, defaultValue: null },
        version: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 1 },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, modelName: 'ListingChange', tableName: 'listing_changes', underscored: true },
    );
    return Bound;
  }
}
