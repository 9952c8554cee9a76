import { Op, type Order } from 'sequelize';
import { LANGUAGES } from '../../shared/constants';
import { escapeXml } from '../../shared/escape';
import { PAGE_ROUTES, localizedPath, type ListName, type PageRoute } from '../../shared/routes';
import { VISIBLE_MEMBERS, visibleNews } from '../content/public-reads';
import type { Models } from '../models';

/** A page of the sitemap: its English path and when it last changed. */
interface SitemapPage {
  path: string;
  lastModified: Date;
}

const newest = (dates: Date[], fallback: Date) =>
  dates.reduce((latest, date) => (date > latest ? date : latest), fallback);

/** Each public record's id and last change, by list. */
async function records(models: Models): Promise<Record<ListName, { id: number; updatedAt: Date }[]>> {
  const attributes = ['id', 'updatedAt'];
  const notDeleted = { attributes, where: { deletedAt: null }, order: [['id', 'ASC']] as Order };
  const readers: Record<ListName, () => Promise<{ id: number; updatedAt: Date }[]>> = {
    members: () => models.Member.findAll({ attributes, where: VISIBLE_MEMBERS, order: [['id', 'ASC']] }),
    events: () => models.Event.findAll(notDeleted),
    news: () =>
      models.NewsArticle.findAll({
        attributes,
        where: { [Op.and]: [visibleNews(new Date())] },
        order: [['id', 'ASC']],
      }),
    reports: () => models.MarketReport.findAll(notDeleted),
    guides: () => models.InvestmentGuide.findAll(notDeleted),
    tools: () => models.InvestmentTool.findAll(notDeleted),
    publications: () => models.Publication.findAll(notDeleted),
    team: () => models.TeamMember.findAll(notDeleted),
    agreements: () => models.TradeAgreement.findAll(notDeleted),
    'regulatory-updates': () => models.RegulatoryUpdate.findAll(notDeleted),
    insights: () => models.MarketInsight.findAll(notDeleted),
    tariffs: () => models.TariffRow.findAll(notDeleted),
    'compliance-sectors': () => models.ComplianceSector.findAll(notDeleted),
    offices: () => models.Office.findAll(notDeleted),
  };
  const lists = await Promise.all(
    Object.entries(readers).map(async ([name, read]) => {
      const rows = await read();
      return [name, rows.map(({ id, updatedAt }) => ({ id, updatedAt }))] as const;
    }),
  );
  return Object.fromEntries(lists) as Record<ListName, { id: number; updatedAt: Date }[]>;
}

/**
 * /sitemap.xml: every indexed page and every public record's page, each in the three languages,
 * with its language alternates (`xhtml:link`) and its last change. A page of fixed text changed when
 * the site's texts did (`textsChanged`); a list page when its newest record did.
 */
export async function sitemapXml(models: Models, publicUrl: string, textsChanged: Date): Promise<string> {
  const byList = await records(models);
  const pages: SitemapPage[] = [];
  for (const route of PAGE_ROUTES as readonly PageRoute[]) {
    if (!route.indexed) continue;
    if (route.detail) {
      const base = route.path.slice(0, -'/:id'.length);
      for (const record of byList[route.detail])
        pages.push({ path: `${base}/${record.id}`, lastModified: record.updatedAt });
      continue;
    }
    const shown = (route.lists ?? []).flatMap((list) => byList[list].map((record) => record.updatedAt));
    pages.push({ path: route.path, lastModified: newest(shown, textsChanged) });
  }
  const url = (path: string, language: (typeof LANGUAGES)[number]) => {
    const localized = localizedPath(path, language);
    return escapeXml(`${publicUrl}${localized}`);
  };
  const entries = pages.flatMap((page) =>
    LANGUAGES.map(
      (language) =>
        `<url><loc>${url(page.path, language)}</loc><lastmod>${page.lastModified.toISOString()}</lastmod>` +
        LANGUAGES.map(
          (other) => `<xhtml:link rel="alternate" hreflang="${other}" href="${url(page.path, other)}"/>`,
        ).join('') +
        `<xhtml:link rel="alternate" hreflang="x-default" href="${url(page.path, 'en')}"/></url>`,
    ),
  );
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    entries.join('\n') +
    '\n</urlset>\n'
  );
}

/** /robots.txt: everything but the admin and the API may be crawled; where the sitemap is. */
export function robotsTxt(publicUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/\n\nSitemap: ${publicUrl}/sitemap.xml\n`;
}
