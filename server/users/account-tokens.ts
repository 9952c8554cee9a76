import { createHash, randomBytes } from 'node:crypto';
import { Op, type Transaction } from 'sequelize';
import type { AccountTokenModel, Models } from '../models';
import type { AccountTokenKind } from '../models/account-token';
import { HttpError } from '../errors';

const HOUR = 60 * 60 * 1000;
/** How long a password-reset link works. */
export const RESET_LIFETIME_MS = HOUR;
/** How long an invitation link works. */
export const INVITATION_LIFETIME_MS = 7 * 24 * HOUR;
/** How long the link confirming a new e-mail address works. */
export const EMAIL_CHANGE_LIFETIME_MS = 24 * HOUR;

/** 32 random bytes, base64url: exactly this shape; any other string is an unknown token. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/**
 * The one answer to a link that does not work (unknown, malformed, expired, used or revoked): the
 * page cannot tell which, and neither can someone guessing tokens.
 */
export const INVALID_LINK_MESSAGE = 'This link is invalid or has expired. Please ask for a new one.';
export const invalidLink = () => new HttpError(400, INVALID_LINK_MESSAGE);

/** SHA-256 of a token, hex: what the database keeps (a copy of the database opens no account). */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A new token (only ever in the mail) and its hash (only ever in the database). */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

/** The stored token of `kind` for `token` if it still works at `now` (not used, revoked or expired). */
export async function findLiveToken(
  models: Pick<Models, 'AccountToken'>,
  kind: AccountTokenKind,
  token: string,
  now: Date,
  transaction?: Transaction,
): Promise<AccountTokenModel | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  return models.AccountToken.findOne({
    where: { kind, tokenHash: hashToken(token), usedAt: null, revokedAt: null, expiresAt: { [Op.gt]: now } },
    ...(transaction ? { transaction } : {}),
  });
}

/**
 * Spends a token: one UPDATE that only a still-unused, unrevoked row matches, so of two uses at
 * once exactly one succeeds. Returns whether this call spent it.
 */
export async function spendToken(
  models: Pick<Models, 'AccountToken'>,
  row: AccountTokenModel,
  now: Date,
  transaction: Transaction,
  userId?: number,
): Promise<boolean> {
  const [count] = await models.AccountToken.update(
    { usedAt: now, version: row.version + 1, ...(userId !== undefined ? { userId } : {}) },
    { where: { id: row.id, usedAt: null, revokedAt: null, expiresAt: { [Op.gt]: now } }, transaction },
  );
  return count === 1;
}
