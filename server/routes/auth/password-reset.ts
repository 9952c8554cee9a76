import {
  ResetConfirmSchema,
  ResetRequestSchema,
  TokenCheckSchema,
  type ResetConfirm,
  type TokenCheck,
} from '../../../shared/schemas';
import type { ResetTokenInfo } from '../../../shared/entities';
import type { z } from 'zod';
import { hashPassword } from '../../auth/passwords';
import { endUserSessions } from '../../auth/session-store';
import { recordAudit } from '../../content/audit';
import type { AppContext } from '../../context';
import { oneLine } from '../../mail';
import { access } from '../../http/access';
import { startSession } from '../../http/session';
import { validate, validated } from '../../middleware/validate';
import { presentCurrentUser } from '../../presenters/users';
import { clientAddress, limitPerAddress, resetAccountKey } from '../../rate-limit';
import { readSiteSettings } from '../../settings';
import { cancelEmailChanges } from '../../users/email-change';
import { findLiveToken, invalidLink, newToken, RESET_LIFETIME_MS, spendToken } from '../../users/account-tokens';
import type { RouteModule } from '../../http/router';

/** The one answer to every reset request, whether or not an account has the address. */
export const RESET_REQUESTED_MESSAGE =
  'If an account has this e-mail address, a link to set a new password is on its way.';

/** Thrown inside the transaction of a request for an unknown address, to undo the same work. */
class NoAccount extends Error {}

/** The active user a live reset token belongs to (a deactivated account gets no new password). */
async function liveReset(ctx: AppContext, token: string) {
  const { db, now } = ctx.services;
  const row = await findLiveToken(db.models, 'reset', token, now());
  const user = row?.userId ? await db.models.User.findByPk(row.userId) : null;
  if (!row || !user || !user.active) throw invalidLink();
  return { row, user };
}

/**
 * POST /api/password-reset (ask for a link), POST /api/password-reset/check (is the link good? it
 * spends nothing, so opening the page, or a mail scanner following the link, changes nothing) and
 * POST /api/password-reset/confirm (spends the link, sets the password, ends every session of the
 * account and signs in on a new one).
 */
export const passwordResetRoutes: RouteModule = (router) => {
  router.post('/password-reset', access('public'), validate(ResetRequestSchema), async (ctx) => {
    const input = validated<z.output<typeof ResetRequestSchema>>(ctx);
    const { db, limiter, mail, now } = ctx.services;
    // Counted before the address is looked up: a known and an unknown address count alike.
    await limiter.consume(`reset:${clientAddress(ctx)}`, limiter.limits.resetAddress);
    await limiter.consume(resetAccountKey(input.email), limiter.limits.resetAccount);

    const found = await db.models.User.findOne({ where: { email: input.email } });
    const user = found?.active ? found : null;
    const settings = await readSiteSettings(db.models);
    const language = input.language ?? settings.defaultLanguage;
    const { token, hash } = newToken();
    // The same work whether or not the account exists: the mail is rendered and stored with its
    // token in a transaction, which is committed for an account and rolled back for no account.
    const rendered = await mail.render({
      to: input.email,
      toName: oneLine(user?.fullName ?? input.email),
      language,
      template: 'password-reset',
      props: { fullName: user?.fullName ?? input.email, username: user?.username ?? input.email, token },
    });
    const issuedAt = now();
    // A request is not recorded in the audit trail: anyone may send one for any address, so its
    // entries would let strangers fill the trail; the reset itself (confirm) is recorded.
    await db.sequelize
      .transaction(async (transaction) => {
        await db.models.AccountToken.create(
          {
            kind: 'reset',
            tokenHash: hash,
            userId: user?.id ?? null,
            email: input.email,
            language,
            expiresAt: new Date(issuedAt.getTime() + RESET_LIFETIME_MS),
          },
          { transaction },
        );
        await mail.queue(transaction, rendered);
        if (!user) throw new NoAccount();
      })
      .catch((error: unknown) => {
        if (!(error instanceof NoAccount)) throw error;
      });
    ctx.status = 202;
    ctx.body = { message: RESET_REQUESTED_MESSAGE };
  });

  router.post(
    '/password-reset/check',
    access('public'),
    limitPerAddress('accountToken'),
    validate(TokenCheckSchema),
    async (ctx) => {
      const { token } = validated<TokenCheck>(ctx);
      const { user } = await liveReset(ctx, token);
      const info: ResetTokenInfo = { username: user.username };
      ctx.body = info;
    },
  );

  router.post(
    '/password-reset/confirm',
    access('public'),
    limitPerAddress('accountToken'),
    validate(ResetConfirmSchema),
    async (ctx) => {
      const { token, password } = validated<ResetConfirm>(ctx);
      const { db, now } = ctx.services;
      await liveReset(ctx, token);
      const passwordHash = await hashPassword(password);
      const user = await db.sequelize.transaction(async (transaction) => {
        const at = now();
        const row = await findLiveToken(db.models, 'reset', token, at, transaction);
        const target = row?.userId ? await db.models.User.findByPk(row.userId, { transaction }) : null;
        if (!row || !target || !target.active) throw invalidLink();
        if (!(await spendToken(db.models, row, at, transaction))) throw invalidLink();
        // The user's other reset links die with this one: they were for the password just replaced.
        await db.models.AccountToken.update(
          { revokedAt: at },
          { where: { kind: 'reset', userId: target.id, usedAt: null, revokedAt: null }, transaction },
        );
        await target.update(
          { passwordHash, sessionVersion: target.sessionVersion + 1, passwordGenerated: false },
          { transaction },
        );
        await endUserSessions(db.models, target.id, { transaction });
        // A new password is what the old address's notice of an e-mail change asks for when the
        // change was not the owner's: the pending change ends with it.
        await cancelEmailChanges(db.models, target.id, at, transaction);
        // The holder of the link acts for the account, though not signed in yet; labelled with the
        // username, as the trail's other sign-in entries are.
        await recordAudit(db.models, transaction, target, {
          action: 'password-reset',
          entity: 'user',
          entityId: target.id,
          label: target.username,
        });
        return target;
      });
      await startSession(ctx, user);
      await db.models.User.update({ lastLoginAt: new Date() }, { where: { id: user.id } });
      ctx.body = presentCurrentUser(user, null);
    },
  );
};
