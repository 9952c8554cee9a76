import type { ChamberEvent } from '../../../../shared/entities';

// Where an event stands at an instant: upcoming or past, whether its registration here is open, and
// which register button its card and page show. Pure: the server decides `now` once per render and
// passes it to the islands, so the browser hydrates the very markup the server wrote.

type EventTimes = Pick<ChamberEvent, 'date' | 'endDate'>;

/** When an event is over: its last day's instant (`endDate`), or its start when it has none. */
export const eventEndsAt = (event: EventTimes): number => Date.parse(event.endDate ?? event.date);

/** Whether an event is still to come or under way at `now` (it stays upcoming until its end). */
export const isUpcoming = (event: EventTimes, now: number): boolean => eventEndsAt(event) > now;

/**
 * Registration on this site at an instant: `none` (the event takes none here), `past` (it is over),
 * `notOpen` (before `registrationOpensAt`), `closed` (after `registrationClosesAt`, by default the
 * start), `full` (no place left, no waiting list), `waitlist` (no place left: people join the
 * waiting list) or `open`.
 */
export type RegistrationState = 'none' | 'past' | 'notOpen' | 'closed' | 'full' | 'waitlist' | 'open';

type RegistrationFields = EventTimes &
  Pick<ChamberEvent, 'registrationMode' | 'registrationOpensAt' | 'registrationClosesAt' | 'placesLeft' | 'waitlist'>;

/** When registration here closes: `registrationClosesAt`, or the event's start. */
export const registrationClosesAt = (event: Pick<ChamberEvent, 'date' | 'registrationClosesAt'>): number =>
  Date.parse(event.registrationClosesAt ?? event.date);

/** Where registration on this site stands at `now` (see RegistrationState). */
export function registrationState(event: RegistrationFields, now: number): RegistrationState {
  if (event.registrationMode !== 'internal') return 'none';
  if (!isUpcoming(event, now)) return 'past';
  if (event.registrationOpensAt && Date.parse(event.registrationOpensAt) > now) return 'notOpen';
  if (registrationClosesAt(event) <= now) return 'closed';
  if (event.placesLeft === 0) return event.waitlist ? 'waitlist' : 'full';
  return 'open';
}

/**
 * What a card or the event page offers to register: the organiser's link (`external`), this site's
 * form (`register`, or `waitlist` when full with a waiting list), a "Full" note, a "Registration
 * opens on …" note, or nothing (no registration, over, or closed).
 */
export type RegisterAction =
  | { kind: 'external'; href: string }
  | { kind: 'register' }
  | { kind: 'waitlist' }
  | { kind: 'full' }
  | { kind: 'notOpen'; opensAt: string };

/** The register button of an event at `now` (null: none). */
export function registerAction(
  event: RegistrationFields & Pick<ChamberEvent, 'registrationLink'>,
  now: number,
): RegisterAction | null {
  if (!isUpcoming(event, now)) return null;
  if (event.registrationMode === 'external') {
    return event.registrationLink ? { kind: 'external', href: event.registrationLink } : null;
  }
  switch (registrationState(event, now)) {
    case 'open':
      return { kind: 'register' };
    case 'waitlist':
      return { kind: 'waitlist' };
    case 'full':
      return { kind: 'full' };
    case 'notOpen':
      return event.registrationOpensAt ? { kind: 'notOpen', opensAt: event.registrationOpensAt } : null;
    default:
      return null;
  }
}

/** Whether a card shows "N places left": registration here, with a capacity, still to come. */
export const showsPlacesLeft = (event: RegistrationFields & Pick<ChamberEvent, 'capacity'>, now: number): boolean =>
  event.registrationMode === 'internal' &&
  event.capacity !== null &&
  event.placesLeft !== null &&
  isUpcoming(event, now);

/**
 * The instant a page decides "now" at: the last of its change instants (see pageChangeInstants) at
 * or before `now` (0 when none). Every decision here compares with a change instant (`t > now`,
 * `t <= now`), so it is the same for any instant until the next change: the page's HTML, and so its
 * validator, stays the same from one render to the next until something it shows really changes.
 */
export function settledNow(instants: readonly number[], now: number): number {
  let settled = 0;
  for (const at of instants) if (at <= now && at > settled) settled = at;
  return settled;
}
