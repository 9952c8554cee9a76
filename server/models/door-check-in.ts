import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import { DOOR_OUTCOMES, type DoorOutcome } from '../../shared/schemas/check-ins';

/**
 * The receipt of one item a door computer sent (a check-in or a walk-in), under the key the
 * computer made for it: the same key sent again answers this outcome and changes nothing. It holds
 * ids only, no personal data: a registration erased or replaced later leaves the receipt as it was
 * (without the registration once its row is gone).
 */
export class DoorCheckInModel extends Model<
  InferAttributes<DoorCheckInModel>,
  InferCreationAttributes<DoorCheckInModel>
> {
  declare id: CreationOptional<number>;
  declare key: string;
  /** The staff member whose request applied it (null once that account is deleted). */
  declare userId: number | null;
  declare eventId: number;
  /** The registration checked in or added; null when none was found (or its row has gone since). */
  declare registrationId: number | null;
  declare outcome: DoorOutcome;
  declare createdAt: CreationOptional<Date>;

  /** Defines the model on a Sequelize instance. */
  static initModel(sequelize: Sequelize): typeof DoorCheckInModel {
    // A subclass per Sequelize instance, so tests can open several databases in one process.
    const Bound = class extends DoorCheckInModel {};
    Bound.init(
      {
        id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
        key: { type: DataTypes.STRING(64), allowNull: false, unique: true },
        userId: { type: DataTypes.INTEGER, allowNull: true },
        eventId: { type: DataTypes.INTEGER, allowNull: false },
        registrationId: { type: DataTypes.INTEGER, allowNull: true },
        outcome: { type: DataTypes.STRING(20), allowNull: false, validate: { isIn: [DOOR_OUTCOMES] } },
        createdAt: DataTypes.DATE,
      },
      { sequelize, modelName: 'DoorCheckIn', tableName: 'door_check_ins', underscored: true, updatedAt: false },
    );
    return Bound;
  }
}
