import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './constants';
import { MEMBERS_ONLY_PATH } from './resources';
import { ADMIN_ROUTES } from './roles';

/** The public lists a page shows, read by the server while rendering it. */
export type ListName =
  | 'members'
  | 'events'
  | 'news'
  | 'reports'
  | 'guides'
  | 'tools'
  | 'publications'
  | 'team'
  | 'agreements'
  | 'regulatory-updates'
  | 'insights'
  | 'tariffs'
  | 'compliance-sectors'
  | 'offices';

/** A public page of the site, rendered on the server in every language. */
export interface PageRoute {
  /** The English path, unprefixed; Spanish and Swedish add `/es` and `/sv` in front. */
  path: string;
  /** Module under apps/web/src/pages, without extension, exporting a component of the same base name. */
  page: string;
  /** Translation namespaces the page shows (besides `common`). */
  namespaces: readonly string[];
  /** The public lists the page shows, each read whole (or its first items) by the server's list loaders. */
  lists?: readonly ListName[];
  /**
   * The list the page reads a page at a time, with the filters of its query (the server's page
   * data names it: `memberList`, `archive`, `eventList`, `directory`), rather than as a whole list.
   */
  pagedList?: ListName;
  /** For `/<list>/:id`: the list whose record the page shows (an unknown id is a 404). */
  detail?: ListName;
  /** Whether search engines may index it (and the sitemap lists it). */
  indexed: boolean;
}

/**
 * Every public page: the one table for the server's renderer and 404 decision, the sitemap and the
 * language switcher. Adding a page is one line here and the page's module.
 */
export const PAGE_ROUTES = [
  {
    path: '/',
    page: 'HomePage',
    namespaces: ['home', 'contact'],
    lists: ['members', 'events', 'news', 'offices'],
    indexed: true,
  },
  { path: '/about', page: 'AboutPage', namespaces: ['about'], indexed: true },
  { path: '/members', page: 'MembersPage', namespaces: ['members'], pagedList: 'members', indexed: true },
  { path: '/members/:id', page: 'MemberDetailPage', namespaces: ['members'], detail: 'members', indexed: true },
  { path: '/events', page: 'EventsPage', namespaces: ['events'], pagedList: 'events', indexed: true },
  { path: '/events/:id', page: 'EventDetailPage', namespaces: ['events'], detail: 'events', indexed: true },
  // Its featured articles are read on their own (`featuredNews`), beside the archive's page.
  { path: '/news', page: 'NewsPage', namespaces: ['news'], pagedList: 'news', indexed: true },
  { path: '/news/:id', page: 'NewsDetailPage', namespaces: ['news'], detail: 'news', indexed: true },
  { path: '/contact', page: 'ContactPage', namespaces: ['contact'], lists: ['offices'], indexed: true },
  { path: '/membership/apply', page: 'MembershipApplyPage', namespaces: ['membership'], indexed: true },
  {
    path: '/market-reports',
    page: 'MarketReportsPage',
    namespaces: ['reports'],
    lists: ['reports', 'insights'],
    indexed: true,
  },
  {
    path: '/trade-regulations',
    page: 'TradeRegulationsPage',
    namespaces: ['regulations'],
    lists: ['agreements', 'regulatory-updates', 'tariffs', 'compliance-sectors'],
    indexed: true,
  },
  {
    path: '/investment-guides',
    page: 'InvestmentGuidesPage',
    namespaces: ['guides'],
    lists: ['guides', 'tools', 'events'],
    indexed: true,
  },
  {
    path: '/business-directory',
    page: 'BusinessDirectoryPage',
    namespaces: ['directory'],
    pagedList: 'members',
    indexed: true,
  },
  {
    path: '/publications',
    page: 'PublicationsPage',
    namespaces: ['publications'],
    lists: ['publications'],
    indexed: true,
  },
  { path: '/privacy-policy', page: 'legal/PrivacyPolicyPage', namespaces: ['legal'], indexed: true },
  { path: '/terms-of-service', page: 'legal/TermsOfServicePage', namespaces: ['legal'], indexed: true },
  { path: '/cookies', page: 'legal/CookiesPage', namespaces: ['legal'], indexed: true },
  { path: '/team', page: 'TeamPage', namespaces: ['team'], lists: ['team'], indexed: true },
  // Where a members-only download sends a visitor without a member account (`?next=` the download).
  { path: MEMBERS_ONLY_PATH, page: 'MembersOnlyPage', namespaces: ['members-only'], indexed: false },
  // The link of every mailing: `?token=…`, confirmed with a button. Personal, so never indexed.
  { path: '/unsubscribe', page: 'UnsubscribePage', namespaces: ['unsubscribe'], indexed: false },
  // The link of a subscription's confirmation mail (double opt-in), confirmed with a button.
  { path: '/subscription/confirm', page: 'SubscriptionConfirmPage', namespaces: ['subscription'], indexed: false },
  // The link of every registration mail: gives the place up, confirmed with a button.
  { path: '/registration/cancel', page: 'RegistrationCancelPage', namespaces: ['registration'], indexed: false },
] as const satisfies readonly PageRoute[];

