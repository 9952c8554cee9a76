import { Op, Transaction } from 'sequelize';
import type { Language } from '../../shared/constants';
import type { AttendanceMode } from '../../shared/entities';
import { validationMessages as m } from '../../shared/messages';
import { REGISTRATION_REFUSALS, type RegistrationRefusal, type RegistrationResult } from '../../shared/schemas';
import type { Services } from '../context';
import { badRequest, conflict, forbidden, notFound } from '../errors';
import { oneLine, type MailAttachment } from '../mail';
import type { RegistrationMailEvent } from '../mail/templates/registration';
import type { EventModel, EventRegistrationModel, Models } from '../models';
import { eventIcs } from '../calendar/serve';
import { localize } from '../content/translations';
import { searchFold } from '../../shared/search-fold';
import { presentEvent } from '../presenters/events';
import { cancelTokenOf, prepareCancelLinks, registrationByCancelToken } from './cancel-links';
import { waitlistPosition } from './places';

// Registering for an event on this site, giving a place up, and the waiting list. Every change runs
// in one transaction that first locks the event's row (SQLite: the transaction's write lock), so
// places are counted and given one registration at a time, whatever the number of requests or
// server processes: an event never has more confirmed people than places.

export const EVENT_NOT_FOUND = 'Event not found';
export const REGISTRATION_NOT_FOUND = 'Registration not found';
/** The 409 of a staff change based on an older version of the registration. */
export const STALE_REGISTRATION = 'This registration was changed by someone else. Reload it and try again.';
/** The answer to a cancellation link that matches no registration. */
export const INVALID_CANCEL_LINK = 'This cancellation link is not valid. Please use the link in your latest e-mail.';

/** Who registers: what the form (or staff) gave. */
export interface RegistrantInput {
  fullName: string;
  email: string;
  organization: string | null;
  attendance?: AttendanceMode;
  language: Language;
}

/** How a registration came: the event page's form, or staff adding someone by hand. */
export interface RegistrationSource {
  source: 'public' | 'staff';
  /** When they accepted the privacy policy (the form's consent); null for people staff added. */
  consentedAt: Date | null;
  /** Whether to mail them (staff may add someone without a mail). */
  notify: boolean;
  /** A public registration made by a signed-in member representative (a members-only event needs one). */
  member?: boolean;
  /**
   * Staff let the person in at the door: a place even when the event is full (as staff moving
   * someone off the waiting list may), never the waiting list or a refusal for want of places.
   */
  admitted?: boolean;
  /**
   * Whether a repeat (an address already registered) is mailed its registration again; the public
   * form's repeats are, at most once an hour (`repeatMayBeMailed`). Default true.
   */
  mailRepeat?: boolean;
}

/** How often the public form's repeats of one registration are mailed again: at most once per hour. */
export const REPEAT_MAIL_LIMIT = { max: 1, windowMs: 60 * 60 * 1000 } as const;

/**
 * What a registration answers the public: where a first registration by a new address would stand
 * now (`full`: refused), whoever sent it. A repeat thus reads as a first registration and tells the
 * sender nothing of the address's own registration or its place in line, which only its mail says.
 */
export type PublicStanding = RegistrationResult['status'] | 'full';

/** Files for a registration mail: the event's calendar entry. */
export type CalendarAttachment = (event: EventModel, language: Language) => Promise<MailAttachment[]>;

/** The event's calendar file (its .ics, as /events/<id>/calendar.ics serves it), attached to the mails that give someone a place. */
export function calendarAttachments(services: Pick<Services, 'db' | 'publicUrl'>): CalendarAttachment {
  return async (event, language) => {
    const ics = await eventIcs(services.db.models, event.id, language, services.publicUrl());
    return ics
      ? [
          {
            filename: `event-${event.id}.ics`,
            contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
            content: ics,
          },
        ]
      : [];
  };
}

/** The address as the one-registration-per-person key. */
export const emailKeyOf = (email: string) => email.trim().toLowerCase();

/** Reads the event's row for the rest of `transaction`, locked against other registrations (PostgreSQL). */
async function lockedEvent(models: Models, id: number, transaction: Transaction): Promise<EventModel | null> {
  return models.Event.findOne({ where: { id, deletedAt: null }, transaction, lock: Transaction.LOCK.UPDATE });
}

/** Why the public cannot register for `event` at `now`, if they cannot. */
export function refusalOf(event: EventModel, now: Date): RegistrationRefusal | null {
  if (event.registrationMode !== 'internal') return 'notHere';
  if (now.getTime() >= event.date.getTime()) return 'past';
  if (event.registrationOpensAt && now.getTime() < event.registrationOpensAt.getTime()) return 'notOpen';
  if (event.registrationClosesAt && now.getTime() >= event.registrationClosesAt.getTime()) return 'closed';
  return null;
}

