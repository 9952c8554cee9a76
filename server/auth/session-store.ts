import { createHash, randomBytes } from 'node:crypto';
import { Op, type Transaction } from 'sequelize';
import type { Models } from '../models';

/** Session data kept on the server; the cookie holds only the random session id. */
export interface SessionData {
  userId?: number;
  /** The user's `sessionVersion` when the session was signed in. */
  v?: number;
  /** Sign-in time (epoch ms). */
  t?: number;
  _expire?: number;
  _maxAge?: number;
}

/** A new session id: 256 random bits. */
export function newSessionId(): string {
  return randomBytes(32).toString('base64url');
}

/** The stored key of a session id: its SHA-256, so the table holds no usable ids. */
export function sessionKey(sessionId: string): string {
  return createHash('sha256').update(sessionId).digest('hex');
}

/** koa-session's external store, on the sessions table. */
export function createSessionStore(models: Pick<Models, 'Session'>) {
  return {
    async get(sessionId: string): Promise<SessionData | undefined> {
      const row = await models.Session.findOne({
        where: { id: sessionKey(sessionId), expiresAt: { [Op.gt]: new Date() } },
      });
      if (!row) return undefined;
      try {
        return JSON.parse(row.data) as SessionData;
      } catch {
        return undefined;
      }
    },
    async set(sessionId: string, data: SessionData, maxAge: number): Promise<void> {
      await models.Session.upsert({
        id: sessionKey(sessionId),
        userId: typeof data.userId === 'number' ? data.userId : null,
        data: JSON.stringify(data),
        expiresAt: new Date(Date.now() + maxAge),
      });
    },
    async destroy(sessionId: string): Promise<void> {
      await models.Session.destroy({ where: { id: sessionKey(sessionId) } });
    },
  };
}

/**
 * Ends every session of a user (password change or reset, deactivation, deletion), optionally
 * keeping one, inside the transaction of the change when one is given.
 */
export async function endUserSessions(
  models: Pick<Models, 'Session'>,
  userId: number,
  options: { exceptSessionId?: string; transaction?: Transaction } = {},
): Promise<number> {
  const { exceptSessionId, transaction } = options;
  const where = exceptSessionId ? { userId, id: { [Op.ne]: sessionKey(exceptSessionId) } } : { userId };
  return models.Session.destroy({ where, ...(transaction ? { transaction } : {}) });
}
