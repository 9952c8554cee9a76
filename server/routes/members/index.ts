import { memberResource } from '../../content/member-resource';
import { publicMember, publicMembers } from '../../content/public-reads';
import { access } from '../../http/access';
import { cachedList } from '../../http/json-cache';
import { registerManagedRoutes } from '../../http/managed-routes';
import { itemById } from '../../http/params';
import type { RouteModule } from '../../http/router';

/**
 * GET /api/members (featured first, then by name) and GET /api/members/:id, without deleted
 * members; the staff routes under /api/admin/members.
 */
export const memberRoutes: RouteModule = (router) => {
  router.get('/members', access('public'), cachedList('members', publicMembers));
  router.get('/members/:id', access('public'), itemById(publicMember, 'Member not found'));

  registerManagedRoutes(router, memberResource);
};
