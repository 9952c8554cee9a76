import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CurrentUser, ManagedUser, Role } from '../../../shared/entities';
import type { PasswordReset } from '../../../shared/schemas/account';
import { apiRequest } from '../../ui/api';
import { USER_QUERY_KEY } from '../session';
import { adminKeys, invalidateAfterWrite, staleListError } from './content';

/** The user changes an admin makes with one POST /api/admin/users/:id/<action>. */
export type UserChange =
  | { id: number; action: 'role'; role: Role }
  | { id: number; action: 'approve' | 'decline' | 'deactivate' | 'activate' };

/** The path and body of a user change. */
export function userChangeRequest(change: UserChange): { path: string; body: { role: Role } | undefined } {
  const path = `/api/admin/users/${change.id}/${change.action}`;
  return { path, body: change.action === 'role' ? { role: change.role } : undefined };
}

/**
 * After any user change (or a 404/409 that shows the list is stale): the users list, the dashboard's
 * pending requests, the activity, and the signed-in user (an admin may have changed their own role).
 */
function refreshUsers(queryClient: QueryClient, targetId: number): void {
  void invalidateAfterWrite(queryClient, 'users');
  const me = queryClient.getQueryData<CurrentUser | null>(USER_QUERY_KEY);
  if (me && me.id === targetId) void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
}

/** Role, approve, decline, deactivate, activate (409: the last active admin, or no pending request). */
export function useChangeUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: UserChange) => {
      const { path, body } = userChangeRequest(change);
      return apiRequest<ManagedUser>('POST', path, body);
    },
    onSuccess: (_user, change) => refreshUsers(queryClient, change.id),
    onError: (error, change) => (staleListError(error) ? refreshUsers(queryClient, change.id) : undefined),
  });
}

/** POST /api/admin/users/:id/password: an admin sets a user's password (their sessions end). */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, payload }: { id: number; payload: PasswordReset }) =>
      apiRequest<void>('POST', `/api/admin/users/${id}/password`, payload),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.activity }),
  });
}

/** DELETE /api/admin/users/:id: the account and its sessions go for good. */
export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<void>('DELETE', `/api/admin/users/${id}`),
    onSuccess: (_result, id) => refreshUsers(queryClient, id),
    onError: (error, id) => (staleListError(error) ? refreshUsers(queryClient, id) : undefined),
  });
}
