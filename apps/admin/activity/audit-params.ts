import { AUDIT_ACTIONS, AUDIT_ENTITIES, type AuditAction, type AuditEntity } from '../../../shared/entities';
import type { AuditParams } from '../queries/audit';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The value when it is one of the filter's, else 'all'. */
export const oneOf = <T extends string>(values: readonly T[], value: string | null): T | 'all' =>
  value && (values as readonly string[]).includes(value) ? (value as T) : 'all';

/**
 * The selection a link names (`?user=3&action=update&entity=news&from=2026-11-01&to=2026-11-30&search=…&page=2`);
 * a value that is not one of the filter's is left out.
 */
export function auditParamsOf(searchParams: URLSearchParams): AuditParams {
  const day = (name: string) => {
    const value = searchParams.get(name) ?? '';
    return DAY.test(value) ? value : '';
  };
  const user = searchParams.get('user') ?? '';
  return {
    user: /^[1-9]\d*$/.test(user) ? user : '',
    action: oneOf<AuditAction>(AUDIT_ACTIONS, searchParams.get('action')),
    entity: oneOf<AuditEntity>(AUDIT_ENTITIES, searchParams.get('entity')),
    from: day('from'),
    to: day('to'),
    search: searchParams.get('search') ?? '',
    page: Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1),
  };
}

/** The address of a selection: the filters that are set, and the page after the first. */
export function searchOf(params: AuditParams): URLSearchParams {
  const query = new URLSearchParams();
  if (params.user) query.set('user', params.user);
  if (params.action !== 'all') query.set('action', params.action);
  if (params.entity !== 'all') query.set('entity', params.entity);
  if (params.from) query.set('from', params.from);
  if (params.to) query.set('to', params.to);
  if (params.search) query.set('search', params.search);
  if (params.page > 1) query.set('page', String(params.page));
  return query;
}
