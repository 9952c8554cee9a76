import { Op } from 'sequelize';
import type { z } from 'zod';
import type { Role } from '../../../shared/entities';
import { can, type Permission } from '../../../shared/roles';
import {
  NOTIFICATION_KINDS,
  NotificationQuerySchema,
  type NotificationFeed,
  type NotificationItem,
  type NotificationKind,
} from '../../../shared/schemas/notifications';
import type { AppContext } from '../../context';
import { access, staffUser } from '../../http/access';
import { validateQuery, validatedQuery } from '../../middleware/validate';
import type { Models } from '../../models';
import type { RouteModule } from '../../http/router';
import { decodeCursor, encodeCursor, type NotificationCursor } from './cursor';
import {
  presentApplicationNotification,
  presentEnquiryNotification,
  presentRoleRequestNotification,
} from '../../presenters/notifications';

/** The permission that shows each kind of item (the screens' own): a role hears only of those it holds. */
export const NOTIFICATION_PERMISSIONS: Record<NotificationKind, Permission> = {
  enquiry: 'contacts:read',
  application: 'members:review',
  'role-request': 'settings:manage',
};

/** The most items one answer holds; the cursor then stops at the last one, and the next call goes on. */
export const NOTIFICATION_LIMIT = 50;

/**
 * How long an item waits before it is announced. Its id or time is taken when it is written, but
 * it is seen only once its transaction commits, which another server process may do after a later
 * item's: announcing only what is this old (transactions here commit within milliseconds) keeps an
 * item from landing behind a cursor that has already moved past it. It also absorbs small clock
 * differences between server processes.
 */
export const NOTIFICATION_SETTLE_MS = 3000;

/** The kinds a role may see, in the contract's order. */
export function notificationKindsFor(role: Role): NotificationKind[] {
  return NOTIFICATION_KINDS.filter((kind) => can(role, NOTIFICATION_PERMISSIONS[kind]));
}

/** An item with where it stands in its kind's order. */
interface Candidate {
  item: NotificationItem;
  at: number;
  id: number;
}

/** A kind's next items in its own order, and whether they are all of them up to the settle bound. */
interface KindBatch {
  kind: NotificationKind;
  candidates: Candidate[];
  complete: boolean;
}

const candidateOf = (item: NotificationItem): Candidate => ({ item, at: Date.parse(item.createdAt), id: item.id });

/**
 * Rows in id order, up to the first one written after `bound`: a later id never goes out before an
 * earlier one, or the cursor would move past the earlier one when it becomes visible.
 */
function settled(items: NotificationItem[], bound: number, fetched: number): Omit<KindBatch, 'kind'> {
  const candidates: Candidate[] = [];
  for (const item of items) {
    const candidate = candidateOf(item);
    if (candidate.at > bound) return { candidates, complete: false };
    candidates.push(candidate);
  }
  return { candidates, complete: fetched < NOTIFICATION_LIMIT };
}

async function enquiriesAfter(models: Models, after: number, bound: number): Promise<KindBatch> {
  const rows = await models.ContactSubmission.findAll({
    attributes: ['id', 'fullName', 'email', 'createdAt'],
    // A filled-in honeypot (a bot's) is kept out of every staff count: no notification either.
    where: { id: { [Op.gt]: after }, spam: false },
    order: [['id', 'ASC']],
    limit: NOTIFICATION_LIMIT,
  });
  return { kind: 'enquiry', ...settled(rows.map(presentEnquiryNotification), bound, rows.length) };
}

async function applicationsAfter(models: Models, after: number, bound: number): Promise<KindBatch> {
  const rows = await models.MembershipApplication.findAll({
    attributes: ['id', 'companyName', 'organisationNumber', 'createdAt'],
    // What staff see of applications: no spam, nothing deleted.
    where: { id: { [Op.gt]: after }, spam: false, deletedAt: null },
    order: [['id', 'ASC']],
    limit: NOTIFICATION_LIMIT,
  });
  return { kind: 'application', ...settled(rows.map(presentApplicationNotification), bound, rows.length) };
}

async function roleRequestsAfter(
  models: Models,
  after: NonNullable<NotificationCursor['roleRequest']>,
  bound: number,
): Promise<KindBatch> {
  const at = new Date(after.at);
  const rows = await models.User.findAll({
    attributes: ['id', 'fullName', 'username', 'roleRequestedAt', 'createdAt'],
    where: {
      requestedRole: { [Op.ne]: null },
      [Op.and]: [
        { roleRequestedAt: { [Op.lte]: new Date(bound) } },
        after.id === null
          ? { roleRequestedAt: { [Op.gt]: at } }
          : {
              [Op.or]: [{ roleRequestedAt: { [Op.gt]: at } }, { roleRequestedAt: at, id: { [Op.gt]: after.id } }],
            },
      ],
    },
    order: [
      ['roleRequestedAt', 'ASC'],
      ['id', 'ASC'],
    ],
    limit: NOTIFICATION_LIMIT,
  });
  const candidates = rows.map((row) => candidateOf(presentRoleRequestNotification(row)));
  return { kind: 'role-request', candidates, complete: rows.length < NOTIFICATION_LIMIT };
}

