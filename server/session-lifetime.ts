/** A session ends after 2 hours without a request (every request within a session moves this on). */
export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
/** …and 12 hours after sign-in whatever the activity (checked by `loadUser` on every request). */
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
/**
 * A signed-in request moves the idle deadline on only when the last move is older than this, so
 * a busy session is written to the store about once a minute instead of on every request.
 */
export const SESSION_TOUCH_MS = 60 * 1000;
