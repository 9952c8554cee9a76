import { createHash } from 'node:crypto';
import { QueryTypes } from 'sequelize';
import type { AppContext, AppMiddleware } from './context';
import type { Database } from './db';
import { HttpError, unauthorized } from './errors';

/** One limit: at most `max` counted requests per `windowMs` for one key. */
export interface Limit {
  max: number;
  windowMs: number;
}

/** The limits of the public write endpoints (documented in docs/security.md). */
export interface RateLimits {
  /** Failed sign-ins of one account from one client address. */
  loginAccount: Limit;
  /** Sign-ins from one client address (any account). */
  loginAddress: Limit;
  register: Limit;
  contact: Limit;
  subscribe: Limit;
  /** Event registrations from one client address (any event). */
  eventRegistration: Limit;
  /** Membership applications from one client address. */
  membershipApplication: Limit;
  /** Password-reset requests from one client address (any e-mail address). */
  resetAddress: Limit;
  /** Password-reset requests for one e-mail address (from anywhere): no mailbox is flooded. */
  resetAccount: Limit;
  /** Uses of a mailed link (reset, invitation) from one client address: checks, resets, acceptances. */
  accountToken: Limit;
  /** Invitations a member representative sends to colleagues, per account: each one mails a stranger. */
  representativeInvite: Limit;
  /** Wrong current passwords of one account when changing its password (a stolen session guessing it). */
  passwordAccount: Limit;
  /** Password changes from one client address (any account). */
  passwordAddress: Limit;
  /** Own name and e-mail changes per account: each answer says whether an e-mail address is registered. */
  accountUpdate: Limit;
}

const MINUTE = 60_000;

/** Today's limits: in force unless the environment (RATE_LIMIT_…) sets others. */
export const BUILT_IN_RATE_LIMITS: RateLimits = {
  loginAccount: { max: 5, windowMs: 15 * MINUTE },
  loginAddress: { max: 50, windowMs: 15 * MINUTE },
  register: { max: 5, windowMs: 60 * MINUTE },
  contact: { max: 10, windowMs: 10 * MINUTE },
  subscribe: { max: 10, windowMs: 10 * MINUTE },
  eventRegistration: { max: 10, windowMs: 10 * MINUTE },
  membershipApplication: { max: 10, windowMs: 60 * MINUTE },
  resetAddress: { max: 10, windowMs: 60 * MINUTE },
  resetAccount: { max: 3, windowMs: 60 * MINUTE },
  accountToken: { max: 30, windowMs: 15 * MINUTE },
  representativeInvite: { max: 10, windowMs: 60 * MINUTE },
  passwordAccount: { max: 5, windowMs: 15 * MINUTE },
  passwordAddress: { max: 50, windowMs: 15 * MINUTE },
  accountUpdate: { max: 10, windowMs: 60 * MINUTE },
};

/** The environment variable of each limit: `loginAccount` is RATE_LIMIT_LOGIN_ACCOUNT. */
export const rateLimitVariable = (name: keyof RateLimits): string =>
  `RATE_LIMIT_${name.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase()}`;

/**
 * The longest window a counter may have: the retention sweep deletes counters a day (at least)
 * after their window started, so a longer window would forget its count early.
 */
export const MAX_WINDOW_MS = 24 * 60 * MINUTE;

const DURATION_UNITS = { s: 1000, m: MINUTE, h: 60 * MINUTE, d: 24 * 60 * MINUTE } as const;

/** `90s`, `15m`, `2h` or `1d` in milliseconds; undefined when `value` is none of these. */
export function parseDuration(value: string): number | undefined {
  const match = /^(\d{1,6})([smhd])$/.exec(value.trim());
  if (!match) return undefined;
  return Number(match[1]) * DURATION_UNITS[match[2] as keyof typeof DURATION_UNITS];
}

/** `5/15m` (at most 5 per 15 minutes) as a limit, or the reason it is not one. */
export function parseLimit(value: string): Limit | string {
  const [count, window, ...rest] = value.trim().split('/');
  const form = 'must be MAX/WINDOW, as 5/15m (WINDOW in s, m, h or d; at most 24h)';
  if (count === undefined || window === undefined || rest.length > 0 || !/^\d{1,6}$/.test(count.trim())) return form;
  const max = Number(count.trim());
  const windowMs = parseDuration(window);
  if (windowMs === undefined) return form;
  if (max < 1) return 'must allow at least 1 request per window';
  if (windowMs < 1000 || windowMs > MAX_WINDOW_MS) return 'must have a window from 1s to 24h';
  return { max, windowMs };
}

/**
 * The limits set by RATE_LIMIT_… variables over today's. A bad value keeps today's limit and is
 * added to `problems` (with its variable's name): `loadConfig` refuses to start with it.
 */
export function rateLimitsFromEnv(env: NodeJS.ProcessEnv, problems: string[] = []): RateLimits {
  const limits = { ...BUILT_IN_RATE_LIMITS };
  for (const name of Object.keys(BUILT_IN_RATE_LIMITS) as (keyof RateLimits)[]) {
    const variable = rateLimitVariable(name);
    const value = env[variable];
    if (value === undefined || value.trim() === '') continue;
    const limit = parseLimit(value);
    if (typeof limit === 'string') problems.push(`${variable} ${limit}`);
    else limits[name] = limit;
  }
  return limits;
}

/** The 429 message. */
export const RATE_LIMITED_MESSAGE = 'Too many requests. Please wait a moment and try again.';

/** 429 with Retry-After (whole seconds, at least 1). */
export const tooManyRequests = (retryAfterMs: number) =>
  new HttpError(429, RATE_LIMITED_MESSAGE, undefined, {
    'Retry-After': String(Math.max(1, Math.ceil(retryAfterMs / 1000))),
  });

