import type { Language } from '../../shared/constants';
import { escapeXml } from '../../shared/escape';
import { markdownToHtml } from '../../shared/markdown';
import type { SiteStrings } from '../../shared/page-rendering';
import { localizedPath, NEWS_FEED_PATH } from '../../shared/routes';
import { publicNews } from '../content/public-reads';
import type { Models } from '../models';

/** How many of the newest articles a feed carries (readers keep what they fetched before). */
export const FEED_ITEMS = 20;

/** A string of the news page's translations (its title and introduction name the feed). */
function newsText(strings: SiteStrings, language: Language, key: 'meta.title' | 'meta.description'): string {
  const tree = strings[language]?.news as Record<string, Record<string, string>> | undefined;
  const [group, name] = key.split('.') as [string, string];
  return tree?.[group]?.[name] ?? '';
}

/**
 * The news feed of a language (RSS 2.0): the newest published articles, each with its page's
 * absolute address in that language (from PUBLIC_URL), its excerpt, and its content as the same
 * sanitized HTML the article's page shows.
 */
export async function newsFeedXml({
  models,
  publicUrl,
  language,
  siteName,
  strings,
}: {
  models: Models;
  publicUrl: string;
  language: Language;
  siteName: string;
  strings: SiteStrings;
}): Promise<string> {
  const articles = await publicNews(models, language, FEED_ITEMS);
  const url = (path: string) => escapeXml(`${publicUrl}${localizedPath(path, language)}`);
  const newest = articles[0] ? new Date(articles[0].publishDate) : new Date(0);
  const items = articles.map((article) => {
    const link = url(`/news/${article.id}`);
    return [
      '<item>',
      `<title>${escapeXml(article.title)}</title>`,
      `<link>${link}</link>`,
      `<guid isPermaLink="true">${link}</guid>`,
      `<pubDate>${new Date(article.publishDate).toUTCString()}</pubDate>`,
      `<category>${escapeXml(article.category)}</category>`,
      `<description>${escapeXml(article.excerpt)}</description>`,
      `<content:encoded>${escapeXml(markdownToHtml(article.content))}</content:encoded>`,
      '</item>',
    ].join('');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/">',
    '<channel>',
    `<title>${escapeXml(`${newsText(strings, language, 'meta.title')} | ${siteName}`)}</title>`,
    `<link>${url('/news')}</link>`,
    `<description>${escapeXml(newsText(strings, language, 'meta.description'))}</description>`,
    `<language>${language}</language>`,
    `<lastBuildDate>${newest.toUTCString()}</lastBuildDate>`,
    `<atom:link href="${url(NEWS_FEED_PATH)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '</channel>',
    '</rss>',
  ].join('\n');
}
