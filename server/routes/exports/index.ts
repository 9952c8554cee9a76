import type { Model, ModelStatic, WhereOptions } from 'sequelize';
import { EventInputSchema, MemberInputSchema, NewsInputSchema } from '../../../shared/schemas';
import type { AuditEntity } from '../../../shared/entities';
import type { Permission } from '../../../shared/roles';
import { recordExport } from '../../content/audit';
import { datedCsvName, sendCsv, toCsv } from '../../csv';
import { access, staffUser } from '../../http/access';
import type { Models } from '../../models';
import type { RouteModule } from '../../http/router';

/** One list that staff may take out as a CSV file. */
interface ListExport {
  /** The list's path under /api/admin (the file is named after it too). */
  path: string;
  permission: Permission;
  entity: AuditEntity;
  model: (models: Models) => ModelStatic<Model>;
  /** The columns, in order: each a field of the row. */
  columns: readonly string[];
  where?: WhereOptions;
}

/**
 * The content lists carry the fields of their shared input schema under the same names, between
 * the id and the timestamps: a file exported, edited in a spreadsheet and imported again maps
 * every column by itself, and a field added to the schema reaches the export without a change here.
 */
const contentColumns = (fields: object) => ['id', ...Object.keys(fields), 'createdAt', 'updatedAt'];

export const LIST_EXPORTS: readonly ListExport[] = [
  {
    path: 'members',
    permission: 'content:manage',
    entity: 'member',
    model: (models) => models.Member,
    columns: contentColumns(MemberInputSchema.shape),
  },
  {
    path: 'events',
    permission: 'content:manage',
    entity: 'event',
    model: (models) => models.Event,
    columns: contentColumns(EventInputSchema.shape),
  },
  {
    path: 'news',
    permission: 'content:manage',
    entity: 'news',
    model: (models) => models.NewsArticle,
    columns: contentColumns(NewsInputSchema.shape),
  },
  {
    path: 'contact-submissions',
    permission: 'contacts:read',
    entity: 'contact',
    model: (models) => models.ContactSubmission,
    columns: [
      'id',
      'submittedAt',
      'fullName',
      'email',
      'organization',
      'inquiryType',
      'message',
      'language',
      'processed',
      'processedAt',
    ],
    // What a bot sent is no enquiry: the list leaves it out, and so does the file.
    where: { spam: false },
  },
];

/** A stored value as a CSV cell: dates as ISO 8601, yes/no as true/false, lists joined by '; '. */
function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(cell).join('; ');
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/**
 * GET /api/admin/<list>/export for members, events, news and contact submissions: every live row
 * (deleted ones stay out) as CSV, UTF-8 with its byte order mark, formula-safe; each export is
 * recorded in the audit trail with how many rows left.
 */
export const exportRoutes: RouteModule = (router) => {
  for (const list of LIST_EXPORTS) {
    router.get(`/admin/${list.path}/export`, access(list.permission), async (ctx) => {
      const user = await staffUser(ctx);
      const { db } = ctx.services;
      const rows = await list.model(db.models).findAll({ where: list.where ?? {}, order: [['id', 'ASC']] });
      const values = rows.map((row) => {
        const plain = row.get({ plain: true }) as Record<string, unknown>;
        return list.columns.map((column) => cell(plain[column]));
      });
      await recordExport(db, user, { entity: list.entity, label: `${list.path}.csv (${rows.length} rows)` });
      sendCsv(ctx, datedCsvName(list.path, ctx.services.now()), toCsv(list.columns, values));
    });
  }
};
