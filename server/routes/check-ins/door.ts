import { Transaction, UniqueConstraintError } from 'sequelize';
import type { Language } from '../../../shared/constants';
import type { z } from 'zod';
import type { DoorBatchSchema, DoorList, DoorOutcome, DoorResult } from '../../../shared/schemas/check-ins';
import { recordAudit } from '../../content/audit';
import type { Services } from '../../context';
import { conflict, notFound } from '../../errors';
import type { DoorCheckInModel, EventModel, EventRegistrationModel, Models, UserModel } from '../../models';
import { iso, isoOrNull } from '../../presenters/fields';
import { EVENT_NOT_FOUND, emailKeyOf, registerIn } from '../../registrations/registrations';
import { presentRegistration } from '../../presenters/registrations';
import { labelOf } from '../registrations/common';

// The server side of checking people in at an event's door from computers that may be offline:
// each queued item is applied in a transaction of its own that holds the event's lock (as every
// other registration change does) and writes the item's receipt with the change, so that a crash
// between two items leaves every item either applied with its receipt or not at all, and the same
// key sent again (a lost answer, a second computer) answers the first outcome and changes nothing.

const HOUR_MS = 60 * 60 * 1000;

type DoorBatch = z.output<typeof DoorBatchSchema>;
type DoorItem = DoorBatch['items'][number];

/**
 * How long before the event's start a check-in time may lie. A door computer's clock can be far
 * off (a flat clock battery resets it to years ago); its time is kept as it happened, but a check-in
 * earlier than this is not a real one and would make the attendance times nonsense. Two days leave
 * room for badges handed out the day before.
 */
export const EARLIEST_CHECK_IN_MS = 48 * HOUR_MS;

/** When a check-in counts as made: the door's time, never after the server's now nor long before the start. */
export function checkInTime(at: string, event: EventModel, now: Date): Date {
  const earliest = event.date.getTime() - EARLIEST_CHECK_IN_MS;
  return new Date(Math.min(Math.max(new Date(at).getTime(), earliest), now.getTime()));
}

/**
 * Whether a registration row still belongs to a person: an erased or anonymised one keeps an address
 * without '@' (see privacy/erasure.ts), and the door has no one to check in there.
 */
const addressed = (registration: EventRegistrationModel) => registration.email.includes('@');

/** The door's answer for a registration that cannot be checked in as it stands, or null when it can. */
function refusalOf(registration: EventRegistrationModel): DoorOutcome | null {
  if (registration.status === 'cancelled') return 'cancelled';
  if (registration.status === 'waitlisted') return 'not-confirmed';
  if (registration.checkedInAt) return 'already-checked-in';
  return null;
}

/** Who applies a batch and to which event (the event's lock is taken per item). */
interface DoorContext {
  services: Services;
  user: UserModel;
  eventId: number;
  /** The site's default language: a walk-in's mails, should anyone ever send them one. */
  language: Language;
}

/** What applying one item did, inside its transaction. */
interface Applied {
  outcome: DoorOutcome;
  registration: EventRegistrationModel | null;
  /** A walk-in took a place: the events' places left changed. */
  added: boolean;
}

/** Checks `registration` in at `at` (the first check-in wins), audited like staff's single check-in. */
async function checkIn(
  context: DoorContext,
  registration: EventRegistrationModel,
  event: EventModel,
  at: string,
  transaction: Transaction,
): Promise<Applied> {
  const refusal = refusalOf(registration);
  if (refusal) return { outcome: refusal, registration, added: false };
  const { services, user } = context;
  await registration.update(
    { checkedInAt: checkInTime(at, event, services.now()), version: registration.version + 1 },
    { transaction },
  );
  await recordAudit(services.db.models, transaction, user, {
    action: 'check-in',
    entity: 'registration',
    entityId: registration.id,
    label: labelOf(registration, event),
  });
  return { outcome: 'checked-in', registration, added: false };
}

/** Applies one item inside `transaction`, which holds the lock of `event`. */
async function applyItem(
  context: DoorContext,
  event: EventModel,
  item: DoorItem,
  transaction: Transaction,
): Promise<Applied> {
  const { services, user, eventId } = context;
  const { models } = services.db;
  if (item.kind === 'check-in') {
    // Only this event's registrations: an id of another event's is not on this door's list.
    const registration = await models.EventRegistration.findOne({
      where: { id: item.registrationId, eventId },
      transaction,
    });
    if (!registration || !addressed(registration)) return { outcome: 'not-found', registration: null, added: false };
    return checkIn(context, registration, event, item.at, transaction);
  }
  // A walk-in already registered (by the key register() uses) is that registration at the door: a
  // cancelled or waiting one is left as it is for staff to decide, as on the list.
  const existing = await models.EventRegistration.findOne({
    where: { eventId, emailKey: emailKeyOf(item.email) },
    transaction,
  });
  if (existing) return checkIn(context, existing, event, item.at, transaction);
  const { registration } = await registerIn(
    services,
    eventId,
    {
      fullName: item.fullName,
      email: item.email,
      organization: item.organization,
      attendance: 'in-person',
      language: context.language,
    },
    // Staff let them in: a place even in a full event, and no mail (they are standing there).
    { source: 'staff', consentedAt: null, notify: false, admitted: true },
    null,
    transaction,
    (added, locked, inner) =>
      recordAudit(models, inner, user, {
        action: 'create',
        entity: 'registration',
        entityId: added.id,
        label: labelOf(added, locked),
      }),
  );
  const applied = await checkIn(context, registration, event, item.at, transaction);
  return { ...applied, added: true };
}