/** Every list a page shows, whole or a page at a time: a change to one of them changes the page. */
export const listsShown = (route: PageRoute): ListName[] => [
  ...(route.lists ?? []),
  ...(route.pagedList ? [route.pagedList] : []),
];

/** The page shown for any other path (status 404), in the language of its prefix. */
export const NOT_FOUND_PAGE: PageRoute = { path: '*', page: 'NotFoundPage', namespaces: [], indexed: false };

/**
 * The pages without a record in their path. (Built by a call marked pure: a bundle that does not use
 * the list leaves it, and the route table with it, out of the browser's code.)
 */
export const PUBLIC_ROUTES: readonly string[] = /* @__PURE__ */ pathsWithoutRecord();

function pathsWithoutRecord(): string[] {
  return PAGE_ROUTES.filter((route) => !('detail' in route)).map((route) => route.path);
}

/** The sign-in page, rendered in the browser like the admin area. */
export const AUTH_ROUTE = '/auth';
/** The pages of mailed links (they check the token, then spend it with a POST): next to the sign-in page. */
export const RESET_PASSWORD_ROUTE = '/auth/reset';
export const INVITATION_ROUTE = '/auth/invitation';
export const EMAIL_CHANGE_ROUTE = '/auth/email';

/** The news feed (RSS 2.0) of a language: /rss.xml, /es/rss.xml, /sv/rss.xml. */
export const NEWS_FEED_PATH = '/rss.xml';

/** Where crawlers are told what they may read, and the sitemap index it names. */
export const ROBOTS_PATH = '/robots.txt';
export const SITEMAP_PATH = '/sitemap.xml';

/** The site's stylesheet is served under the hash of its content: /styles/site-<hash>.css. */
const STYLESHEET = /^\/styles\/site-[0-9a-f]{16}\.css$/;

/** The address of the site's stylesheet whose content has `hash` (hex, 16 digits). */
export const stylesheetPath = (hash: string) => `/styles/site-${hash}.css`;

/** Whether a path names a version of the site's stylesheet. */
export const isStylesheetPath = (path: string) => STYLESHEET.test(path);

/**
 * One of the sitemaps the index lists: the site's own pages (fixed texts and list pages), or one
 * numbered part (from 1) of the pages of a list's records, e.g. /sitemaps/members-2.xml.
 */
export type SitemapChild = { list: 'pages' } | { list: ListName; part: number };

const SITEMAPS_FOLDER = '/sitemaps';
const SITEMAP_PART = /^\/sitemaps\/([a-z-]+)-([1-9][0-9]{0,5})\.xml$/;

/**
 * The lists whose records have indexed pages of their own (a `detail` route): each has its own
 * sitemaps. (Built by a call marked pure, like PUBLIC_ROUTES.)
 */
export const SITEMAP_LISTS: readonly ListName[] = /* @__PURE__ */ listsWithIndexedRecords();

function listsWithIndexedRecords(): ListName[] {
  return (PAGE_ROUTES as readonly PageRoute[]).flatMap((route) =>
    route.indexed && route.detail ? [route.detail] : [],
  );
}

/** The address of a sitemap the index lists. */
export function sitemapChildPath(child: SitemapChild): string {
  return 'part' in child ? `${SITEMAPS_FOLDER}/${child.list}-${child.part}.xml` : `${SITEMAPS_FOLDER}/pages.xml`;
}

/** The sitemap a request path names (whether that part exists is the server's to say), or null. */
export function sitemapRequest(path: string): SitemapChild | null {
  // Asked of every page view (which goes to the pages when this is null): most are answered here.
  if (!path.startsWith(`${SITEMAPS_FOLDER}/`)) return null;
  if (path === `${SITEMAPS_FOLDER}/pages.xml`) return { list: 'pages' };
  const match = SITEMAP_PART.exec(path);
  const list = SITEMAP_LISTS.find((name) => name === match?.[1]);
  return match && list ? { list, part: Number(match[2]) } : null;
}

