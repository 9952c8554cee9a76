import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { PAGING } from '../../../shared/constants';
import type { EventRegistration, Page, RegistrationStatus } from '../../../shared/entities';
import type { RegistrationAdd } from '../../../shared/schemas/registrations';
import { ApiError, apiRequest } from '../../ui/api';
import { adminKeys, invalidateAfterWrite } from '../queries/content';
import { getPage } from '../queries/request';

/**
 * An event's registrations as staff manage them (docs/api.md, "Registrations"): the list, the CSV
 * export and the changes. Every key is under ['admin'] (logging out clears it); a change refreshes
 * the list, the event's counts (events list, dashboard) and the activity.
 */

/** What the attendee list asks for: a search on name, e-mail or organisation, a status, a page. */
export interface AttendeeParams {
  search: string;
  status: RegistrationStatus | 'all';
  page: number;
}

/** The query string of the list and of its CSV export (the export ignores the page). */
export function attendeeQueryString(params: AttendeeParams, paged = true): string {
  const query = new URLSearchParams();
  const search = params.search.trim().slice(0, PAGING.searchMax);
  if (search) query.set('search', search);
  if (params.status !== 'all') query.set('status', params.status);
  if (paged) {
    query.set('page', String(Math.max(1, params.page)));
    query.set('pageSize', String(PAGING.adminPageSize));
  }
  return query.toString();
}

/** The CSV download of the people the list shows now (all pages): a plain link, the session cookie goes along. */
export function attendeeExportUrl(eventId: number, params: AttendeeParams): string {
  const query = attendeeQueryString(params, false);
  return `/api/admin/events/${eventId}/registrations/export${query ? `?${query}` : ''}`;
}

export const attendeeKeys = {
  event: (eventId: number) => ['admin', 'registrations', eventId] as const,
  list: (eventId: number, params: AttendeeParams) =>
    ['admin', 'registrations', eventId, { ...params, search: params.search.trim() }] as const,
};

/** One page of an event's registrations; the previous page stays on screen while the next one loads. */
export function useAttendees(eventId: number, params: AttendeeParams) {
  return useQuery({
    queryKey: attendeeKeys.list(eventId, params),
    queryFn: () =>
      getPage<EventRegistration>(`/api/admin/events/${eventId}/registrations?${attendeeQueryString(params)}`),
    placeholderData: keepPreviousData,
  });
}

/** Refreshes what a registration change moves: the lists of the event, its counts, the dashboard, the activity. */
function refreshAfterChange(queryClient: QueryClient, eventId: number): void {
  void queryClient.invalidateQueries({ queryKey: attendeeKeys.event(eventId) });
  void queryClient.invalidateQueries({ queryKey: adminKeys.item('events', eventId) });
  void invalidateAfterWrite(queryClient, 'events');
}

/** Puts the server's answer for one registration into every cached page of its event (its new version at once). */
function storeRow(queryClient: QueryClient, saved: EventRegistration): void {
  queryClient.setQueriesData<Page<EventRegistration>>({ queryKey: attendeeKeys.event(saved.eventId) }, (page) =>
    page ? { ...page, items: page.items.map((item) => (item.id === saved.id ? saved : item)) } : page,
  );
}

/** A staff change of one registration: `path` under /api/admin/registrations/:id, with the version read. */
type Change =
  | { kind: 'check-in'; registration: EventRegistration; checkedIn: boolean }
  | { kind: 'promote' | 'cancel'; registration: EventRegistration };

/**
 * Check in (or undo), give a place, cancel: each sends the version the row was read at (409 when
 * someone changed it since). A check-in shows at once and is undone if the server refuses it; the
 * answer's row (with its new version) replaces the cached one, so the next click is not stale.
 */
export function useRegistrationChange(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: Change) => {
      const { registration } = change;
      const body =
        change.kind === 'check-in'
          ? { checkedIn: change.checkedIn, version: registration.version }
          : { version: registration.version };
      return apiRequest<EventRegistration>('POST', `/api/admin/registrations/${registration.id}/${change.kind}`, body);
    },
    onMutate: (change) => {
      if (change.kind !== 'check-in') return;
      storeRow(queryClient, {
        ...change.registration,
        checkedInAt: change.checkedIn ? new Date().toISOString() : null,
      });
    },
    onSuccess: (saved) => storeRow(queryClient, saved),
    onError: (_error, change) => {
      if (change.kind === 'check-in') storeRow(queryClient, change.registration);
    },
    // Whatever happened, the list is read again: a 409 brings the row as it is now.
    onSettled: () => refreshAfterChange(queryClient, eventId),
  });
}

/** What adding a person answers: the registration, and whether that address was registered already. */
export interface AddedAttendee {
  registration: EventRegistration;
  /** 200: the address was already registered; the answer is that registration (nothing new was added). */
  repeat: boolean;
}

/**
 * POST /api/admin/events/:id/registrations. The shared fetch helper answers the body only, and
 * here the status is the news (201 added, 200 already registered), so this one request reads the
 * response itself; failures become the same ApiError the helper throws.
 */
async function postAttendee(eventId: number, payload: RegistrationAdd): Promise<AddedAttendee> {
  const response = await fetch(`/api/admin/events/${eventId}/registrations`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(payload),
  });
  const text = await response.text();
  if (!response.ok) {
    let body: Record<string, unknown> | undefined;
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) body = parsed as Record<string, unknown>;
    } catch {
      body = undefined;
    }
    const fields =
      body?.fields && typeof body.fields === 'object' ? (body.fields as Record<string, string>) : undefined;
    throw new ApiError(
      response.status,
      `${response.status}: ${text || response.statusText}`,
      typeof body?.error === 'string' ? body.error : undefined,
      fields,
      body,
    );
  }
  return { registration: JSON.parse(text) as EventRegistration, repeat: response.status === 200 };
}

/** Adds a person by hand (staff need not ask consent; they decide whether the confirmation is mailed). */
export function useAddAttendee(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: RegistrationAdd) => postAttendee(eventId, payload),
    onSettled: () => refreshAfterChange(queryClient, eventId),
  });
}
