import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { PAGING, RECENT_ACTIVITY_COUNT } from '../../../shared/constants';
import {
  MAIL_DELIVERY_HEADER,
  type AuditEntry,
  type DashboardSummary,
  type ManagedContactSubmission,
  type ManagedEvent,
  type ManagedMember,
  type ManagedNewsArticle,
  type ManagedUser,
  type OutboxMailSummary,
  type Page,
  type SpamRegistration,
  type Subscription,
} from '../../../shared/entities';
import type { EventPayload, MemberPayload, NewsPayload } from '../../../shared/schemas/content';
import type {
  ManagedAgreement,
  ManagedComplianceSector,
  ManagedGuide,
  ManagedInsight,
  ManagedOffice,
  ManagedPublication,
  ManagedRegulatoryUpdate,
  ManagedReport,
  ManagedTariffRow,
  ManagedTeamMember,
  ManagedTool,
  ResourceKind,
} from '../../../shared/resources';
import type {
  AgreementPayload,
  ComplianceSectorPayload,
  GuidePayload,
  InsightPayload,
  OfficePayload,
  PublicationPayload,
  RegulatoryUpdatePayload,
  ReportPayload,
  TariffPayload,
  TeamMemberPayload,
  ToolPayload,
} from '../../../shared/schemas/resources';
import type { TranslationLanguage } from '../../../shared/schemas/translations';
import { ApiError, apiRequest } from '../../ui/api';
import { settingsQuery } from '../../ui/site-settings';
import { fetchPage } from './request';

/**
 * The admin screens' data, read through the staff API (docs/api.md, "Content management"). Every
 * staff key lives under ['admin'], which logging out clears; a write also refreshes the public
 * site's keys of what it changed, so the public pages show it without a reload.
 */

/** Members, events, news and the site's resource collections: the kinds staff create, edit, delete and restore. */
export type ContentKind = 'members' | 'events' | 'news' | ResourceKind;
/**
 * Every kind of paged staff list. `users/spam-registrations`: the registrations sent with the
 * honeypot filled in (bots'), which are no users.
 */
export type ListKind =
  ContentKind | 'contact-submissions' | 'users' | 'users/spam-registrations' | 'subscriptions' | 'outbox';

/** The managed item of each kind, as the staff API answers it. */
export interface ItemOfKind {
  members: ManagedMember;
  events: ManagedEvent;
  news: ManagedNewsArticle;
  reports: ManagedReport;
  guides: ManagedGuide;
  tools: ManagedTool;
  publications: ManagedPublication;
  team: ManagedTeamMember;
  agreements: ManagedAgreement;
  'regulatory-updates': ManagedRegulatoryUpdate;
  insights: ManagedInsight;
  tariffs: ManagedTariffRow;
  'compliance-sectors': ManagedComplianceSector;
  offices: ManagedOffice;
  'contact-submissions': ManagedContactSubmission;
  users: ManagedUser;
  'users/spam-registrations': SpamRegistration;
  subscriptions: Subscription;
  outbox: OutboxMailSummary;
}
/** What a create or update sends (the shared input schema's output, without the version). */
export interface PayloadOfKind {
  members: MemberPayload;
  events: EventPayload;
  news: NewsPayload;
  reports: ReportPayload;
  guides: GuidePayload;
  tools: ToolPayload;
  publications: PublicationPayload;
  team: TeamMemberPayload;
  agreements: AgreementPayload;
  'regulatory-updates': RegulatoryUpdatePayload;
  insights: InsightPayload;
  tariffs: TariffPayload;
  'compliance-sectors': ComplianceSectorPayload;
  offices: OfficePayload;
}

/** What a list screen asks the server for: one page of the items matching a search and filters. */
export interface ListParams {
  /** 1-based page. */
  page: number;
  search: string;
  /** Exact-match filters by query parameter (region, category, status...); 'all' or '' is no filter. */
  filters: Readonly<Record<string, string>>;
  /** Lists only soft-deleted items (admins, to restore them). */
  deleted: boolean;
}

