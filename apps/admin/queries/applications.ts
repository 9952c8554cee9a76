import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PAGING } from '../../../shared/constants';
import type { AuditEntry, Page } from '../../../shared/entities';
import type { ApplicationStatus, MembershipApplication, RelatedApplication } from '../../../shared/membership';
import { apiRequest } from '../../ui/api';
import { adminKeys, refresh } from './content';
import { pageWith } from './request';

// Membership applications (/admin/applications).

/** What the applications list asks for: a search (company, organisation number, name, e-mail), a status, a page. */
export interface ApplicationParams {
  search: string;
  status: ApplicationStatus | 'all';
  page: number;
}

/** A page of applications with how many there are in each status (the filter's counts). */
export interface ApplicationPage extends Page<MembershipApplication> {
  counts: Record<ApplicationStatus, number>;
}

/**
 * One application with its audit history, oldest first, and the other applications sharing its
 * organisation number or e-mail address (GET /api/admin/applications/:id).
 */
export interface ApplicationDetail {
  application: MembershipApplication;
  history: AuditEntry[];
  related: RelatedApplication[];
}

/** The params as sent: a trimmed search, a page from 1, so equal requests share a key. */
function normalizeApplicationParams(params: ApplicationParams): ApplicationParams {
  return {
    search: params.search.trim().slice(0, PAGING.searchMax),
    status: params.status,
    page: Math.max(1, Math.floor(params.page) || 1),
  };
}

export const applicationKeys = {
  all: ['admin', 'applications'] as const,
  list: (params: ApplicationParams) => ['admin', 'applications', 'list', normalizeApplicationParams(params)] as const,
  item: (id: number) => ['admin', 'applications', 'item', id] as const,
};

/** The query string of an applications page: page and size always, the search and status when set. */
export function applicationQueryString(params: ApplicationParams, pageSize: number = PAGING.adminPageSize): string {
  const normalized = normalizeApplicationParams(params);
  const query = new URLSearchParams({ page: String(normalized.page), pageSize: String(pageSize) });
  if (normalized.search) query.set('search', normalized.search);
  if (normalized.status !== 'all') query.set('status', normalized.status);
  return query.toString();
}

/** GET /api/admin/applications: one page; the previous page stays on screen while the next one loads. */
export function useApplications(params: ApplicationParams) {
  return useQuery({
    queryKey: applicationKeys.list(params),
    queryFn: (): Promise<ApplicationPage> =>
      pageWith<MembershipApplication, 'counts', ApplicationPage['counts']>(
        `/api/admin/applications?${applicationQueryString(params)}`,
        'counts',
        '/api/admin/applications/counts',
      ),
    placeholderData: keepPreviousData,
  });
}

/** One application as it is now, with its history; read afresh on every opening, nothing while `id` is null. */
export function useApplication(id: number | null) {
  return useQuery({
    queryKey: applicationKeys.item(id ?? 0),
    queryFn: () => apiRequest<ApplicationDetail>('GET', `/api/admin/applications/${id ?? 0}`),
    enabled: id !== null,
    staleTime: 0,
    gcTime: 0,
  });
}

/** A staff step on an application, sent with the version it was read at. */
export type ApplicationDecision =
  | { application: MembershipApplication; action: 'review' }
  | { application: MembershipApplication; action: 'approve'; publish: boolean }
  | { application: MembershipApplication; action: 'reject'; reason: string };

/** The path and body of a step. */
export function applicationDecisionRequest(decision: ApplicationDecision): {
  path: string;
  body: { version: number; publish?: boolean; reason?: string };
} {
  const path = `/api/admin/applications/${decision.application.id}/${decision.action}`;
  const { version } = decision.application;
  if (decision.action === 'approve') return { path, body: { version, publish: decision.publish } };
  if (decision.action === 'reject') return { path, body: { version, reason: decision.reason } };
  return { path, body: { version } };
}

/**
 * POST /api/admin/applications/:id/review, …/approve or …/reject (409 when decided already, the
 * version is stale or, on approval, the representative's address has an account or invitation;
 * 404 when gone). The answer goes into the open application at once; whatever happened, the
 * applications, the dashboard and the activity are read again, and an approval's new listing
 * shows in the members lists (and on the public site when published).
 */
export function useDecideApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: ApplicationDecision) => {
      const { path, body } = applicationDecisionRequest(decision);
      return apiRequest<MembershipApplication>('POST', path, body);
    },
    onSuccess: (saved) =>
      queryClient.setQueryData<ApplicationDetail>(applicationKeys.item(saved.id), (detail) =>
        detail ? { ...detail, application: saved } : detail,
      ),
    onSettled: (_saved, _error, decision) => {
      void queryClient.invalidateQueries({ queryKey: applicationKeys.all });
      if (decision.action === 'approve') {
        refresh(queryClient, 'members');
        return;
      }
      void queryClient.invalidateQueries({ queryKey: adminKeys.dashboard });
      void queryClient.invalidateQueries({ queryKey: adminKeys.activity });
    },
  });
}
