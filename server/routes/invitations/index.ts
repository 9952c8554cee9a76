import { Op, type Transaction } from 'sequelize';
import type { z } from 'zod';
import type { InvitationTokenInfo } from '../../../shared/entities';
import {
  InvitationAcceptSchema,
  InvitationActionSchema,
  InvitationCreateSchema,
  TokenCheckSchema,
  type InvitationAccept,
  type InvitationAction,
  type TokenCheck,
} from '../../../shared/schemas';
import { hashPassword } from '../../auth/passwords';
import { recordAudit } from '../../content/audit';
import type { Services } from '../../context';
import { conflict, notFound, staleVersion } from '../../errors';
import { access, staffUser } from '../../http/access';
import { idParam } from '../../http/params';
import { validate, validated } from '../../middleware/validate';
import type { AccountTokenModel, UserModel } from '../../models';
import { usernameKey } from '../../models/user';
import { assertUsernameDistinct } from '../../users/identity';
import { presentInvitation } from '../../presenters/invitations';
import { presentCurrentUser } from '../../presenters/users';
import { limitPerAddress } from '../../rate-limit';
import { findLiveToken, INVITATION_LIFETIME_MS, invalidLink, newToken, spendToken } from '../../users/account-tokens';
import {
  createInvitation,
  emailTaken,
  INVITATION_PENDING_MESSAGE,
  invitationAuditLabel,
  PENDING_INVITATION,
  queueInvitationMail,
} from '../../users/invitations';
import { startSession } from '../../http/session';
import type { RouteModule } from '../../http/router';

export const INVITATION_NOT_FOUND = 'Invitation not found';
export { INVITATION_PENDING_MESSAGE };
const USERNAME_TAKEN_MESSAGE = 'This username is already taken';

const withInviter = { include: [{ association: 'inviter' }] };

/**
 * A version-guarded admin change of a pending invitation (resend, revoke): one UPDATE matching the
 * version the admin saw decides, so a stale click (or an invitation accepted meanwhile) is a 409
 * with the invitation as stored, or 404 once it is no longer pending.
 */
async function changePending(
  services: Services,
  actor: UserModel,
  id: number,
  version: number,
  action: 'resend' | 'revoke',
  changes: (at: Date) => Partial<Pick<AccountTokenModel, 'tokenHash' | 'expiresAt' | 'revokedAt'>>,
  after?: (invitation: AccountTokenModel, transaction: Transaction) => Promise<void>,
): Promise<AccountTokenModel> {
  const { db, now } = services;
  const { AccountToken } = db.models;
  return db.sequelize.transaction(async (transaction) => {
    const at = now();
    const [count] = await AccountToken.update(
      { ...changes(at), version: version + 1 },
      { where: { ...PENDING_INVITATION, id, version }, transaction },
    );
    const stored = await AccountToken.findOne({ where: { ...PENDING_INVITATION, id }, transaction, ...withInviter });
    if (count === 0) {
      if (!stored) throw notFound(INVITATION_NOT_FOUND);
      throw staleVersion(presentInvitation(stored, at));
    }
    const invitation = stored ?? (await AccountToken.findByPk(id, { transaction, ...withInviter }));
    if (!invitation) throw notFound(INVITATION_NOT_FOUND);
    await after?.(invitation, transaction);
    await recordAudit(db.models, transaction, actor, {
      action,
      entity: 'invitation',
      entityId: id,
      label: invitationAuditLabel(invitation),
    });
    return invitation;
  });
}

/**
 * Invitations. Admins (`users:invite`): GET /api/admin/invitations (the pending ones), POST (invite:
 * a mail with a link valid 7 days), POST …/:id/resend (a new link; the old one dies) and …/:id/revoke
 * (the link dies), version-guarded and audited. The invited person: POST /api/invitations/check
 * (whose link is it; spends nothing) and POST /api/invitations/accept (username and password: the
 * account is created with the invited role and signed in; the link dies).
 */
