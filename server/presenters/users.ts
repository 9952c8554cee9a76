import type { Language } from '../../shared/constants';
import type { CurrentUser, ManagedUser, SpamRegistration, User } from '../../shared/entities';
import type { SpamRegistrationModel, UserModel } from '../models';
import { iso, isoOrNull } from './fields';

/** A user as the API shows it (never the password hash). */
export function presentUser(user: UserModel): User {
  return {
    id: user.id,
    username: user.username,
    fullName: user.fullName,
    email: user.email,
    role: user.role,
    requestedRole: user.requestedRole ?? null,
    memberId: user.memberId ?? null,
  };
}

/**
 * The signed-in user as they see themself: the public user plus whether their password is still the
 * generated one (only they are asked to change it; administrators' lists do not carry it) and the
 * language of their mails, and the new e-mail address still waiting for its mailed confirmation.
 */
export function presentCurrentUser(user: UserModel, pendingEmail: string | null): CurrentUser {
  return {
    ...presentUser(user),
    passwordGenerated: Boolean(user.passwordGenerated),
    language: user.language ?? null,
    pendingEmail,
  };
}

/** A user as administrators see it: the public user plus status, last sign-in and creation. */
export function presentManagedUser(user: UserModel): ManagedUser {
  return {
    ...presentUser(user),
    active: Boolean(user.active),
    lastLoginAt: isoOrNull(user.lastLoginAt),
    createdAt: iso(user.createdAt),
  };
}

/**
 * A bot's registration answered as a person's would be (`presentCurrentUser`'s fields: an account
 * without access, with the role asked for as the pending request), so the answer tells the bot nothing.
 */
export function presentSpamRegistrationAsUser(
  registration: SpamRegistrationModel,
  language: Language | null,
): CurrentUser {
  return {
    id: registration.id,
    username: registration.username,
    fullName: registration.fullName,
    email: registration.email,
    role: 'registered',
    requestedRole: registration.requestedRole ?? null,
    memberId: null,
    passwordGenerated: false,
    // The language the form sent, as a person's account would record it (the row does not keep it).
    language,
    pendingEmail: null,
  };
}

/** A spam registration as admins see it. */
export function presentSpamRegistration(registration: SpamRegistrationModel): SpamRegistration {
  return {
    id: registration.id,
    username: registration.username,
    fullName: registration.fullName,
    email: registration.email,
    requestedRole: registration.requestedRole ?? null,
    honeypot: registration.honeypot,
    createdAt: iso(registration.createdAt),
  };
}
