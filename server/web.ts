import { existsSync } from 'node:fs';
import path from 'node:path';
import send from 'koa-send';
import { isKnownPagePath } from '../shared/routes';
import type { AppMiddleware } from './context';
import { notFound } from './errors';

/** Where `vite build --config vite.web.config.ts` writes the web site. */
export const WEB_DIST = path.resolve(import.meta.dirname, '../dist/web');

const IMMUTABLE = 'public, max-age=31536000, immutable';
// Files without a content hash in their name (favicon, images) may change: a week.
const SHORT = 'public, max-age=604800';

/**
 * Serves the built web site: hashed assets cached for a year, other files for an hour, every page
 * path the app's index.html with no-cache — status 200 for a route of the app, 404 otherwise (the
 * app then shows its 404 page). Pre-compressed .br/.gz files are sent when the browser accepts them.
 * Without a build, `/` says the API is up.
 */
export function serveWeb(distDir: string = WEB_DIST): AppMiddleware {
  const hasBuild = existsSync(path.join(distDir, 'index.html'));
  const options = { root: distDir, brotli: true, gzip: true, hidden: false, index: false as const };

  return async (ctx) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') throw notFound();
    if (!hasBuild) {
      if (ctx.path !== '/') throw notFound();
      ctx.type = 'text/html';
      ctx.body =
        '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Chamber of Commerce</title></head>' +
        '<body><main><h1>The chamber API is up</h1><p>See <a href="/api/health">/api/health</a>.</p></main></body></html>';
      return;
    }
    ctx.vary('Accept-Encoding');
    const looksLikeFile = path.extname(ctx.path) !== '' && ctx.path !== '/index.html';
    if (looksLikeFile) {
      try {
        await send(ctx, ctx.path, {
          ...options,
          setHeaders: (res) => res.setHeader('Cache-Control', ctx.path.startsWith('/assets/') ? IMMUTABLE : SHORT),
        });
        return;
      } catch (error) {
        const status = (error as { status?: number }).status;
        if (status !== 404 && status !== 400 && status !== 403) throw error;
        // fall through: an unknown file gets the app's 404 page
      }
    }
    await send(ctx, 'index.html', { ...options, setHeaders: (res) => res.setHeader('Cache-Control', 'no-cache') });
    if (!isKnownPagePath(ctx.path)) ctx.status = 404;
  };
}
