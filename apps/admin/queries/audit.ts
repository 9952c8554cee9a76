import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PAGING } from '../../../shared/constants';
import type { AuditAction, AuditEntity, AuditLogEntry, AuditLogPage, StaffRef } from '../../../shared/entities';
import { pageWith } from './request';

// The audit trail (/admin/activity-log).

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
