import { rolesFor, can, type Permission } from '../../shared/roles';
import type { AppContext, AppMiddleware } from '../context';
import { forbidden, unauthorized } from '../errors';
import { SESSION_TOUCH_MS } from '../session-lifetime';
import type { UserModel } from '../models';

/**
 * Who may call a route: anyone, any signed-in user, or the roles holding a permission of the
 * shared role table. Every API route starts with `access(...)`; a test fails for one that does not.
 */
export type AccessRule = 'public' | 'signed-in' | Permission;

const guards = new WeakMap<AppMiddleware, AccessRule>();

/** The access rule of a guard middleware, or undefined if `fn` is not one. */
export function accessRuleOf(fn: unknown): AccessRule | undefined {
  return guards.get(fn as AppMiddleware);
}

/**
 * The signed-in user, re-read from the database on every request, so a role change or a
 * deactivation applies to the very next request. A session of a deactivated user, or one signed in
 * before the user's sessions were ended (an older `sessionVersion`: a password change or reset, a
 * deactivation), or signed in longer ago than the absolute session lifetime, counts as signed out
 * and is destroyed, even if a request that was in flight saved it again after the sessions were
 * deleted. A valid session's idle deadline moves on with the request.
 */
export async function loadUser(ctx: AppContext): Promise<UserModel | null> {
  if (ctx.state.user !== undefined) return ctx.state.user;
  const session = ctx.session;
  const userId = session?.userId;
  let user = typeof userId === 'number' ? await ctx.services.db.models.User.findByPk(userId) : null;
  const { idleMs, absoluteMs } = ctx.services.sessionLifetime;
  const signedInAt = session?.t ?? 0;
  const tooOld = Date.now() - signedInAt >= absoluteMs;
  if (user && (!user.active || (session?.v ?? 0) !== user.sessionVersion || tooOld)) {
    user = null;
    ctx.session = null;
  }
  // Signed-in activity moves the idle deadline on (at most once per SESSION_TOUCH_MS).
  if (user && session && typeof session._expire === 'number') {
    if (session._expire - Date.now() < idleMs - SESSION_TOUCH_MS) session.maxAge = idleMs;
  }
  ctx.state.user = user;
  return user;
}

/** The signed-in user (the route's guard has already required one). */
export async function staffUser(ctx: AppContext): Promise<UserModel> {
  const user = await loadUser(ctx);
  if (!user) throw unauthorized();
  return user;
}

/** The guard middleware for an access rule. */
export function access(rule: AccessRule): AppMiddleware {
  const guard: AppMiddleware = async (ctx, next) => {
    if (rule !== 'public') {
      const user = await loadUser(ctx);
      if (!user) throw unauthorized();
      if (rule !== 'signed-in' && !can(user.role, rule)) {
        throw forbidden(`This requires ${rolesFor(rule).join(' or ')} privileges`);
      }
    }
    await next();
  };
  guards.set(guard, rule);
  return guard;
}
