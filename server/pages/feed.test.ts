import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { parse } from 'node-html-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../shared/constants';
import { localizedPath } from '../../shared/routes';
import { createNewsArticle } from '../../tests/factories';
import { fetchWithHost } from '../../tests/helpers/http';
import { startTestServer, type TestServer } from '../../tests/helpers/server';
import { publicNews } from '../content/public-reads';
import { FEED_ITEMS } from './feed';
import { mergedNamespace } from './locale-files';
import { SITE_LOCALES } from './strings';

interface FeedItem {
  title: string;
  link: string;
  guid: { '#text': string; '@_isPermaLink': string };
  pubDate: string;
  description: string;
  'content:encoded': string;
}

interface Feed {
  rss: {
    '@_version': string;
    channel: {
      title: string;
      link: string;
      language: string;
      'atom:link': { '@_href': string };
      item: FeedItem | FeedItem[];
    };
  };
}

// The news feeds as a feed reader gets them: plain HTTP, parsed as XML.
describe('news feeds (RSS 2.0) in each language', () => {
  let server: TestServer;
  let markdownId: number;
  let hidden: number[];

  // A forged Host reaches the server: the feed's links must not follow it.
  const feed = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetchWithHost(server.baseUrl + path, { headers });
    const xml = await response.text();
    return { response, xml, rss: new XMLParser({ ignoreAttributes: false }).parse(xml) as Feed };
  };

  beforeAll(async () => {
    server = await startTestServer('sqlite', { seed: true });
    const now = Date.now();
    markdownId = (
      await createNewsArticle(server.db, {
        title: 'Feed & <Markdown>',
        content: '## Agenda\n\n**Bold** and [a link](https://example.org).\n\n<script>alert(1)</script>',
        publishDate: new Date(now - 60_000),
      })
    ).id;
    hidden = [
      (await createNewsArticle(server.db, { title: 'A draft', status: 'draft' })).id,
      (await createNewsArticle(server.db, { title: 'Tomorrow', publishDate: new Date(now + 86_400_000) })).id,
    ];
  });
  afterAll(() => server.close());

  it('stays valid XML when a stored title, excerpt or text holds characters XML forbids', async () => {
    const article = await createNewsArticle(server.db, {
      title: 'Poisoned title',
      publishDate: new Date(Date.now() - 30_000),
    });
    // Stored as no form accepts it today: straight into the database.
    await server.db.sequelize.query(
      'UPDATE news_articles SET title = :title, excerpt = :excerpt, content = :content WHERE id = :id',
      {
        replacements: {
          id: article.id,
          title: 'Trade\u0001 grows\u000B fast',
          excerpt: 'Exports\u0008 rose\uFFFF.',
          content: 'Exports rose\u001F by a tenth.\u000C',
        },
      },
    );
    for (const language of LANGUAGES) {
      const { response, xml, rss } = await feed(localizedPath('/rss.xml', language));
      expect(response.status).toBe(200);
      // XML 1.0's Char production: tab, LF, CR and the rest of Unicode but U+FFFE/U+FFFF.
      // eslint-disable-next-line no-control-regex -- finding control characters is the point
      expect(xml).not.toMatch(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/);
      expect(XMLValidator.validate(xml)).toBe(true);
      const items = ([] as FeedItem[]).concat(rss.rss.channel.item);
      const item = items.find((one) => one.link.endsWith(`/news/${article.id}`));
      expect(item).toMatchObject({ title: 'Trade grows fast', description: 'Exports rose.' });
    }
  });

  it.each(LANGUAGES)(
    '%s: a valid feed of the newest published articles, with absolute links in its language',
    async (language) => {
      const path = localizedPath('/rss.xml', language);
      const { response, xml, rss } = await feed(path, {
        host: 'attacker.example',
        'x-forwarded-host': 'attacker.example',
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
      expect(XMLValidator.validate(xml)).toBe(true);
      expect(xml).not.toContain('attacker.example');
      const channel = rss.rss.channel;
      expect(rss.rss['@_version']).toBe('2.0');
      expect(channel.language).toBe(language);
      expect(channel.link).toBe(`${server.baseUrl}${localizedPath('/news', language)}`);
      expect(channel['atom:link']['@_href']).toBe(`${server.baseUrl}${path}`);
      const newsTitle = (mergedNamespace(SITE_LOCALES, language, 'news').meta as { title: string }).title;
      expect(channel.title).toContain(newsTitle);

      const items = ([] as FeedItem[]).concat(channel.item);
      const published = await publicNews(server.db.models);
      expect(items).toHaveLength(Math.min(FEED_ITEMS, published.length));
      expect(items.map((item) => item.link)).toEqual(
        published
          .slice(0, FEED_ITEMS)
          .map((article) => `${server.baseUrl}${localizedPath(`/news/${article.id}`, language)}`),
      );
      for (const id of hidden) expect(xml).not.toContain(localizedPath(`/news/${id}`, language));
      for (const item of items) {
        expect(item.guid['#text']).toBe(item.link);
        expect(Number.isNaN(Date.parse(item.pubDate))).toBe(false);
        expect(item.description).toBeTruthy();
      }

      // The content is the article page's sanitized HTML; the title is text.
      const markdown = items.find((item) => item.link.endsWith(`/news/${markdownId}`))!;
      expect(markdown.title).toBe('Feed & <Markdown>');
      expect(markdown['content:encoded']).toContain('<h2>Agenda</h2>');
      expect(markdown['content:encoded']).toContain('<strong>Bold</strong>');
      expect(markdown['content:encoded']).toContain(
        '<a href="https://example.org" rel="noopener noreferrer">a link</a>',
      );
      expect(markdown['content:encoded']).not.toMatch(/<script/i);
    },
  );

  it('is announced by every page to feed readers, in the page’s language', async () => {
    for (const language of LANGUAGES) {
      const html = await (await fetch(`${server.baseUrl}${localizedPath('/about', language)}`)).text();
      const link = parse(html).querySelector('head link[rel="alternate"][type="application/rss+xml"]');
      expect(link?.getAttribute('href')).toBe(`${server.baseUrl}${localizedPath('/rss.xml', language)}`);
      expect(link?.getAttribute('title')).toBeTruthy();
    }
  });
});
