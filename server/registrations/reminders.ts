import { Op } from 'sequelize';
import type { Services } from '../context';
import type { Job } from '../jobs/worker';
import type { AppLogger } from '../logger';
import type { EventModel } from '../models';
import { eventMailFacts, queueStatusMail, type CalendarAttachment } from './registrations';

/** How the reminders run. */
export interface ReminderOptions {
  /** How often to look for events starting within a day (default five minutes). */
  pollMs?: number;
}

/** Reminders go out this long before an event starts: the day before. */
export const REMINDER_LEAD_MS = 24 * 60 * 60 * 1000;
const DEFAULT_POLL_MS = 5 * 60 * 1000;

/**
 * Sends every person with a place a reminder the day before the event: each look finds the events
 * registered for here that start within a day and the confirmed people not yet reminded. A person
 * is claimed (reminder_sent_at set only where it is still empty) in the same transaction that
 * queues their mail, so with several processes each person gets exactly one reminder.
 */
export class RegistrationReminders implements Job {
  readonly name = 'event reminders';
  readonly pollMs: number;

  constructor(
    private readonly services: Pick<Services, 'db' | 'mail' | 'now' | 'publicUrl'>,
    private readonly calendar: CalendarAttachment,
    private readonly logger: AppLogger,
    options: ReminderOptions = {},
  ) {
    this.pollMs = options.pollMs ?? DEFAULT_POLL_MS;
  }

  async round(): Promise<void> {
    const sent = await this.sweep();
    if (sent > 0) this.logger.info({ sent }, 'event reminders queued');
  }

  /** One look: queues the reminders due now; returns how many. */
  async sweep(): Promise<number> {
    const { db } = this.services;
    const { Event } = db.models;
    const now = this.services.now();
    const events = await Event.findAll({
      where: {
        deletedAt: null,
        registrationMode: 'internal',
        date: { [Op.gt]: now, [Op.lte]: new Date(now.getTime() + REMINDER_LEAD_MS) },
      },
    });
    let sent = 0;
    // One event or person whose mail cannot be made (a stored address that is not one, say) is
    // logged and left for the next look; everyone else's reminder still goes out.
    for (const event of events) {
      try {
        sent += await this.remindAttendees(event, now);
      } catch (err) {
        this.logger.error({ err, eventId: event.id }, 'event reminders could not be queued for this event');
      }
    }
    return sent;
  }

  /** Queues the reminders due for one event, each person in a transaction of their own; returns how many. */
  private async remindAttendees(event: EventModel, now: Date): Promise<number> {
    const { db } = this.services;
    const { EventRegistration } = db.models;
    const due = await EventRegistration.findAll({
      where: { eventId: event.id, status: 'confirmed', reminderSentAt: null },
      order: [['id', 'ASC']],
    });
    if (due.length === 0) return 0;
    const facts = await eventMailFacts(db.models, event, this.calendar);
    let sent = 0;
    for (const person of due) {
      try {
        const claimed = await db.sequelize.transaction(async (transaction) => {
          const [count] = await EventRegistration.update(
            { reminderSentAt: now },
            { where: { id: person.id, status: 'confirmed', reminderSentAt: null }, transaction },
          );
          if (count === 0) return false;
          await queueStatusMail(this.services, person, facts[person.language], 'event-reminder', transaction);
          return true;
        });
        if (claimed) sent += 1;
      } catch (err) {
        this.logger.error({ err, registrationId: person.id }, 'event reminder could not be queued');
      }
    }
    return sent;
  }
}
