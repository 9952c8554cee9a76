import {
  eventRegistrationLinkPath,
  type ChamberEvent,
  type ManagedEvent,
  type RegistrationCounts,
  type RegistrationMode,
} from '../../shared/entities';
import type { ItemTranslations } from '../../shared/schemas/translations';
import type { EventModel } from '../models';
import { NO_REGISTRATIONS } from '../registrations/places';
import { iso, isoOrNull, managedFields } from './fields';

/**
 * How people register for `event`, with `taken` of its places confirmed. An `external` event
 * without a link (left so by a client that does not know the modes) takes no registration.
 */
function presentRegistrationSettings(event: EventModel, taken: number) {
  const mode: RegistrationMode =
    event.registrationMode === 'external' && !event.registrationLink ? 'none' : event.registrationMode;
  const capacity = event.capacity ?? null;
  return {
    registrationMode: mode,
    capacity,
    waitlist: Boolean(event.waitlist),
    membersOnly: Boolean(event.membersOnly),
    registrationOpensAt: isoOrNull(event.registrationOpensAt),
    registrationClosesAt: isoOrNull(event.registrationClosesAt),
    placesLeft: mode === 'internal' && capacity !== null ? Math.max(0, capacity - taken) : null,
  };
}

/**
 * An event, in English (`localize` puts in the translations of another language), with `taken`
 * of its places confirmed. The answers and pages are the same for every visitor, so a members-only
 * event's registration link is given as the site's gate to it, which opens it for members only.
 */
export function presentEvent(event: EventModel, taken = 0): ChamberEvent {
  return {
    id: event.id,
    title: event.title,
    description: event.description,
    location: event.location,
    eventType: event.eventType,
    date: iso(event.date),
    endDate: isoOrNull(event.endDate),
    image: event.image,
    imageAlt: event.imageAlt ?? null,
    registrationLink:
      event.membersOnly && event.registrationLink ? eventRegistrationLinkPath(event.id) : event.registrationLink,
    featured: Boolean(event.featured),
    timeZone: event.timeZone,
    region: event.region ?? null,
    ...presentRegistrationSettings(event, taken),
    lang: 'en',
  };
}

/** An event as staff see it. */
export function presentManagedEvent(
  event: EventModel,
  translations: ItemTranslations,
  registrations: RegistrationCounts = NO_REGISTRATIONS,
): ManagedEvent {
  return {
    ...presentEvent(event, registrations.confirmed),
    registrationLink: event.registrationLink,
    registrations,
    ...managedFields(event, translations),
  };
}
