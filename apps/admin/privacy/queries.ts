import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PersonalData, PersonalDataErasure } from '../../../shared/personal-data';
import type { PersonalDataErase } from '../../../shared/schemas/personal-data';
import { apiRequest } from '../../ui/api';

/** The cache keys of the privacy screen: one look-up per address. */
export const personalDataKeys = {
  all: ['personal-data'] as const,
  lookUp: (email: string) => ['personal-data', email] as const,
};

const addressQuery = (email: string) => `email=${encodeURIComponent(email)}`;

/** GET /api/admin/personal-data/export: the JSON file of everything stored under `email`. */
export function personalDataExportUrl(email: string): string {
  return `/api/admin/personal-data/export?${addressQuery(email)}`;
}

/**
 * GET /api/admin/personal-data: everything stored under `email`. Each request is a look-up in the
 * audit trail, so the answer is read once per Find, not again on window focus or reconnect; and it
 * is dropped as soon as nothing shows it, so a later Find never shows an old answer.
 */
export const personalDataQuery = (email: string) =>
  queryOptions({
    queryKey: personalDataKeys.lookUp(email),
    queryFn: () => apiRequest<PersonalData>('GET', `/api/admin/personal-data?${addressQuery(email)}`),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: false,
  });

/** The look-up of `email`; none while it is empty. */
export const usePersonalData = (email: string) => useQuery({ ...personalDataQuery(email), enabled: email !== '' });

/** POST /api/admin/personal-data/erase: the counts of what was erased. */
export const erasePersonalData = (body: PersonalDataErase) =>
  apiRequest<PersonalDataErasure>('POST', '/api/admin/personal-data/erase', body);

/**
 * The erasure. Afterwards every list but the look-ups is read again: an erasure reaches enquiries,
 * subscribers, attendees, users and the outbox. The look-up itself is not read again (that would be
 * another look-up in the trail); the screen closes it.
 */
export function useErasePersonalData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: erasePersonalData,
    onSuccess: () =>
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== personalDataKeys.all[0] }),
  });
}
