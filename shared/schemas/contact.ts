import { z } from 'zod';
import { LANGUAGES, LIMITS } from '../constants';
import { INQUIRY_TYPES } from '../entities';
import { validationMessages as m } from '../messages';
import { emailField, honeypotField, multiLine, requiredString, singleLine } from './fields';

/**
 * POST /api/contact payload. Unknown fields are refused. `website` is the
 * honeypot: people leave it empty; filled in, the submission is stored as spam. `language` is the
 * language of the page the form is on (the acknowledgement mail is written in it); without it, the
 * site's default language.
 */
export const ContactCreateSchema = z.strictObject({
  fullName: singleLine(
    requiredString().trim().min(LIMITS.contactFullNameMin, m.required).max(LIMITS.fullNameMax, m.tooLong),
  ),
  email: emailField(),
  organization: singleLine(z.string({ error: m.required }).trim().max(LIMITS.organizationMax, m.tooLong))
    .nullish()
    .transform((value) => (value ? value : null)),
  inquiryType: z.enum(INQUIRY_TYPES, { error: m.required }),
  message: multiLine(
    requiredString().trim().min(LIMITS.contactMessageMin, m.required).max(LIMITS.messageMax, m.tooLong),
  ),
  language: z.enum(LANGUAGES, { error: m.invalidChoice }).optional(),
  website: honeypotField(),
});
export type ContactCreate = z.input<typeof ContactCreateSchema>;
