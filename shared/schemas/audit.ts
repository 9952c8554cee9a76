import { z } from 'zod';
import { PAGING } from '../constants';
import { AUDIT_ACTIONS, AUDIT_ENTITIES } from '../entities';
import { validationMessages as m } from '../messages';
import { filter, page, pageSize, search } from './paging';
import { calendarDay } from './resources';

/** An optional calendar day of a query string: absent or empty is no bound. */
const optionalDay = () =>
  z
    .union([z.literal(''), calendarDay()])
    .optional()
    .transform((value) => value || null);

/**
 * GET /api/admin/audit (and its CSV export): the audit trail, newest first, narrowed by who
 * (a user id), what (action, kind of item), when (from and to, whole days in UTC, both included)
 * and a text in the item's label.
 */
export const AuditListQuerySchema = z
  .object({
    page: page(),
    pageSize: pageSize(PAGING.adminPageSize),
    search: search(),
    user: z.coerce
      .number({ error: m.invalidNumber })
      .int(m.invalidNumber)
      .positive(m.invalidNumber)
      .optional()
      .transform((value) => value ?? null),
    action: filter(AUDIT_ACTIONS),
    entity: filter(AUDIT_ENTITIES),
    from: optionalDay(),
    to: optionalDay(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: m.endBeforeStart,
    path: ['to'],
  });
export type AuditListQuery = z.output<typeof AuditListQuerySchema>;
