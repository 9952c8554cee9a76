import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http';
import Koa, { type Next } from 'koa';
import compose from 'koa-compose';
import session from 'koa-session';
import { SESSION_COOKIE } from '../shared/browser-storage';
import { JSON_BODY_LIMIT_BYTES } from '../shared/constants';
import { auditRequestScope } from './content/audit';
import { createSessionStore, newSessionId } from './auth/session-store';
import type { Config } from './config';
import type { AppLogger } from './logger';
import type { SessionLifetime } from './session-lifetime';
import type { AppContext, AppContextExtras, AppMiddleware, AppState } from './context';
import { notFound, notImplemented } from './errors';
import { jsonBody } from './middleware/json-body';
import { answerBeforeKoa, handleRequest } from './middleware/request-log';
import { reachedOverHttps, refuseCrossSiteWrites, TOKEN_ONLY_WRITES } from './middleware/security';
import { buildApiRouter } from './routes';
import { cacheKeyOf, cachedPublicReads, writeCached } from './http/json-cache';
import { COMPANY_LOGO_ROUTE } from './routes/company';
import { IMAGE_UPLOAD_ROUTE } from './routes/images';
import { FILE_UPLOAD_ROUTE } from './routes/files';
import { IMPORT_ROUTES } from './routes/imports';
import { createSitePages, type SitePages } from './pages';
import { writeAnswer } from './pages/page-cache';
import { serveWeb, WEB_DIST } from './web';
import type { ApiRouter } from './http/router';
import type { OutboxSender } from './mail';
import type { RegistrationReminders } from './registrations/reminders';
import { createServices, type ServiceOptions } from './services';

export { CACHE_MAX_AGE_MS } from './cache';
export { CACHE_CHANGES_POLL_MS } from './cache-changes';
export { SESSION_COOKIE };

/** Error codes of a connection that the client ended or broke: nothing failed on the server's side. */
const CLIENT_FAULTS = new Set(['ERR_STREAM_PREMATURE_CLOSE', 'ECONNRESET', 'EPIPE', 'ERR_HTTP_REQUEST_TIMEOUT']);

/** How long the HTTP server waits on a client (docs/operations.md, Timeouts). */
export interface HttpTimeouts {
  /** From the first byte of a request to the end of its headers (Node's `headersTimeout`). */
  headersMs: number;
  /** From the first byte of a request to the end of its body (Node's `requestTimeout`): answered 408. */
  requestMs: number;
  /** A connection on which no byte moves either way for this long is closed (Node's `timeout`). */
  idleMs: number;
  /** A connection with no request in progress is closed after this long (Node's `keepAliveTimeout`). */
  keepAliveMs: number;
  /** How often Node checks the headers and request deadlines (so they hold to within this). */
  checkIntervalMs: number;
}

/**
 * The production timeouts. A client sends its headers at once, so 20 s is plenty. The whole request
 * may take 10 minutes because an upload of the largest document (25 MB, POST /api/admin/files)
 * must still arrive over a slow link: 25 MB in 10 minutes is about 350 kbit/s upstream (images,
 * 2 MB, need about 30 kbit/s). What stops a stalled body long before that is the idle timeout: a
 * slow link still delivers a packet every few seconds, a client that sends nothing for 30 s has
 * gone or is holding the connection on purpose. Idle keep-alive connections stay open for 65 s,
 * longer than the 60 s a reverse proxy (nginx's upstream keepalive, most load balancers) keeps
 * one, so the proxy always closes first and never sends a request on a connection closing here.
 */
export const HTTP_TIMEOUTS: HttpTimeouts = {
  headersMs: 20_000,
  requestMs: 10 * 60_000,
  idleMs: 30_000,
  keepAliveMs: 65_000,
  checkIntervalMs: 5_000,
};

/** The HTTP server of `listener` with `timeouts`, so that no client can hold a connection open indefinitely. */
export function createHttpServer(listener: RequestListener, timeouts: HttpTimeouts = HTTP_TIMEOUTS): Server {
  const server = createServer(
    {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      keepAliveTimeout: timeouts.keepAliveMs,
      connectionsCheckingInterval: timeouts.checkIntervalMs,
    },
    listener,
  );
  // Without a 'timeout' listener, Node destroys a socket that has been idle this long.
  server.setTimeout(timeouts.idleMs);
  return server;
}

export interface AppOptions extends ServiceOptions {
  config: Pick<Config, 'trustProxy'>;
  /** The built web site (default dist/web); without one, public pages are plain HTML without islands. */
  webDist?: string;
  /** Where the page renderer's code comes from (see SitePagesOptions.renderer; default the sources). */
  renderer?: 'built' | 'sources';
  /** The site's public address (PUBLIC_URL); tests on port 0 set it once listening (setPublicUrl). */
  publicUrl?: string;
}

