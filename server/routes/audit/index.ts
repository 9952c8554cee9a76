import { Op, type WhereOptions } from 'sequelize';
import type { Role, StaffRef } from '../../../shared/entities';
import { auditEntitiesFor } from '../../../shared/roles';
import { AuditListQuerySchema, type AuditListQuery } from '../../../shared/schemas/audit';
import { containsPattern } from '../../content/search';
import { readableAuditWhere, recordExport } from '../../content/audit';
import type { AppContext } from '../../context';
import { datedCsvName, sendCsv, toCsv } from '../../csv';
import type { Database } from '../../db';
import { access, staffUser } from '../../http/access';
import { validateQuery, validatedQuery } from '../../middleware/validate';
import { presentLogEntry } from '../../presenters/audit';
import { pageWindow, sendPage } from '../../paging';
import type { RouteModule } from '../../http/router';

/** The most rows one export holds (the newest, with the filters applied). */
export const AUDIT_EXPORT_MAX = 50_000;

/**
 * What a role may read of the trail: the kinds the one table (AUDIT_VISIBILITY) shows it, and of
 * them, for a role other than admin, only the entries about content.
 */
function visibleTo(role: Role): WhereOptions {
  const readable = readableAuditWhere(role);
  return role === 'admin' ? readable : { [Op.and]: [readable, { entity: { [Op.in]: [...auditEntitiesFor(role)] } }] };
}

/** The conditions of a query's filters; the day bounds are whole days in UTC, both included. */
function filtersOf(db: Pick<Database, 'dialect'>, query: AuditListQuery): WhereOptions[] {
  const conditions: WhereOptions[] = [];
  if (query.user !== null) conditions.push({ userId: query.user });
  if (query.action) conditions.push({ action: query.action });
  if (query.entity) conditions.push({ entity: query.entity });
  if (query.from) conditions.push({ at: { [Op.gte]: new Date(`${query.from}T00:00:00.000Z`) } });
  if (query.to) conditions.push({ at: { [Op.lt]: new Date(Date.parse(`${query.to}T00:00:00.000Z`) + 86_400_000) } });
  if (query.search) {
    const operator = db.dialect === 'postgres' ? Op.iLike : Op.like;
    conditions.push({ label: { [operator]: containsPattern(query.search) } });
  }
  return conditions;
}

const NEWEST_FIRST: [string, string][] = [
  ['at', 'DESC'],
  ['id', 'DESC'],
];

/** The trail's entries a query and a role select, newest first. */
function selection(ctx: AppContext, role: Role) {
  const query = validatedQuery<AuditListQuery>(ctx);
  const { db } = ctx.services;
  const where = { [Op.and]: [visibleTo(role), ...filtersOf(db, query)] };
  return { query, where, db };
}

/**
 * GET /api/admin/audit: the audit trail, filtered and paged, for admins (every entry) and editors
 * (the entries about content); GET /api/admin/audit/people: who appears in it (the "who" filter). GET /api/admin/audit/export: the same selection as CSV, itself
 * recorded in the trail. No route changes or deletes an entry.
 */
export const auditRoutes: RouteModule = (router) => {
  router.get('/admin/audit', access('audit:read'), validateQuery(AuditListQuerySchema), async (ctx) => {
    const user = await staffUser(ctx);
    const { query, where, db } = selection(ctx, user.role);
    const result = await db.models.AuditEntry.findAndCountAll({ where, order: NEWEST_FIRST, ...pageWindow(query) });
    sendPage(ctx, { items: result.rows.map(presentLogEntry), total: result.count }, query);
  });

  // The people who appear in what the reader may see: the options of the list's "who" filter.
  router.get('/admin/audit/people', access('audit:read'), async (ctx) => {
    const user = await staffUser(ctx);
    const people = await ctx.services.db.models.AuditEntry.findAll({
      attributes: ['userId', 'userFullName'],
      where: { [Op.and]: [visibleTo(user.role), { userId: { [Op.ne]: null } }] },
      group: ['userId', 'userFullName'],
      order: [['userFullName', 'ASC']],
    });
    // One name per account: the newest spelling is not known here, so the first one in order.
    const body: StaffRef[] = [
      ...new Map(people.map((row) => [row.userId!, { id: row.userId!, fullName: row.userFullName }])).values(),
    ];
    ctx.body = body;
  });

  router.get('/admin/audit/export', access('audit:read'), validateQuery(AuditListQuerySchema), async (ctx) => {
    const user = await staffUser(ctx);
    const { where, db } = selection(ctx, user.role);
    const entries = await db.models.AuditEntry.findAll({ where, order: NEWEST_FIRST, limit: AUDIT_EXPORT_MAX });
    const rows = entries.map((entry) => [
      entry.at.toISOString(),
      entry.userFullName,
      entry.action,
      entry.entity,
      String(entry.entityId),
      entry.label,
      entry.changes ? JSON.stringify(entry.changes) : '',
      entry.clientAddress,
    ]);
    await recordExport(db, user, { entity: 'audit', label: `Activity (${entries.length} entries)` });
    sendCsv(
      ctx,
      datedCsvName('activity', ctx.services.now()),
      toCsv(['at', 'by', 'action', 'kind', 'item id', 'item', 'changes', 'address'], rows),
    );
  });
};
