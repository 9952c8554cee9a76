import { z } from 'zod';
import '../zod-config';
import { emailField } from './fields';

/** The 400 of an erasure whose confirmation does not repeat the address. */
export const ERASE_CONFIRM_MESSAGE = 'Type the e-mail address again to confirm the erasure';

/**
 * GET /api/admin/personal-data and …/export: the e-mail address whose data is looked up (any
 * letter case: it is compared in lower case).
 */
export const PersonalDataQuerySchema = z.object({ email: emailField() });
export type PersonalDataQuery = z.output<typeof PersonalDataQuerySchema>;

/**
 * POST /api/admin/personal-data/erase: the address, and the same address typed again, so an
 * erasure (which cannot be undone) never follows from a slip of the mouse or a stale form.
 */
export const PersonalDataEraseSchema = z
  .strictObject({ email: emailField(), confirm: emailField() })
  .refine((body) => body.email === body.confirm, { message: ERASE_CONFIRM_MESSAGE, path: ['confirm'] });
export type PersonalDataErase = z.output<typeof PersonalDataEraseSchema>;
