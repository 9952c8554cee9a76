import type { EventRegistration } from '../../shared/entities';
import type { EventRegistrationModel, Models } from '../models';
import { waitlistPosition } from '../registrations/places';
import { iso, isoOrNull } from './fields';

/** A registration as staff see it. */
export async function presentRegistration(
  models: Models,
  registration: EventRegistrationModel,
  /** Its place on the waiting list when the caller has counted it already (a whole list at once). */
  knownPosition?: number,
): Promise<EventRegistration> {
  return {
    id: registration.id,
    eventId: registration.eventId,
    fullName: registration.fullName,
    email: registration.email,
    organization: registration.organization,
    attendance: registration.attendance,
    language: registration.language,
    status: registration.status,
    waitlistPosition:
      registration.status === 'waitlisted' ? (knownPosition ?? (await waitlistPosition(models, registration))) : null,
    source: registration.source,
    checkedInAt: isoOrNull(registration.checkedInAt),
    cancelledAt: isoOrNull(registration.cancelledAt),
    createdAt: iso(registration.createdAt),
    updatedAt: iso(registration.updatedAt),
    version: registration.version,
  };
}