export type ChamberApp = Koa<AppState, AppContextExtras> & {
  apiRouter: ApiRouter;
  /**
   * Shutdown has begun: requests that arrive from now on are answered 503 without being worked on,
   * and every answer closes its connection, so keep-alive clients cannot hold the server open.
   */
  beginShutdown(): void;
  close(): void;
  /** The server-rendered public pages. */
  pages: SitePages;
  /** Sets the public address every absolute link starts with (a server on port 0 knows it once listening). */
  setPublicUrl(url: string): void;
  /**
   * What the HTTP server calls for each request: a cached public list or page is answered at once
   * (`answerFromCache`); everything else goes to Koa.
   */
  requestListener: RequestListener;
  /**
   * Answers, before Koa, a sessionless GET or HEAD of a public list's exact address from the JSON
   * cache when the list is cached, or a GET or HEAD of a page's exact address from the page cache
   * when Koa would answer it with the cached page as it is; false (nothing written) otherwise.
   */
  answerFromCache(req: IncomingMessage, res: ServerResponse): boolean;
  /** The outbox sender of this process (undefined when mail is not delivered). */
  mailSender: OutboxSender | undefined;
  /** The day-before reminders of events (queued into the outbox whether or not this process delivers). */
  reminders: RegistrationReminders;
  /**
   * Stops the background jobs, sending mail among them: no new claims; the mail being sent may
   * finish within `graceMs`, claimed mails not yet sent are released for another process or the
   * next start.
   */
  stopMail(graceMs?: number): Promise<void>;
};

/**
 * The /api part of the app: the router, and the middleware that sends each /api request the
 * shortest way through it (a sessionless read skips the session store and the body reader, a public
 * list's exact path even the router) and lets every other request fall through to the pages.
 */
function createApiMiddleware(app: Koa<AppState, AppContextExtras>, sessionLifetime: SessionLifetime) {
  const { db } = app.context.services;
  const apiRouter = buildApiRouter();
  const sessions = session(
    {
      key: SESSION_COOKIE,
      store: createSessionStore(db.models),
      genid: newSessionId,
      // The idle deadline moves on in loadUser (signed-in requests, at most once a minute), not
      // on every request: koa-session's `rolling` would write the store on each one.
      maxAge: sessionLifetime.idleMs,
      httpOnly: true,
      sameSite: 'lax',
      signed: true,
    },
    app,
  ) as AppMiddleware;
  const routes = compose([
    // Decided after the router: 405 (with its Allow header) for a known path, 501, else 404.
    async (ctx: AppContext, next: Next) => {
      await next();
      if (ctx.body !== undefined && ctx.body !== null) return;
      if (ctx.status === 405) ctx.body = { error: 'This method is not allowed on this path' };
      else if (ctx.status === 501) throw notImplemented();
      else if (ctx.status === 404) throw notFound('No such API endpoint');
    },
    apiRouter.routes(),
    apiRouter.allowedMethods(),
  ] as AppMiddleware[]);
  const withSessionAndBody = compose([
    refuseCrossSiteWrites,
    // Every change is made in here: its audit entry records the client address.
    auditRequestScope(),
    sessions,
    // The one-click unsubscribe's form-encoded body is never read (its token is in the address).
    jsonBody(
      JSON_BODY_LIMIT_BYTES,
      new Set([IMAGE_UPLOAD_ROUTE, FILE_UPLOAD_ROUTE, COMPANY_LOGO_ROUTE, ...IMPORT_ROUTES, ...TOKEN_ONLY_WRITES]),
    ),
    routes,
  ]);

  const endOfApi = () => Promise.resolve();
  // The public lists by exact path: a sessionless read of one goes straight to its cached handler.
  const publicReads = cachedPublicReads(apiRouter);

  const middleware: AppMiddleware = async (ctx, next) => {
    // Read once: each ctx.path goes through Koa's delegates and the parsed-URL cache.
    const path = ctx.path;
    // /api requests never fall through to the pages below (their 404 would pre-empt a 405).
    if (path !== '/api' && !path.startsWith('/api/')) {
      await next();
      return;
    }
    // A read without the session cookie can neither use nor create a session, and has no body:
    // it skips the session store and the body reader (the hot path of the public lists). Images
    // are public and never need the session, so a signed-in page's images skip it too.
    const method = ctx.method;
    const reads = method === 'GET' || method === 'HEAD';
    const image = path.startsWith('/api/images/');
    const sessionless = image || !ctx.req.headers.cookie?.includes(`${SESSION_COOKIE}=`);
    if (reads && sessionless) {
      // The exact path of a public list skips the router (the answer the router would give, without
      // matching every route); any other spelling of it (trailing slash, case) is routed as usual.
      const cached = publicReads.get(path);
      if (!cached) {
        try {
          await routes(ctx, endOfApi);
        } finally {
          // A read without a session can still answer something personal (the name behind a
          // cancellation link, a token in a redirect): no cache keeps it unless the route says it may.
          if (!image && !ctx.response.get('Cache-Control')) ctx.set('Cache-Control', 'no-store');
        }
        return;
      }
      // A cache hit answers synchronously: waiting on nothing would still cost a microtask.
      const loading = cached(ctx, endOfApi);
      if (loading) await loading;
      return;
    }
    try {
      await withSessionAndBody(ctx, endOfApi);
    } finally {
      // Answers within a session (and every write) are never stored by a browser or proxy cache.
      if (!image) ctx.set('Cache-Control', 'no-store');
    }
  };
  return { apiRouter, publicReads, middleware };
}

