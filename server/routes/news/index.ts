import { Op, type WhereOptions } from 'sequelize';
import type { z } from 'zod';
import {
  AdminNewsListQuerySchema,
  NewsArchiveQuerySchema,
  NewsInputSchema,
  NewsUpdateSchema,
  type NewsPayload,
} from '../../../shared/schemas';
import { NEWEST_FIRST, newsArchivePage, publicArticle, publicNewsPage } from '../../content/public-reads';
import { access } from '../../http/access';
import { publicList } from '../../http/public-list';
import { registerManagedRoutes } from '../../http/managed-routes';
import { itemById, requestedLanguage } from '../../http/params';
import { validateQuery, validatedQuery } from '../../middleware/validate';
import type { NewsArticleModel } from '../../models';
import { presentManagedNewsArticle } from '../../presenters/news';
import type { RouteModule } from '../../http/router';

/**
 * GET /api/news (by publishDate descending; `?page=&pageSize=`, see docs/api.md), GET /api/news/archive[?lang=] and GET /api/news/:id, only
 * visible articles; the staff routes under /api/admin/news.
 */
export const newsRoutes: RouteModule = (router) => {
  router.get('/news', access('public'), publicList('news', '/api/news', publicNewsPage));

  // Matched before /news/:id (a literal segment wins over a parameter), which would take 'archive' for an id.
  router.get('/news/archive', access('public'), validateQuery(NewsArchiveQuerySchema), async (ctx) => {
    const query = validatedQuery<z.output<typeof NewsArchiveQuerySchema>>(ctx);
    ctx.body = await newsArchivePage(ctx.services, query, requestedLanguage(ctx));
  });

  router.get('/news/:id', access('public'), itemById(publicArticle, 'Article not found'));

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
};
