import Router from '@koa/router';
import type { AppContextExtras, AppState } from '../context';

/** The API router type every resource module registers its routes on. */
export type ApiRouter = Router<AppState, AppContextExtras>;

/** A new API router mounted under /api. */
export function createApiRouter(): ApiRouter {
  return new Router<AppState, AppContextExtras>({ prefix: '/api' });
}
