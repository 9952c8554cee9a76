import type { QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { apiRequest, onConnectionSignal } from '../../ui/api';
import { forgetUser } from '../last-user';
import {
  INITIAL_CONNECTION,
  reduceConnection,
  refetchesWhenBack,
  type ConnectionEvent,
  type ConnectionState,
} from './state';

/**
 * The connection state of the admin module: one per page, fed by every request of the shared fetch
 * helper (apps/ui/api.ts), read by the banners of the shell, the auth page and the admin dialogs.
 */
let state: ConnectionState = INITIAL_CONNECTION;
const listeners = new Set<() => void>();
let stopListening: (() => void) | null = null;
/** The element that had focus when the session was found expired (focus returns there after signing in). */
let focusBeforeExpiry: HTMLElement | null = null;

export function dispatchConnection(event: ConnectionEvent): void {
  const next = reduceConnection(state, event);
  if (next === state) return;
  state = next;
  for (const listener of [...listeners]) listener();
}

/** Starts listening to the fetch helper (once; the admin module calls it when it loads). */
export function startConnectionMonitor(): void {
  if (stopListening) return;
  stopListening = onConnectionSignal((signal, request) => {
    if (signal === 'expired' && !state.expired && document.activeElement instanceof HTMLElement) {
      focusBeforeExpiry = document.activeElement;
    }
    dispatchConnection({ type: 'signal', signal, seq: request.seq });
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The connection state, re-rendering on every change. */
export function useConnectionState(): ConnectionState {
  return useSyncExternalStore(subscribe, () => state);
}

/** Refetches the active queries once the connection is back (never the signed-in user's: see refetchesWhenBack). */
export function refetchAfterReconnect(queryClient: QueryClient): Promise<void> {
  return queryClient.refetchQueries({
    type: 'active',
    predicate: (query) => refetchesWhenBack(query.queryKey, query.state.data),
  });
}

/** Retry: asks GET /api/health; when the server answers, the banner goes and the active queries refetch. */
export async function retryConnection(queryClient: QueryClient): Promise<boolean> {
  dispatchConnection({ type: 'retry-start' });
  const answered = await apiRequest('GET', '/api/health').then(
    () => true,
    () => false,
  );
  dispatchConnection({ type: 'retry-end', answered });
  if (answered) await refetchAfterReconnect(queryClient);
  return answered;
}

/** Signed in again through the dialog: the banner goes and the screens that failed reload. */
export function afterSignInAgain(queryClient: QueryClient): void {
  dispatchConnection({ type: 'signed-in' });
  void refetchAfterReconnect(queryClient);
}

/**
 * Once the sign-in dialog has gone after signing in: focus returns to where it was when the session
 * was found expired (the Save button of the form being edited), else into the dialog still open
 * underneath (its banner's "Sign in again" button, the dialog's usual focus target, is gone), so
 * the keyboard carries on there and that dialog is the active modal again.
 */
export function restoreFocusAfterSignIn(): void {
  const target = focusBeforeExpiry;
  focusBeforeExpiry = null;
  window.setTimeout(() => {
    if (target?.isConnected && target !== document.body) {
      target.focus();
      return;
    }
    const dialogs = document.querySelectorAll<HTMLElement>('[role="dialog"], [role="alertdialog"]');
    // No dialog underneath: the screen's main area (the shell's <main> takes focus).
    (dialogs[dialogs.length - 1] ?? document.getElementById('admin-main'))?.focus();
  }, 0);
}

/**
 * Forgets the connection state (logout, another server chosen in the desktop client), and the user
 * remembered for opening the admin without a connection: they were that session's, that server's.
 */
export function resetConnection(): void {
  focusBeforeExpiry = null;
  forgetUser();
  dispatchConnection({ type: 'reset' });
}
