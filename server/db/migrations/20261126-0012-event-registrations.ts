import { DataTypes, QueryTypes } from 'sequelize';
import type { Migration } from '../migrate';

/**
 * Registration for events on this site.
 *
 * `events` gains the event's time zone (an IANA name; the dates stay instants, shown in that zone),
 * the region it belongs to (optional: calendar subscribers filter by it),
 * how people register (`registration_mode`: `none`, `external` — the event's link, as before — or
 * `internal`, here), the number of places (`capacity`, null for no limit), whether a full event
 * takes a waiting list, and when registration opens and closes (null: open from publication until
 * the start). Existing events with a link register there; the others take no registration. Their
 * time zone is the chamber's, Stockholm.
 *
 * `event_registrations`: one per person and event (the unique `email_key`, the address in lower
 * case: registering again is the same registration). `status` is `confirmed`, `waitlisted` (in
 * order of `created_at`, then id) or `cancelled` (its cancellation link is signed, not stored: see
 * server/registrations/cancel-links.ts). `checked_in_at` is set at the door, `reminder_sent_at` once the
 * reminder is queued (so each person gets one, whatever the number of processes). `search_key` is
 * the name, address and organisation without accents or case: the door's search finds "Peña" by "pena".
 *
 * `outbox_mails.attachments`: files sent with a mail (the event's calendar entry), as JSON.
 */
export const eventRegistrations: Migration = {
  name: '20261126-0012-event-registrations',
  async up({ context: qi }) {
    await qi.addColumn('events', 'time_zone', {
      type: DataTypes.STRING(64),
      allowNull: false,
      defaultValue: 'Europe/Stockholm',
    });
    await qi.addColumn('events', 'registration_mode', {
      type: DataTypes.STRING(10),
      allowNull: false,
      defaultValue: 'none',
    });
    await qi.addColumn('events', 'region', { type: DataTypes.STRING(20), allowNull: true });
    await qi.addColumn('events', 'capacity', { type: DataTypes.INTEGER, allowNull: true });
    await qi.addColumn('events', 'waitlist', { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true });
    await qi.addColumn('events', 'registration_opens_at', { type: DataTypes.DATE, allowNull: true });
    await qi.addColumn('events', 'registration_closes_at', { type: DataTypes.DATE, allowNull: true });
    await qi.sequelize.query(
      "UPDATE events SET registration_mode = 'external' WHERE registration_link IS NOT NULL AND registration_link <> ''",
      { type: QueryTypes.UPDATE },
    );

    await qi.addColumn('outbox_mails', 'attachments', { type: DataTypes.TEXT, allowNull: true });

    await qi.createTable('event_registrations', {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      event_id: {
        type: DataTypes.INTEGER,
        allowNull: false,
        references: { model: 'events', key: 'id' },
        onDelete: 'CASCADE',
      },
      full_name: { type: DataTypes.STRING(100), allowNull: false },
      email: { type: DataTypes.STRING(254), allowNull: false },
      email_key: { type: DataTypes.STRING(254), allowNull: false },
      organization: { type: DataTypes.STRING(200), allowNull: true },
      search_key: { type: DataTypes.TEXT, allowNull: false, defaultValue: '' },
      attendance: { type: DataTypes.STRING(10), allowNull: false },
      language: { type: DataTypes.STRING(5), allowNull: false },
      status: { type: DataTypes.STRING(12), allowNull: false },
      source: { type: DataTypes.STRING(10), allowNull: false },
      consented_at: { type: DataTypes.DATE, allowNull: true },
      cancelled_at: { type: DataTypes.DATE, allowNull: true },
      checked_in_at: { type: DataTypes.DATE, allowNull: true },
      reminder_sent_at: { type: DataTypes.DATE, allowNull: true },
      version: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 1 },
      created_at: { type: DataTypes.DATE, allowNull: false },
      updated_at: { type: DataTypes.DATE, allowNull: false },
    });
    await qi.addIndex('event_registrations', ['event_id', 'email_key'], {
      name: 'event_registrations_event_email',
      unique: true,
    });
    await qi.addIndex('event_registrations', ['event_id', 'status', 'created_at'], {
      name: 'event_registrations_event_status',
    });
  },
  async down({ context: qi }) {
    await qi.dropTable('event_registrations');
    await qi.removeColumn('outbox_mails', 'attachments');
    for (const column of [
      'registration_closes_at',
      'registration_opens_at',
      'waitlist',
      'capacity',
      'region',
      'registration_mode',
      'time_zone',
    ]) {
      await qi.removeColumn('events', column);
    }
  },
};
