import type { ManagedEvent } from '../../../shared/entities';

/** What the events list shows of an event's registrations here. */
export interface RegistrationSummary {
  /** '12 / 50' with a capacity, '12' without. */
  places: string;
  /** People on the waiting list (shown as '+3 waiting' when any). */
  waiting: number;
}

/**
 * The registrations column of the events list: places taken (of the capacity) and the waiting
 * list, for events registered here; null for the others (the column shows a dash).
 */
export function registrationSummary(
  event: Pick<ManagedEvent, 'registrationMode' | 'capacity' | 'registrations'>,
): RegistrationSummary | null {
  if (event.registrationMode !== 'internal') return null;
  const { confirmed, waitlisted } = event.registrations;
  return {
    places: event.capacity === null ? String(confirmed) : `${confirmed} / ${event.capacity}`,
    waiting: waitlisted,
  };
}