/** The params with defaults left out (blank search, 'all' filters), so equal requests share a key. */
export function normalizeListParams(params: ListParams): ListParams {
  const filters: Record<string, string> = {};
  for (const [name, value] of Object.entries(params.filters).sort(([a], [b]) => a.localeCompare(b))) {
    if (value && value !== 'all') filters[name] = value;
  }
  return {
    page: Math.max(1, Math.floor(params.page) || 1),
    search: params.search.trim().slice(0, PAGING.searchMax),
    filters,
    deleted: params.deleted,
  };
}

/** The query string of a list request: page and page size always, the rest only when set. */
export function listQueryString(params: ListParams, pageSize: number = PAGING.adminPageSize): string {
  const normalized = normalizeListParams(params);
  const query = new URLSearchParams({ page: String(normalized.page), pageSize: String(pageSize) });
  if (normalized.search) query.set('search', normalized.search);
  if (normalized.deleted) query.set('deleted', 'true');
  for (const [name, value] of Object.entries(normalized.filters)) query.set(name, value);
  return query.toString();
}

/** The query keys of the staff data. */
export const adminKeys = {
  all: ['admin'] as const,
  kind: (kind: ListKind) => ['admin', kind] as const,
  list: (kind: ListKind, params: ListParams) => ['admin', kind, normalizeListParams(params)] as const,
  item: (kind: ListKind, id: number) => ['admin', kind, 'item', id] as const,
  dashboard: ['admin', 'dashboard'] as const,
  activity: ['admin', 'activity'] as const,
};

/** The public site's keys that show items of a kind (lists and, by prefix, detail pages). */
export const PUBLIC_KEYS: Record<ListKind, readonly QueryKey[]> = {
  members: [['members']],
  events: [['events']],
  news: [['news'], ['news-archive']],
  reports: [['reports']],
  guides: [['guides']],
  tools: [['tools']],
  publications: [['publications']],
  team: [['team']],
  agreements: [['agreements']],
  'regulatory-updates': [['regulatory-updates']],
  insights: [['insights']],
  tariffs: [['tariffs']],
  'compliance-sectors': [['compliance-sectors']],
  offices: [['offices']],
  'contact-submissions': [],
  users: [],
  'users/spam-registrations': [],
  subscriptions: [],
  outbox: [],
};

/** Every key a successful write to `kind` makes stale: its staff lists, the dashboard, the activity, the public pages. */
export function keysToInvalidate(kind: ListKind): QueryKey[] {
  return [adminKeys.kind(kind), adminKeys.dashboard, adminKeys.activity, ...PUBLIC_KEYS[kind]];
}

/** Whether a failed write shows the list is out of date (the item is gone, or someone else changed it). */
export const staleListError = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 409);