/** How someone attends an event: as they chose for a hybrid one, else by the event's format. */
function attendanceAt(event: EventModel, chosen: AttendanceMode | undefined): AttendanceMode {
  if (event.eventType === 'in-person') return 'in-person';
  if (event.eventType === 'virtual') return 'online';
  if (!chosen) throw badRequest(m.required, { attendance: m.required });
  return chosen;
}

/** Confirmed places of an event, counted inside the transaction that holds its lock. */
const confirmedCount = (models: Models, eventId: number, transaction: Transaction) =>
  models.EventRegistration.count({ where: { eventId, status: 'confirmed' }, transaction });

/**
 * What the mails say of the event: its texts in the registrant's language where a ready translation
 * exists (English otherwise), also for a deleted event (its cancellation notice).
 */
async function mailEvent(models: Models, event: EventModel, language: Language): Promise<RegistrationMailEvent> {
  const [shown] = await localize(models, 'events', [presentEvent(event)], language);
  return {
    id: event.id,
    title: shown?.title ?? event.title,
    start: event.date.toISOString(),
    end: event.endDate ? event.endDate.toISOString() : null,
    timeZone: event.timeZone,
    location: shown?.location ?? event.location,
    eventType: event.eventType,
  };
}

/** Everything a registration mail needs besides its template: the event, the files. */
export interface MailFacts {
  event: RegistrationMailEvent;
  attachments: MailAttachment[];
}

/** The mail facts of an event in every language (mails go out in each registrant's own). */
export type EventMailFacts = Record<Language, MailFacts>;

/** The mail facts of `event` in `language`. */
async function mailFactsIn(models: Models, event: EventModel, language: Language, calendar: CalendarAttachment) {
  // The old links' secret, if any, is read here, before any transaction that mails.
  await prepareCancelLinks(models);
  return { event: await mailEvent(models, event, language), attachments: await calendar(event, language) };
}

/**
 * The mail facts of `event` in every language, read before a transaction takes the event's lock:
 * they decide nothing, and reading them inside would hold the lock (and, on PostgreSQL, a second
 * connection per waiting request) for longer.
 */
export async function eventMailFacts(
  models: Models,
  event: EventModel,
  calendar: CalendarAttachment,
): Promise<EventMailFacts> {
  const [en, es, sv] = await Promise.all(
    (['en', 'es', 'sv'] as const).map((language) => mailFactsIn(models, event, language, calendar)),
  );
  return { en: en!, es: es!, sv: sv! };
}

/**
 * Queues the mail of where `registration` now stands (confirmed: with the calendar file;
 * waitlisted: with its place in line) inside `transaction`, with the registration's cancellation
 * link (the same in every mail about it).
 */
export async function queueStatusMail(
  services: Pick<Services, 'db' | 'mail'>,
  registration: EventRegistrationModel,
  facts: MailFacts,
  template:
    'registration-confirmed' | 'registration-waitlisted' | 'registration-promoted' | 'event-reminder' | 'event-changed',
  transaction: Transaction,
): Promise<void> {
  const token = await cancelTokenOf(services.db.models, services.mail.keyRing, registration);
  const props = { event: facts.event, attendance: registration.attendance, cancelToken: token };
  // A stored name may hold what the forms refuse today (an older row, a direct import): the mail's
  // header takes it on one line, so it never stops the mail.
  const base = { to: registration.email, toName: oneLine(registration.fullName), language: registration.language };
  if (template === 'registration-waitlisted') {
    const position = await waitlistPosition(services.db.models, registration, transaction);
    await services.mail.queue(transaction, { ...base, template, props: { ...props, position } });
  } else {
    // The calendar file goes to people with a place: a waiting person's calendar is not theirs to fill yet.
    const attachments = registration.status === 'confirmed' ? facts.attachments : [];
    await services.mail.queue(transaction, { ...base, template, props, attachments });
  }
}

/**
 * Registers a person for an event: a place while there is one, else the waiting list (if the event
 * has one), else 409 full. The same address registering again gets the same registration and its
 * mail again (no second place; from the public form at most once an hour), and `standing` answers
 * it as a newcomer; after a cancellation it registers anew, at the back of the line.
 * The public is refused before opening, after closing and once the event has begun; staff may add
 * people whenever the event is registered for here.
 */
