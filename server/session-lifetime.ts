/** A session ends after 2 hours without a request (every request within a session moves this on). */
export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
/** …and 12 hours after sign-in whatever the activity (checked by `loadUser` on every request). */
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