/** The language whose news feed a request path asks for, or null when it is not a feed's path. */
export function newsFeedLanguage(path: string): Language | null {
  const split = splitLanguagePath(path);
  return split.path === NEWS_FEED_PATH ? split.language : null;
}

/** Whether a path (without a trailing slash) is the sign-in page or one of its link pages. */
export function isAuthPath(clean: string): boolean {
  return (
    clean === AUTH_ROUTE || clean === RESET_PASSWORD_ROUTE || clean === INVITATION_ROUTE || clean === EMAIL_CHANGE_ROUTE
  );
}

/** A positive database id as it may appear in a path. */
const ID_PATTERN = /^[1-9][0-9]{0,9}$/;

/**
 * A path of this site to send a visitor to: whatever run of slashes and backslashes leads it becomes
 * one slash, because a browser reads `//host` and `/\host` in a Location header as another site.
 */
export function sitePath(path: string): string {
  return path.replace(/^[/\\]+/, '/');
}

/** Drops one trailing slash (not from `/`). */
export function withoutTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/** A page route matched by a path, with its `:id` when it has one. */
export interface PageMatch {
  route: PageRoute;
  params: { id?: string };
}

/** The public page of an (unprefixed, trailing-slash-free) path, or null. */
export function matchPageRoute(clean: string): PageMatch | null {
  for (const route of PAGE_ROUTES as readonly PageRoute[]) {
    if (!route.path.endsWith('/:id')) {
      if (route.path === clean) return { route, params: {} };
      continue;
    }
    const base = route.path.slice(0, -'/:id'.length);
    if (!clean.startsWith(`${base}/`)) continue;
    const id = clean.slice(base.length + 1);
    if (ID_PATTERN.test(id)) return { route, params: { id } };
  }
  return null;
}

/**
 * The query parameter a link to the admin app's pages may name a language with (`/auth?lang=sv`,
 * from a Swedish public page): the page then shows in it, whatever was saved or the browser prefers.
 */
export const LANGUAGE_PARAM = 'lang';

/** The languages with a path prefix: every one but the default, whose pages keep their unprefixed paths. */
export const PREFIXED_LANGUAGES = LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE);

/**
 * A request path split into its language and the page's English path: `/es/members` → es,
 * `/members`; `/sv` → sv, `/`; `/members` → en, `/members` (`prefixed` false).
 */
export function splitLanguagePath(path: string): { language: Language; path: string; prefixed: boolean } {
  for (const language of PREFIXED_LANGUAGES) {
    if (path === `/${language}` || path === `/${language}/`) return { language, path: '/', prefixed: true };
    if (path.startsWith(`/${language}/`)) return { language, path: path.slice(language.length + 1), prefixed: true };
  }
  return { language: DEFAULT_LANGUAGE, path, prefixed: false };
}

/**
 * The address of a page in a language: English at its unprefixed paths, the others under their prefix
 * (`/es/members`, `/sv` for the home page). A query or #fragment is kept.
 */
export function localizedPath(path: string, language: Language): string {
  if (language === DEFAULT_LANGUAGE || !path.startsWith('/')) return path;
  const rest = path === '/' ? '' : /^\/[?#]/.test(path) ? path.slice(1) : path;
  return `/${language}${rest}`;
}

/** An admin route's path as a pattern: a `:param` stands for a record id. */
const adminPatterns = ADMIN_ROUTES.map(
  (route) => new RegExp(`^${route.path.replace(/:[A-Za-z]+/g, '[1-9][0-9]{0,9}')}$`),
);

/** Whether `path` is an admin screen (`/admin/events/12/attendees` included). */
export function isAdminRoutePath(path: string): boolean {
  return adminPatterns.some((pattern) => pattern.test(path));
}

/**
 * Whether a page path is one the site serves: a public page in any language, the sign-in page or an
 * admin screen. Anything else is answered with the 404 page.
 */
export function isKnownPagePath(path: string): boolean {
  const clean = withoutTrailingSlash(path);
  if (isAuthPath(clean)) return true;
  if (isAdminRoutePath(clean)) return true;
  const split = splitLanguagePath(clean);
  return matchPageRoute(split.path) !== null;
}
