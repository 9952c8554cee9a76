import { parseDuration } from './rate-limit';

const MINUTE = 60 * 1000;

/** Today's lifetimes: in force unless SESSION_IDLE_TIMEOUT or SESSION_ABSOLUTE_TIMEOUT sets others. */
export const BUILT_IN_SESSION_IDLE_MS = 2 * 60 * MINUTE;
export const BUILT_IN_SESSION_ABSOLUTE_MS = 12 * 60 * MINUTE;

/**
 * A signed-in request moves the idle deadline on only when the last move is older than this, so
 * a busy session is written to the store about once a minute instead of on every request.
 */
export const SESSION_TOUCH_MS = 60 * 1000;

/** The shortest idle time: well above SESSION_TOUCH_MS, or an active session could still run out. */
export const MIN_SESSION_IDLE_MS = 5 * MINUTE;
/** The longest absolute lifetime: a stolen session cookie is worthless after a month at most. */
export const MAX_SESSION_ABSOLUTE_MS = 30 * 24 * 60 * MINUTE;

export interface SessionLifetime {
  /** A session ends after this long without a request (every request within a session moves this on). */
  idleMs: number;
  /** …and this long after sign-in whatever the activity (checked by `loadUser` on every request). */
  absoluteMs: number;
}

/** The lifetimes of a server started without SESSION_IDLE_TIMEOUT and SESSION_ABSOLUTE_TIMEOUT. */
export const BUILT_IN_SESSION_LIFETIME: SessionLifetime = {
  idleMs: BUILT_IN_SESSION_IDLE_MS,
  absoluteMs: BUILT_IN_SESSION_ABSOLUTE_MS,
};

/**
 * SESSION_IDLE_TIMEOUT and SESSION_ABSOLUTE_TIMEOUT (`30m`, `2h`, `1d`), each checked, or the reasons
 * they are refused by variable name.
 */
export function parseSessionLifetime(
  env: NodeJS.ProcessEnv,
): { lifetime: SessionLifetime; problems?: never } | { lifetime?: never; problems: Record<string, string> } {
  const problems: Record<string, string> = {};
  const read = (name: string, fallback: number): number => {
    const value = env[name];
    if (value === undefined || value.trim() === '') return fallback;
    const ms = parseDuration(value);
    if (ms === undefined) problems[name] = 'must be a duration such as 30m, 2h or 1d';
    return ms ?? fallback;
  };
  const idleMs = read('SESSION_IDLE_TIMEOUT', BUILT_IN_SESSION_IDLE_MS);
  const absoluteMs = read('SESSION_ABSOLUTE_TIMEOUT', BUILT_IN_SESSION_ABSOLUTE_MS);
  if (!problems.SESSION_IDLE_TIMEOUT && idleMs < MIN_SESSION_IDLE_MS) {
    problems.SESSION_IDLE_TIMEOUT = 'must be at least 5m';
  }
  if (!problems.SESSION_ABSOLUTE_TIMEOUT && absoluteMs > MAX_SESSION_ABSOLUTE_MS) {
    problems.SESSION_ABSOLUTE_TIMEOUT = 'must be at most 30d';
  }
  if (Object.keys(problems).length === 0 && idleMs > absoluteMs) {
    problems.SESSION_IDLE_TIMEOUT = 'must not be longer than SESSION_ABSOLUTE_TIMEOUT';
  }
  return Object.keys(problems).length > 0 ? { problems } : { lifetime: { idleMs, absoluteMs } };
}
