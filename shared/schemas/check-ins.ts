import { z } from 'zod';
import type { EventRegistration } from '../entities';
import { validationMessages as m } from '../messages';
import { RegistrationAddSchema } from './registrations';

// Checking people in at the door of an event, from a computer whose connection may drop: the
// door list is copied to the computer, check-ins and walk-ins wait in a local queue and are sent
// in order when the server is reachable, each with a key of its own so that sending it again
// (after a lost answer, a crash, or from a second computer) never checks anyone in twice.

/** The most queued items one request may carry; a longer queue goes in several requests. */
export const CHECK_IN_BATCH_MAX = 200;

/** A queued item's key: made once on the computer (a UUID) and sent with every retry of it. */
const key = () =>
  z
    .string({ error: m.required })
    .trim()
    .min(8, m.invalidChoice)
    .max(64, m.tooLong)
    .regex(/^[A-Za-z0-9-]+$/, m.invalidChoice);

/**
 * When it happened at the door (the computer's clock); the server keeps it, but never later than its
 * own now nor more than two days before the event's start (a computer whose clock is wrong).
 */
const at = () => z.iso.datetime({ offset: true, error: m.invalidChoice });

/** Someone on the door list checked in. */
export const DoorCheckInSchema = z.strictObject({
  key: key(),
  at: at(),
  kind: z.literal('check-in'),
  registrationId: z.number({ error: m.invalidNumber }).int(m.invalidNumber).positive(m.invalidNumber),
});

/**
 * Someone who was not on the list, added at the door and checked in at once: the same fields as
 * staff adding a person by hand. A walk-in whose address is already registered checks that
 * registration in instead of adding a second one.
 */
export const DoorWalkInSchema = z.strictObject({
  key: key(),
  at: at(),
  kind: z.literal('walk-in'),
  ...RegistrationAddSchema.pick({ fullName: true, email: true, organization: true }).shape,
});

export const DoorItemSchema = z.discriminatedUnion('kind', [DoorCheckInSchema, DoorWalkInSchema], {
  error: m.invalidChoice,
});
export type DoorItem = z.input<typeof DoorItemSchema>;

/** POST /api/admin/events/:id/check-ins: queued items in the order they happened. */
export const DoorBatchSchema = z.strictObject({
  items: z.array(DoorItemSchema).min(1, m.required).max(CHECK_IN_BATCH_MAX, m.tooLong),
});
export type DoorBatch = z.input<typeof DoorBatchSchema>;

/**
 * What became of one item:
 * - `checked-in`: done now (or by an earlier sending of this same key, whose answer was lost: a key
 *   sent again always answers its first outcome and changes nothing);
 * - `already-checked-in`: the person was checked in before under another key (on another computer):
 *   nothing changed, the first check-in's time stays;
 * - `cancelled`: the registration was cancelled on the server meanwhile: nothing changed, staff decide;
 * - `not-confirmed`: the person is on the waiting list: nothing changed, staff decide;
 * - `not-found`: no such registration for this event (deleted or erased): nothing changed.
 */
export const DOOR_OUTCOMES = ['checked-in', 'already-checked-in', 'cancelled', 'not-confirmed', 'not-found'] as const;
export type DoorOutcome = (typeof DOOR_OUTCOMES)[number];

/** One item's answer: its key, the outcome, and the registration as it now stands (null when not found). */
export interface DoorResult {
  key: string;
  outcome: DoorOutcome;
  registration: EventRegistration | null;
}

/** The answer to a batch: one result per item, in the items' order. */
export interface DoorBatchResult {
  results: DoorResult[];
}

/**
 * GET /api/admin/events/:id/door-list: what a computer keeps for the door: the event, and every
 * registration that is not erased (cancelled and waitlisted people too, so staff see why someone
 * cannot be checked in), with the moment it was read.
 */
export interface DoorList {
  event: { id: number; title: string; date: string; endDate: string | null; timeZone: string; location: string };
  people: EventRegistration[];
  /** The server's time of the read (ISO 8601). */
  fetchedAt: string;
}
