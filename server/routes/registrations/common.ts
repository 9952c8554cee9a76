import type { EventModel, EventRegistrationModel } from '../../models';

/** The events' JSON cache key: a registration changes the places left it shows. */
export const EVENTS_CACHE_KEY = 'events';

/** A staff action that does not fit where the registration stands. */
export const NOT_WAITLISTED = 'Only a person on the waiting list can be given a place';
export const NOT_CONFIRMED = 'Only a person with a place can be checked in';

/** The audit label of a registration: the person and the event. */
export const labelOf = (registration: EventRegistrationModel, event: EventModel) =>
  `${registration.fullName} (${event.title})`;
