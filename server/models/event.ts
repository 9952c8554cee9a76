import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import {
  EVENT_FORMATS,
  REGIONS,
  REGISTRATION_MODES,
  type EventFormat,
  type Region,
  type RegistrationMode,
} from '../../shared/entities';
import { DEFAULT_EVENT_TIME_ZONE } from '../../shared/time-zones';

/** An event of the chamber. */
export class EventModel extends Model<InferAttributes<EventModel>, InferCreationAttributes<EventModel>> {
  declare id: CreationOptional<number>;
  declare title: string;
  declare description: string;
  declare location: string;
  declare eventType: EventFormat;
  declare date: Date;
  declare endDate: Date | null;
  declare image: string | null;
  /** The image's text alternative (English; translations in content_translations). */
  declare imageAlt: string | null;
  declare registrationLink: string | null;
  declare featured: boolean;
  /** The IANA time zone the event happens in. */
  declare timeZone: CreationOptional<string>;
  declare region: Region | null;
  declare registrationMode: CreationOptional<RegistrationMode>;
  /** Places; null: no limit. */
  declare capacity: number | null;
  /** Whether a full event takes people on a waiting list. */
  declare waitlist: CreationOptional<boolean>;
  /** Registration here needs a signed-in member account. */
  declare membersOnly: CreationOptional<boolean>;
  declare registrationOpensAt: Date | null;
  declare registrationClosesAt: Date | null;
  declare version: CreationOptional<number>;
  /** When the English text last changed: a translation saved before it needs a look. */
  declare textChangedAt: CreationOptional<Date>;
  declare deletedAt: CreationOptional<Date | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  /** Defines the model on a Sequelize instance. */
  static initModel(sequelize: Sequelize): typeof EventModel {
    // A subclass per Sequelize instance, so tests can open several databases in one process.
    const Bound = class extends EventModel {};
    Bound.init(
      {
        id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
        title: { type: DataTypes.STRING(200), allowNull: false },
        description: { type: DataTypes.TEXT, allowNull: false },
        location: { type: DataTypes.STRING(200), allowNull: false },
        eventType: { type: DataTypes.STRING(20), allowNull: false, validate: { isIn: [EVENT_FORMATS] } },
        date: { type: DataTypes.DATE, allowNull: false },
        endDate: { type: DataTypes.DATE, allowNull: true },
        image: { type: DataTypes.STRING(2048), allowNull: true },
        imageAlt: { type: DataTypes.STRING(300), allowNull: true },
        registrationLink: { type: DataTypes.STRING(2048), allowNull: true },
        featured: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        timeZone: { type: DataTypes.STRING(64), allowNull: false, defaultValue: DEFAULT_EVENT_TIME_ZONE },
        region: { type: DataTypes.STRING(20), allowNull: true, validate: { isIn: [REGIONS] } },
        registrationMode: {
          type: DataTypes.STRING(10),
          allowNull: false,
          defaultValue: 'none',
          validate: { isIn: [REGISTRATION_MODES] },
        },
        capacity: { type: DataTypes.INTEGER, allowNull: true },
        waitlist: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
        membersOnly: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        registrationOpensAt: { type: DataTypes.DATE, allowNull: true },
        registrationClosesAt: { type: DataTypes.DATE, allowNull: true },
        version: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 1 },
        textChangedAt: { type: DataTypes.DATE, allowNull: false, defaultValue: DataTypes.NOW },
        deletedAt: { type: DataTypes.DATE, allowNull: true, defaultValue: null },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, modelName: 'Event', tableName: 'events', underscored: true },
    );
    return Bound;
  }
}
