import { z } from 'zod';
import { LANGUAGES, LIMITS } from '../constants';
import { ATTENDANCE_MODES, REGISTRATION_STATUSES } from '../entities';
import { validationMessages as m } from '../messages';
import { emailField, honeypotField, personNameField, requiredString, singleLine } from './fields';
import { filter, page, pageSize, search } from './paging';

// Registering for an event on this site: the event page's form, staff adding someone by hand, and
// the staff list of an event's registrations.

const organization = () =>
  singleLine(z.string({ error: m.tooLong }).trim().max(LIMITS.organizationMax, m.tooLong))
    .nullish()
    .transform((value) => (value ? value : null));

/**
 * POST /api/events/:id/registrations: who registers, how they attend (asked of a hybrid event
 * only; the others are in person or online by their format), their consent to the privacy policy
 * (required), the page's language (their mails are written in it) and the honeypot `website`.
 */
export const RegistrationCreateSchema = z.strictObject({
  fullName: personNameField(),
  email: emailField(),
  organization: organization(),
  attendance: z.enum(ATTENDANCE_MODES, { error: m.invalidChoice }).optional(),
  consent: z.literal(true, { error: m.consentRequired }),
  language: z.enum(LANGUAGES, { error: m.invalidChoice }).optional(),
  website: honeypotField(),
});
export type RegistrationCreate = z.input<typeof RegistrationCreateSchema>;

/** POST /api/admin/events/:id/registrations: staff add a person by hand (no consent asked; they mail them). */
export const RegistrationAddSchema = z.strictObject({
  fullName: personNameField(),
  email: emailField(),
  organization: organization(),
  attendance: z.enum(ATTENDANCE_MODES, { error: m.invalidChoice }).optional(),
  language: z.enum(LANGUAGES, { error: m.invalidChoice }),
  /** Whether to mail them the confirmation (with the calendar file and the cancellation link). */
  notify: z.boolean({ error: m.invalidChoice }).default(true),
});
export type RegistrationAdd = z.input<typeof RegistrationAddSchema>;

/** GET /api/admin/events/:id/registrations: search on name, e-mail or organisation; filter by status. */
export const RegistrationListQuerySchema = z.object({
  search: search(),
  status: filter(REGISTRATION_STATUSES),
  page: page(),
  pageSize: pageSize(),
});
export type RegistrationListQuery = z.input<typeof RegistrationListQuerySchema>;

/** The version a staff change is based on (optimistic locking): 409 when someone changed it since. */
const version = () => z.number({ error: m.invalidNumber }).int(m.invalidNumber).positive(m.invalidNumber);

/** POST /api/admin/registrations/:id/cancel and …/promote: the registration's version as read. */
export const RegistrationChangeSchema = z.strictObject({ version: version() });

/** POST /api/admin/registrations/:id/check-in: arrived at the door (true) or not after all (false). */
export const CheckInSchema = z.strictObject({
  checkedIn: z.boolean({ error: m.invalidChoice }),
  version: version(),
});

/** POST /api/registrations/cancel: the secret of the mailed cancellation link. */
export const CancelRegistrationSchema = z.strictObject({
  token: singleLine(requiredString().trim().min(1, m.required).max(200, m.tooLong)),
});

/**
 * Why a registration is refused (409; 404 for an unknown or deleted event), exact English text: the
 * event page translates them by key (`events:serverErrors.<key>`).
 */
export const REGISTRATION_REFUSALS = {
  notHere: 'Registration for this event does not take place on this site',
  notOpen: 'Registration for this event has not opened yet',
  closed: 'Registration for this event has closed',
  past: 'This event has already taken place',
  full: 'This event is full',
  membersOnly: 'Registration for this event is for members: please sign in with your member account',
} as const;
export type RegistrationRefusal = keyof typeof REGISTRATION_REFUSALS;

/**
 * The answer to a public registration: where a first registration by a new address stands now. A
 * repeat is answered the same way, so the form tells nobody whether an address is registered or
 * where it waits; the registration's own standing and place in line are in its mail.
 */
export interface RegistrationResult {
  status: 'confirmed' | 'waitlisted';
  /** Always null in the form's answer (the place in line is mailed); kept for older clients. */
  waitlistPosition: number | null;
}