export async function register(
  services: Pick<Services, 'db' | 'mail' | 'now' | 'limiter'>,
  eventId: number,
  input: RegistrantInput,
  how: RegistrationSource,
  calendar: CalendarAttachment,
  /** Runs in the same transaction once a new registration is stored (staff: the audit entry). */
  recorded?: (registration: EventRegistrationModel, event: EventModel, transaction: Transaction) => Promise<void>,
): Promise<RegistrationOutcome> {
  const { db } = services;
  const { models } = db;
  // The texts of the mail and its calendar file, read before the lock is taken (they do not decide anything).
  const event = await models.Event.findOne({ where: { id: eventId, deletedAt: null } });
  if (!event) throw notFound(EVENT_NOT_FOUND);
  const facts = await mailFactsIn(models, event, input.language, calendar);
  // Counted before the transaction: the counter is its own statement, which must not wait on it.
  const mailRepeat =
    how.source === 'public' && how.notify ? await repeatMayBeMailed(services, eventId, input.email) : true;
  return db.sequelize.transaction((transaction) =>
    registerIn(services, eventId, input, { mailRepeat, ...how }, facts, transaction, recorded),
  );
}

/**
 * Whether the address's registration for the event (if it has one) may be mailed again now: the
 * first repeat of an hour is, later ones are not, so sending the form over and over fills no inbox.
 */
async function repeatMayBeMailed(
  services: Pick<Services, 'db' | 'limiter'>,
  eventId: number,
  email: string,
): Promise<boolean> {
  const existing = await services.db.models.EventRegistration.findOne({
    where: { eventId, emailKey: emailKeyOf(email), status: { [Op.ne]: 'cancelled' } },
    attributes: ['id'],
  });
  if (!existing) return true;
  const { hits } = await services.limiter.hit(`registrationRepeatMail:${existing.id}`, REPEAT_MAIL_LIMIT);
  return hits <= REPEAT_MAIL_LIMIT.max;
}

/** What registering did: the registration, whether it was there already, and the public's answer. */
export interface RegistrationOutcome {
  registration: EventRegistrationModel;
  repeat: boolean;
  standing: PublicStanding;
}

/**
 * `register` inside `transaction`, which it makes hold the event's lock: for a change that must
 * commit together with the registration (the door's check-in and its receipt). `facts` are the
 * mail's, read before the transaction; null when `how.notify` is false (nothing is mailed).
 */
export async function registerIn(
  services: Pick<Services, 'db' | 'mail' | 'now'>,
  eventId: number,
  input: RegistrantInput,
  how: RegistrationSource,
  facts: MailFacts | null,
  transaction: Transaction,
  recorded?: (registration: EventRegistrationModel, event: EventModel, transaction: Transaction) => Promise<void>,
): Promise<RegistrationOutcome> {
  const { models } = services.db;
  const emailKey = emailKeyOf(input.email);
  const now = services.now();
  const mail = how.notify ? facts : null;
  const locked = await lockedEvent(models, eventId, transaction);
  if (!locked) throw notFound(EVENT_NOT_FOUND);
  const refusal = refusalOf(locked, now);
  if (refusal && (how.source === 'public' || refusal === 'notHere')) {
    throw conflict(REGISTRATION_REFUSALS[refusal]);
  }
  // Staff may add anyone; on the public form a members-only event takes member representatives.
  if (locked.membersOnly && how.source === 'public' && !how.member) {
    throw forbidden(REGISTRATION_REFUSALS.membersOnly);
  }
  const attendance = attendanceAt(locked, input.attendance);

  const existing = await models.EventRegistration.findOne({ where: { eventId, emailKey }, transaction });
  const taken = await confirmedCount(models, eventId, transaction);
  const hasPlace = how.admitted === true || locked.capacity === null || taken < locked.capacity;
  if (existing && existing.status !== 'cancelled') {
    // The same person again: the registration they have, and its mail once more (to them, not to
    // whoever sent the form, who is answered as a newcomer would be).
    if (mail && how.mailRepeat !== false) {
      const template = existing.status === 'confirmed' ? 'registration-confirmed' : 'registration-waitlisted';
      await queueStatusMail(services, existing, mail, template, transaction);
    }
    const standing = hasPlace ? 'confirmed' : locked.waitlist ? 'waitlisted' : 'full';
    return { registration: existing, repeat: true, standing };
  }
  // A cancelled registration is replaced: the person comes back at the back of the line.
  if (existing) await existing.destroy({ transaction });

  if (!hasPlace && !locked.waitlist) throw conflict(REGISTRATION_REFUSALS.full);
  const registration = await models.EventRegistration.create(
    {
      eventId,
      fullName: input.fullName,
      email: input.email,
      emailKey,
      organization: input.organization,
      searchKey: searchFold([input.fullName, input.email, input.organization ?? ''].join(' ')),
      attendance,
      language: input.language,
      status: hasPlace ? 'confirmed' : 'waitlisted',
      source: how.source,
      consentedAt: how.consentedAt,
      cancelledAt: null,
      checkedInAt: null,
      reminderSentAt: null,
    },
    { transaction },
  );
  if (mail) {
    const template = hasPlace ? 'registration-confirmed' : 'registration-waitlisted';
    await queueStatusMail(services, registration, mail, template, transaction);
  }
  await recorded?.(registration, locked, transaction);
  return { registration, repeat: false, standing: registration.status === 'confirmed' ? 'confirmed' : 'waitlisted' };
}

