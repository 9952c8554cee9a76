import { Op, type WhereOptions } from 'sequelize';
import type { z } from 'zod';
import { FEATURED_NEWS_COUNT } from '../../../shared/constants';
import { NEWS_CATEGORIES, type NewsArchivePage, type NewsCategory } from '../../../shared/entities';
import {
  AdminNewsListQuerySchema,
  NewsArchiveQuerySchema,
  NewsInputSchema,
  NewsUpdateSchema,
  type NewsPayload,
} from '../../../shared/schemas';
import { searchCondition } from '../../content/search';
import { access } from '../../middleware/access';
import { validateQuery, validatedQuery } from '../../middleware/validate';
import type { NewsArticleModel } from '../../models';
import { presentManagedNewsArticle, presentNewsArticle } from '../../presenters';
import { cachedList, itemById } from '../content';
import { pageOf, pageWindow, registerManagedRoutes } from '../managed';
import type { ApiRouter } from '../router';

/**
 * What the public sees of the news: published, not deleted, and the publish date has come. Checked
 * on every read (no job publishes a scheduled article: its date arriving is enough).
 */
export function visibleNews(now: Date): WhereOptions {
  return { deletedAt: null, status: 'published', publishDate: { [Op.lte]: now } };
}

/** Newest first, as the public list and the archive (§4). */
const NEWEST_FIRST: [string, 'ASC' | 'DESC'][] = [
  ['publishDate', 'DESC'],
  ['id', 'DESC'],
];

/**
 * GET /api/news (by publishDate descending, §4), GET /api/news/archive and GET /api/news/:id, only
 * visible articles; the staff routes under /api/admin/news.
 */
export function registerNewsRoutes(router: ApiRouter): void {
  router.get(
    '/news',
    access('public'),
    cachedList('news', async ({ NewsArticle }) =>
      (await NewsArticle.findAll({ where: visibleNews(new Date()), order: NEWEST_FIRST })).map(presentNewsArticle),
    ),
  );

  // Before /news/:id, which would otherwise take 'archive' for an id.
  router.get('/news/archive', access('public'), validateQuery(NewsArchiveQuerySchema), async (ctx) => {
    const query = validatedQuery<z.output<typeof NewsArchiveQuerySchema>>(ctx);
    const { db, labels } = ctx.services;
    const { NewsArticle } = db.models;
    const visible = visibleNews(new Date());
    // The /news page shows the newest three featured articles on top; the archive is the rest (§5).
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
    const body: NewsArchivePage = {
      ...pageOf(result, query, presentNewsArticle),
      categories: NEWS_CATEGORIES.filter((category) => present.has(category)),
    };
    ctx.body = body;
  });

  router.get(
    '/news/:id',
    access('public'),
    itemById(
      ({ NewsArticle }, id) => NewsArticle.findOne({ where: { [Op.and]: [{ id }, visibleNews(new Date())] } }),
      presentNewsArticle,
      'Article not found',
    ),
  );

  registerManagedRoutes<NewsArticleModel, NewsPayload, z.output<typeof AdminNewsListQuerySchema>>(router, {
    path: 'news',
    entity: 'news',
    notFoundMessage: 'Article not found',
    model: (models) => models.NewsArticle,
    inputSchema: NewsInputSchema,
    updateSchema: NewsUpdateSchema,
    querySchema: AdminNewsListQuerySchema,
    row: (input) => ({ ...input, publishDate: new Date(input.publishDate) }),
    label: (article) => article.title,
    present: presentManagedNewsArticle,
    order: NEWEST_FIRST,
    search: { text: ['title', 'excerpt'], codes: [{ column: 'category', vocabulary: 'newsCategories' }] },
    filters: ({ category, status }, now) => {
      const conditions: WhereOptions[] = category ? [{ category }] : [];
      if (status === 'draft') conditions.push({ status: 'draft' });
      if (status === 'scheduled') conditions.push({ status: 'published', publishDate: { [Op.gt]: now } });
      if (status === 'published') conditions.push({ status: 'published', publishDate: { [Op.lte]: now } });
      return conditions;
    },
  });
}
