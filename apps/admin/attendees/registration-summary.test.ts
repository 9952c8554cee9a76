import { describe, expect, it } from 'vitest';
import { attendeesPath } from '../kit/event-screens';
import { registrationSummary } from './registration-summary';

const counts = (confirmed: number, waitlisted: number) => ({ confirmed, waitlisted, checkedIn: 0 });

describe('registrationSummary', () => {
  it('shows places taken of the capacity, and the waiting list', () => {
    expect(registrationSummary({ registrationMode: 'internal', capacity: 50, registrations: counts(12, 0) })).toEqual({
      places: '12 / 50',
      waiting: 0,
    });
    expect(registrationSummary({ registrationMode: 'internal', capacity: 50, registrations: counts(50, 3) })).toEqual({
      places: '50 / 50',
      waiting: 3,
    });
  });

  it('shows the number alone without a capacity', () => {
    expect(registrationSummary({ registrationMode: 'internal', capacity: null, registrations: counts(12, 0) })).toEqual(
      { places: '12', waiting: 0 },
    );
  });

  it('is null for events not registered here (the column shows a dash)', () => {
    for (const registrationMode of ['none', 'external'] as const) {
      expect(registrationSummary({ registrationMode, capacity: 50, registrations: counts(4, 1) })).toBeNull();
    }
  });

  it('names the attendee screen of an event', () => {
    expect(attendeesPath(7)).toBe('/admin/events/7/attendees');
  });
});
