import { z } from 'zod';
import '../zod-config';
import { LIMITS } from '../constants';
import { validationMessages as m } from '../messages';

/** A required string field: a missing value or wrong type reads 'This field is required'. */
export const requiredString = () => z.string({ error: m.required });

/** A trimmed, lower-cased e-mail address. */
export const emailField = () =>
  requiredString()
    .trim()
    .toLowerCase()
    .max(LIMITS.emailMax, m.invalidEmail)
    .pipe(z.email({ error: m.invalidEmail }));

/** An e-mail address that may be left out: empty or absent gives null. */
export const optionalEmailField = () =>
  z
    .string({ error: m.invalidEmail })
    .trim()
    .toLowerCase()
    .nullish()
    .transform((value) => (value ? value : null))
    .pipe(z.email({ error: m.invalidEmail }).max(LIMITS.emailMax, m.invalidEmail).nullable());

/** A telephone number as people write it: digits with spaces, dashes, dots, brackets and a leading +. */
export const phoneField = () =>
  requiredString()
    .trim()
    .min(1, m.required)
    .max(LIMITS.phoneMax, m.tooLong)
    .regex(/^\+?[0-9][0-9 ().-]{4,}$/, m.invalidPhone);

/** A password: at least 6 characters, at most 72 bytes (bcrypt's limit), never trimmed. */
export const passwordField = (minMessage: string = m.passwordMin) =>
  requiredString()
    .min(LIMITS.passwordMin, minMessage)
    .refine((value) => utf8ByteLength(value) <= LIMITS.passwordMaxBytes, m.passwordTooLong);

/**
 * One line: no line break or other control character. For values that go into a mail header (a
 * subject, a recipient's name), where a line break could add headers; refused with a clear message
 * rather than cleaned up silently.
 */
export const singleLine = (field: z.ZodString) => field.regex(/^[^\p{Cc}]*$/u, m.singleLine);

/** Bytes of a string in UTF-8 (no DOM or Node API: this module is isomorphic). */
export function utf8ByteLength(value: string): number {
  let bytes = 0;
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/**
 * The public forms' honeypot: optional, a short string, empty (or absent) for a person. Its output
 * is the trimmed text; anything in it marks the submission as spam, which is stored and answered
 * like any other (so a bot learns nothing) but kept out of the staff lists.
 */
export const honeypotField = () =>
  z
    .string({ error: m.tooLong })
    .max(LIMITS.honeypotMax, m.tooLong)
    .optional()
    .transform((value) => (value ?? '').trim());
