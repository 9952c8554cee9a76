import { createHash } from 'node:crypto';
import { statSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import {
  NOT_FOUND_PAGE,
  localizedPath,
  type SitemapChild,
  matchPageRoute,
  splitLanguagePath,
  sitePath,
  stylesheetPath,
  withoutTrailingSlash,
} from '../../shared/routes';
import type { Language } from '../../shared/constants';
import type { PageRenderer, RendererModule, SiteStrings } from '../../shared/page-rendering';
import { localeNamespaces } from './locale-files';
import type { AppContext } from '../context';
import { siteTextsIn } from '../../shared/site-texts';
import { readSiteSettings } from '../settings';
import { CACHE_MAX_AGE_MS } from '../cache';
import { readClientAssets } from './assets';
import { loadPageData } from './data';
import { pageExpiry } from './page-expiry';
import { languageRedirect, languageRedirectNow, visitorOf, VISIT_COOKIE, type VisitorLanguage } from './language';
import {
  answerEncoding,
  cachedAnswer,
  encodedBody,
  PageCache,
  pageKey,
  pushAnswerHeaders,
  revalidates,
  type CachedAnswer,
} from './page-cache';
import { newsFeedXml } from './feed';
import { robotsTxt } from './sitemap';
import { createSitemaps } from './sitemaps';
import { readSiteStrings, SITE_LOCALES } from './strings';
import { RENDERER_BUNDLE } from '../web-build';

/**
 * The server renderer of the public pages, React code of the web app: either its bundle in the web
 * build (RENDERER_BUNDLE, what `npm start` serves with) or its sources, compiled on the fly with the
 * web app's own TypeScript settings (JSX), for `npm run dev` and the tests of the server alone.
 */
const RENDERER_MODULE = pathToFileURL(
  path.resolve(import.meta.dirname, '../../apps/web/src/render/render-page.tsx'),
).href;
const WEB_TSCONFIG = path.resolve(import.meta.dirname, '../../apps/web/tsconfig.json');

/** The visit marker: for this browser session, readable by the server only. */
const VISIT_COOKIE_OPTIONS = { httpOnly: true, sameSite: 'lax', signed: false, overwrite: true } as const;

/**
 * How long a rendered page is kept at most: as long as a cached list (CACHE_MAX_AGE_MS), since a
 * page is cleared with the lists it shows; its own expiry (an event on it starts or ends) may come sooner.
 */
export const PAGE_CACHE_TTL_MS = CACHE_MAX_AGE_MS;

export interface SitePagesOptions {
  /** The built web site (its manifest names the islands' files); without one, pages have no islands. */
  distDir: string;
  /** The site's public address, for every absolute link. */
  publicUrl: () => string;
  /**
   * Where the page renderer's code comes from: the build's bundle of it (`distDir` must be a build
   * of the current sources, as `npm start` makes sure), or the sources (the default: what a
   * restart after an edit runs at once). The bundle holds only the code the pages use: the server
   * then needs about 150 MB less memory.
   */
  renderer?: 'built' | 'sources';
}

/** A rendered page ready to be sent as it is, with what its answer varies on. */
export interface ReadyPage {
  answer: CachedAnswer;
  vary: string;
}

/** The public pages: rendered on the server, cached, answered with validators and compression. */
export interface SitePages {
  /** Answers a GET or HEAD of a page path (anything not /api, not a file, not /auth or /admin). */
  serve(ctx: AppContext): Promise<void>;
  /**
   * The page `serve` would answer a GET or HEAD of `path` (the whole address, no query) with, when
   * that answer is the cached page as it is: a page (not the 404 page) already rendered, which the
   * request's language and cookies do not redirect, whose visit is marked already (no cookie to set)
   * and which the request does not revalidate. Undefined for anything else, which `serve` answers.
   */
  ready(path: string, headers: IncomingHttpHeaders): ReadyPage | undefined;
  /** Answers /sitemap.xml (the sitemap index) or /robots.txt. */
  serveMeta(ctx: AppContext, file: 'sitemap.xml' | 'robots.txt'): Promise<void>;
  /** Answers a sitemap the index lists; false when there is none of that name. */
  serveSitemap(ctx: AppContext, child: SitemapChild): Promise<boolean>;
  /** Answers the news feed of a language (/rss.xml, /es/rss.xml, /sv/rss.xml). */
  serveFeed(ctx: AppContext, language: Language): Promise<void>;
  /** Answers the site's stylesheet at the address the pages name; false for another version's. */
  serveStylesheet(ctx: AppContext): Promise<boolean>;
  /**
   * Forgets every rendered page (content or settings changed), and the sitemaps that list
   * `changed` (the JSON cache's kind or prefix that was cleared; without it, every sitemap).
   */
  invalidate(changed?: string): void;
  /** Loads the renderer now rather than on the first page request. */
  warm(): Promise<void>;
}

type LanguagePath = ReturnType<typeof splitLanguagePath>;

/** What a page's answer varies on: an unprefixed address may redirect by the visitor's language. */
const VARY_PREFIXED = 'Accept-Encoding';
const VARY_UNPREFIXED = 'Accept-Encoding, Accept-Language, Cookie';
const pageVary = (split: LanguagePath) => (split.prefixed ? VARY_PREFIXED : VARY_UNPREFIXED);

/**
 * Whether the language of the visitor decides where an address goes (languageRedirect is asked):
 * only an unprefixed address, and only of a page that exists (an unknown address is a 404 in any
 * language). A client without cookies or Accept-Language (a crawler) is never redirected: no
 * cookie to read or set.
 */
function mayRedirect(split: LanguagePath, visitor: ReturnType<typeof visitorOf>): boolean {
  return (
    !split.prefixed &&
    (visitor.acceptLanguage !== undefined || visitor.hasCookies) &&
    matchPageRoute(split.path) !== null
  );
}

/** Whether the answer marks the visit: a browser's (it sends Accept-Language) first request of one. */
const marksVisit = (visitor: VisitorLanguage) => !visitor.visited && visitor.acceptLanguage !== undefined;

/** When the newest of the site's text files changed: the pages of fixed text changed then. */
function textsChanged(): Date {
  const times = localeNamespaces(SITE_LOCALES).map((namespace) =>
    statSync(path.join(SITE_LOCALES, 'en', `${namespace}.json`)).mtime.getTime(),
  );
  return new Date(Math.max(...times));
}

/** Builds the public pages' handler (see SitePages). */
export function createSitePages(options: SitePagesOptions): SitePages {
  const cache = new PageCache(PAGE_CACHE_TTL_MS);
  // The site's texts, read from disk once for the page renderer and the feeds alike.
  let siteStrings: SiteStrings | undefined;
  const strings = () => (siteStrings ??= readSiteStrings());
  let renderer: Promise<{ pages: PageRenderer; stylesheet: CachedAnswer & { path: string } }> | undefined;
  const loadRenderer = () =>
    (renderer ??= (async () => {
      const module = (
        options.renderer === 'built'
          ? await import(pathToFileURL(path.join(options.distDir, RENDERER_BUNDLE)).href)
          : await tsImport(RENDERER_MODULE, { parentURL: import.meta.url, tsconfig: WEB_TSCONFIG })
      ) as RendererModule;
      const pages = await module.createPageRenderer({
        strings: strings(),
        assets: readClientAssets(options.distDir, module.islandModules),
      });
      // Named by its content, the stylesheet can be kept for a year: a new version has a new address.
      const hash = createHash('sha256').update(pages.stylesheet).digest('hex').slice(0, 16);
      const stylesheet = {
        ...cachedAnswer(200, 'text/css; charset=utf-8', pages.stylesheet),
        cacheControl: 'public, max-age=31536000, immutable',
        path: stylesheetPath(hash),
      };
      return { pages, stylesheet };
    })());

  /** Renders the page of `pathname` (without its language prefix) in `language`. */
  async function render(ctx: AppContext, language: Language, pathname: string) {
    const { db } = ctx.services;
    const match = matchPageRoute(pathname);
    const query = new URLSearchParams(ctx.querystring);
    // What is upcoming is read at this instant, and the page expires at the first change after it:
    // a change while it is read and rendered only makes the page expire at once.
    const readAt = Date.now();
    const [{ pages: pageRenderer, stylesheet }, settings, data] = await Promise.all([
      loadRenderer(),
      readSiteSettings(db.models),
      match
        ? loadPageData(ctx.services, match.route, match.params, query, language, new Date(readAt))
        : Promise.resolve(null),
    ]);
    const found = match && data;
    const page = pageRenderer.render({
      route: found ? match.route : NOT_FOUND_PAGE,
      params: found ? match.params : {},
      language,
      path: pathname,
      search: ctx.querystring ? `?${ctx.querystring}` : '',
      settings,
      data: data ?? {},
      publicUrl: options.publicUrl(),
      stylesheetHref: stylesheet.path,
    });
    const answer = cachedAnswer(page.status, 'text/html; charset=utf-8', page.html);
    const expiresAt = found ? pageExpiry(data, readAt) : null;
    if (expiresAt !== null) answer.expiresAt = expiresAt;
    return answer;
  }

  /**
   * Answers with a cached page. This is the hot path of every page view, so its headers are set
   * directly on the response (no type lookup, no Vary parsing) and the negotiation runs only when
   * the request asks for it.
   */
  function send(ctx: AppContext, answer: CachedAnswer, vary: string): void {
    const { req, res } = ctx;
    ctx.status = answer.status;
    const headers: string[] = [];
    pushAnswerHeaders(headers, answer, vary);
    for (let i = 0; i < headers.length; i += 2) res.setHeader(headers[i]!, headers[i + 1]!);
    if (answer.status === 200 && revalidates(req.headers) && ctx.fresh) {
      ctx.status = 304;
      return;
    }
    const encoding = answerEncoding(req);
    if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
    ctx.body = encodedBody(answer, encoding);
  }

  const sitemaps = createSitemaps({ publicUrl: options.publicUrl, textsChanged, send, ttlMs: PAGE_CACHE_TTL_MS });

  return {
    async serve(ctx) {
      // One address per page: no trailing slash (the prefixed home pages are /es and /sv).
      const clean = withoutTrailingSlash(ctx.path);
      if (clean !== ctx.path) {
        ctx.status = 301;
        ctx.redirect(`${sitePath(clean)}${ctx.search}`);
        return;
      }
      const split = splitLanguagePath(clean);
      const visitor = visitorOf(ctx.req.headers);
      if (mayRedirect(split, visitor)) {
        const target = await languageRedirect({
          ...visitor,
          siteDefault: async () => (await readSiteSettings(ctx.services.db.models)).defaultLanguage,
        });
        if (target) {
          ctx.set('Cache-Control', 'private, no-cache');
          ctx.vary('Accept-Language');
          ctx.vary('Cookie');
          ctx.cookies.set(VISIT_COOKIE, '1', VISIT_COOKIE_OPTIONS);
          ctx.status = 302;
          ctx.redirect(`${sitePath(localizedPath(split.path, target))}${ctx.search}`);
          return;
        }
      }
      if (marksVisit(visitor)) ctx.cookies.set(VISIT_COOKIE, '1', VISIT_COOKIE_OPTIONS);
      const key = pageKey(split.language, split.path, ctx.search);
      const answer =
        key === undefined
          ? await render(ctx, split.language, split.path)
          : (cache.peek(key) ?? (await cache.get(key, () => render(ctx, split.language, split.path))));
      send(ctx, answer, pageVary(split));
    },

    ready(path, headers) {
      if (withoutTrailingSlash(path) !== path) return undefined;
      const split = splitLanguagePath(path);
      const key = pageKey(split.language, split.path, '');
      const answer = key === undefined ? undefined : cache.peek(key);
      if (answer?.status !== 200 || revalidates(headers)) return undefined;
      const visitor = visitorOf(headers);
      if (marksVisit(visitor)) return undefined;
      // Decided without waiting, or not here: a decision that needs the settings is serve's.
      if (mayRedirect(split, visitor) && languageRedirectNow(visitor) !== null) return undefined;
      return { answer, vary: pageVary(split) };
    },

    async serveMeta(ctx, file) {
      if (file === 'sitemap.xml') return sitemaps.serveIndex(ctx);
      send(ctx, cachedAnswer(200, 'text/plain; charset=utf-8', robotsTxt(options.publicUrl())), VARY_PREFIXED);
    },

    serveSitemap: (ctx, child) => sitemaps.serveChild(ctx, child),

    async serveFeed(ctx, language) {
      const answer = await cache.get(`feed ${language}`, async () =>
        cachedAnswer(
          200,
          'application/rss+xml; charset=utf-8',
          await newsFeedXml({
            models: ctx.services.db.models,
            publicUrl: options.publicUrl(),
            language,
            siteName: siteTextsIn(await readSiteSettings(ctx.services.db.models), language).siteName,
            strings: strings(),
          }),
        ),
      );
      send(ctx, answer, VARY_PREFIXED);
    },

    invalidate(changed) {
      cache.clear();
      sitemaps.invalidate(changed);
    },

    async serveStylesheet(ctx) {
      const { stylesheet } = await loadRenderer();
      if (ctx.path !== stylesheet.path) return false;
      send(ctx, stylesheet, VARY_PREFIXED);
      return true;
    },

    async warm() {
      await loadRenderer();
    },
  };
}
