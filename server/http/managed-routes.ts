import {
  literal,
  Op,
  type Attributes,
  type CreationAttributes,
  type Model,
  type ModelStatic,
  type Order,
  type Transaction,
  type WhereOptions,
} from 'sequelize';
import type { z, ZodType } from 'zod';
import type { AuditEntity } from '../../shared/entities';
import { can, rolesFor } from '../../shared/roles';
import { auditChanges, recordAudit } from '../content/audit';
import { validationMessages as m } from '../../shared/messages';
import {
  isTranslationLanguage,
  missingForReady,
  translatableFields,
  translationUpdateSchema,
  type ItemTranslations,
  type TranslatableKind,
  type TranslationLanguage,
} from '../../shared/schemas/translations';
import { searchCondition, type SearchFields } from '../content/search';
import { columnOf, staffTranslations, translationNotReady } from '../content/translations';
import type { AppContext, Services } from '../context';
import { badRequest, forbidden, notFound, staleVersion, unauthorized } from '../errors';
import { access, loadUser } from './access';
import { validate, validated, validateQuery, validatedQuery } from '../middleware/validate';
import type { Models, UserModel } from '../models';
import { pageWindow, sendPage } from '../paging';
import { idParam } from './json-cache';
import type { ApiRouter } from './router';

/**
 * A member, event or article row: versioned for optimistic locking, soft-deletable, and with the
 * time its English text last changed (its translations are compared with it).
 */
export type ManagedModel = Model & { id: number; version: number; deletedAt: Date | null; textChangedAt: Date };

/** The query parameters every staff list of content has (see `AdminMemberListQuerySchema` etc.). */
export interface ManagedListQuery {
  page: number;
  pageSize: number;
  search: string;
  deleted: boolean;
  /** Only items whose translation into this language is not ready (null: every item). */
  missing: TranslationLanguage | null;
}

/** What the staff API of one kind of content needs to know about it. */
export interface ManagedResource<M extends ManagedModel, Input, Query extends ManagedListQuery> {
  /** The path segment: /api/admin/<path>, and the kind its translations are stored under. */
  path: TranslatableKind;
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
  /**
   * Checks of a validated input against what is stored (a document's file exists), run before it
   * is created or saved; throws the 400 itself.
   */
  check?: (models: Models, input: Input) => Promise<void>;
  /** The item's name or title, for the audit trail. */
  label: (item: M) => string;
  /**
   * The item as staff see it, with its translations (from `staffTranslations`) and what `related`
   * read for it.
   */
  present: (item: M, translations: ItemTranslations, related: unknown) => unknown;
  /**
   * Runs after a committed update (with the item as it was) or deletion: what follows from the
   * change for others (an event's registrants told). A failure is logged; the change stands.
   */
  changed?: (services: Services, change: { action: 'update' | 'delete'; before: M | null; after: M }) => Promise<void>;
  /** Facts about each item the presentation shows (an event's registrations), read for many items at once. */
  related?: (models: Models, ids: number[], transaction?: Transaction) => Promise<Map<number, unknown>>;
  /** The list order; it ends with `id`, so pages never overlap. */
  order: Order;
  /** Searched columns (the translations of the translated ones are searched too). */
  search: Omit<SearchFields, 'table' | 'translations'>;
  /** The conditions of the list's own filters (region, status …). */
  filters: (query: Query, now: Date) => WhereOptions[];
}

/** A record's values as plain data (what the audit trail compares). */
const plainOf = (record: Model): Record<string, unknown> => record.get({ plain: true }) as Record<string, unknown>;

/** The signed-in user (the route's guard has already required one). */
export async function staffUser(ctx: AppContext): Promise<UserModel> {
  const user = await loadUser(ctx);
  if (!user) throw unauthorized();
  return user;
}

/** The English text of an item's translated fields (what its translations are compared with). */
function englishText(kind: TranslatableKind, item: object): Record<string, string | null> {
  const values = item as Record<string, unknown>;
  return Object.fromEntries(translatableFields(kind).map((field) => [field, (values[field] as string | null) ?? null]));
}

/** Whether writing `row` over `before` changes its English text: its translations then need a look. */
export function englishTextChanged(kind: TranslatableKind, before: object, row: object): boolean {
  const was = englishText(kind, before);
  const is = englishText(kind, row);
  return Object.keys(is).some((field) => was[field] !== is[field]);
}

/**
 * Runs a resource's `changed` after a committed update or deletion; its failure is logged, never
 * answered (the change stands).
 */
export async function afterManagedChange<M extends ManagedModel>(
  services: Services,
  resource: Pick<ManagedResource<M, never, never>, 'changed' | 'entity'>,
  change: { action: 'update' | 'delete'; before: M | null; after: M },
): Promise<void> {
  if (!resource.changed) return;
  try {
    await resource.changed(services, change);
  } catch (err) {
    services.logger.error({ err, entity: resource.entity, id: change.after.id }, 'after-change step failed');
  }
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

  const afterChange = (ctx: AppContext, change: { action: 'update' | 'delete'; before: M | null; after: M }) =>
    afterManagedChange(ctx.services, resource, change);

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
