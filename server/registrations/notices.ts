import { Transaction } from 'sequelize';
import type { Services } from '../context';
import { MailHeaderError, oneLine } from '../mail';
import type { EventModel, EventRegistrationModel } from '../models';
import {
  eventMailFacts,
  fillFromWaitlist,
  queueStatusMail,
  type CalendarAttachment,
  type EventMailFacts,
} from './registrations';

// What staff changes to an event mean for the people registered for it. Each runs after the
// change has committed, in transactions of its own that hold the event's lock.

/** How many registrants one transaction mails (a transaction holds the event's lock while it queues). */
const BATCH = 100;

/**
 * Queues one registrant's notice, or logs why it cannot be (an address stored that is not one): one
 * unsendable mail never keeps the rest of the batch from theirs. It is refused before any statement
 * runs, so the transaction goes on.
 */
async function queueEach(
  services: Pick<Services, 'logger'>,
  person: EventRegistrationModel,
  queue: () => Promise<void>,
): Promise<void> {
  try {
    await queue();
  } catch (err) {
    if (!(err instanceof MailHeaderError)) throw err;
    services.logger.error({ err, registrationId: person.id }, 'event notice could not be queued');
  }
}

/** The people an event's notices go to: those with a place and those waiting for one. */
async function registrants(services: Pick<Services, 'db'>, eventId: number): Promise<EventRegistrationModel[]> {
  return services.db.models.EventRegistration.findAll({
    where: { eventId, status: ['confirmed', 'waitlisted'] },
    order: [['id', 'ASC']],
  });
}

/** Whether staff moved the event: its time, its time zone or its place changed. */
export function eventMoved(before: EventModel, after: EventModel): boolean {
  return (
    before.date.getTime() !== after.date.getTime() ||
    (before.endDate?.getTime() ?? null) !== (after.endDate?.getTime() ?? null) ||
    before.timeZone !== after.timeZone ||
    before.location !== after.location
  );
}

/** Whether the event now has room it did not have: more places, no limit, or registration here at all. */
function roomGrew(before: EventModel, after: EventModel): boolean {
  if (after.registrationMode !== 'internal') return false;
  if (after.capacity === null) return before.capacity !== null || before.registrationMode !== 'internal';
  return before.capacity !== null && after.capacity > before.capacity;
}

/**
 * After staff saved an event registered for here: a move (time, zone or place) is mailed to every
 * registrant with the new facts (and the new calendar file to those with a place); more places go
 * to the waiting list, first come first served.
 */
export async function afterEventUpdate(
  services: Services,
  before: EventModel,
  after: EventModel,
  calendar: CalendarAttachment,
): Promise<void> {
  if (after.registrationMode !== 'internal' && before.registrationMode !== 'internal') return;
  const moved = eventMoved(before, after);
  const grew = roomGrew(before, after);
  if (!moved && !grew) return;
  const { db } = services;
  const facts = await eventMailFacts(db.models, after, calendar);
  if (grew) {
    await db.sequelize.transaction(async (transaction) => {
      const locked = await lockEvent(services, after.id, transaction);
      if (locked) await fillFromWaitlist(services, locked, facts, transaction);
    });
    services.cache.invalidate('events');
  }
  if (moved) await mailEach(services, after.id, facts, 'event-changed');
}

/** After staff deleted an event registered for here: everyone registered is told it is off. */
export async function afterEventDeleted(services: Services, event: EventModel): Promise<void> {
  if (event.registrationMode !== 'internal') return;
  const { db } = services;
  // The texts as they were (the event no longer shows anywhere), without a calendar file.
  const facts = await eventMailFacts(db.models, event, () => Promise.resolve([]));
  const people = await registrants(services, event.id);
  for (let start = 0; start < people.length; start += BATCH) {
    await db.sequelize.transaction(async (transaction) => {
      for (const person of people.slice(start, start + BATCH)) {
        await queueEach(services, person, () =>
          services.mail
            .queue(transaction, {
              to: person.email,
              toName: oneLine(person.fullName),
              language: person.language,
              template: 'event-cancelled',
              props: { event: facts[person.language].event },
            })
            .then(() => undefined),
        );
      }
    });
  }
}

/** The event's row for the rest of `transaction`, locked against registrations. */
function lockEvent(services: Pick<Services, 'db'>, id: number, transaction: Transaction) {
  return services.db.models.Event.findOne({
    where: { id, deletedAt: null },
    transaction,
    lock: Transaction.LOCK.UPDATE,
  });
}

/** Mails every registrant of the event (with their cancellation link), a batch per transaction. */
async function mailEach(
  services: Services,
  eventId: number,
  facts: EventMailFacts,
  template: 'event-changed',
): Promise<void> {
  const people = await registrants(services, eventId);
  for (let start = 0; start < people.length; start += BATCH) {
    await services.db.sequelize.transaction(async (transaction) => {
      for (const person of people.slice(start, start + BATCH)) {
        await queueEach(services, person, () =>
          queueStatusMail(services, person, facts[person.language], template, transaction),
        );
      }
    });
  }
}