/** Why an item is refused whose key has a receipt for another event or person (409). */
export const DOOR_KEY_REUSED = 'This check-in was already sent for another person or event: nothing was changed';

/**
 * The answer to a key applied before: its outcome, with the registration as it stands now. A
 * receipt answers only the item it was written for (the same event, and the same registration or
 * walk-in's address): the same key sent with another event or person is refused, so a replayed key
 * never reports a check-in that did not happen.
 */
async function repeatOf(
  models: Models,
  eventId: number,
  item: DoorItem,
  receipt: DoorCheckInModel,
): Promise<{ outcome: DoorOutcome; registration: EventRegistrationModel | null }> {
  if (receipt.eventId !== eventId) throw conflict(DOOR_KEY_REUSED);
  const registration =
    receipt.registrationId === null
      ? null
      : await models.EventRegistration.findOne({ where: { id: receipt.registrationId, eventId } });
  // A receipt whose registration row has gone since (deleted, replaced) has nobody left to compare.
  const samePerson =
    receipt.registrationId === null ||
    (item.kind === 'check-in'
      ? receipt.registrationId === item.registrationId
      : registration === null || registration.emailKey === emailKeyOf(item.email));
  if (!samePerson) throw conflict(DOOR_KEY_REUSED);
  return { outcome: receipt.outcome, registration };
}

/**
 * Applies one queued item exactly once: a key with a receipt answers the receipt; otherwise the
 * change and its receipt commit together. Two requests with one key at the same time queue on the
 * event's lock, and the second finds the first's receipt; should they still meet (the key sent for
 * two events at once), the receipt's unique key refuses the second insert, and the loser answers as a
 * repeat: the first's outcome for the same item, a refusal for another.
 */
async function applyOnce(
  context: DoorContext,
  item: DoorItem,
): Promise<{ outcome: DoorOutcome; registration: EventRegistrationModel | null; added: boolean }> {
  const { services, user, eventId } = context;
  const { db } = services;
  const { models } = db;
  const receiptOf = (transaction?: Transaction) =>
    models.DoorCheckIn.findOne({ where: { key: item.key }, ...(transaction ? { transaction } : {}) });
  // Most repeats (a retried batch) are answered without waiting for the event's lock.
  const earlier = await receiptOf();
  if (earlier) return { ...(await repeatOf(models, eventId, item, earlier)), added: false };
  try {
    const done = await db.sequelize.transaction(async (transaction) => {
      const event = await models.Event.findOne({
        where: { id: eventId },
        transaction,
        lock: Transaction.LOCK.UPDATE,
      });
      if (!event) throw notFound(EVENT_NOT_FOUND);
      const receipt = await receiptOf(transaction);
      if (receipt) return { receipt };
      const applied = await applyItem(context, event, item, transaction);
      await models.DoorCheckIn.create(
        {
          key: item.key,
          userId: user.id,
          eventId,
          registrationId: applied.registration?.id ?? null,
          outcome: applied.outcome,
        },
        { transaction },
      );
      return { applied };
    });
    if (done.receipt) return { ...(await repeatOf(models, eventId, item, done.receipt)), added: false };
    return done.applied;
  } catch (error) {
    if (!(error instanceof UniqueConstraintError)) throw error;
    const winner = await receiptOf();
    if (!winner) throw error;
    return { ...(await repeatOf(models, eventId, item, winner)), added: false };
  }
}

/**
 * Applies a door computer's queue in its order, each item in its own transaction. An item that
 * cannot be applied at all (a walk-in for an event deleted or not registered for here) ends the
 * request with its error; the items before it are applied with their receipts, so the queue sent
 * again answers them as before.
 */
export async function applyDoorBatch(
  services: Services,
  user: UserModel,
  event: EventModel,
  language: Language,
  batch: DoorBatch,
): Promise<{ results: DoorResult[]; added: boolean }> {
  const context: DoorContext = { services, user, eventId: event.id, language };
  const { models } = services.db;
  const results: DoorResult[] = [];
  let added = false;
  for (const item of batch.items) {
    const applied = await applyOnce(context, item);
    added ||= applied.added;
    results.push({
      key: item.key,
      outcome: applied.outcome,
      registration: applied.registration ? await presentRegistration(models, applied.registration) : null,
    });
  }
  return { results, added };
}

/** Names in the order people read a list, the same on every database (whatever its collation). */
const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/**
 * The door list of `event`: every registration that still belongs to a person, by name, with the
 * waiting list's places counted from one read rather than one count per waiting person.
 */
export async function doorList(services: Services, event: EventModel): Promise<DoorList> {
  const { models } = services.db;
  const fetchedAt = services.now();
  const rows = await models.EventRegistration.findAll({ where: { eventId: event.id } });
  // Erased waiting rows still hold their places in line, so they count here, though not shown.
  const waiting = rows
    .filter((row) => row.status === 'waitlisted')
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id);
  const positions = new Map(waiting.map((row, index) => [row.id, index + 1]));
  const people = rows
    .filter(addressed)
    .sort((a, b) => byName.compare(a.fullName, b.fullName) || a.id - b.id)
    .map((row) => presentRegistration(models, row, positions.get(row.id)));
  return {
    event: {
      id: event.id,
      title: event.title,
      date: iso(event.date),
      endDate: isoOrNull(event.endDate),
      timeZone: event.timeZone,
      location: event.location,
    },
    people: await Promise.all(people),
    fetchedAt: iso(fetchedAt),
  };
}
