import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ManagedContactSubmission } from '../../../shared/entities';
import { apiRequest } from '../../ui/api';
import { refresh } from './content';

/** POST /api/admin/contact-submissions/:id/process (409 when someone already did). */
export function useProcessContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<ManagedContactSubmission>('POST', `/api/admin/contact-submissions/${id}/process`),
    // A 409 means someone else processed it: the list is out of date either way.
    onSettled: () => refresh(queryClient, 'contact-submissions'),
  });
}
