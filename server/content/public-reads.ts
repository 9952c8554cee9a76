import { Op, type WhereOptions } from 'sequelize';
import type { z } from 'zod';
import { FEATURED_NEWS_COUNT } from '../../shared/constants';
import {
  NEWS_CATEGORIES,
  type ChamberEvent,
  type Member,
  type NewsArchivePage,
  type NewsArticle,
  type NewsCategory,
} from '../../shared/entities';
import type { NewsArchiveQuerySchema } from '../../shared/schemas';
import type { Database } from '../db';
import type { Models } from '../models';
import { presentEvent, presentMember, presentNewsArticle } from '../presenters';
import { pageOf, pageWindow } from '../routes/managed';
import { searchCondition, type CodeLabels } from './search';

// What the public sees of members, events and news: one set of reads for the API's public lists and
// for the pages the server renders, so both always show the same.

/**
 * What the public sees of the news: published, not deleted, and the publish date has come. Checked
 * on every read (no job publishes a scheduled article: its date arriving is enough).
 */
export function visibleNews(now: Date): WhereOptions {
  return { deletedAt: null, status: 'published', publishDate: { [Op.lte]: now } };
}

/** Newest first, as the public list and the archive show them. */
export const NEWEST_FIRST: [string, 'ASC' | 'DESC'][] = [
  ['publishDate', 'DESC'],
  ['id', 'DESC'],
];

/** Every member not deleted: featured first, then by name. */
export async function publicMembers({ Member }: Models): Promise<Member[]> {
  const rows = await Member.findAll({
    where: { deletedAt: null },
    order: [
      ['featured', 'DESC'],
      ['name', 'ASC'],
      ['id', 'ASC'],
    ],
  });
  return rows.map(presentMember);
}

/** Every event not deleted, by date ascending. */
export async function publicEvents({ Event }: Models): Promise<ChamberEvent[]> {
  const rows = await Event.findAll({
    where: { deletedAt: null },
    order: [
      ['date', 'ASC'],
      ['id', 'ASC'],
    ],
  });
  return rows.map(presentEvent);
}

/** Every visible article, newest first. */
export async function publicNews({ NewsArticle }: Models): Promise<NewsArticle[]> {
  const rows = await NewsArticle.findAll({ where: visibleNews(new Date()), order: NEWEST_FIRST });
  return rows.map(presentNewsArticle);
}

/** One member not deleted, or null. */
export async function publicMember({ Member }: Models, id: number): Promise<Member | null> {
  const row = await Member.findOne({ where: { id, deletedAt: null } });
  return row ? presentMember(row) : null;
}

/** One event not deleted, or null. */
export async function publicEvent({ Event }: Models, id: number): Promise<ChamberEvent | null> {
  const row = await Event.findOne({ where: { id, deletedAt: null } });
  return row ? presentEvent(row) : null;
}

/** One visible article, or null. */
export async function publicArticle({ NewsArticle }: Models, id: number): Promise<NewsArticle | null> {
  const row = await NewsArticle.findOne({ where: { [Op.and]: [{ id }, visibleNews(new Date())] } });
  return row ? presentNewsArticle(row) : null;
}

/**
 * One page of the news archive: the visible articles except the newest three featured ones (the
 * /news page shows those on top), searched and filtered, with every category of the archive.
 */
export async function newsArchivePage(
  db: Database,
  labels: CodeLabels,
  query: z.output<typeof NewsArchiveQuerySchema>,
): Promise<NewsArchivePage> {
  const { NewsArticle } = db.models;
  const visible = visibleNews(new Date());
  const featured = await NewsArticle.findAll({
    attributes: ['id'],
    where: { [Op.and]: [visible, { featured: true }] },
    order: NEWEST_FIRST,
    limit: FEATURED_NEWS_COUNT,
  });
  const archive: WhereOptions[] = [visible];
  if (featured.length) archive.push({ id: { [Op.notIn]: featured.map((article) => article.id) } });

  const conditions = [...archive];
  if (query.category) conditions.push({ category: query.category });
  const search = searchCondition(
    db,
    labels,
    { table: NewsArticle.name, text: ['title', 'content', 'excerpt'] },
    query.search,
  );
  if (search) conditions.push(search);

  const [result, categoryRows] = await Promise.all([
    NewsArticle.findAndCountAll({ where: { [Op.and]: conditions }, order: NEWEST_FIRST, ...pageWindow(query) }),
    // The filter's options: every category of the whole archive, whatever is searched.
    NewsArticle.findAll({ attributes: ['category'], where: { [Op.and]: archive }, group: ['category'] }),
  ]);
  const present = new Set<NewsCategory>(categoryRows.map((row) => row.category));
  return {
    ...pageOf(result, query, presentNewsArticle),
    categories: NEWS_CATEGORIES.filter((category) => present.has(category)),
  };
}
