import { LANGUAGES, type Language } from '../../../../shared/constants';
import { escapeMarkup as escapeHtml } from '../../../../shared/escape';
import { NEWS_FEED_PATH } from '../../../../shared/routes';
import type { PageHead } from '../page-head';
import { scriptJson } from '../islands/page-state';
import { absoluteUrl, pageUrl } from '../lib/urls';

/** The link-preview image of pages without one of their own (a site path). */
export const SITE_IMAGE = '/images/og-image.png';

/** Open Graph's locale of each language. */
const OG_LOCALES: Record<Language, string> = { en: 'en_GB', es: 'es_ES', sv: 'sv_SE' };

/** The document title: "<page> | <site>", or the site's name alone for the home page. */
export function documentTitle(head: PageHead, siteName: string): string {
  return head.title ? `${head.title} | ${siteName}` : siteName;
}

/**
 * The head elements that describe a page to search engines and link previews: title, description,
 * canonical URL and its language alternates (with x-default, the unprefixed English address that
 * picks a visitor's language), Open Graph and Twitter card tags, and structured data as JSON-LD.
 * `path` is null for a page without an address of its own (the 404 page), which is not indexed.
 */
export function headTags({
  head,
  siteName,
  language,
  path,
  indexed,
  publicUrl,
  feedTitle,
}: {
  head: PageHead;
  siteName: string;
  language: Language;
  path: string | null;
  indexed: boolean;
  publicUrl: string;
  /** The name of the language's news feed, which every page announces to feed readers. */
  feedTitle: string;
}): string {
  const title = documentTitle(head, siteName);
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(feedTitle)}" href="${escapeHtml(pageUrl(publicUrl, NEWS_FEED_PATH, language))}">`,
  ];
  if (!indexed || path === null) tags.push(meta('name', 'robots', 'noindex'));
  if (path !== null) {
    const canonical = pageUrl(publicUrl, path, language);
    tags.push(`<link rel="canonical" href="${escapeHtml(canonical)}">`);
    for (const other of LANGUAGES) {
      tags.push(`<link rel="alternate" hreflang="${other}" href="${escapeHtml(pageUrl(publicUrl, path, other))}">`);
    }
    tags.push(`<link rel="alternate" hreflang="x-default" href="${escapeHtml(pageUrl(publicUrl, path, 'en'))}">`);
    const image = absoluteUrl(publicUrl, head.image || SITE_IMAGE);
    tags.push(
      meta('property', 'og:type', head.type ?? 'website'),
      meta('property', 'og:site_name', siteName),
      meta('property', 'og:title', head.title || siteName),
      meta('property', 'og:description', head.description),
      meta('property', 'og:url', canonical),
      meta('property', 'og:image', image),
      meta('property', 'og:locale', OG_LOCALES[language]),
      ...LANGUAGES.filter((other) => other !== language).map((other) =>
        meta('property', 'og:locale:alternate', OG_LOCALES[other]),
      ),
      meta('name', 'twitter:card', 'summary_large_image'),
      meta('name', 'twitter:title', head.title || siteName),
      meta('name', 'twitter:description', head.description),
      meta('name', 'twitter:image', image),
    );
  }
  for (const data of head.structuredData ?? []) {
    tags.push(
      `<script type="application/ld+json">${scriptJson({ '@context': 'https://schema.org', ...data })}</script>`,
    );
  }
  return tags.join('');
}

function meta(attribute: 'name' | 'property', key: string, content: string): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;
}
