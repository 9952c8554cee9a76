import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { CurrentUser } from '../../shared/entities';
import type { Login, Register } from '../../shared/schemas';
import { ApiError, apiRequest, connectionProblemOf, onConnectionSignal } from '../ui/api';
import { dispatchConnection, resetConnection } from './connection/store';
import { forgetUser, lastUser, rememberUser } from './last-user';

/** The query key of the signed-in user. */
export const USER_QUERY_KEY = ['user'] as const;

/** The remembered user `fetchCurrentUser` last answered with because the server did not answer, else null. */
let standIn: CurrentUser | null = null;

/** The server confirmed `user` as signed in: remembered for opening the admin while it cannot be reached. */
function confirmed(user: CurrentUser): CurrentUser {
  standIn = null;
  rememberUser(user);
  return user;
}

/**
 * GET /api/user: the signed-in user, or null on 401 (nobody signed in; the remembered user is
 * forgotten). When the server cannot be reached (no answer, or a gateway's 502/503/504), the last
 * user it confirmed on this computer stands in, so the admin (the door of an event) still opens;
 * without one, and on any other failure, it throws.
 */
export async function fetchCurrentUser(): Promise<CurrentUser | null> {
  try {
    return confirmed(await apiRequest<CurrentUser>('GET', '/api/user'));
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      standIn = null;
      forgetUser();
      return null;
    }
    const remembered = connectionProblemOf(error) === 'unreachable' ? lastUser() : null;
    if (!remembered) throw error;
    standIn = remembered;
    return remembered;
  }
}

/** Whether `user` is the remembered user standing in for an answer the server has not given yet. */
export function isStandIn(user: CurrentUser | null | undefined): boolean {
  return user != null && user === standIn;
}

/**
 * The current user, fetched once on load. `data` is null when nobody is signed in. While the
 * remembered user stands in, the server's first answer to any request (Retry, the door's sending)
 * is the moment to ask again: its real answer replaces the stand-in, and a 401 leads to sign-in.
 */
export function useCurrentUser() {
  const queryClient = useQueryClient();
  // Kept as answered, never merged with the previous answer: `isStandIn` tells the two apart by identity.
  const query = useQuery({ queryKey: USER_QUERY_KEY, queryFn: fetchCurrentUser, structuralSharing: false });
  const waiting = isStandIn(query.data);
  useEffect(() => {
    if (!waiting) return;
    return onConnectionSignal((signal) => {
      if (signal === 'unreachable' || !isStandIn(queryClient.getQueryData(USER_QUERY_KEY))) return;
      // Every screen's hook listens: they share the one request on its way.
      void queryClient.refetchQueries({ queryKey: USER_QUERY_KEY, exact: true }, { cancelRefetch: false });
    });
  }, [waiting, queryClient]);
  return query;
}

/** Sets the signed-in user; an expired session's banner goes with it. */
function signedIn(queryClient: QueryClient, user: CurrentUser): void {
  queryClient.setQueryData(USER_QUERY_KEY, confirmed(user));
  dispatchConnection({ type: 'signed-in' });
}

/** POST /api/login; on success the user is set. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials: Login) => apiRequest<CurrentUser>('POST', '/api/login', credentials),
    onSuccess: (user) => signedIn(queryClient, user),
  });
}

/** POST /api/register (confirmPassword already dropped); on success the user is set. */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: Register) => apiRequest<CurrentUser>('POST', '/api/register', payload),
    onSuccess: (user) => signedIn(queryClient, user),
  });
}

/** POST /api/logout; on success the user is cleared (the remembered one too) and cached staff data dropped. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<void>('POST', '/api/logout'),
    onSuccess: () => {
      standIn = null;
      forgetUser();
      queryClient.setQueryData(USER_QUERY_KEY, null);
      queryClient.removeQueries({ queryKey: ['admin'] });
      resetConnection();
    },
  });
}

/** POST /api/password-reset/confirm: spends the mailed link and sets the password; the user is then signed in. */
export function useConfirmReset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: { token: string; password: string }) =>
      apiRequest<CurrentUser>('POST', '/api/password-reset/confirm', payload),
    onSuccess: (user) => signedIn(queryClient, user),
  });
}

/** POST /api/invitations/accept: creates the invited account; its user is then signed in. */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: { token: string; username: string; password: string }) =>
      apiRequest<CurrentUser>('POST', '/api/invitations/accept', payload),
    onSuccess: (user) => signedIn(queryClient, user),
  });
}
