import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { PAGING, RECENT_ACTIVITY_COUNT } from '../../shared/constants';
import {
  MAIL_DELIVERY_HEADER,
  TOTAL_COUNT_HEADER,
  type AuditAction,
  type AuditEntity,
  type AuditEntry,
  type AuditLogEntry,
  type AuditLogPage,
  type CurrentUser,
  type DashboardSummary,
  type MailDelivery,
  type ManagedContactSubmission,
  type ManagedEvent,
  type ManagedMember,
  type ManagedNewsArticle,
  type ManagedUser,
  type OutboxMailDetail,
  type OutboxMailSummary,
  type OutboxPage,
  type Page,
  type Role,
  type SiteSettings,
  type SpamRegistration,
  type StaffRef,
  type StoredImage,
  type Subscription,
  type SubscriptionList,
} from '../../shared/entities';
import type { AccountUpdate, PasswordChange, PasswordReset, SiteSettingsInput } from '../../shared/schemas/account';
import type { EventPayload, MemberPayload, NewsPayload } from '../../shared/schemas/content';
import type {
  ApplicationStatus,
  ListingChange,
  ListingChangeStatus,
  MembershipApplication,
  MyCompany,
  Representative,
} from '../../shared/membership';
import type { ListingProposalPayload, RepresentativeInvite } from '../../shared/schemas/membership';
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
} from '../../shared/resources';
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
} from '../../shared/schemas/resources';
import type { TranslationLanguage } from '../../shared/schemas/translations';
import { ApiError, apiRequest, apiRequestWithHeaders, apiUpload } from '../ui/api';
import { settingsQuery } from '../ui/site-settings';
import { rememberUser } from './last-user';
import { USER_QUERY_KEY } from './session';

/**
 * The admin screens' data, read through the staff API (docs/api.md, "Content management"). Every
 * staff key lives under ['admin'], which logging out clears; a write also refreshes the public
 * site's keys of what it changed, so the public pages show it without a reload.
 */

/**
 * GETs one page of a staff list: the server answers the page's items as an array with the total in
 * X-Total-Count (docs/api.md, "Paging"); the screens get them as one `Page`, its number and size
 * read from `path`'s own query (the server's defaults when absent). `headers`: what else the
 * answer said (the outbox's X-Mail-Delivery).
 */
export async function fetchPage<T>(path: string): Promise<{ page: Page<T>; headers: Headers }> {
  const { body, headers } = await apiRequestWithHeaders<T[]>('GET', path);
  const query = new URLSearchParams(path.split('?')[1] ?? '');
  const number = (name: string, fallback: number) => Number(query.get(name) ?? fallback) || fallback;
  const page: Page<T> = {
    items: body,
    total: Number(headers.get(TOTAL_COUNT_HEADER) ?? body.length),
    page: number('page', 1),
    pageSize: number('pageSize', PAGING.adminPageSize),
  };
  return { page, headers };
}

/** `fetchPage` without the headers. */
export async function getPage<T>(path: string): Promise<Page<T>> {
  return (await fetchPage<T>(path)).page;
}

/**
 * A page of a staff list with what its screen shows beside it (a filter's counts of every status, the
 * "who" filter's people), read from `extraPath` at the same time and refreshed together.
 */
async function pageWith<T, K extends string, V>(path: string, key: K, extraPath: string) {
  const [page, extra] = await Promise.all([getPage<T>(path), apiRequest<V>('GET', extraPath)]);
  return { ...page, [key]: extra } as Page<T> & Record<K, V>;
}

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

/**
 * The site settings' key, ['settings']. Not under ['admin']: the public site reads GET /api/settings
 * with this very query (apps/ui/site-settings.ts), so one cache entry serves both and a save here
 * shows on the public pages at once.
 */
export const SITE_SETTINGS_KEY = settingsQuery.queryKey;

/** The public site's keys that show items of a kind (lists and, by prefix, detail pages). */
const PUBLIC_KEYS: Record<ListKind, readonly QueryKey[]> = {
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
const staleListError = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 409);

