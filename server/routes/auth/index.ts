import type { SignInFailure } from '../../../shared/entities';
import { LoginSchema, RegisterSchema, type Login, type Register } from '../../../shared/schemas';
import { verifyPassword } from '../../auth/passwords';
import { NO_ACTOR, recordEntry } from '../../content/audit';
import type { AppContext } from '../../context';
import { forbidden, unauthorized } from '../../errors';
import { access, loadUser } from '../../http/access';
import { startSession, startSignedOutSession } from '../../http/session';
import { validate, validated } from '../../middleware/validate';
import type { UserModel } from '../../models';
import { presentCurrentUser, presentSpamRegistrationAsUser } from '../../presenters/users';
import { limitPerAddress, loginKeys } from '../../rate-limit';
import { findUserByUsername, registerSpam, registerUser } from '../../users/commands';
import { pendingEmailOf } from '../../users/email-change';
import type { RouteModule } from '../../http/router';
import { passwordResetRoutes } from './password-reset';

/** The 403 message of a deactivated user's sign-in with the right password. */
export const DEACTIVATED_MESSAGE = 'This account has been deactivated. Please contact an administrator.';

/**
 * Records a sign-in or a sign-out of `user`, named as its actor though the session may not exist
 * yet (or any longer). Labelled with the username: what the person types to sign in.
 */
async function recordAccess(ctx: AppContext, user: UserModel, action: 'sign-in' | 'sign-out'): Promise<void> {
  await recordEntry(ctx.services.db.models, user, { action, entity: 'user', entityId: user.id, label: user.username });
}

/**
 * Records a refused sign-in or a lockout, with the class of its reason and no actor: whoever
 * typed the username has not shown they own it. The entry names the account when there is one
 * (entity id 0 and the typed username otherwise); never the password.
 */
async function recordRefusal(
  ctx: AppContext,
  action: 'sign-in-failed' | 'lockout',
  reason: SignInFailure,
  username: string,
  user: UserModel | null,
): Promise<void> {
  await recordEntry(ctx.services.db.models, NO_ACTOR, {
    action,
    entity: 'user',
    entityId: user?.id ?? 0,
    label: user?.username ?? username,
    changes: { reason: [null, reason] },
  });
}

/** Records a lockout of `username` (its account looked up only for the entry). */
const recordLockout = (ctx: AppContext, username: string, reason: SignInFailure) => async () =>
  recordRefusal(ctx, 'lockout', reason, username, await findUserByUsername(ctx.services.db.models, username));

/** GET /api/user, POST /api/login, POST /api/register, POST /api/logout, and the password reset. */
export const authRoutes: RouteModule = (router) => {
  router.get('/user', access('signed-in'), async (ctx) => {
    const user = await loadUser(ctx);
    if (!user) throw unauthorized();
    ctx.body = presentCurrentUser(user, await pendingEmailOf(ctx.services.db.models, user.id, ctx.services.now()));
  });

  router.post('/login', access('public'), validate(LoginSchema), async (ctx) => {
    const { username, password } = validated<Login>(ctx);
    // Counted before the password is checked, so the right password is refused too while limited.
    // Only the first refusal of a window is recorded: a script hammering a locked account adds one
    // entry per window, not one per try.
    const { limiter, db } = ctx.services;
    const keys = loginKeys(ctx, username);
    await limiter.consume(keys.address, limiter.limits.loginAddress, recordLockout(ctx, username, 'address-limit'));
    await limiter.consume(keys.account, limiter.limits.loginAccount, recordLockout(ctx, username, 'account-limit'));
    const user = await findUserByUsername(db.models, username);
    const valid = await verifyPassword(password, user?.passwordHash);
    // One status and one message whether or not the username exists; only the trail tells them apart.
    if (!user || !valid) {
      await recordRefusal(ctx, 'sign-in-failed', user ? 'wrong-password' : 'unknown-user', username, user);
      throw unauthorized('Invalid username or password');
    }
    // A sign-in that succeeds does not count against the address, and clears the account's failures.
    await limiter.reset(keys.account);
    await limiter.refund(keys.address);
    // Only after the password was right: without it, the answer says nothing about the account.
    if (!user.active) {
      await recordRefusal(ctx, 'sign-in-failed', 'deactivated', username, user);
      throw forbidden(DEACTIVATED_MESSAGE);
    }
    // Recorded before the session starts: no sign-in without its entry.
    await recordAccess(ctx, user, 'sign-in');
    await startSession(ctx, user);
    await db.models.User.update({ lastLoginAt: new Date() }, { where: { id: user.id } });
    ctx.body = presentCurrentUser(user, await pendingEmailOf(db.models, user.id, ctx.services.now()));
  });

  router.post('/register', access('public'), limitPerAddress('register'), validate(RegisterSchema), async (ctx) => {
    const input = validated<Register>(ctx);
    if (input.website !== '') {
      // The honeypot was filled in (a bot): kept as a spam registration, answered like a person's.
      const registration = await registerSpam(ctx.services.db.models, input);
      await startSignedOutSession(ctx);
      ctx.status = 201;
      ctx.body = presentSpamRegistrationAsUser(registration, input.language ?? null);
      return;
    }
    const user = await registerUser(ctx.services.db.models, input, ctx.services.now());
    await startSession(ctx, user);
    ctx.status = 201;
    ctx.body = presentCurrentUser(user, null);
  });

  router.post('/logout', access('public'), async (ctx) => {
    // Only a session that still signs someone in is a sign-out worth recording.
    const user = await loadUser(ctx);
    if (user) await recordAccess(ctx, user, 'sign-out');
    // Destroys the stored session, so the old cookie is worthless even if replayed.
    ctx.session = null;
    ctx.status = 204;
  });

  passwordResetRoutes(router);
};
