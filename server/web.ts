import { existsSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import send from 'koa-send';
import {
  isAdminRoutePath,
  isAuthPath,
  matchPageRoute,
  newsFeedLanguage,
  isStylesheetPath,
  ROBOTS_PATH,
  SITEMAP_PATH,
  sitemapRequest,
  splitLanguagePath,
  sitePath,
  withoutTrailingSlash,
} from '../shared/routes';
import { calendarRequest, serveCalendar } from './calendar/serve';
import type { AppMiddleware } from './context';
import { notFound } from './errors';
import { isApiPath } from './middleware/security';
import type { ReadyPage, SitePages } from './pages';
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

/** Whether a path names a file by its extension (`/index.html` aside: the browser app's shell is never sent as a file). */
const looksLikeFile = (pathname: string) => path.extname(pathname) !== '' && pathname !== '/index.html';

/**
 * Whether a GET or HEAD of `pathname` goes straight to the pages: not a sitemap, robots.txt, the
 * site's stylesheet, a feed, a calendar, a built file (when there is a build) or the browser app. (An unknown calendar
 * or file also ends on the pages, as the 404 page, but only after looking for it.)
 */
function goesToPages(pathname: string, hasApp: boolean): boolean {
  return (
    pathname !== SITEMAP_PATH &&
    pathname !== ROBOTS_PATH &&
    !isStylesheetPath(pathname) &&
    sitemapRequest(pathname) === null &&
    newsFeedLanguage(pathname) === null &&
    calendarRequest(pathname) === null &&
    !(hasApp && looksLikeFile(pathname)) &&
    !isBrowserApp(pathname)
  );
}

/**
 * An address Koa reads as it is (its `ctx.path` is the whole of it): a path without a query or a
 * fragment, and none of the characters that make Koa parse it the slow way.
 */
const PLAIN_ADDRESS = /^\/[^?#\s]*$/;

/** The web site's middleware, and what it answers without Koa. */
export type WebSite = AppMiddleware & {
  /**
   * The cached page the middleware would answer a GET or HEAD of `req` with, as it is (see
   * `SitePages.ready`): only for a plain address that goes straight to the pages; else undefined.
   */
  readyPage(req: IncomingMessage): ReadyPage | undefined;
};

/**
 * The web site: built files (hashed assets cached for a year, others for a week, pre-compressed
 * .br/.gz sent when accepted), /auth (with its link pages) and /admin as the browser app's index.html (no-cache; an
 * unknown /admin path is its own not-found screen, answered 404), the site's stylesheet
 * (/styles/site-<hash>.css, cached for a year), /sitemap.xml (the index of the
 * sitemaps under /sitemaps/), /robots.txt, the news
 * feeds (/rss.xml in each language), the events' calendars (/events.ics, /events/<id>/calendar.ics), and
 * every other path a public page rendered on the server (or the 404 page).
 */
export function serveWeb(pages: SitePages, distDir: string = WEB_DIST): WebSite {
  const hasApp = existsSync(path.join(distDir, 'index.html'));
  const options = { root: distDir, brotli: true, gzip: true, hidden: false, index: false as const };

  const readyPage = (req: IncomingMessage): ReadyPage | undefined => {
    const url = req.url;
    // /api is Koa's before the pages are reached: no page is ever cached under it.
    if (url === undefined || isApiPath(url) || !PLAIN_ADDRESS.test(url) || !goesToPages(url, hasApp)) return undefined;
    return pages.ready(url, req.headers);
  };

  const middleware: AppMiddleware = async (ctx) => {
    // A public form sent without JavaScript posts to its own page (its fields never go into an
    // address): the visitor is sent back to the page, whose form says it needs JavaScript.
    if (ctx.method === 'POST' && matchPageRoute(splitLanguagePath(withoutTrailingSlash(ctx.path)).path)) {
      ctx.redirect(sitePath(ctx.path));
      ctx.status = 303;
      return;
    }
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') throw notFound();
    // The busiest case first (and the one readyPage answers before Koa, by the same test).
    if (goesToPages(ctx.path, hasApp)) {
      await pages.serve(ctx);
      return;
    }
    if (ctx.path === SITEMAP_PATH || ctx.path === ROBOTS_PATH) {
      await pages.serveMeta(ctx, ctx.path === SITEMAP_PATH ? 'sitemap.xml' : 'robots.txt');
      return;
    }
    // Another version's stylesheet falls through to the 404 page like any unknown file.
    if (isStylesheetPath(ctx.path) && (await pages.serveStylesheet(ctx))) return;
    // A sitemap past the last part falls through to the 404 page like any unknown file.
    const sitemap = sitemapRequest(ctx.path);
    if (sitemap && (await pages.serveSitemap(ctx, sitemap))) return;
    const feed = newsFeedLanguage(ctx.path);
    if (feed) {
      await pages.serveFeed(ctx, feed);
      return;
    }
    // An unknown event's calendar file falls through to the 404 page like any unknown file.
    const calendar = calendarRequest(ctx.path);
    if (calendar && (await serveCalendar(ctx, calendar))) return;
    if (looksLikeFile(ctx.path) && hasApp) {
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
  return Object.assign(middleware, { readyPage });
}