/**
 * The answers given before Koa (see `ChamberApp.answerFromCache`): a public list from the JSON cache,
 * a page from the page cache.
 */
function answersFromCache(
  app: Koa<AppState, AppContextExtras>,
  {
    publicReads,
    web,
    logger,
    trustProxy,
  }: {
    publicReads: ReturnType<typeof cachedPublicReads>;
    web: ReturnType<typeof serveWeb>;
    logger: AppLogger;
    trustProxy: boolean;
  },
) {
  const { cache } = app.context.services;
  // The public lists are the busiest requests, and a cached one needs nothing of Koa's: it gets
  // the headers, request id and log line every answer gets, and the cached body, from Node's
  // request event directly. Only an exact address without a query, a GET or HEAD without the session
  // cookie while the server is not shutting down, and a list in the cache: anything else is Koa's.
  const cacheKeys = new Map(
    [...publicReads].flatMap(([path, handler]) => {
      const key = cacheKeyOf(handler);
      return key ? [[path, key] as const] : [];
    }),
  );
  // The public pages likewise (the HTML of /members is as busy as its list): a page already in the
  // page cache, at an address that goes straight to the pages, when Koa's answer would be that
  // page as it is (no redirect, no cookie to set, no revalidation; see SitePages.ready). A page is
  // the same with or without a session, so the session cookie does not matter there.
  const answerFromCache = (req: IncomingMessage, res: ServerResponse): boolean => {
    const method = req.method;
    if ((method !== 'GET' && method !== 'HEAD') || app.context.stopping) return false;
    const key = cacheKeys.get(req.url ?? '');
    if (key) {
      if (req.headers.cookie?.includes(`${SESSION_COOKIE}=`)) return false;
      const body = cache.peek(key);
      if (!body) return false;
      answerBeforeKoa(req, logger, reachedOverHttps(req, trustProxy), (headers) => {
        writeCached(req, res, body, headers);
        return 200;
      });
      return true;
    }
    const page = web.readyPage(req);
    if (!page) return false;
    answerBeforeKoa(req, logger, reachedOverHttps(req, trustProxy), (headers) => {
      writeAnswer(req, res, page.answer, page.vary, headers);
      return page.answer.status;
    });
    return true;
  };

  return answerFromCache;
}

/** Builds the Koa app: request log → error renderer → /api (session, JSON body, routes) → pages. */
export function createApp(options: AppOptions): ChamberApp {
  const { config, db, logger, sessionKeys } = options;
  const app = new Koa<AppState, AppContextExtras>({ proxy: config.trustProxy, keys: sessionKeys });
  let publicUrl = options.publicUrl ?? 'http://127.0.0.1:3000';
  const { services, jobs } = createServices(options, () => publicUrl);
  const { cache, sessionLifetime } = services;
  const pages = createSitePages({
    distDir: options.webDist ?? WEB_DIST,
    publicUrl: () => publicUrl,
    ...(options.renderer ? { renderer: options.renderer } : {}),
  });
  // Every page shows the site settings and some content: any change the JSON cache hears of clears
  // them; the sitemaps only when the kind they list changed.
  cache.onInvalidate((changed) => pages.invalidate(changed));
  const stopWatching = db.onContentChange((kind) => cache.invalidate(kind));
  app.context.services = services;
  app.context.stopping = false;
  // What Koa reports outside the error middleware: mostly a file still being sent when the visitor
  // left (a closed tab, a prefetch cut short), a client too slow for the request timeout, or bytes
  // after a request that are no HTTP (HPE_…). Nothing failed on our side then, so it is not logged.
  app.on('error', (error: NodeJS.ErrnoException) => {
    const code = error.code ?? '';
    if (CLIENT_FAULTS.has(code) || code.startsWith('HPE_')) return;
    logger.error({ err: error }, 'answer failed');
  });

  const { apiRouter, publicReads, middleware } = createApiMiddleware(app, sessionLifetime);
  const web = serveWeb(pages, options.webDist);
  const answerFromCache = answersFromCache(app, { publicReads, web, logger, trustProxy: config.trustProxy });
  app.use(handleRequest);
  app.use(middleware);
  app.use(web);
  // Mail queued before this start (or left by a process that died) goes out now.
  jobs.start();

  // Made on the first request: Koa's listener composes the middleware added until then.
  let koaListener: ReturnType<typeof app.callback> | undefined;
  return Object.assign(app, {
    apiRouter,
    answerFromCache,
    requestListener: (req: IncomingMessage, res: ServerResponse) => {
      // Koa's listener handles its own errors; its promise only says when the answer is done.
      if (!answerFromCache(req, res)) void (koaListener ??= app.callback())(req, res);
    },
    beginShutdown: () => {
      app.context.stopping = true;
    },
    close: () => {
      stopWatching();
      jobs.halt();
    },
    pages,
    setPublicUrl: (url: string) => {
      publicUrl = url;
      pages.invalidate();
    },
    mailSender: jobs.mailSender,
    reminders: jobs.reminders,
    stopMail: (graceMs?: number) => jobs.stop(graceMs),
  });
}
