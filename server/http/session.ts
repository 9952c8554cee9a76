import type { AppContext } from '../context';
import type { UserModel } from '../models';

/**
 * Signs `user` in on a fresh session id (the old id, if any, is destroyed: no session fixation).
 * The session keeps the user's `sessionVersion`, so ending the user's sessions ends this one too.
 */
export async function startSession(ctx: AppContext, user: UserModel): Promise<void> {
  const session = ctx.session;
  if (!session) throw new Error('session middleware missing');
  session.userId = user.id;
  session.v = user.sessionVersion;
  session.t = Date.now();
  await session.regenerate();
  ctx.state.user = user;
}

/**
 * A bot's "registration": a fresh session that signs in no one (no `userId`), so the answer carries
 * a session cookie like a person's, while every request with it counts as signed out.
 */
export async function startSignedOutSession(ctx: AppContext): Promise<void> {
  const session = ctx.session;
  if (!session) throw new Error('session middleware missing');
  session.t = Date.now();
  await session.regenerate();
}
