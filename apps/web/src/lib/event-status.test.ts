import { describe, expect, it } from 'vitest';
import type { ChamberEvent } from '../../../../shared/entities';
import { eventChangeInstants } from '../../../../shared/event-times';
import { isUpcoming, registerAction, registrationState, settledNow, showsPlacesLeft } from './event-status';

let nextId = 1;
function event(fields: Partial<ChamberEvent> = {}): ChamberEvent {
  return {
    id: nextId++,
    title: 'Nordic breakfast',
    description: 'Coffee and contacts.',
    location: 'Stockholm',
    eventType: 'in-person',
    date: '2026-12-03T08:00:00.000Z',
    endDate: null,
    image: null,
    imageAlt: null,
    registrationLink: null,
    featured: false,
    timeZone: 'Europe/Stockholm',
    region: null,
    registrationMode: 'internal',
    capacity: null,
    waitlist: false,
    membersOnly: false,
    registrationOpensAt: null,
    registrationClosesAt: null,
    placesLeft: null,
    lang: 'en',
    ...fields,
  };
}

const at = (iso: string) => Date.parse(iso);
const NOW = at('2026-11-26T12:00:00.000Z');

describe('upcoming and past', () => {
  it('keeps an event upcoming until its end, or its start when it has none', () => {
    const oneDay = event({ date: '2026-11-26T08:00:00.000Z' });
    expect(isUpcoming(oneDay, NOW)).toBe(false);
    const underWay = event({ date: '2026-11-25T08:00:00.000Z', endDate: '2026-11-27T16:00:00.000Z' });
    expect(isUpcoming(underWay, NOW)).toBe(true);
    expect(isUpcoming(underWay, at('2026-11-27T16:00:00.000Z'))).toBe(false);
    expect(isUpcoming(event({ date: '2026-11-26T12:00:01.000Z' }), NOW)).toBe(true);
  });
});

describe('registration state', () => {
  it('is none for events not registered here', () => {
    expect(registrationState(event({ registrationMode: 'external' }), NOW)).toBe('none');
    expect(registrationState(event({ registrationMode: 'none' }), NOW)).toBe('none');
  });

  it('follows opening, closing (by default the start) and the end', () => {
    const base = event({
      date: '2026-12-03T08:00:00.000Z',
      registrationOpensAt: '2026-11-27T08:00:00.000Z',
      registrationClosesAt: '2026-12-01T22:00:00.000Z',
    });
    expect(registrationState(base, NOW)).toBe('notOpen');
    expect(registrationState(base, at('2026-11-27T08:00:00.000Z'))).toBe('open');
    expect(registrationState(base, at('2026-12-01T22:00:00.000Z'))).toBe('closed');
    expect(registrationState(base, at('2026-12-04T00:00:00.000Z'))).toBe('past');
    const byStart = event({ date: '2026-12-03T08:00:00.000Z', endDate: '2026-12-04T16:00:00.000Z' });
    expect(registrationState(byStart, at('2026-12-03T07:59:59.000Z'))).toBe('open');
    expect(registrationState(byStart, at('2026-12-03T08:00:00.000Z'))).toBe('closed');
  });

  it('is full without a waiting list, waitlist with one', () => {
    expect(registrationState(event({ capacity: 20, placesLeft: 0 }), NOW)).toBe('full');
    expect(registrationState(event({ capacity: 20, placesLeft: 0, waitlist: true }), NOW)).toBe('waitlist');
    expect(registrationState(event({ capacity: 20, placesLeft: 3 }), NOW)).toBe('open');
  });
});

describe('register button', () => {
  it("links an external event to the organiser's site", () => {
    const external = event({ registrationMode: 'external', registrationLink: 'https://example.org/register' });
    expect(registerAction(external, NOW)).toEqual({ kind: 'external', href: 'https://example.org/register' });
  });

  it('offers this site’s form, the waiting list, or says full', () => {
    expect(registerAction(event(), NOW)).toEqual({ kind: 'register' });
    expect(registerAction(event({ capacity: 10, placesLeft: 0, waitlist: true }), NOW)).toEqual({ kind: 'waitlist' });
    expect(registerAction(event({ capacity: 10, placesLeft: 0 }), NOW)).toEqual({ kind: 'full' });
    expect(registerAction(event({ registrationOpensAt: '2026-11-30T08:00:00.000Z' }), NOW)).toEqual({
      kind: 'notOpen',
      opensAt: '2026-11-30T08:00:00.000Z',
    });
  });

  it('shows none without registration, once closed, or for a past event', () => {
    expect(registerAction(event({ registrationMode: 'none' }), NOW)).toBeNull();
    expect(registerAction(event({ registrationClosesAt: '2026-11-25T08:00:00.000Z' }), NOW)).toBeNull();
    const past = { date: '2026-11-01T08:00:00.000Z' };
    expect(registerAction(event(past), NOW)).toBeNull();
    expect(
      registerAction(event({ ...past, registrationMode: 'external', registrationLink: 'https://example.org' }), NOW),
    ).toBeNull();
  });

  it('counts places left on internal events with a capacity only', () => {
    expect(showsPlacesLeft(event({ capacity: 30, placesLeft: 12 }), NOW)).toBe(true);
    expect(showsPlacesLeft(event({ capacity: null, placesLeft: null }), NOW)).toBe(false);
    expect(showsPlacesLeft(event({ registrationMode: 'external', capacity: 30, placesLeft: 12 }), NOW)).toBe(false);
    expect(showsPlacesLeft(event({ capacity: 30, placesLeft: 12, date: '2026-11-01T08:00:00.000Z' }), NOW)).toBe(false);
  });
});

describe('the instant a page decides at', () => {
  it('is the last change of its events at or before now, so renders until the next change agree', () => {
    const events = [
      event({ date: '2026-11-20T08:00:00.000Z', endDate: '2026-11-25T16:00:00.000Z' }),
      event({ date: '2026-12-03T08:00:00.000Z', registrationOpensAt: '2026-11-26T09:00:00.000Z' }),
    ];
    const instants = events.flatMap(eventChangeInstants);
    expect(settledNow(instants, NOW)).toBe(at('2026-11-26T09:00:00.000Z'));
    expect(settledNow(instants, at('2026-11-26T08:59:59.000Z'))).toBe(at('2026-11-25T16:00:00.000Z'));
    expect(settledNow([], NOW)).toBe(0);
    // Each decision is the same at the settled instant as at the real one.
    for (const candidate of events) {
      expect(registrationState(candidate, settledNow(instants, NOW))).toBe(registrationState(candidate, NOW));
      expect(isUpcoming(candidate, settledNow(instants, NOW))).toBe(isUpcoming(candidate, NOW));
    }
  });
});
