import Router from '@koa/router';
import type { AppContextExtras, AppState } from '../context';

/** The API router type every resource module registers its routes on. */
export type ApiRouter = Router<AppState, AppContextExtras>;

/**
 * One resource's routes: each is `access(rule)`, then `validate(Schema)` when it takes a body or
 * a query, then the handler. A module may declare its routes in any order, and the modules may be
 * listed in any order: `routerOf` decides which of two routes matching the same path runs.
 */
export type RouteModule = (router: ApiRouter) => void;

/** A new API router mounted under /api. */
export function createApiRouter(): ApiRouter {
  return new Router<AppState, AppContextExtras>({ prefix: '/api' });
}

/** How a path segment matches: its own text (0) before any value of a parameter (1). */
function segmentRanks(path: string): number[] {
  return path.split('/').map((segment) => (segment.startsWith(':') ? 1 : 0));
}

/**
 * Where two paths first differ in how a segment matches, the literal one comes first: so
 * `/admin/members/export` is tried before `/admin/members/:id`, which would take "export" for an
 * id. A shorter path comes before a longer one it begins like (they never match the same request).
 * Paths alike in every segment keep the order they were declared in (the sort is stable), so the
 * routes of one path keep their order, and the `Allow` header its methods' order.
 */
function literalFirst(a: string, b: string): number {
  const ra = segmentRanks(a);
  const rb = segmentRanks(b);
  const differing = ra.findIndex((rank, i) => i < rb.length && rank !== rb[i]);
  return differing >= 0 ? ra[differing]! - rb[differing]! : ra.length - rb.length;
}

/** The API router with the routes of every module, a literal path segment matched before a parameter. */
export function routerOf(modules: readonly RouteModule[]): ApiRouter {
  const router = createApiRouter();
  for (const register of modules) register(router);
  router.stack.sort((a, b) => literalFirst(String(a.path), String(b.path)));
  return router;
}
