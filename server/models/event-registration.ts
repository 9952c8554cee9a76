import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import { LANGUAGES, type Language } from '../../shared/constants';
import {
  ATTENDANCE_MODES,
  REGISTRATION_STATUSES,
  type AttendanceMode,
  type RegistrationStatus,
} from '../../shared/entities';

/** A person's registration for an event (one per e-mail address and event). */
export class EventRegistrationModel extends Model<
  InferAttributes<EventRegistrationModel>,
  InferCreationAttributes<EventRegistrationModel>
> {
  declare id: CreationOptional<number>;
  declare eventId: number;
  declare fullName: string;
  declare email: string;
  /** The address in lower case: the same person registering again is the same registration. */
  declare emailKey: string;
  declare organization: string | null;
  /** Name, address and organisation folded (no accents, lower case), what the staff search looks in. */
  declare searchKey: CreationOptional<string>;
  declare attendance: AttendanceMode;
  /** The language of their mails: the page they registered on. */
  declare language: Language;
  declare status: RegistrationStatus;
  declare source: 'public' | 'staff';
  /** When they accepted the privacy policy on the form (null for people staff added). */
  declare consentedAt: Date | null;
  declare cancelledAt: Date | null;
  declare checkedInAt: Date | null;
  declare reminderSentAt: Date | null;
  declare version: CreationOptional<number>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  /** Defines the model on a Sequelize instance. */
  static initModel(sequelize: Sequelize): typeof EventRegistrationModel {
    // A subclass per Sequelize instance, so tests can open several databases in one process.
    const Bound = class extends EventRegistrationModel {};
    Bound.init(
      {
        id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
        eventId: { type: DataTypes.INTEGER, allowNull: false },
        fullName: { type: DataTypes.STRING(100), allowNull: false },
        email: { type: DataTypes.STRING(254), allowNull: false },
        emailKey: { type: DataTypes.STRING(254), allowNull: false },
        organization: { type: DataTypes.STRING(200), allowNull: true },
        searchKey: { type: DataTypes.TEXT, allowNull: false, defaultValue: '' },
        attendance: { type: DataTypes.STRING(10), allowNull: false, validate: { isIn: [ATTENDANCE_MODES] } },
        language: { type: DataTypes.STRING(5), allowNull: false, validate: { isIn: [LANGUAGES] } },
        status: { type: DataTypes.STRING(12), allowNull: false, validate: { isIn: [REGISTRATION_STATUSES] } },
        source: { type: DataTypes.STRING(10), allowNull: false, validate: { isIn: [['public', 'staff']] } },
        consentedAt: { type: DataTypes.DATE, allowNull: true },
        cancelledAt: { type: DataTypes.DATE, allowNull: true },
        checkedInAt: { type: DataTypes.DATE, allowNull: true },
        reminderSentAt: { type: DataTypes.DATE, allowNull: true },
        version: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 1 },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, modelName: 'EventRegistration', tableName: 'event_registrations', underscored: true },
    );
    return Bound;
  }
}
