import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PAGING } from '../../../shared/constants';
import type { Page } from '../../../shared/entities';
import type { ListingChange, ListingChangeStatus, MyCompany, Representative } from '../../../shared/membership';
import type { ListingProposalPayload, RepresentativeInvite } from '../../../shared/schemas/membership';
import { apiRequest } from '../../ui/api';
import { PUBLIC_KEYS, refresh } from './content';
import { pageWith } from './request';

// A member's own company (/admin/company) and the listing changes staff review (/admin/listing-changes).

/** Where a member representative uploads its company's logo (same checks and limit as staff images). */
export const COMPANY_LOGO_UPLOAD = '/api/company/logo';

/** The signed-in representative's company, under ['admin'] like all signed-in data (logging out clears it). */
export const COMPANY_KEY = ['admin', 'company'] as const;

/** What the listing-changes list asks for: a status (or all) and a page. */
export interface ListingChangeParams {
  status: ListingChangeStatus | 'all';
  page: number;
}

/** A page of listing changes with how many there are of each status (the filter's counts). */
export interface ListingChangePage extends Page<ListingChange> {
  counts: Record<ListingChangeStatus, number>;
}

export const listingChangeKeys = {
  all: ['admin', 'listing-changes'] as const,
  list: (params: ListingChangeParams) =>
    ['admin', 'listing-changes', { status: params.status, page: Math.max(1, params.page) }] as const,
};

/** The query string of a listing-changes page: page and size always, the status unless all. */
export function listingChangeQueryString(params: ListingChangeParams, pageSize: number = PAGING.adminPageSize) {
  const query = new URLSearchParams({
    page: String(Math.max(1, Math.floor(params.page) || 1)),
    pageSize: String(pageSize),
  });
  if (params.status !== 'all') query.set('status', params.status);
  return query.toString();
}

/** GET /api/company: the company, its listing, its latest proposed change and its representatives. */
export const useMyCompany = () =>
  useQuery({ queryKey: COMPANY_KEY, queryFn: () => apiRequest<MyCompany>('GET', '/api/company') });

/**
 * PUT /api/company/listing: a proposal for the whole listing (replacing a pending one). Nothing
 * public changes until staff approve it; the answer is the company with the pending change.
 */
export function useProposeListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (proposal: ListingProposalPayload) => apiRequest<MyCompany>('PUT', '/api/company/listing', proposal),
    onSuccess: (company) => {
      queryClient.setQueryData(COMPANY_KEY, company);
      void queryClient.invalidateQueries({ queryKey: listingChangeKeys.all });
    },
  });
}

/** PUT /api/company/visibility: hides the listing from the public directory at once, or shows it again. */
export function useCompanyVisibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (hidden: boolean) => apiRequest<MyCompany>('PUT', '/api/company/visibility', { hidden }),
    onSuccess: (company) => {
      queryClient.setQueryData(COMPANY_KEY, company);
      // The public directory this session may have cached shows or drops the company.
      for (const queryKey of PUBLIC_KEYS.members) void queryClient.invalidateQueries({ queryKey });
    },
  });
}

/** POST /api/company/representatives: invites a colleague to this company (409 when the address is taken or invited). */
export function useInviteRepresentative() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invite: RepresentativeInvite) =>
      apiRequest<Representative>('POST', '/api/company/representatives', invite),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: COMPANY_KEY }),
  });
}

/** GET /api/admin/listing-changes: one page (pending first); the previous page stays while the next one loads. */
export function useListingChanges(params: ListingChangeParams) {
  return useQuery({
    queryKey: listingChangeKeys.list(params),
    queryFn: (): Promise<ListingChangePage> =>
      pageWith<ListingChange, 'counts', ListingChangePage['counts']>(
        `/api/admin/listing-changes?${listingChangeQueryString(params)}`,
        'counts',
        '/api/admin/listing-changes/counts',
      ),
    placeholderData: keepPreviousData,
  });
}

/** A staff decision on a listing change, sent with the version it was read at. */
export type ListingChangeDecision =
  { change: ListingChange; action: 'approve' } | { change: ListingChange; action: 'reject'; reason: string };

/** The path and body of a decision. */
export function listingChangeDecisionRequest(decision: ListingChangeDecision): {
  path: string;
  body: { version: number; reason?: string };
} {
  const path = `/api/admin/listing-changes/${decision.change.id}/${decision.action}`;
  const { version } = decision.change;
  return { path, body: decision.action === 'reject' ? { version, reason: decision.reason } : { version } };
}

/**
 * POST /api/admin/listing-changes/:id/approve or …/reject (409 when decided already or the version
 * is stale, 404 when gone). Whatever happened the list is read again; an approval also changes the
 * member's listing (staff lists, public directory, dashboard, activity).
 */
export function useDecideListingChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: ListingChangeDecision) => {
      const { path, body } = listingChangeDecisionRequest(decision);
      return apiRequest<ListingChange>('POST', path, body);
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: listingChangeKeys.all });
      refresh(queryClient, 'members');
    },
  });
}