/**
 * A username as a rate-limit key: case, width and spacing variants of one name are one key
 * (`" Ana.Admin "`, `"ana.admin"`, `"ＡＮＡ.admin"`).
 */
export function normaliseUsername(username: string): string {
  return username.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
}

/** A client address as a rate-limit key (an IPv4 address seen through IPv6 is the IPv4 address). */
export function normaliseAddress(address: string): string {
  const lower = address.trim().toLowerCase();
  return lower.startsWith('::ffff:') && lower.includes('.') ? lower.slice('::ffff:'.length) : lower || 'unknown';
}

/** The client address of a request: the socket's, or X-Forwarded-For's first hop with TRUST_PROXY. */
export const clientAddress = (ctx: AppContext) => normaliseAddress(ctx.ip);

/**
 * Fixed-window counters in the `rate_limits` table. `hit` is one atomic upsert (no read-then-write
 * race between requests or server processes); an expired window starts again at 1.
 */
export class RateLimiter {
  constructor(
    private readonly db: Database,
    readonly limits: RateLimits,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one request for `key`; returns the count in the current window and when it ends. */
  async hit(key: string, limit: Limit): Promise<{ hits: number; resetAt: number }> {
    const now = this.now();
    // The leading comment keeps Sequelize's SQLite driver from treating this as a plain INSERT
    // (it would run it without reading the RETURNING row); PostgreSQL ignores it.
    const rows = await this.db.sequelize.query<{ hits: number | string; window_start: number | string }>(
      `/* rate limit */ INSERT INTO rate_limits (bucket, window_start, hits) VALUES (:key, :now, 1)
       ON CONFLICT (bucket) DO UPDATE SET
         hits = CASE WHEN rate_limits.window_start <= :cutoff THEN 1 ELSE rate_limits.hits + 1 END,
         window_start = CASE WHEN rate_limits.window_start <= :cutoff THEN :now ELSE rate_limits.window_start END
       RETURNING hits, window_start`,
      { replacements: { key, now, cutoff: now - limit.windowMs }, type: QueryTypes.SELECT },
    );
    const row = rows[0];
    if (!row) throw new Error('rate limit upsert returned no row');
    return { hits: Number(row.hits), resetAt: Number(row.window_start) + limit.windowMs };
  }

  /**
   * Counts one request for `key` and throws 429 once the limit is passed. `onLockout` runs before
   * the first refusal of a window only (the request that passes the limit), not the ones after it.
   */
  async consume(key: string, limit: Limit, onLockout?: () => Promise<void>): Promise<void> {
    const { hits, resetAt } = await this.hit(key, limit);
    if (hits <= limit.max) return;
    if (hits === limit.max + 1 && onLockout) await onLockout();
    throw tooManyRequests(resetAt - this.now());
  }

  /** Takes back one counted request (a sign-in that succeeded). */
  async refund(key: string): Promise<void> {
    await this.db.sequelize.query('UPDATE rate_limits SET hits = hits - 1 WHERE bucket = :key AND hits > 0', {
      replacements: { key },
    });
  }

  /** Forgets `key` (an account's failures after it signed in). */
  async reset(key: string): Promise<void> {
    await this.db.sequelize.query('DELETE FROM rate_limits WHERE bucket = :key', { replacements: { key } });
  }
}

/**
 * A route middleware counting every request of `name` per client address. It sits on the route
 * itself, so a trailing slash, a query string, letter case of the path or extra body fields reach
 * the same counter.
 */
export function limitPerAddress(
  name: 'register' | 'contact' | 'subscribe' | 'eventRegistration' | 'membershipApplication' | 'accountToken',
): AppMiddleware {
  return async (ctx, next) => {
    const limiter = ctx.services.limiter;
    await limiter.consume(`${name}:${clientAddress(ctx)}`, limiter.limits[name]);
    await next();
  };
}

/**
 * A route middleware counting every request of `name` per signed-in account (after the route's
 * access guard, which has loaded the user): for writes only accounts can make, wherever they come from.
 */
export function limitPerAccount(name: 'representativeInvite' | 'accountUpdate'): AppMiddleware {
  return async (ctx, next) => {
    const limiter = ctx.services.limiter;
    const userId = ctx.state.user?.id;
    if (userId === undefined) throw unauthorized();
    await limiter.consume(`${name}:${userId}`, limiter.limits[name]);
    await next();
  };
}

/**
 * The part of a counter's key that names a person (a username, an e-mail address), as the key holds
 * it: its SHA-256, so the table keeps no name or address in clear. Erasure finds the counters of a
 * person again by hashing her username and address (server/privacy/personal-data.ts).
 */
export const personalKeyPart = (value: string): string => createHash('sha256').update(value, 'utf8').digest('hex');

/** The end of the account counter's key of every sign-in attempt with `username`, from any address. */
export const loginAccountKeyEnd = (username: string): string => `:${personalKeyPart(normaliseUsername(username))}`;

/** The counter of password-reset requests for `email` (lower case). */
export const resetAccountKey = (email: string): string => `reset-account:${personalKeyPart(email)}`;

/** The counter keys of a sign-in attempt. */
export function loginKeys(ctx: AppContext, username: string): { account: string; address: string } {
  const address = clientAddress(ctx);
  return { account: `login:${address}${loginAccountKeyEnd(username)}`, address: `login:${address}` };
}

/** The counter keys of a password change's current-password check. */
export function passwordChangeKeys(ctx: AppContext, userId: number): { account: string; address: string } {
  return { account: `password-account:${userId}`, address: `password-address:${clientAddress(ctx)}` };
}
