import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '../../shared/entities';
import type { Login, Register } from '../../shared/schemas';
import { ApiError, apiRequest } from '../ui/api';
import { dispatchConnection, resetConnection } from './connection/store';

/** The query key of the signed-in user. */
export const USER_QUERY_KEY = ['user'] as const;

/** GET /api/user: the signed-in user, or null on 401 (nobody signed in); other failures throw. */
export async function fetchCurrentUser(): Promise<CurrentUser | null> {
  try {
    return await apiRequest<CurrentUser>('GET', '/api/user');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** The current user, fetched once on load. `data` is null when nobody is signed in. */
export function useCurrentUser() {
  return useQuery({ queryKey: USER_QUERY_KEY, queryFn: fetchCurrentUser });
}

/** Sets the signed-in user; an expired session's banner goes with it. */
function signedIn(queryClient: QueryClient, user: CurrentUser): void {
  queryClient.setQueryData(USER_QUERY_KEY, user);
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

/** POST /api/logout; on success the user is cleared and cached staff data dropped. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<void>('POST', '/api/logout'),
    onSuccess: () => {
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
