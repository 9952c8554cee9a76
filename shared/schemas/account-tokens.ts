import { z } from 'zod';
import '../zod-config';
import { LANGUAGES, LIMITS } from '../constants';
import { STAFF_ROLES } from '../entities';
import { validationMessages as m } from '../messages';
import { usernameField } from './auth';
import {
  confirmPasswordField,
  emailField,
  passwordConfirmed,
  passwordField,
  requiredString,
  singleLine,
} from './fields';

// Password resets and invitations: links sent by mail whose token is checked and spent by a POST.

/** A mailed link's token as the page sends it back; any other string is answered as an unknown token. */
const tokenField = () => singleLine(requiredString().max(200, m.tooLong));

/** POST /api/password-reset: the address to send a link to, and the language of the page it came from. */
export const ResetRequestSchema = z.strictObject({
  email: emailField(),
  language: z.enum(LANGUAGES, { error: m.invalidChoice }).optional(),
});
export type ResetRequest = z.input<typeof ResetRequestSchema>;

/** POST /api/password-reset/check and /api/invitations/check: is this link still good (nothing is spent)? */
export const TokenCheckSchema = z.strictObject({ token: tokenField() });
export type TokenCheck = z.infer<typeof TokenCheckSchema>;

/** The set-a-new-password form; the confirmation must match (it is not sent). */
export const ResetPasswordFormSchema = z
  .strictObject({
    password: passwordField(),
    confirmPassword: confirmPasswordField(),
  })
  .check(passwordConfirmed('password'));
export type ResetPasswordForm = z.infer<typeof ResetPasswordFormSchema>;

/** POST /api/password-reset/confirm: spends the token and sets the password (the same rules as registering). */
export const ResetConfirmSchema = z.strictObject({ token: tokenField(), password: passwordField() });
export type ResetConfirm = z.infer<typeof ResetConfirmSchema>;

/** POST /api/admin/invitations: who to invite, with which role, and the language of their mail. */
export const InvitationCreateSchema = z.strictObject({
  // The name goes into the invitation mail's To header.
  fullName: singleLine(
    requiredString().trim().min(LIMITS.fullNameMin, m.fullNameMin).max(LIMITS.fullNameMax, m.tooLong),
  ),
  email: emailField(),
  role: z.enum(STAFF_ROLES, { error: m.roleInvalid }),
  language: z.enum(LANGUAGES, { error: m.invalidChoice }),
});
export type InvitationCreate = z.input<typeof InvitationCreateSchema>;

/** POST /api/admin/invitations/:id/resend and …/revoke: the version the admin saw. */
export const InvitationActionSchema = z.strictObject({
  version: z.number({ error: m.invalidNumber }).int(m.invalidNumber).min(0, m.invalidNumber),
});
export type InvitationAction = z.infer<typeof InvitationActionSchema>;

/** The accept-invitation form; the confirmation must match (it is not sent). */
export const InvitationAcceptFormSchema = z
  .strictObject({
    username: usernameField(),
    password: passwordField(),
    confirmPassword: confirmPasswordField(),
  })
  .check(passwordConfirmed('password'));
export type InvitationAcceptForm = z.infer<typeof InvitationAcceptFormSchema>;

/** POST /api/invitations/accept: spends the token, creates the account with the invited role and signs in. */
export const InvitationAcceptSchema = z.strictObject({
  token: tokenField(),
  username: usernameField(),
  password: passwordField(),
});
export type InvitationAccept = z.infer<typeof InvitationAcceptSchema>;
