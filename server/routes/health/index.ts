import { access } from '../../http/access';
import { serviceUnavailable } from '../../errors';
import type { RouteModule } from '../../http/router';

/** GET /api/health: 200 {"status":"ok"} when the database answers. */
export const healthRoutes: RouteModule = (router) => {
  router.get('/health', access('public'), async (ctx) => {
    try {
      await ctx.services.db.sequelize.query('SELECT 1');
    } catch {
      throw serviceUnavailable('The database cannot be reached');
    }
    ctx.body = { status: 'ok' };
  });
};
