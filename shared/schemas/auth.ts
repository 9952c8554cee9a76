import { z } from 'zod';
import { DEFAULT_ROLE, LANGUAGES, LIMITS } from '../constants';
import { STAFF_ROLES } from '../entities';
import { validationMessages as m } from '../messages';
import {
  confirmPasswordField,
  emailField,
  honeypotField,
  passwordConfirmed,
  passwordField,
  requiredString,
  singleLine,
} from './fields';

export const usernameField = () =>
  singleLine(requiredString().trim().min(LIMITS.usernameMin, m.usernameMin).max(LIMITS.usernameMax, m.tooLong)).regex(
    /^[\p{L}\p{N}._-]+$/u,
    m.usernameFormat,
  );

/** POST /api/login payload. Unknown fields are refused. */
export const LoginSchema = z.strictObject({
  username: singleLine(
    requiredString().trim().min(LIMITS.usernameMin, m.usernameMin).max(LIMITS.usernameMax, m.tooLong),
  ),
  password: passwordField(),
});
export type Login = z.infer<typeof LoginSchema>;

/**
 * POST /api/register payload (the register form without confirmPassword). Unknown fields are refused.
 * `website` is the honeypot (see ContactCreateSchema): filled in, the registration is a bot's, kept
 * apart as a spam registration and answered like a person's.
 */
export const RegisterSchema = z.strictObject({
  username: usernameField(),
  password: passwordField(),
  fullName: singleLine(
    requiredString().trim().min(LIMITS.fullNameMin, m.fullNameMin).max(LIMITS.fullNameMax, m.tooLong),
  ),
  email: emailField(),
  role: z.enum(STAFF_ROLES, { error: m.roleInvalid }).default(DEFAULT_ROLE),
  /** The language of the page the form is on: the user's mails are written in it. */
  language: z.enum(LANGUAGES, { error: m.invalidChoice }).optional(),
  website: honeypotField(),
});
export type Register = z.infer<typeof RegisterSchema>;

/** The register form: the payload plus confirmPassword, which must equal the password. */
export const RegisterFormSchema = RegisterSchema.extend({ confirmPassword: confirmPasswordField() }).check(
  passwordConfirmed('password'),
);
export type RegisterForm = z.infer<typeof RegisterFormSchema>;

/** What the register form sends: confirmPassword is dropped before sending (the honeypot goes along). */
export function toRegisterPayload(form: RegisterForm): Register {
  const { confirmPassword: _confirmPassword, ...payload } = form;
  return payload;
}

/**
 * Input of `npm run user:create`: the register fields with a role that is granted, not requested
 * (an operator's command has no honeypot).
 */
export const UserCreateSchema = RegisterSchema.omit({ website: true });
export type UserCreate = z.infer<typeof UserCreateSchema>;
