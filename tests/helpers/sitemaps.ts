import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { SITEMAP_PATH } from '../../shared/routes';

/** A `<url>` of a sitemap as the parser reads it. */
export interface SitemapUrl {
  loc: string;
  lastmod: string;
  'xhtml:link': { '@_rel': string; '@_hreflang': string; '@_href': string }[];
}

/** One sitemap the index lists, fetched and parsed. */
export interface FetchedSitemap {
  loc: string;
  lastmod: string;
  /** Its path on the server (the location without the public address). */
  path: string;
  status: number;
  headers: Headers;
  text: string;
  bytes: number;
  urls: SitemapUrl[];
}

/** The sitemap index and every sitemap it lists. */
export interface SitemapTree {
  headers: Headers;
  text: string;
  root: Record<string, unknown>;
  entries: { loc: string; lastmod: string }[];
  children: FetchedSitemap[];
}

/** What a sitemap test reads an address with: its status, headers and text. */
export type FetchText = (path: string) => Promise<{ status: number; headers: Headers; text: string }>;

const parser = new XMLParser({
  ignoreAttributes: false,
  isArray: (name) => ['url', 'sitemap', 'xhtml:link'].includes(name),
});

/** Parses a sitemap document, failing on anything that is not well-formed XML. */
export function parseSitemapXml(text: string): Record<string, unknown> {
  const valid = XMLValidator.validate(text);
  if (valid !== true) throw new Error(`not well-formed XML: ${JSON.stringify(valid.err)}`);
  return parser.parse(text) as Record<string, unknown>;
}

/** Plain fetch of `baseUrl` + path. */
export const fetchFrom =
  (baseUrl: string, headers: Record<string, string> = {}): FetchText =>
  async (path) => {
    const response = await fetch(`${baseUrl}${path}`, { headers, redirect: 'manual' });
    return { status: response.status, headers: response.headers, text: await response.text() };
  };

/** Reads /sitemap.xml and each sitemap it lists (their locations start with `publicUrl`). */
export async function readSitemaps(fetchText: FetchText, publicUrl: string): Promise<SitemapTree> {
  const index = await fetchText(SITEMAP_PATH);
  if (index.status !== 200) throw new Error(`${SITEMAP_PATH}: ${index.status}`);
  const root = parseSitemapXml(index.text);
  const entries = (root.sitemapindex as { sitemap?: { loc: string; lastmod: string }[] } | undefined)?.sitemap ?? [];
  const children: FetchedSitemap[] = [];
  for (const entry of entries) {
    if (!entry.loc.startsWith(`${publicUrl}/`)) throw new Error(`a sitemap outside ${publicUrl}: ${entry.loc}`);
    const path = entry.loc.slice(publicUrl.length);
    const child = await fetchText(path);
    const parsed = child.status === 200 ? parseSitemapXml(child.text) : {};
    children.push({
      ...entry,
      path,
      status: child.status,
      headers: child.headers,
      text: child.text,
      bytes: Buffer.byteLength(child.text),
      urls: (parsed.urlset as { url?: SitemapUrl[] } | undefined)?.url ?? [],
    });
  }
  return { headers: index.headers, text: index.text, root, entries, children };
}
