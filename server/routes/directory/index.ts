import type { z } from 'zod';
import { DirectoryQuerySchema } from '../../../shared/schemas';
import { directoryPage } from '../../content/directory';
import { access } from '../../http/access';
import { requestedLanguage } from '../../http/params';
import { validateQuery, validatedQuery } from '../../middleware/validate';
import type { RouteModule } from '../../http/router';

/** GET /api/directory[?page=&search=&region=&industry=&type=&lang=]: a page of the business directory. */
export const directoryRoutes: RouteModule = (router) => {
  router.get('/directory', access('public'), validateQuery(DirectoryQuerySchema), async (ctx) => {
    const query = validatedQuery<z.output<typeof DirectoryQuerySchema>>(ctx);
    ctx.body = await directoryPage(ctx.services.db, ctx.services.labels, query, requestedLanguage(ctx));
  });
};