/** Refreshes everything a write to `kind` changed (active queries refetch, the others on their next use). */
export async function invalidateAfterWrite(queryClient: QueryClient, kind: ListKind): Promise<void> {
  await Promise.all(keysToInvalidate(kind).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/**
 * Starts the refresh without waiting for it: the caller's own callbacks (toast, closing a dialog)
 * run at once, before a refetch can remove the row that started the write.
 */
export function refresh(queryClient: QueryClient, kind: ListKind): void {
  void invalidateAfterWrite(queryClient, kind);
}

export const adminQueries = {
  /** One page of a staff list; the previous page stays on screen while the next one loads. */
  list: <K extends ListKind>(kind: K, params: ListParams) =>
    queryOptions({
      queryKey: adminKeys.list(kind, params),
      queryFn: async (): Promise<Page<ItemOfKind[K]>> => {
        const { page, headers } = await fetchPage<ItemOfKind[K]>(`/api/admin/${kind}?${listQueryString(params)}`);
        // The outbox's page says whether this server delivers mail (see useMailDelivery).
        const delivery = headers.get(MAIL_DELIVERY_HEADER);
        return kind === 'outbox' && delivery ? ({ ...page, delivery } as Page<ItemOfKind[K]>) : page;
      },
      placeholderData: keepPreviousData,
    }),
  /**
   * One item as it is now (deleted ones included), for an edit form: always read afresh, never
   * kept after the form closes, so editing starts from the current version.
   */
  item: <K extends ListKind>(kind: K, id: number) =>
    queryOptions({
      queryKey: adminKeys.item(kind, id),
      queryFn: () => apiRequest<ItemOfKind[K]>('GET', `/api/admin/${kind}/${id}`),
      staleTime: 0,
      gcTime: 0,
    }),
  dashboard: queryOptions({
    queryKey: adminKeys.dashboard,
    queryFn: () => apiRequest<DashboardSummary>('GET', '/api/admin/dashboard'),
  }),
  activity: queryOptions({
    queryKey: [...adminKeys.activity, RECENT_ACTIVITY_COUNT],
    queryFn: () => apiRequest<AuditEntry[]>('GET', `/api/admin/activity?limit=${RECENT_ACTIVITY_COUNT}`),
  }),
  /** GET /api/settings (public; the defaults until an admin saves): the public site's own query. */
  siteSettings: settingsQuery,
};

/** One page of a staff list (GET /api/admin/{kind}). */
export const useAdminList = <K extends ListKind>(kind: K, params: ListParams) =>
  useQuery(adminQueries.list(kind, params));

/** One item for editing (GET /api/admin/{kind}/:id); nothing is requested while `id` is null. */
export function useAdminItem<K extends ListKind>(kind: K, id: number | null) {
  return useQuery({ ...adminQueries.item(kind, id ?? 0), enabled: id !== null });
}

/** The dashboard figures (GET /api/admin/dashboard); contact figures are null for roles without contacts:read. */
export const useDashboardSummary = () => useQuery(adminQueries.dashboard);

/** The latest audit entries (GET /api/admin/activity). */
export const useRecentActivity = () => useQuery(adminQueries.activity);

/** What a save sends: a new item (no id) or an update of the version it was read at. */
export type SaveRequest<K extends ContentKind> =
  { id?: undefined; payload: PayloadOfKind[K] } | { id: number; version: number; payload: PayloadOfKind[K] };

/** POST /api/admin/{kind} (create) or PUT /api/admin/{kind}/:id (update, 409 when the version is stale). */
export function useSaveItem<K extends ContentKind>(kind: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SaveRequest<K>) =>
      request.id === undefined
        ? apiRequest<ItemOfKind[K]>('POST', `/api/admin/${kind}`, request.payload)
        : apiRequest<ItemOfKind[K]>('PUT', `/api/admin/${kind}/${request.id}`, {
            ...request.payload,
            version: request.version,
          }),
    onSuccess: () => refresh(queryClient, kind),
    onError: (error) => (staleListError(error) ? refresh(queryClient, kind) : undefined),
  });
}

/** What a translation save sends: one language of one item, read at `version`. */
export interface TranslationSaveRequest {
  id: number;
  language: TranslationLanguage;
  version: number;
  ready: boolean;
  /** Every translated field of the kind (null: not written). */
  fields: Record<string, string | null>;
}

/**
 * PUT /api/admin/{kind}/:id/translations/{es|sv}: one language's texts (409 when the item's version
 * is stale, 400 with `fields.<name>` messages when marked ready with a field missing). Answers the
 * whole item, with its new version.
 */
export function useSaveTranslation<K extends ContentKind>(kind: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, language, ...body }: TranslationSaveRequest) =>
      apiRequest<ItemOfKind[K]>('PUT', `/api/admin/${kind}/${id}/translations/${language}`, body),
    onSuccess: () => refresh(queryClient, kind),
    onError: (error) => (staleListError(error) ? refresh(queryClient, kind) : undefined),
  });
}

/** The lists whose rows are deleted by DELETE /api/admin/{kind}/:id alone. */
export type DeletableKind = ContentKind | 'subscriptions' | 'users/spam-registrations';

/**
 * DELETE /api/admin/{kind}/:id: for content a soft delete an admin can undo; a subscriber leaves
 * the list, and a spam registration goes for good.
 */
export function useDeleteItem(kind: DeletableKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<void>('DELETE', `/api/admin/${kind}/${id}`),
    onSuccess: () => refresh(queryClient, kind),
    onError: (error) => (staleListError(error) ? refresh(queryClient, kind) : undefined),
  });
}

/** POST /api/admin/{kind}/:id/restore (admins). */
export function useRestoreItem<K extends ContentKind>(kind: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<ItemOfKind[K]>('POST', `/api/admin/${kind}/${id}/restore`),
    onSuccess: () => refresh(queryClient, kind),
    onError: (error) => (staleListError(error) ? refresh(queryClient, kind) : undefined),
  });
}
