import { access } from '../../middleware/access';
import { presentNewsArticle } from '../../presenters';
import { cachedList, itemById } from '../content';
import type { ApiRouter } from '../router';

/** GET /api/news (by publishDate descending, §4) and GET /api/news/:id. */
export function registerNewsRoutes(router: ApiRouter): void {
  router.get(
    '/news',
    access('public'),
    cachedList('news', async ({ NewsArticle }) =>
      (
        await NewsArticle.findAll({
          order: [
            ['publishDate', 'DESC'],
            ['id', 'DESC'],
          ],
        })
      ).map(presentNewsArticle),
    ),
  );
  router.get(
    '/news/:id',
    access('public'),
    itemById(({ NewsArticle }, id) => NewsArticle.findByPk(id), presentNewsArticle, 'Article not found'),
  );
}
