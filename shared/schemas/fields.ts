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

/** The field of a form that sets a password where it is typed again (not sent): as long as a password. */
export const confirmPasswordField = () => requiredString().min(LIMITS.passwordMin, m.confirmPasswordMin);

/**
 * The check of every form that sets a password: `confirmPassword` equals the password typed in
 * `field`; when not, the error stands on `confirmPassword`.
 */
export const passwordConfirmed = <F extends string>(field: F) =>
  z.refine<Record<F | 'confirmPassword', string>>((form) => form[field] === form.confirmPassword, {
    message: m.passwordsMismatch,
    path: ['confirmPassword'],
  });

/**
 * Characters nobody types into a form and that break what the text is written into: the C0 and C1
 * control characters and DEL (a mail header, an XML feed, a calendar file, a CSV cell), the Unicode
 * line and paragraph separators (line breaks to JavaScript and to some mail readers), and the
 * bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069), which reorder how
 * the characters around them read, so a name or subject could show as something it is not. The
 * left-to-right and right-to-left marks (U+200E, U+200F), which right-to-left names do use, stay.
 */
export const CONTROL_CHARACTERS = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/gu;

/** A line break of any kind: CR, LF, NEL and the Unicode line and paragraph separators. */
const LINE_BREAK = /[\r\n\u0085\u2028\u2029]/u;

/** Whether `value` holds a character CONTROL_CHARACTERS names, line breaks included. */
const hasControlCharacter = (value: string) => new RegExp(CONTROL_CHARACTERS.source, 'u').test(value);

/**
 * In text of several lines, the characters kept: LF, tab, and CR only before an LF (a Windows line
 * end, as a pasted text or a spreadsheet cell brings it). Everything else CONTROL_CHARACTERS names is
 * refused.
 */
const hasControlCharacterBesidesLines = (value: string) => hasControlCharacter(value.replace(/\r?\n|\t/g, ''));

/**
 * One line of text: a name, title, organisation, city, subject, username, token… A line break is
 * refused with the one-line message, any other control or bidirectional formatting character with
 * its own; never cleaned up silently, so what is stored is what the person typed. Every single-line
 * field of the shared schemas goes through this.
 */
export const singleLine = (field: z.ZodString) =>
  field
    .refine((value) => !LINE_BREAK.test(value), m.singleLine)
    .refine((value) => LINE_BREAK.test(value) || !hasControlCharacter(value), m.controlCharacters);

/**
 * Text of several lines (a message, a description, an article): line breaks and tabs are kept, any
 * other control or bidirectional formatting character is refused (see CONTROL_CHARACTERS).
 */
export const multiLine = (field: z.ZodString) =>
  field.refine((value) => !hasControlCharacterBesidesLines(value), m.controlCharacters);

/**
 * A person's name on a public form (a registration, an application, a representative): empty is
 * "required"; one letter is too short, and says so. It goes into mail headers, so it is one line.
 */
export const personNameField = () =>
  singleLine(
    requiredString()
      .trim()
      .min(1, m.required)
      .min(LIMITS.fullNameMin, m.fullNameMin)
      .max(LIMITS.fullNameMax, m.tooLong),
  );

/** `value` without the characters CONTROL_CHARACTERS names: for text that is only searched with. */
export const withoutControlCharacters = (value: string) => value.replace(CONTROL_CHARACTERS, '');

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
