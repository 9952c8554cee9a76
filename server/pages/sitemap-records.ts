import { Op, type Model, type ModelStatic, type WhereOptions } from 'sequelize';
import type { ListName } from '../../shared/routes';
import { VISIBLE_MEMBERS, visibleNews } from '../content/public-reads';
import type { Models } from '../models';

// What the sitemaps read of the database: only each public record's id and last change, a page of
// rows at a time in id order (keyset: `id > last`), so no list is ever held whole.

/** A public record as a sitemap lists it. */
export interface Stamp {
  id: number;
  updatedAt: Date;
}

/** A table whose rows have an id and a last change: every model of a public list. */
type StampedTable = ModelStatic<Model & Stamp>;

/** A row as the driver gives it: PostgreSQL's driver reads a timestamp as a Date, SQLite's as text. */
interface RawStamp {
  id: number;
  updatedAt: Date | string;
}

/** A stored time as a Date: SQLite's text read as Sequelize reads it (UTC when it names no zone). */
function asDate(value: Date | string): Date {
  if (value instanceof Date) return value;
  return new Date(value.includes('+') || value.endsWith('Z') ? value : `${value}+00:00`);
}

const notDeleted = (): WhereOptions => ({ deletedAt: null });

/** Each list's table and what of it the public sees (the same conditions as its public reads). */
const PUBLIC_ROWS: Record<ListName, { table: (models: Models) => StampedTable; visible: () => WhereOptions }> = {
  members: { table: (models) => models.Member, visible: () => VISIBLE_MEMBERS },
  events: { table: (models) => models.Event, visible: notDeleted },
  news: { table: (models) => models.NewsArticle, visible: () => visibleNews(new Date()) },
  reports: { table: (models) => models.MarketReport, visible: notDeleted },
  guides: { table: (models) => models.InvestmentGuide, visible: notDeleted },
  tools: { table: (models) => models.InvestmentTool, visible: notDeleted },
  publications: { table: (models) => models.Publication, visible: notDeleted },
  team: { table: (models) => models.TeamMember, visible: notDeleted },
  agreements: { table: (models) => models.TradeAgreement, visible: notDeleted },
  'regulatory-updates': { table: (models) => models.RegulatoryUpdate, visible: notDeleted },
  insights: { table: (models) => models.MarketInsight, visible: notDeleted },
  tariffs: { table: (models) => models.TariffRow, visible: notDeleted },
  'compliance-sectors': { table: (models) => models.ComplianceSector, visible: notDeleted },
  offices: { table: (models) => models.Office, visible: notDeleted },
};

/** Every public list. */
export const LIST_NAMES = Object.keys(PUBLIC_ROWS) as ListName[];

/** Rows read per query. */
export const STAMP_PAGE_SIZE = 1000;

/**
 * The public records of `list` after the id `afterId`, in id order, at most `limit` of them, one
 * page of rows per query.
 */
export async function* publicStamps(
  models: Models,
  list: ListName,
  { afterId = 0, limit = Number.POSITIVE_INFINITY }: { afterId?: number; limit?: number } = {},
): AsyncGenerator<Stamp[]> {
  const { table, visible } = PUBLIC_ROWS[list];
  // Decided once, so every page of one reading agrees on what is public (a news article's date).
  const where = visible();
  let last = afterId;
  let left = limit;
  while (left > 0) {
    const size = Math.min(STAMP_PAGE_SIZE, left);
    // Plain rows: building a model instance per row would cost several times the query itself.
    const rows = (await table(models).findAll({
      attributes: ['id', 'updatedAt'],
      where: { [Op.and]: [where, { id: { [Op.gt]: last } }] },
      order: [['id', 'ASC']],
      limit: size,
      raw: true,
    })) as unknown as RawStamp[];
    if (rows.length > 0) yield rows.map(({ id, updatedAt }) => ({ id, updatedAt: asDate(updatedAt) }));
    if (rows.length < size) return;
    last = rows[rows.length - 1]!.id;
    left -= rows.length;
  }
}

/** When the newest public record of `list` last changed; null for an empty list. */
export async function newestChange(models: Models, list: ListName): Promise<Date | null> {
  const { table, visible } = PUBLIC_ROWS[list];
  const row = await table(models).findOne({
    attributes: ['id', 'updatedAt'],
    where: visible(),
    order: [['updatedAt', 'DESC']],
  });
  return row?.updatedAt ?? null;
}

/** A numbered sitemap of a list's records: the records after `afterId`, and the newest change among them. */
export interface StampPart {
  afterId: number;
  count: number;
  lastModified: Date;
}

/** How the public records of `list` divide into parts of at most `perPart` records, in id order. */
export async function stampParts(models: Models, list: ListName, perPart: number): Promise<StampPart[]> {
  const parts: StampPart[] = [];
  let current: StampPart | undefined;
  let previousId = 0;
  for await (const page of publicStamps(models, list)) {
    for (const stamp of page) {
      if (!current || current.count === perPart) {
        current = { afterId: previousId, count: 0, lastModified: stamp.updatedAt };
        parts.push(current);
      }
      current.count += 1;
      if (stamp.updatedAt > current.lastModified) current.lastModified = stamp.updatedAt;
      previousId = stamp.id;
    }
  }
  return parts;
}
