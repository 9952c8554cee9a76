import {
  literal,
  Op,
  type Attributes,
  type CreationAttributes,
  type Model,
  type ModelStatic,
  type Order,
  type WhereOptions,
} from 'sequelize';
import type { ZodType } from 'zod';
import type { AuditEntity, Page } from '../../shared/entities';
import { can, rolesFor } from '../../shared/roles';
import { recordAudit } from '../content/audit';
import { searchCondition, type SearchFields } from '../content/search';
import type { AppContext } from '../context';
import { forbidden, notFound, staleVersion, unauthorized } from '../errors';
import { access, loadUser } from '../middleware/access';
import { validate, validated, validateQuery, validatedQuery } from '../middleware/validate';
import type { Models, UserModel } from '../models';
import { idParam } from './content';
import type { ApiRouter } from './router';

/** A member, event or article row: versioned for optimistic locking and soft-deletable. */
export type ManagedModel = Model & { id: number; version: number; deletedAt: Date | null };

/** The query parameters every staff list of content has (see `AdminMemberListQuerySchema` etc.). */
export interface ManagedListQuery {
  page: number;
  pageSize: number;
  search: string;
  deleted: boolean;
}

/** What the staff API of one kind of content needs to know about it. */
export interface ManagedResource<M extends ManagedModel, Input, Query extends ManagedListQuery> {
  /** The path segment: /api/admin/<path>. */
  path: 'members' | 'events' | 'news';
  /** How the audit trail names it. */
  entity: AuditEntity;
  /** The 404 message. */
  notFoundMessage: string;
  model: (models: Models) => ModelStatic<M>;
  /** Create body (`MemberInputSchema` …), update body (the same plus `version`), list query. */
  inputSchema: ZodType;
  updateSchema: ZodType;
  querySchema: ZodType;
  /** The column values of a validated input. */
  row: (input: Input) => CreationAttributes<M>;
  /** The item's name or title, for the audit trail. */
  label: (item: M) => string;
  present: (item: M) => unknown;
  /** The list order; it ends with `id`, so pages never overlap. */
  order: Order;
  search: Omit<SearchFields, 'table'>;
  /** The conditions of the list's own filters (region, status …). */
  filters: (query: Query, now: Date) => WhereOptions[];
}

/** The signed-in user (the route's guard has already required one). */
export async function staffUser(ctx: AppContext): Promise<UserModel> {
  const user = await loadUser(ctx);
  if (!user) throw unauthorized();
  return user;
}

/** `{ items, total, page, pageSize }` of a findAndCountAll. */
export function pageOf<T, R>(
  result: { rows: T[]; count: number },
  query: { page: number; pageSize: number },
  present: (row: T) => R,
): Page<R> {
  return { items: result.rows.map(present), total: result.count, page: query.page, pageSize: query.pageSize };
}

/** LIMIT and OFFSET of a page. */
export const pageWindow = (query: { page: number; pageSize: number }) => ({
  limit: query.pageSize,
  offset: (query.page - 1) * query.pageSize,
});

/**
 * The staff routes of one kind of content under /api/admin/<path>: a paged list, one item (deleted
 * ones included), create, update with optimistic locking, soft delete and restore. Every write and
 * its audit entry are one transaction.
 */