/** The highest id of a table now: where a new cursor starts for a kind of new rows. */
async function highestId(model: Models['ContactSubmission'] | Models['MembershipApplication']): Promise<number> {
  const highest: unknown = await (model as Models['ContactSubmission']).max('id');
  return typeof highest === 'number' ? highest : Number(highest ?? 0) || 0;
}

/** The cursor of "now" for the kinds of `kinds` that `cursor` does not hold yet. */
async function startMissing(
  models: Models,
  kinds: readonly NotificationKind[],
  cursor: NotificationCursor,
  bound: number,
): Promise<NotificationCursor> {
  const start: NotificationCursor = {};
  if (kinds.includes('enquiry')) start.enquiry = cursor.enquiry ?? (await highestId(models.ContactSubmission));
  if (kinds.includes('application')) {
    start.application = cursor.application ?? (await highestId(models.MembershipApplication));
  }
  if (kinds.includes('role-request')) start.roleRequest = cursor.roleRequest ?? { at: bound, id: null };
  return start;
}

/**
 * Interleaves the kinds' batches oldest first, up to the limit, taking from each kind only a
 * prefix of its own order (so its cursor can stop at the last one taken).
 */
function mergeBatches(batches: KindBatch[]): { items: NotificationItem[]; taken: Map<NotificationKind, number> } {
  const taken = new Map<NotificationKind, number>(batches.map((batch) => [batch.kind, 0]));
  const items: NotificationItem[] = [];
  while (items.length < NOTIFICATION_LIMIT) {
    let next: KindBatch | undefined;
    for (const batch of batches) {
      const head = batch.candidates[taken.get(batch.kind)!];
      if (!head) continue;
      const best = next?.candidates[taken.get(next.kind)!];
      if (!best || head.at < best.at || (head.at === best.at && head.id < best.id)) next = batch;
    }
    if (!next) break;
    const index = taken.get(next.kind)!;
    items.push(next.candidates[index]!.item);
    taken.set(next.kind, index + 1);
  }
  return { items, taken };
}

/** Where `cursor` moves after `batches` were read and the first `taken` of each kind announced. */
function advance(
  cursor: NotificationCursor,
  batches: KindBatch[],
  taken: Map<NotificationKind, number>,
  bound: number,
): NotificationCursor {
  const next: NotificationCursor = { ...cursor };
  for (const batch of batches) {
    const count = taken.get(batch.kind) ?? 0;
    const last = count > 0 ? batch.candidates[count - 1] : undefined;
    if (batch.kind === 'enquiry' && last) next.enquiry = last.id;
    if (batch.kind === 'application' && last) next.application = last.id;
    if (batch.kind === 'role-request') {
      const previous = cursor.roleRequest!;
      if (batch.complete && count === batch.candidates.length && bound >= previous.at) {
        // Every request up to the bound has been announced: the cursor moves to it.
        next.roleRequest = { at: bound, id: null };
      } else if (last) {
        next.roleRequest = { at: last.at, id: last.id };
      }
    }
  }
  return next;
}

/** The feed for the signed-in user: what is new since `since` among the kinds their role may see. */
async function notificationFeed(ctx: AppContext, since: string | undefined): Promise<NotificationFeed> {
  const user = await staffUser(ctx);
  const { db, now } = ctx.services;
  const keys = ctx.app.keys as readonly string[];
  const kinds = notificationKindsFor(user.role);
  const bound = now().getTime() - NOTIFICATION_SETTLE_MS;
  const given = since ? decodeCursor(since, keys) : {};
  const cursor = await startMissing(db.models, kinds, given, bound);
  // A new cursor (no `since`) starts now: nothing already there is announced.
  if (!since) return { cursor: encodeCursor(cursor, keys), items: [] };
  // A kind the client's cursor did not hold was started just now: nothing of it is new yet.
  const reads: Promise<KindBatch>[] = [];
  if (given.enquiry !== undefined && cursor.enquiry !== undefined) {
    reads.push(enquiriesAfter(db.models, cursor.enquiry, bound));
  }
  if (given.application !== undefined && cursor.application !== undefined) {
    reads.push(applicationsAfter(db.models, cursor.application, bound));
  }
  if (given.roleRequest && cursor.roleRequest) reads.push(roleRequestsAfter(db.models, cursor.roleRequest, bound));
  const batches = await Promise.all(reads);
  const { items, taken } = mergeBatches(batches);
  return { cursor: encodeCursor(advance(cursor, batches, taken, bound), keys), items };
}

/**
 * GET /api/admin/notifications?since=<cursor>: the new enquiries, membership applications and role
 * requests since the cursor, each kind only for the roles that may see it, oldest first, at most
 * NOTIFICATION_LIMIT; the answer's cursor is the one to send next. One small indexed query per
 * kind: the desktop client polls it.
 */
export const notificationRoutes: RouteModule = (router) => {
  router.get(
    '/admin/notifications',
    access('notifications:read'),
    validateQuery(NotificationQuerySchema),
    async (ctx) => {
      const { since } = validatedQuery<z.output<typeof NotificationQuerySchema>>(ctx);
      ctx.body = await notificationFeed(ctx, since === '' ? undefined : since);
    },
  );
};