export const invitationRoutes: RouteModule = (router) => {
  router.get('/admin/invitations', access('users:invite'), async (ctx) => {
    const { db, now } = ctx.services;
    const rows = await db.models.AccountToken.findAll({
      where: PENDING_INVITATION,
      order: [
        ['createdAt', 'DESC'],
        ['id', 'DESC'],
      ],
      ...withInviter,
    });
    const at = now();
    ctx.body = { items: rows.map((row) => presentInvitation(row, at)) };
  });

  router.post('/admin/invitations', access('users:invite'), validate(InvitationCreateSchema), async (ctx) => {
    const input = validated<z.output<typeof InvitationCreateSchema>>(ctx);
    const actor = await staffUser(ctx);
    const { db, now } = ctx.services;
    const invitation = await db.sequelize.transaction((transaction) =>
      createInvitation(ctx.services, transaction, actor, input),
    );
    ctx.status = 201;
    ctx.body = presentInvitation(invitation, now());
  });

  router.post(
    '/admin/invitations/:id/resend',
    access('users:invite'),
    validate(InvitationActionSchema),
    async (ctx) => {
      const { version } = validated<InvitationAction>(ctx);
      const actor = await staffUser(ctx);
      const { token, hash } = newToken();
      const invitation = await changePending(
        ctx.services,
        actor,
        idParam(ctx),
        version,
        'resend',
        (at) => ({ tokenHash: hash, expiresAt: new Date(at.getTime() + INVITATION_LIFETIME_MS) }),
        (stored, transaction) => queueInvitationMail(ctx.services, transaction, stored, actor, token),
      );
      ctx.body = presentInvitation(invitation, ctx.services.now());
    },
  );

  router.post(
    '/admin/invitations/:id/revoke',
    access('users:invite'),
    validate(InvitationActionSchema),
    async (ctx) => {
      const { version } = validated<InvitationAction>(ctx);
      const actor = await staffUser(ctx);
      await changePending(ctx.services, actor, idParam(ctx), version, 'revoke', (at) => ({ revokedAt: at }));
      ctx.status = 204;
    },
  );

  router.post(
    '/invitations/check',
    access('public'),
    limitPerAddress('accountToken'),
    validate(TokenCheckSchema),
    async (ctx) => {
      const { token } = validated<TokenCheck>(ctx);
      const { db, now } = ctx.services;
      const row = await findLiveToken(db.models, 'invitation', token, now());
      if (!row) throw invalidLink();
      const info: InvitationTokenInfo = { fullName: row.fullName ?? '', email: row.email, role: row.role ?? 'viewer' };
      ctx.body = info;
    },
  );

  router.post(
    '/invitations/accept',
    access('public'),
    limitPerAddress('accountToken'),
    validate(InvitationAcceptSchema),
    async (ctx) => {
      const { token, username, password } = validated<InvitationAccept>(ctx);
      const { db, now } = ctx.services;
      const { User } = db.models;
      if (!(await findLiveToken(db.models, 'invitation', token, now()))) throw invalidLink();
      const passwordHash = await hashPassword(password);
      const user = await db.sequelize.transaction(async (transaction) => {
        const at = now();
        const row = await findLiveToken(db.models, 'invitation', token, at, transaction);
        if (!row) throw invalidLink();
        const clash = await User.findOne({
          where: { [Op.or]: [{ usernameKey: usernameKey(username) }, { email: row.email }] },
          transaction,
        });
        if (clash?.usernameKey === usernameKey(username)) {
          throw conflict(USERNAME_TAKEN_MESSAGE, { username: USERNAME_TAKEN_MESSAGE });
        }
        if (clash) throw emailTaken();
        // A name that only looks like another (a Cyrillic с for a Latin c) would pass for that person.
        await assertUsernameDistinct(db.models, username, undefined, transaction);
        const created = await User.create(
          {
            username,
            usernameKey: usernameKey(username),
            passwordHash,
            fullName: row.fullName ?? username,
            email: row.email,
            role: row.role ?? 'viewer',
            requestedRole: null,
            memberId: row.memberId ?? null,
            // The invitation was written in the person's language: so are their later mails.
            language: row.language,
          },
          { transaction },
        );
        if (!(await spendToken(db.models, row, at, transaction, created.id))) throw invalidLink();
        await recordAudit(db.models, transaction, created, {
          action: 'accept',
          entity: 'invitation',
          entityId: row.id,
          label: invitationAuditLabel(row),
        });
        return created;
      });
      await startSession(ctx, user);
      await User.update({ lastLoginAt: new Date() }, { where: { id: user.id } });
      ctx.status = 201;
      ctx.body = presentCurrentUser(user, null);
    },
  );
};
