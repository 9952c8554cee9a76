import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MailDelivery, OutboxMailDetail, OutboxMailSummary, OutboxPage } from '../../../shared/entities';
import { apiRequest } from '../../ui/api';
import { adminKeys, adminQueries, refresh, type ListParams } from './content';

/** The first page of the outbox as every list view starts: it also says whether the server delivers mail. */
export const OUTBOX_FIRST_PAGE: ListParams = { page: 1, search: '', filters: {}, deleted: false };

/** Whether the server delivers mail (`smtp`) or keeps it in the outbox (`off`); undefined while loading. */
export function useMailDelivery(): MailDelivery | undefined {
  const query = useQuery(adminQueries.list('outbox', OUTBOX_FIRST_PAGE));
  return (query.data as OutboxPage | undefined)?.delivery;
}

/** One outbox mail with its rendered bodies (GET /api/admin/outbox/:id); nothing while `id` is null. */
export function useOutboxMail(id: number | null) {
  return useQuery({
    queryKey: adminKeys.item('outbox', id ?? 0),
    queryFn: () => apiRequest<OutboxMailDetail>('GET', `/api/admin/outbox/${id ?? 0}`),
    enabled: id !== null,
    staleTime: 0,
    gcTime: 0,
  });
}

/** POST /api/admin/outbox/:id/retry or …/discard with the version the admin saw (409 when it changed). */
export function useOutboxAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ mail, action }: { mail: OutboxMailSummary; action: 'retry' | 'discard' }) =>
      apiRequest<OutboxMailSummary>('POST', `/api/admin/outbox/${mail.id}/${action}`, { version: mail.version }),
    // A 409 means the mail changed (sent, or someone else acted): the list is out of date either way.
    onSettled: () => refresh(queryClient, 'outbox'),
  });
}