/**
 * Gives free places to the waiting list, first come first served, inside `transaction` (which holds
 * the event's lock): each promoted person is mailed with the calendar file. Returns who moved up.
 */
export async function fillFromWaitlist(
  services: Pick<Services, 'db' | 'mail'>,
  event: EventModel,
  facts: EventMailFacts,
  transaction: Transaction,
): Promise<EventRegistrationModel[]> {
  const { models } = services.db;
  if (event.registrationMode !== 'internal') return [];
  const free =
    event.capacity === null
      ? Number.POSITIVE_INFINITY
      : event.capacity - (await confirmedCount(models, event.id, transaction));
  if (free <= 0) return [];
  const next = await models.EventRegistration.findAll({
    where: { eventId: event.id, status: 'waitlisted' },
    order: [
      ['createdAt', 'ASC'],
      ['id', 'ASC'],
    ],
    ...(Number.isFinite(free) ? { limit: free } : {}),
    transaction,
  });
  for (const registration of next) {
    await promote(services, registration, facts, transaction);
  }
  return next;
}

/** Moves one waiting person onto a place (the waiting list's turn, or staff's choice) and mails them. */
export async function promote(
  services: Pick<Services, 'db' | 'mail'>,
  registration: EventRegistrationModel,
  facts: EventMailFacts,
  transaction: Transaction,
): Promise<void> {
  await registration.update({ status: 'confirmed', version: registration.version + 1 }, { transaction });
  await queueStatusMail(services, registration, facts[registration.language], 'registration-promoted', transaction);
}

/**
 * `found` read again once its event's row is locked for the rest of `transaction` (the event first,
 * then the registration: the lock is taken in one order everywhere). 404 when either is gone.
 */
export async function lockRegistration(
  models: Models,
  found: EventRegistrationModel | null,
  transaction: Transaction,
): Promise<{ registration: EventRegistrationModel; event: EventModel }> {
  if (!found) throw notFound(REGISTRATION_NOT_FOUND);
  const event = await models.Event.findOne({
    where: { id: found.eventId },
    transaction,
    lock: Transaction.LOCK.UPDATE,
  });
  const registration = await models.EventRegistration.findOne({ where: { id: found.id }, transaction });
  if (!event || !registration) throw notFound(REGISTRATION_NOT_FOUND);
  return { registration, event };
}

/**
 * Cancels a registration (its holder's link, or staff) inside one transaction holding the event's
 * lock: the place goes to the first waiting person. The holder is mailed a confirmation. Cancelling
 * twice changes nothing.
 */
export async function cancelRegistration(
  services: Pick<Services, 'db' | 'mail' | 'now'>,
  find: (transaction?: Transaction) => Promise<EventRegistrationModel | null>,
  calendar: CalendarAttachment,
  options: {
    version?: number;
    notify: boolean;
    /** Runs in the same transaction once it is cancelled (staff: the audit entry). */
    recorded?: (registration: EventRegistrationModel, event: EventModel, transaction: Transaction) => Promise<void>;
  },
): Promise<{ registration: EventRegistrationModel; event: EventModel; promoted: EventRegistrationModel[] }> {
  const { db } = services;
  const { models } = db;
  const before = await find();
  const eventBefore = before && (await models.Event.findOne({ where: { id: before.eventId } }));
  if (!before || !eventBefore) throw notFound(REGISTRATION_NOT_FOUND);
  const facts = await eventMailFacts(models, eventBefore, calendar);
  return db.sequelize.transaction(async (transaction) => {
    const { registration, event } = await lockRegistration(models, await find(transaction), transaction);
    if (registration.status === 'cancelled') return { registration, event, promoted: [] };
    if (options.version !== undefined && options.version !== registration.version) {
      throw conflict(STALE_REGISTRATION);
    }
    const wasConfirmed = registration.status === 'confirmed';
    await registration.update(
      { status: 'cancelled', cancelledAt: services.now(), checkedInAt: null, version: registration.version + 1 },
      { transaction },
    );
    if (options.notify) {
      await services.mail.queue(transaction, {
        to: registration.email,
        toName: oneLine(registration.fullName),
        language: registration.language,
        template: 'registration-cancelled',
        props: { event: facts[registration.language].event },
      });
    }
    await options.recorded?.(registration, event, transaction);
    const promoted =
      wasConfirmed && !event.deletedAt ? await fillFromWaitlist(services, event, facts, transaction) : [];
    return { registration, event, promoted };
  });
}

/** The registration a cancellation link's token belongs to (see cancel-links.ts). */
export function byCancelToken(services: Pick<Services, 'db' | 'keyRing'>, token: string) {
  return (transaction?: Transaction) =>
    registrationByCancelToken(services.db.models, services.keyRing, token, transaction);
}
