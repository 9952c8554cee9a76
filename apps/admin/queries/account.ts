import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '../../../shared/entities';
import type { AccountUpdate, PasswordChange } from '../../../shared/schemas/account';
import { apiRequest } from '../../ui/api';
import { rememberUser } from '../last-user';
import { USER_QUERY_KEY } from '../session';
import { adminKeys } from './content';

/** PUT /api/user: the signed-in user's own name and e-mail (409 when the e-mail is taken). */
export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: AccountUpdate) => apiRequest<CurrentUser>('PUT', '/api/user', payload),
    onSuccess: (user) => {
      // The top bar shows the new name at once (offline too); the audit entry shows in the activity.
      queryClient.setQueryData(USER_QUERY_KEY, user);
      rememberUser(user);
      void queryClient.invalidateQueries({ queryKey: adminKeys.activity });
      // The name is shown in the users list too.
      void queryClient.invalidateQueries({ queryKey: adminKeys.kind('users') });
    },
  });
}

/** POST /api/user/password: the user's other sessions end, this one continues. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: PasswordChange) => apiRequest<void>('POST', '/api/user/password', payload),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.activity });
      // The server no longer flags the password as generated: the shell's reminder goes away.
      void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
    },
  });
}
