import { existsSync } from 'node:fs';
import path from 'node:path';
import send from 'koa-send';
import {
  isAdminRoutePath,
  isAuthPath,
  matchPageRoute,
  newsFeedLanguage,
  splitLanguagePath,
  withoutTrailingSlash,
} from '../shared/routes';
import { calendarRequest, serveCalendar } from './calendar/serve';
import type { AppMiddleware } from './context';
import { notFound } from './errors';
import type { SitePages } from './pages';
import { WEB_DIST } from './web-build';

export { WEB_DIST };

const IMMUTABLE = 'public, max-age=31536000, immutable';
// Files without a content hash in their name (favicon, images) may change: a week.
const SHORT = 'public, max-age=604800';

/** The sign-in page and the admin area: rendered in the browser by the built app's index.html. */
const isBrowserApp = (pathname: string) =>
  isAuthPath(pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname) ||
  pathname === '/admin' ||
  pathname.startsWith('/admin/');

/**
 * The web site: built files (hashed assets cached for a year, others for a week, pre-compressed
 * .br/.gz sent when accepted), /auth (with its link pages) and /admin as the browser app's index.html (no-cache; an
 * unknown /admin path is its own not-found screen, answered 404), /sitemap.xml, /robots.txt, the news
 * feeds (/rss.xml in each language), the events' calendars (/events.ics, /events/<id>/calendar.ics), and
 * every other path a public page rendered on the server (or the 404 page).
 */
export function serveWeb(pages: SitePages, distDir: string = WEB_DIST): AppMiddleware {
  const hasApp = existsSync(path.join(distDir, 'index.html'));
  const options = { root: distDir, brotli: true, gzip: true, hidden: false, index: false as const };

  return async (ctx) => {
    // A public form sent without JavaScript posts to its own page (its fields never go into an
    // address): the visitor is sent back to the page, whose form says it needs JavaScript.
    if (ctx.method === 'POST' && matchPageRoute(splitLanguagePath(withoutTrailingSlash(ctx.path)).path)) {
      ctx.redirect(ctx.path);
      ctx.status = 303;
      return;
    }
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') throw notFound();
    if (ctx.path === '/sitemap.xml' || ctx.path === '/robots.txt') {
      await pages.serveMeta(ctx, ctx.path === '/sitemap.xml' ? 'sitemap.xml' : 'robots.txt');
      return;
    }
    const feed = newsFeedLanguage(ctx.path);
    if (feed) {
      await pages.serveFeed(ctx, feed);
      return;
    }
    // An unknown event's calendar file falls through to the 404 page like any unknown file.
    const calendar = calendarRequest(ctx.path);
    if (calendar && (await serveCalendar(ctx, calendar))) return;
    const looksLikeFile = path.extname(ctx.path) !== '' && ctx.path !== '/index.html';
    if (looksLikeFile && hasApp) {
      ctx.vary('Accept-Encoding');
      try {
        await send(ctx, ctx.path, {
          ...options,
          setHeaders: (res) => res.setHeader('Cache-Control', ctx.path.startsWith('/assets/') ? IMMUTABLE : SHORT),
        });
        return;
      } catch (error) {
        const status = (error as { status?: number }).status;
        if (status !== 404 && status !== 400 && status !== 403) throw error;
        // fall through: an unknown file gets the 404 page
      }
    }
    if (isBrowserApp(ctx.path)) {
      if (!hasApp) throw notFound('The web app is not built: run npm run build:web');
      ctx.vary('Accept-Encoding');
      await send(ctx, 'index.html', { ...options, setHeaders: (res) => res.setHeader('Cache-Control', 'no-cache') });
      const clean = ctx.path.length > 1 && ctx.path.endsWith('/') ? ctx.path.slice(0, -1) : ctx.path;
      if (!isAuthPath(clean) && !isAdminRoutePath(clean)) ctx.status = 404;
      return;
    }
    await pages.serve(ctx);
  };
}
