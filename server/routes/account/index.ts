import type { z } from 'zod';
import type { EmailChangeTokenInfo } from '../../../shared/entities';
import {
  AccountUpdateSchema,
  PasswordChangeSchema,
  TokenCheckSchema,
  type PasswordChange,
  type TokenCheck,
} from '../../../shared/schemas';
import { validationMessages as m } from '../../../shared/messages';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { endUserSessions } from '../../auth/session-store';
import { badRequest } from '../../errors';
import { access, staffUser } from '../../http/access';
import { validate, validated } from '../../middleware/validate';
import { presentCurrentUser } from '../../presenters/users';
import type { AppContext } from '../../context';
import type { UserModel } from '../../models';
import { limitPerAccount, limitPerAddress, passwordChangeKeys } from '../../rate-limit';
import {
  cancelEmailChanges,
  confirmEmailChange,
  liveEmailChange,
  pendingEmailOf,
  requestEmailChange,
} from '../../users/email-change';
import { assertOwnFullNameAllowed } from '../../users/identity';
import { changeUser, emailConflictOf } from '../../users/management';
import { startSession } from '../../http/session';
import type { RouteModule } from '../../http/router';

/** The 400 of a wrong current password (nothing is changed). */
const wrongCurrentPassword = () => badRequest(m.currentPasswordWrong, { currentPassword: m.currentPasswordWrong });

/**
 * Checks the signed-in user's current password like a sign-in: counted before the check (per
 * account and per address, the limits of POST /api/user/password), so a session in the wrong hands
 * cannot guess the password however many tries it makes; the right one clears the failures.
 */
async function assertCurrentPassword(ctx: AppContext, me: UserModel, password: string): Promise<void> {
  const { limiter } = ctx.services;
  const keys = passwordChangeKeys(ctx, me.id);
  await limiter.consume(keys.address, limiter.limits.passwordAddress);
  await limiter.consume(keys.account, limiter.limits.passwordAccount);
  if (!(await verifyPassword(password, me.passwordHash))) throw wrongCurrentPassword();
  await limiter.reset(keys.account);
  await limiter.refund(keys.address);
}

/**
 * The signed-in user's own account: PUT /api/user (name and mail language at once; a new e-mail
 * address needs the current password and waits for its mailed link; the role is not theirs to
 * change), POST /api/user/password (every other session ends, this one continues on a new id), and
 * the new address's link: POST /api/email-change/check (spends nothing) and …/confirm.
 */
export const accountRoutes: RouteModule = (router) => {
  // Counted per account whatever the outcome: each request of a new address mails two people.
  router.put(
    '/user',
    access('signed-in'),
    limitPerAccount('accountUpdate'),
    validate(AccountUpdateSchema),
    async (ctx) => {
      const input = validated<z.output<typeof AccountUpdateSchema>>(ctx);
      const me = await staffUser(ctx);
      const { db, now } = ctx.services;
      // The address a password reset goes to: a session alone does not move it.
      const newEmail = input.email === me.email.toLowerCase() ? null : input.email;
      if (newEmail !== null) {
        if (!input.currentPassword) {
          throw badRequest(m.currentPasswordForEmail, { currentPassword: m.currentPasswordForEmail });
        }
        await assertCurrentPassword(ctx, me, input.currentPassword);
      }
      const user = await changeUser(db, me, me.id, 'update', async (target, transaction) => {
        // The password checked above must still be the stored one (not changed meanwhile elsewhere).
        if (newEmail !== null && target.passwordHash !== me.passwordHash) throw wrongCurrentPassword();
        await assertOwnFullNameAllowed(db.models, input.fullName, target, transaction);
        await target.update(
          { fullName: input.fullName, ...(input.language ? { language: input.language } : {}) },
          { transaction },
        );
        if (newEmail !== null) await requestEmailChange(ctx.services, transaction, target, newEmail);
      });
      ctx.state.user = user;
      ctx.body = presentCurrentUser(user, await pendingEmailOf(db.models, user.id, now()));
    },
  );

  router.post('/user/password', access('signed-in'), validate(PasswordChangeSchema), async (ctx) => {
    const { currentPassword, newPassword } = validated<PasswordChange>(ctx);
    const me = await staffUser(ctx);
    const { db, now } = ctx.services;
    await assertCurrentPassword(ctx, me, currentPassword);
    const passwordHash = await hashPassword(newPassword);
    const user = await changeUser(db, me, me.id, 'password', async (target, transaction) => {
      // The password checked above must still be the stored one (not changed meanwhile elsewhere).
      if (target.passwordHash !== me.passwordHash) throw wrongCurrentPassword();
      // A password the user chose themself: the reminder to replace the generated one ends.
      await target.update(
        { passwordHash, sessionVersion: target.sessionVersion + 1, passwordGenerated: false },
        { transaction },
      );
      await endUserSessions(db.models, target.id, { transaction });
      // Whoever knew the old password may have asked for a new address: that request ends too.
      await cancelEmailChanges(db.models, target.id, now(), transaction);
    });
    // Every session of the user is gone, this one included: it continues on a new id and version.
    await startSession(ctx, user);
    ctx.status = 204;
  });

  router.post(
    '/email-change/check',
    access('public'),
    limitPerAddress('accountToken'),
    validate(TokenCheckSchema),
    async (ctx) => {
      const { token } = validated<TokenCheck>(ctx);
      const { db, now } = ctx.services;
      const { row, user } = await liveEmailChange(db.models, token, now());
      const info: EmailChangeTokenInfo = { username: user.username, email: row.email };
      ctx.body = info;
    },
  );

  router.post(
    '/email-change/confirm',
    access('public'),
    limitPerAddress('accountToken'),
    validate(TokenCheckSchema),
    async (ctx) => {
      const { token } = validated<TokenCheck>(ctx);
      const user = await confirmEmailChange(ctx.services, token).catch((error: unknown) => {
        throw emailConflictOf(error);
      });
      const info: EmailChangeTokenInfo = { username: user.username, email: user.email };
      ctx.body = info;
    },
  );
};
