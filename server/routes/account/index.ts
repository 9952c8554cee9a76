import {
  AccountUpdateSchema,
  PasswordChangeSchema,
  type AccountUpdate,
  type PasswordChange,
} from '../../../shared/schemas';
import { validationMessages as m } from '../../../shared/messages';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { endUserSessions } from '../../auth/session-store';
import { badRequest } from '../../errors';
import { access } from '../../middleware/access';
import { validate, validated } from '../../middleware/validate';
import { presentCurrentUser } from '../../presenters';
import { limitPerAccount, passwordChangeKeys } from '../../rate-limit';
import { assertOwnFullNameAllowed } from '../../users/identity';
import { assertEmailAvailable, changeUser, emailConflictOf } from '../../users/management';
import { startSession } from '../auth';
import { staffUser } from '../managed';
import type { ApiRouter } from '../router';

/** The 400 of a wrong current password (nothing is changed). */
const wrongCurrentPassword = () => badRequest(m.currentPasswordWrong, { currentPassword: m.currentPasswordWrong });

/**
 * The signed-in user's own account: PUT /api/user (name, e-mail and mail language; the role is not
 * theirs to change) and POST /api/user/password (every other session ends, this one continues on a new id).
 */
export function registerAccountRoutes(router: ApiRouter): void {
  // Counted per account whatever the outcome: each answer says whether an e-mail address is taken.
  router.put(
    '/user',
    access('signed-in'),
    limitPerAccount('accountUpdate'),
    validate(AccountUpdateSchema),
    async (ctx) => {
      const input = validated<AccountUpdate>(ctx);
      const me = await staffUser(ctx);
      const { db } = ctx.services;
      const user = await changeUser(db, me, me.id, 'update', async (target, transaction) => {
        await assertOwnFullNameAllowed(db.models, input.fullName, target, transaction);
        await assertEmailAvailable(db.models, input.email, target.id, transaction);
        await target.update(
          { fullName: input.fullName, email: input.email, ...(input.language ? { language: input.language } : {}) },
          { transaction },
        );
      }).catch((error: unknown) => {
        throw emailConflictOf(error);
      });
      ctx.state.user = user;
      ctx.body = presentCurrentUser(user);
    },
  );

  router.post('/user/password', access('signed-in'), validate(PasswordChangeSchema), async (ctx) => {
    const { currentPassword, newPassword } = validated<PasswordChange>(ctx);
    const me = await staffUser(ctx);
    const { db, limiter } = ctx.services;
    // Like a sign-in: counted before the check, so a session in the wrong hands cannot guess the
    // password (and take the account over) however many tries it makes.
    const keys = passwordChangeKeys(ctx, me.id);
    await limiter.consume(keys.address, limiter.limits.passwordAddress);
    await limiter.consume(keys.account, limiter.limits.passwordAccount);
    if (!(await verifyPassword(currentPassword, me.passwordHash))) throw wrongCurrentPassword();
    await limiter.reset(keys.account);
    await limiter.refund(keys.address);
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
    });
    // Every session of the user is gone, this one included: it continues on a new id and version.
    await startSession(ctx, user);
    ctx.status = 204;
  });
}