/** Refreshes everything a write to `kind` changed (active queries refetch, the others on their next use). */
export async function invalidateAfterWrite(queryClient: QueryClient, kind: ListKind): Promise<void> {
  await Promise.all(keysToInvalidate(kind).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/**
 * Starts the refresh without waiting for it: the caller's own callbacks (toast, closing a dialog)
 * run at once, before a refetch can remove the row that started the write.
 */
function refresh(queryClient: QueryClient, kind: ListKind): void {
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

/** Where staff upload images; a member representative uploads its logo to `COMPANY_LOGO_UPLOAD` instead. */
export const STAFF_IMAGE_UPLOAD = '/api/admin/images';

/** POSTs the file's bytes to `path` (staff images by default); answers where the stored image is served. */
export function useUploadImage(path: string = STAFF_IMAGE_UPLOAD) {
  return useMutation({ mutationFn: (file: Blob) => apiUpload<StoredImage>(path, file) });
}

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

/** GET /api/settings under the public site's key. */
export const useSiteSettings = () => useQuery(adminQueries.siteSettings);

/** PUT /api/admin/settings; the public site's settings (same key) and the activity are refreshed. */
export function useSaveSiteSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: SiteSettingsInput) => apiRequest<SiteSettings>('PUT', '/api/admin/settings', payload),
    onSuccess: (saved) => {
      queryClient.setQueryData(SITE_SETTINGS_KEY, saved);
      void queryClient.invalidateQueries({ queryKey: SITE_SETTINGS_KEY });
      void queryClient.invalidateQueries({ queryKey: adminKeys.activity });
    },
  });
}

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

/** The CSV export of one subscription list (a plain download: the session cookie goes along). */
export function subscriptionExportUrl(list: SubscriptionList): string {
  return `/api/admin/subscriptions/export?${new URLSearchParams({ list }).toString()}`;
}

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

// ---- Membership applications (/admin/applications) ----

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

/** One application with its audit history, oldest first (GET /api/admin/applications/:id). */
export interface ApplicationDetail {
  application: MembershipApplication;
  history: AuditEntry[];
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

// ---- A member's own company (/admin/company) and the listing changes staff review (/admin/listing-changes) ----

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

// ---- The audit trail (/admin/activity-log) ----

/** What the Activity page asks for: who, what, which kind of item, which days (UTC, both included), a text in the label. */
export interface AuditParams {
  /** A person's id, or '' for anyone. */
  user: string;
  action: AuditAction | 'all';
  entity: AuditEntity | 'all';
  /** 'yyyy-MM-dd' or '' (no bound). */
  from: string;
  to: string;
  search: string;
  page: number;
}

/** The params as sent: a trimmed search, a page from 1, so equal requests share a key. */
function normalizeAuditParams(params: AuditParams): AuditParams {
  return {
    ...params,
    search: params.search.trim().slice(0, PAGING.searchMax),
    page: Math.max(1, Math.floor(params.page) || 1),
  };
}

/** The filters of a selection as query parameters, those left at 'anyone' / 'all' / blank out. */
function auditFilters(params: AuditParams): URLSearchParams {
  const normalized = normalizeAuditParams(params);
  const query = new URLSearchParams();
  if (normalized.user) query.set('user', normalized.user);
  if (normalized.action !== 'all') query.set('action', normalized.action);
  if (normalized.entity !== 'all') query.set('entity', normalized.entity);
  if (normalized.from) query.set('from', normalized.from);
  if (normalized.to) query.set('to', normalized.to);
  if (normalized.search) query.set('search', normalized.search);
  return query;
}

export const auditKeys = {
  all: ['admin', 'audit'] as const,
  list: (params: AuditParams) => ['admin', 'audit', normalizeAuditParams(params)] as const,
};

/** The query string of a page of the trail: page and size always, the filters when set. */
export function auditQueryString(params: AuditParams, pageSize: number = PAGING.adminPageSize): string {
  const query = new URLSearchParams({
    page: String(normalizeAuditParams(params).page),
    pageSize: String(pageSize),
  });
  for (const [name, value] of auditFilters(params)) query.set(name, value);
  return query.toString();
}

/** The CSV of the whole selection (every page), a plain download: the session cookie goes along. */
export function auditExportUrl(params: AuditParams): string {
  const query = auditFilters(params).toString();
  return query ? `/api/admin/audit/export?${query}` : '/api/admin/audit/export';
}

/** GET /api/admin/audit: one page of the trail; the previous page stays on screen while the next one loads. */
export const auditQuery = (params: AuditParams) =>
  queryOptions({
    queryKey: auditKeys.list(params),
    queryFn: (): Promise<AuditLogPage> =>
      pageWith<AuditLogEntry, 'people', StaffRef[]>(
        `/api/admin/audit?${auditQueryString(params)}`,
        'people',
        '/api/admin/audit/people',
      ),
    placeholderData: keepPreviousData,
  });

export const useAuditLog = (params: AuditParams) => useQuery(auditQuery(params));
