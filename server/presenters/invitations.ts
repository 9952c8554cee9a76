import type { Invitation } from '../../shared/entities';
import type { AccountTokenModel } from '../models';
import { iso } from './fields';

/** A pending invitation as admins see it (load it with its `inviter`); never the token. */
export function presentInvitation(invitation: AccountTokenModel, now: Date): Invitation {
  const inviter = invitation.inviter;
  return {
    id: invitation.id,
    fullName: invitation.fullName ?? '',
    email: invitation.email,
    role: invitation.role ?? 'viewer',
    language: invitation.language,
    expiresAt: iso(invitation.expiresAt),
    expired: invitation.expiresAt.getTime() <= now.getTime(),
    invitedBy: inviter ? { id: inviter.id, fullName: inviter.fullName } : null,
    createdAt: iso(invitation.createdAt),
    updatedAt: iso(invitation.updatedAt),
    version: invitation.version,
  };
}
