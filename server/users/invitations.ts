import { Op, type Transaction } from 'sequelize';
import type { Language } from '../../shared/constants';
import type { Role } from '../../shared/entities';
import { recordAudit } from '../content/audit';
import type { Services } from '../context';
import { conflict } from '../errors';
import { oneLine } from '../mail';
import type { AccountTokenModel, UserModel } from '../models';
import { INVITATION_LIFETIME_MS, newToken } from './account-tokens';
import { EMAIL_TAKEN_MESSAGE } from './management';

/** The 409 of a second invitation to an address that has one pending. */
export const INVITATION_PENDING_MESSAGE = 'An invitation to this e-mail address is already pending';

/** Pending: neither accepted nor revoked (an expired one stays listed, to be resent or revoked). */
export const PENDING_INVITATION = { kind: 'invitation', usedAt: null, revokedAt: null } as const;

export const emailTaken = () => conflict(EMAIL_TAKEN_MESSAGE, { email: EMAIL_TAKEN_MESSAGE });

export const invitationAuditLabel = (invitation: AccountTokenModel) =>
  `${invitation.fullName ?? ''} <${invitation.email}>`;

/** Who is invited, as what, in which language; `memberId` with the `member` role: to represent that company. */
export interface InvitationRequest {
  fullName: string;
  email: string;
  role: Role;
  language: Language;
  memberId?: number | null;
}

/** The invitation mail with a new link, queued in the transaction that stored that link's hash. */
export async function queueInvitationMail(
  services: Services,
  transaction: Transaction,
  invitation: AccountTokenModel,
  inviter: UserModel,
  token: string,
): Promise<void> {
  const company =
    invitation.memberId === null || invitation.memberId === undefined
      ? null
      : await services.db.models.Member.findByPk(invitation.memberId, { transaction });
  await services.mail.queue(transaction, {
    to: invitation.email,
    toName: oneLine(invitation.fullName ?? ''),
    language: invitation.language,
    template: 'invitation',
    props: {
      fullName: invitation.fullName ?? '',
      inviterName: inviter.fullName,
      role: invitation.role ?? 'viewer',
      companyName: company?.name ?? null,
      token,
    },
  });
}

/**
 * Invites a person inside `transaction`: the invitation (a link valid 7 days), its mail and its
 * audit entry, all or nothing with the caller's other changes. Staff get a 409 when the address has
 * an account or a pending invitation. `answerAlike` (a member representative inviting a colleague)
 * skips those checks, so the answer cannot tell a registered address from a free one: the
 * invitation is made either way, and its acceptance refuses an address that has an account by then
 * (told only to whoever holds the link, that is, the address's inbox).
 */
export async function createInvitation(
  services: Services,
  transaction: Transaction,
  inviter: UserModel,
  request: InvitationRequest,
  options: { answerAlike?: boolean } = {},
): Promise<AccountTokenModel> {
  const { AccountToken, User } = services.db.models;
  if (!options.answerAlike) {
    if (await User.findOne({ where: { email: request.email }, transaction })) throw emailTaken();
    if (await AccountToken.findOne({ where: { ...PENDING_INVITATION, email: request.email }, transaction })) {
      throw conflict(INVITATION_PENDING_MESSAGE, { email: INVITATION_PENDING_MESSAGE });
    }
  }
  const { token, hash } = newToken();
  const created = await AccountToken.create(
    {
      kind: 'invitation',
      tokenHash: hash,
      email: request.email,
      fullName: request.fullName,
      role: request.role,
      memberId: request.memberId ?? null,
      language: request.language,
      expiresAt: new Date(services.now().getTime() + INVITATION_LIFETIME_MS),
      createdBy: inviter.id,
    },
    { transaction },
  );
  await queueInvitationMail(services, transaction, created, inviter, token);
  await recordAudit(services.db.models, transaction, inviter, {
    action: 'invite',
    entity: 'invitation',
    entityId: created.id,
    label: invitationAuditLabel(created),
  });
  created.inviter = inviter;
  return created;
}

/** Pending invitations to represent a member company (its representatives who have not accepted yet). */
export function pendingMemberInvitations(services: Services, memberId: number): Promise<AccountTokenModel[]> {
  return services.db.models.AccountToken.findAll({
    where: { ...PENDING_INVITATION, memberId, expiresAt: { [Op.gt]: services.now() } },
    order: [['createdAt', 'ASC']],
  });
}
