import { Op, type WhereOptions } from 'sequelize';
import type { z } from 'zod';
import { FEATURED_NEWS_COUNT, PUBLIC_LIST_LIMIT } from '../../shared/constants';
import {
  NEWS_CATEGORIES,
  type ChamberEvent,
  type Member,
  type NewsArchivePage,
  type NewsArticle,
  type NewsCategory,
  type RegistrationCounts,
} from '../../shared/entities';
import type { NewsArchiveQuerySchema } from '../../shared/schemas';
import type { JsonCache } from '../cache';
import type { Database } from '../db';
import type { Models } from '../models';
import type { Language } from '../../shared/constants';
import type { TranslatableKind } from '../../shared/schemas/translations';
import { localize } from './translations';
import { presentEvent } from '../presenters/events';
import { presentMember } from '../presenters/members';
import { presentNewsArticle } from '../presenters/news';
import { registrationCounts } from '../registrations/places';
import { pageWindow, type PageQuery, type PageResult } from '../paging';
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

/**
 * What the public sees of the members: not deleted, published by staff (a listing made from an
 * application may wait), and not hidden from the directory by the member itself.
 */
export const VISIBLE_MEMBERS = { deletedAt: null, published: true, hidden: false } as const;

/** Newest first, as the public list and the archive show them. */
export const NEWEST_FIRST: [string, 'ASC' | 'DESC'][] = [
  ['publishDate', 'DESC'],
  ['id', 'DESC'],
];

/** The public member list's order: featured first, then by name; the id keeps members of the same name in place from page to page. */
export const MEMBER_ORDER: [string, 'ASC' | 'DESC'][] = [
  ['featured', 'DESC'],
  ['name', 'ASC'],
  ['id', 'ASC'],
];

/**
 * The visible members, featured first, then by name (every one, or the first `limit`); texts in
 * `language` where translated.
 */
export async function publicMembers(models: Models, language: Language = 'en', limit?: number): Promise<Member[]> {
  const { Member } = models;
  const rows = await Member.findAll({
    where: VISIBLE_MEMBERS,
    order: MEMBER_ORDER,
    ...(limit === undefined ? {} : { limit }),
  });
  return localize(models, 'members', rows.map(presentMember), language);
}

/** The newest visible articles (at most `limit`); texts in `language` where translated. */
export async function publicNews(
  models: Models,
  language: Language = 'en',
  limit: number = PUBLIC_LIST_LIMIT,
): Promise<NewsArticle[]> {
  const rows = await models.NewsArticle.findAll({ where: visibleNews(new Date()), order: NEWEST_FIRST, limit });
  return localize(models, 'news', rows.map(presentNewsArticle), language);
}

/** One page of the visible articles, newest first, and how many there are (GET /api/news). */
export async function publicNewsPage(
  models: Models,
  language: Language = 'en',
  window: PageQuery = { page: 1, pageSize: PUBLIC_LIST_LIMIT },
): Promise<PageResult<NewsArticle>> {
  const { rows, count } = await models.NewsArticle.findAndCountAll({
    where: visibleNews(new Date()),
    order: NEWEST_FIRST,
    ...pageWindow(window),
  });
  return { items: await localize(models, 'news', rows.map(presentNewsArticle), language), total: count };
}

/**
 * The featured articles /news shows on top: the newest FEATURED_NEWS_COUNT visible ones marked
 * featured (the archive leaves these out, and only these).
 */
function featuredRows(models: Models, visible: WhereOptions, attributes?: ['id']) {
  return models.NewsArticle.findAll({
    ...(attributes ? { attributes } : {}),
    where: { [Op.and]: [visible, { featured: true }] },
    order: NEWEST_FIRST,
    limit: FEATURED_NEWS_COUNT,
  });
}

/** The featured articles of /news, in `language` where translated. */
export async function featuredNews(models: Models, language: Language = 'en'): Promise<NewsArticle[]> {
  const rows = await featuredRows(models, visibleNews(new Date()));
  return localize(models, 'news', rows.map(presentNewsArticle), language);
}