export function registerManagedRoutes<M extends ManagedModel, Input, Query extends ManagedListQuery>(
  router: ApiRouter,
  resource: ManagedResource<M, Input, Query>,
): void {
  const base = `/admin/${resource.path}`;
  const { entity, notFoundMessage, present } = resource;
  // The conditions name columns every managed model has; Sequelize cannot see that through M.
  const whereOf = (conditions: WhereOptions) => conditions as WhereOptions<Attributes<M>>;
  const byId = (id: number) => whereOf({ id });

  router.get(base, access('content:manage'), validateQuery(resource.querySchema), async (ctx) => {
    const query = validatedQuery<Query>(ctx);
    const user = await staffUser(ctx);
    if (query.deleted && !can(user.role, 'content:restore')) {
      throw forbidden(`This requires ${rolesFor('content:restore').join(' or ')} privileges`);
    }
    const { db, labels } = ctx.services;
    const conditions: WhereOptions[] = [
      { deletedAt: query.deleted ? { [Op.ne]: null } : null },
      ...resource.filters(query, new Date()),
    ];
    const Managed = resource.model(db.models);
    const search = searchCondition(db, labels, { table: Managed.name, ...resource.search }, query.search);
    if (search) conditions.push(search);
    const result = await Managed.findAndCountAll({
      where: whereOf({ [Op.and]: conditions }),
      order: resource.order,
      ...pageWindow(query),
    });
    ctx.body = pageOf(result, query, present);
  });

  router.get(`${base}/:id`, access('content:manage'), async (ctx) => {
    const item = await resource.model(ctx.services.db.models).findByPk(idParam(ctx));
    if (!item) throw notFound(notFoundMessage);
    ctx.body = present(item);
  });

  router.post(base, access('content:manage'), validate(resource.inputSchema), async (ctx) => {
    const input = validated<Input>(ctx);
    const user = await staffUser(ctx);
    const { db } = ctx.services;
    const Managed = resource.model(db.models);
    const item = await db.sequelize.transaction(async (transaction) => {
      const created = await Managed.create(resource.row(input), { transaction });
      await recordAudit(db.models, transaction, user, {
        action: 'create',
        entity,
        entityId: created.id,
        label: resource.label(created),
      });
      return created;
    });
    ctx.status = 201;
    ctx.body = present(item);
  });

  router.put(`${base}/:id`, access('content:manage'), validate(resource.updateSchema), async (ctx) => {
    const id = idParam(ctx);
    const { version, ...input } = validated<Input & { version: number }>(ctx);
    const user = await staffUser(ctx);
    const { db } = ctx.services;
    const Managed = resource.model(db.models);
    const item = await db.sequelize.transaction(async (transaction) => {
      // One statement decides: it writes only if nobody saved since `version` was read.
      const [count] = await Managed.update(
        { ...resource.row(input as Input), version: version + 1 },
        { where: whereOf({ id, version, deletedAt: null }), transaction },
      );
      const stored = await Managed.findOne({ where: byId(id), transaction });
      if (!stored || stored.deletedAt) throw notFound(notFoundMessage);
      if (count === 0) throw staleVersion(present(stored));
      await recordAudit(db.models, transaction, user, {
        action: 'update',
        entity,
        entityId: id,
        label: resource.label(stored),
      });
      return stored;
    });
    ctx.body = present(item);
  });

  /** Sets or clears the deletion mark of a not-deleted (delete) or deleted (restore) item, audited. */
  async function mark(ctx: AppContext, action: 'delete' | 'restore'): Promise<M> {
    const id = idParam(ctx);
    const user = await staffUser(ctx);
    const { db } = ctx.services;
    const Managed = resource.model(db.models);
    return db.sequelize.transaction(async (transaction) => {
      const deleting = action === 'delete';
      // The version moves too: an edit opened before the deletion cannot overwrite after a restore.
      const [count] = await Managed.update(
        { deletedAt: deleting ? new Date() : null, version: literal('version + 1') } as unknown as Partial<
          Attributes<M>
        >,
        {
          where: whereOf({ id, deletedAt: deleting ? null : { [Op.ne]: null } }),
          transaction,
        },
      );
      const stored = count ? await Managed.findOne({ where: byId(id), transaction }) : null;
      if (!stored) throw notFound(notFoundMessage);
      await recordAudit(db.models, transaction, user, { action, entity, entityId: id, label: resource.label(stored) });
      return stored;
    });
  }

  router.delete(`${base}/:id`, access('content:manage'), async (ctx) => {
    await mark(ctx, 'delete');
    ctx.status = 204;
  });

  router.post(`${base}/:id/restore`, access('content:restore'), async (ctx) => {
    ctx.body = present(await mark(ctx, 'restore'));
  });
}
