import { z } from 'zod';
import '../zod-config';
import { OUTBOX_STATUSES } from '../entities';
import { validationMessages as m } from '../messages';
import { filter, page, pageSize, search } from './paging';

/** GET /api/admin/outbox: newest first; search on recipient or subject; filter by status. */
export const AdminOutboxListQuerySchema = z.object({
  page: page(),
  pageSize: pageSize(),
  search: search(),
  status: filter(OUTBOX_STATUSES),
});
export type AdminOutboxListQuery = z.input<typeof AdminOutboxListQuerySchema>;

/**
 * POST /api/admin/outbox/:id/retry and …/discard: the version the admin saw, so a click on a mail
 * that changed meanwhile (sent, retried or discarded by someone else) is a 409, not a surprise.
 */
export const OutboxActionSchema = z.strictObject({
  version: z.number({ error: m.invalidNumber }).int(m.invalidNumber).min(0, m.invalidNumber),
});
export type OutboxAction = z.infer<typeof OutboxActionSchema>;
