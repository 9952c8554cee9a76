import { eventResource } from '../../content/event-resource';
import { publicEvent, publicEvents } from '../../content/public-reads';
import { access } from '../../http/access';
import { cachedList } from '../../http/json-cache';
import { registerManagedRoutes } from '../../http/managed-routes';
import { itemById } from '../../http/params';
import type { RouteModule } from '../../http/router';

/**
 * GET /api/events (by date ascending) and GET /api/events/:id, without deleted events; the
 * staff routes under /api/admin/events.
 */
export const eventRoutes: RouteModule = (router) => {
  router.get('/events', access('public'), cachedList('events', publicEvents));
  router.get('/events/:id', access('public'), itemById(publicEvent, 'Event not found'));

  registerManagedRoutes(router, eventResource);
};
