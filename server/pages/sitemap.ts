import { LANGUAGES, type Language } from '../../shared/constants';
import { escapeXml } from '../../shared/escape';
import {
  listsShown,
  localizedPath,
  PAGE_ROUTES,
  SITEMAP_PATH,
  type ListName,
  type PageRoute,
} from '../../shared/routes';

// The text of the sitemap index and of the sitemaps it lists (sitemaps.org 0.9): each page in the
// three languages, with its language alternates (`xhtml:link`) and its last change.

/** A page a sitemap lists: its English path and when it last changed. */
export interface SitemapPage {
  path: string;
  lastModified: Date;
}

/** A sitemap the index lists: its path and the newest change of what it lists. */
export type SitemapEntry = SitemapPage;

/** The most `<url>` entries one sitemap holds (the protocol allows 50,000 and 50 MB). */
export const URLS_PER_SITEMAP = 10_000;

/** The records one sitemap of a list holds: each record is one address per language. */
export const RECORDS_PER_SITEMAP = Math.floor(URLS_PER_SITEMAP / LANGUAGES.length);

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const URLSET_OPEN =
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';

/** The `<url>` entries of a page, one per language, each naming every language's address. */
function urlEntries(publicUrl: string, page: SitemapPage): string {
  const url = (language: Language) => escapeXml(`${publicUrl}${localizedPath(page.path, language)}`);
  const alternates =
    LANGUAGES.map((other) => `<xhtml:link rel="alternate" hreflang="${other}" href="${url(other)}"/>`).join('') +
    `<xhtml:link rel="alternate" hreflang="x-default" href="${url('en')}"/>`;
  const lastmod = page.lastModified.toISOString();
  return LANGUAGES.map(
    (language) => `<url><loc>${url(language)}</loc><lastmod>${lastmod}</lastmod>${alternates}</url>\n`,
  ).join('');
}

/** A `<urlset>` of the pages `batches` yields, one chunk of text per batch. */
export async function* urlsetXml(
  publicUrl: string,
  batches: AsyncIterable<SitemapPage[]> | Iterable<SitemapPage[]>,
): AsyncGenerator<string> {
  let head = XML_DECLARATION + URLSET_OPEN;
  for await (const batch of batches) {
    yield head + batch.map((page) => urlEntries(publicUrl, page)).join('');
    head = '';
  }
  yield `${head}</urlset>\n`;
}

/** The `<sitemapindex>` of the sitemaps in `entries`. */
export function sitemapIndexXml(publicUrl: string, entries: readonly SitemapEntry[]): string {
  const sitemaps = entries.map(
    (entry) =>
      `<sitemap><loc>${escapeXml(`${publicUrl}${entry.path}`)}</loc>` +
      `<lastmod>${entry.lastModified.toISOString()}</lastmod></sitemap>\n`,
  );
  return (
    XML_DECLARATION +
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    sitemaps.join('') +
    '</sitemapindex>\n'
  );
}

/** The indexed pages without a record in their path: the fixed texts and the list pages. */
export const LIST_AND_TEXT_PAGES = (PAGE_ROUTES as readonly PageRoute[]).filter(
  (route) => route.indexed && !route.detail,
);

const newest = (dates: readonly (Date | null)[], fallback: Date) =>
  dates.reduce<Date>((latest, date) => (date && date > latest ? date : latest), fallback);

/**
 * The site's own pages: a page of fixed text changed when the site's texts did (`textsChanged`), a
 * list page when its newest record did (`newestOf`, null for an empty list), if that is later.
 */
export function sitePages(textsChanged: Date, newestOf: (list: ListName) => Date | null): SitemapPage[] {
  return LIST_AND_TEXT_PAGES.map((route) => ({
    path: route.path,
    lastModified: newest(listsShown(route).map(newestOf), textsChanged),
  }));
}

/** The English path of a list's record pages before the id (`/members/`): its detail route's. */
export function recordPathBase(list: ListName): string {
  const route = (PAGE_ROUTES as readonly PageRoute[]).find((candidate) => candidate.detail === list);
  if (!route) throw new Error(`no page shows a record of ${list}`);
  return route.path.slice(0, -':id'.length);
}

/** /robots.txt: everything but the admin and the API may be crawled; where the sitemap index is. */
export function robotsTxt(publicUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/\n\nSitemap: ${publicUrl}${SITEMAP_PATH}\n`;
}
