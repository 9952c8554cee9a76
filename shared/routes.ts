import { ADMIN_ROUTES } from './roles';

/** Public routes of the web site (§2). The server answers 404 for any other page path. */
export const PUBLIC_ROUTES = [
  '/',
  '/about',
  '/members',
  '/events',
  '/news',
  '/contact',
  '/market-reports',
  '/trade-regulations',
  '/investment-guides',
  '/business-directory',
  '/publications',
  '/privacy-policy',
  '/terms-of-service',
  '/cookies',
  '/auth',
  '/team',
  // The link of every mailing (issue 6): `?token=…`, confirmed with a button.
  '/unsubscribe',
] as const;

/** Detail pages fed by the API; `:id` is a positive integer. */
export const DETAIL_ROUTES = ['/members/:id', '/events/:id', '/news/:id'] as const;

/** Whether a page path is one the web app renders (anything else is its 404 page). */
export function isKnownPagePath(path: string): boolean {
  const clean = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  if ((PUBLIC_ROUTES as readonly string[]).includes(clean)) return true;
  if (ADMIN_ROUTES.some((route) => route.path === clean)) return true;
  return /^\/(members|events|news)\/[1-9][0-9]{0,9}$/.test(clean);
}
