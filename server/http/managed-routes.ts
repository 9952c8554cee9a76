import {
  literal,
  Op,
  type Attributes,
  type CreationAttributes,
  type Model,
  type Transaction,
  type WhereOptions,
} from 'sequelize';
import type { z } from 'zod';
import { can, rolesFor } from '../../shared/roles';
import { auditChanges, recordAudit } from '../content/audit';
import { validationMessages as m } from '../../shared/messages';
import {
  isTranslationLanguage,
  missingForReady,
  translatableFields,
  translationUpdateSchema,
} from '../../shared/schemas/translations';
import { searchCondition } from '../content/search';
import { columnOf, staffTranslations, translationNotReady } from '../content/translations';
import {
  afterManagedChange,
  englishText,
  englishTextChanged,
  type ManagedListQuery,
  type ManagedModel,
  type ManagedResource,
} from '../content/managed';
import type { AppContext } from '../context';
import { badRequest, forbidden, notFound, staleVersion } from '../errors';
import { access, staffUser } from './access';
import { validate, validated, validateQuery, validatedQuery } from '../middleware/validate';
import type { Models } from '../models';
import { pageWindow, sendPage } from '../paging';
import { idParam } from './params';
import type { ApiRouter } from './router';

/** A record's values as plain data (what the audit trail compares). */
const plainOf = (record: Model): Record<string, unknown> => record.get({ plain: true }) as Record<string, unknown>;

/** What every staff route of one kind of content works with: its paths, conditions and presentation. */
function managedKit<M extends ManagedModel, Input, Query extends ManagedListQuery>(
  resource: ManagedResource<M, Input, Query>,
) {
  const base = `/admin/${resource.path}`;
  const { entity, notFoundMessage, path: kind } = resource;
  // The conditions name columns every managed model has; Sequelize cannot see that through M.
  const whereOf = (conditions: WhereOptions) => conditions as WhereOptions<Attributes<M>>;
  const byId = (id: number) => whereOf({ id });
  /** The items as staff see them, each with its translations. */
  const presentAll = async (models: Models, items: M[], transaction?: Transaction) => {
    const translations = await staffTranslations(models, kind, items, transaction);
    const ids = items.map((item) => item.id);
    const related = resource.related ? await resource.related(models, ids, transaction) : new Map<number, unknown>();
    return items.map((item) => resource.present(item, translations.get(item.id)!, related.get(item.id)));
  };
  const present = async (models: Models, item: M, transaction?: Transaction) =>
    (await presentAll(models, [item], transaction))[0];
  const translated = translatableFields(kind);
  const englishOf = (item: M | CreationAttributes<M>) => englishText(kind, item);

  const afterChange = (ctx: AppContext, change: { action: 'update' | 'delete'; before: M | null; after: M }) =>
    afterManagedChange(ctx.services, resource, change);

  return {
    base,
    entity,
    notFoundMessage,
    kind,
    whereOf,
    byId,
    presentAll,
    present,
    translated,
    englishOf,
    afterChange,
  };
}

type ManagedKit<M extends ManagedModel, Input, Query extends ManagedListQuery> = ReturnType<
  typeof managedKit<M, Input, Query>
>;

/** The paged list (deleted items only for those who may restore them) and one item, deleted ones included. */
function managedReadRoutes<M extends ManagedModel, Input, Query extends ManagedListQuery>(
  router: ApiRouter,
  resource: ManagedResource<M, Input, Query>,
  kit: ManagedKit<M, Input, Query>,
): void {
  const { base, notFoundMessage, kind, whereOf, presentAll, present, translated } = kit;
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
    if (query.missing) conditions.push(translationNotReady(db, kind, query.missing));
    const Managed = resource.model(db.models);
    const search = searchCondition(
      db,
      labels,
      {
        table: Managed.name,
        ...resource.search,
        translations: {
          kind,
          fields: translated.filter((field) => resource.search.text.includes(columnOf(field))),
          readyOnly: false,
        },
      },
      query.search,
    );
    if (search) conditions.push(search);
    const result = await Managed.findAndCountAll({
      where: whereOf({ [Op.and]: conditions }),
      order: resource.order,
      ...pageWindow(query),
    });
    sendPage(ctx, { items: await presentAll(db.models, result.rows), total: result.count }, query);
  });

  router.get(`${base}/:id`, access('content:manage'), async (ctx) => {
    const { models } = ctx.services.db;
    const item = await resource.model(models).findByPk(idParam(ctx));
    if (!item) throw notFound(notFoundMessage);
    ctx.body = await present(models, item);
  });
}

