import type { ConnectionSignal } from '../../ui/api';

/** What the connection banner shows, and the sign-in dialog it opens. */
export interface ConnectionState {
  /** The last request got no answer (or a gateway's 502/503/504), and none answered since. */
  unreachable: boolean;
  /** A call made while signed in answered 401: the session ended (shown only while signed in). */
  expired: boolean;
  /** GET /api/health is on its way (Retry). */
  retrying: boolean;
  /** The last Retry got no answer either. */
  retryFailed: boolean;
  /** The sign-in dialog is open. */
  signInOpen: boolean;
}

export const INITIAL_CONNECTION: ConnectionState = {
  unreachable: false,
  expired: false,
  retrying: false,
  retryFailed: false,
  signInOpen: false,
};

export type ConnectionEvent =
  | { type: 'signal'; signal: ConnectionSignal }
  | { type: 'retry-start' }
  | { type: 'retry-end'; answered: boolean }
  | { type: 'open-sign-in' }
  | { type: 'close-sign-in' }
  /** A sign-in (login or registration) succeeded: any earlier session's expiry is over. */
  | { type: 'signed-in' }
  /** Logged out, or another server chosen: nothing of the old session is relevant. */
  | { type: 'reset' };

/** The next state after `event` (a pure function: the store and the tests share it). */
export function reduceConnection(state: ConnectionState, event: ConnectionEvent): ConnectionState {
  switch (event.type) {
    case 'signal':
      if (event.signal === 'unreachable') return state.unreachable ? state : { ...state, unreachable: true };
      if (event.signal === 'expired') return { ...state, unreachable: false, retryFailed: false, expired: true };
      return state.unreachable || state.retryFailed ? { ...state, unreachable: false, retryFailed: false } : state;
    case 'retry-start':
      return { ...state, retrying: true, retryFailed: false };
    case 'retry-end':
      return {
        ...state,
        retrying: false,
        retryFailed: !event.answered,
        unreachable: event.answered ? false : state.unreachable,
      };
    case 'open-sign-in':
      return { ...state, signInOpen: true };
    case 'close-sign-in':
      return { ...state, signInOpen: false };
    case 'signed-in':
      return { ...state, expired: false, signInOpen: false };
    case 'reset':
      return INITIAL_CONNECTION;
  }
}

/** The banners to show: the session's expiry only while someone is signed in (a 401 means nothing otherwise). */
export function visibleProblems(state: ConnectionState, signedIn: boolean): { unreachable: boolean; expired: boolean } {
  return { unreachable: state.unreachable, expired: state.expired && signedIn };
}

/**
 * Whether a query refetches once the connection is back (Retry, or after signing in again): every
 * active query but the signed-in user's own. Refetching that one while the session is still over
 * would answer "nobody" and send the screen (and any form being edited) to /auth; when it failed
 * (no user loaded), it is refetched like any other.
 */
export function refetchesWhenBack(queryKey: readonly unknown[], data: unknown): boolean {
  return !(queryKey.length === 1 && queryKey[0] === 'user' && data != null);
}