/** One item of a public read, in `language` where translated. */
async function one<T extends { id: number; lang: Language }>(
  models: Models,
  kind: TranslatableKind,
  item: T | null,
  language: Language,
): Promise<T | null> {
  return item ? ((await localize(models, kind, [item], language))[0] ?? null) : null;
}

/** One visible member, or null. */
export async function publicMember(models: Models, id: number, language: Language = 'en'): Promise<Member | null> {
  const row = await models.Member.findOne({ where: { ...VISIBLE_MEMBERS, id } });
  return one(models, 'members', row && presentMember(row), language);
}

/** One event not deleted, or null. */
export async function publicEvent(models: Models, id: number, language: Language = 'en'): Promise<ChamberEvent | null> {
  const row = await models.Event.findOne({ where: { id, deletedAt: null } });
  const counts = row ? await registrationCounts(models, [row.id]) : new Map<number, RegistrationCounts>();
  return one(models, 'events', row && presentEvent(row, counts.get(row.id)?.confirmed), language);
}

/** One visible article, or null. */
export async function publicArticle(
  models: Models,
  id: number,
  language: Language = 'en',
): Promise<NewsArticle | null> {
  const row = await models.NewsArticle.findOne({ where: { [Op.and]: [{ id }, visibleNews(new Date())] } });
  return one(models, 'news', row && presentNewsArticle(row), language);
}

/**
 * The categories the whole archive (`archive`, its conditions) has, in the vocabulary's order: the
 * filter's options, read with one GROUP BY and kept in the JSON cache beside the news lists, so
 * cleared with them when an article is written or a scheduled one's time comes.
 */
async function archiveCategories(cache: JsonCache, models: Models, archive: WhereOptions[]): Promise<NewsCategory[]> {
  const body = await cache.get('news:archive-categories', async () => {
    const rows = await models.NewsArticle.findAll({
      attributes: ['category'],
      where: { [Op.and]: archive },
      group: ['category'],
      raw: true,
    });
    const present = new Set<NewsCategory>(rows.map((row) => row.category));
    return NEWS_CATEGORIES.filter((category) => present.has(category));
  });
  return JSON.parse(body.toString()) as NewsCategory[];
}

/**
 * One page of the news archive: the visible articles except the newest three featured ones (the
 * /news page shows those on top), searched and filtered, with every category of the archive.
 */
export async function newsArchivePage(
  { db, labels, cache }: { db: Database; labels: CodeLabels; cache: JsonCache },
  query: z.output<typeof NewsArchiveQuerySchema>,
  language: Language = 'en',
): Promise<NewsArchivePage> {
  const { NewsArticle } = db.models;
  const visible = visibleNews(new Date());
  const featured = await featuredRows(db.models, visible, ['id']);
  const archive: WhereOptions[] = [visible];
  if (featured.length) archive.push({ id: { [Op.notIn]: featured.map((article) => article.id) } });

  const conditions = [...archive];
  if (query.category) conditions.push({ category: query.category });
  const search = searchCondition(
    db,
    labels,
    {
      table: NewsArticle.name,
      text: ['title', 'content', 'excerpt'],
      translations: { kind: 'news', fields: ['title', 'content', 'excerpt'], readyOnly: true },
    },
    query.search,
  );
  if (search) conditions.push(search);

  const [result, categories] = await Promise.all([
    NewsArticle.findAndCountAll({ where: { [Op.and]: conditions }, order: NEWEST_FIRST, ...pageWindow(query) }),
    // The filter's options: every category of the whole archive, whatever is searched.
    archiveCategories(cache, db.models, archive),
  ]);
  return {
    items: await localize(db.models, 'news', result.rows.map(presentNewsArticle), language),
    total: result.count,
    page: query.page,
    pageSize: query.pageSize,
    categories,
  };
}