/** Create, and update with optimistic locking; each write and its audit entry are one transaction. */
function managedWriteRoutes<M extends ManagedModel, Input, Query extends ManagedListQuery>(
  router: ApiRouter,
  resource: ManagedResource<M, Input, Query>,
  kit: ManagedKit<M, Input, Query>,
): void {
  const { base, entity, notFoundMessage, kind, whereOf, byId, present, afterChange } = kit;
  router.post(base, access('content:manage'), validate(resource.inputSchema), async (ctx) => {
    const input = validated<Input>(ctx);
    const user = await staffUser(ctx);
    const { db } = ctx.services;
    await resource.check?.(db.models, input);
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
    ctx.body = await present(db.models, item);
  });

  router.put(`${base}/:id`, access('content:manage'), validate(resource.updateSchema), async (ctx) => {
    const id = idParam(ctx);
    const { version, ...input } = validated<Input & { version: number }>(ctx);
    const user = await staffUser(ctx);
    const { db } = ctx.services;
    await resource.check?.(db.models, input as Input);
    const Managed = resource.model(db.models);
    const item = await db.sequelize.transaction(async (transaction) => {
      const row = resource.row(input as Input);
      // A change of the English text makes the translations saved before it "needing a look".
      const before = await Managed.findOne({ where: byId(id), transaction });
      const textChanged = before !== null && englishTextChanged(kind, before, row);
      // One statement decides: it writes only if nobody saved since `version` was read.
      const [count] = await Managed.update(
        { ...row, version: version + 1, ...(textChanged ? { textChangedAt: new Date() } : {}) },
        { where: whereOf({ id, version, deletedAt: null }), transaction },
      );
      const stored = await Managed.findOne({ where: byId(id), transaction });
      if (!stored || stored.deletedAt) throw notFound(notFoundMessage);
      if (count === 0) throw staleVersion(await present(db.models, stored, transaction));
      await recordAudit(db.models, transaction, user, {
        action: 'update',
        entity,
        entityId: id,
        label: resource.label(stored),
        changes: before ? auditChanges(plainOf(before), plainOf(stored), Object.keys(row)) : {},
      });
      return { before, stored };
    });
    await afterChange(ctx, { action: 'update', before: item.before, after: item.stored });
    ctx.body = await present(db.models, item.stored);
  });
}

/** Saving one language's translation of an item, which moves the item's version too. */
function managedTranslationRoutes<M extends ManagedModel, Input, Query extends ManagedListQuery>(
  router: ApiRouter,
  resource: ManagedResource<M, Input, Query>,
  kit: ManagedKit<M, Input, Query>,
): void {
  const { base, entity, notFoundMessage, kind, whereOf, byId, present, englishOf } = kit;
  const translationSchema = translationUpdateSchema(kind);
  router.put(
    `${base}/:id/translations/:language`,
    access('content:manage'),
    validate(translationSchema),
    async (ctx) => {
      const id = idParam(ctx);
      const language = (ctx as AppContext & { params: Record<string, string> }).params.language;
      if (!isTranslationLanguage(language)) throw notFound('No such translation language');
      const { version, ready, fields } = validated<z.output<typeof translationSchema>>(ctx);
      const user = await staffUser(ctx);
      const { db } = ctx.services;
      const Managed = resource.model(db.models);
      const item = await db.sequelize.transaction(async (transaction) => {
        // The whole item's version moves: an edit of the English text or of the other language
        // opened before this save cannot overwrite it, nor it them.
        const [count] = await Managed.update({ version: literal('version + 1') } as unknown as Partial<Attributes<M>>, {
          where: whereOf({ id, version, deletedAt: null }),
          transaction,
        });
        const stored = await Managed.findOne({ where: byId(id), transaction });
        if (!stored || stored.deletedAt) throw notFound(notFoundMessage);
        if (count === 0) throw staleVersion(await present(db.models, stored, transaction));
        const missing = ready ? missingForReady(englishOf(stored), fields) : [];
        if (missing.length) {
          const messages = Object.fromEntries(missing.map((field) => [`fields.${field}`, m.translationIncomplete]));
          throw badRequest(m.translationIncomplete, messages);
        }
        const values = { ...fields, ready, sourceChangedAt: stored.textChangedAt };
        const existing = await db.models.ContentTranslation.findOne({
          where: { kind, itemId: id, language },
          transaction,
        });
        if (existing) await existing.update(values, { transaction });
        else await db.models.ContentTranslation.create({ kind, itemId: id, language, ...values }, { transaction });
        await recordAudit(db.models, transaction, user, {
          action: 'translate',
          entity,
          entityId: id,
          label: `${resource.label(stored)} (${language})`,
        });
        return stored;
      });
      ctx.body = await present(db.models, item);
    },
  );
}

/** Soft delete and restore, each moving the version and audited. */
function managedDeletionRoutes<M extends ManagedModel, Input, Query extends ManagedListQuery>(
  router: ApiRouter,
  resource: ManagedResource<M, Input, Query>,
  kit: ManagedKit<M, Input, Query>,
): void {
  const { base, entity, notFoundMessage, whereOf, byId, present, afterChange } = kit;
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
    const deleted = await mark(ctx, 'delete');
    await afterChange(ctx, { action: 'delete', before: null, after: deleted });
    ctx.status = 204;
  });

  router.post(`${base}/:id/restore`, access('content:restore'), async (ctx) => {
    ctx.body = await present(ctx.services.db.models, await mark(ctx, 'restore'));
  });
}

/**
 * The staff routes of one kind of content under /api/admin/<path>: a paged list, one item (deleted
 * ones included), create, update with optimistic locking, soft delete and restore. Every write and
 * its audit entry are one transaction.
 */
export function registerManagedRoutes<M extends ManagedModel, Input, Query extends ManagedListQuery>(
  router: ApiRouter,
  resource: ManagedResource<M, Input, Query>,
): void {
  const kit = managedKit(resource);
  managedReadRoutes(router, resource, kit);
  managedWriteRoutes(router, resource, kit);
  managedTranslationRoutes(router, resource, kit);
  managedDeletionRoutes(router, resource, kit);
}
