import { createHash } from 'node:crypto';
import type { Transaction } from 'sequelize';
import type { ResourceKind } from '../../shared/resources';
import type { Database } from '../db';
import { samplePdf, samplePdfName } from './sample-pdf';
import { sampleResourceTranslations } from './sample-resource-translations';
import {
  sampleAgreements,
  sampleComplianceSectors,
  sampleGuides,
  sampleInsights,
  sampleOffices,
  samplePublications,
  sampleRegulatoryUpdates,
  sampleReports,
  sampleTariffs,
  sampleTeam,
  sampleTools,
  type PublicationSeed,
} from './sample-resources';
import { dayOffset, seedOnce, storeSampleTranslations } from './seeding';

/** The `app_meta` key holding when the sample resources were written (ISO 8601); absent when never seeded. */
export const RESOURCES_SEEDED_KEY = 'sample_resources_seeded_at';

/**
 * The `app_meta` key holding when the sample Market Insights, tariff and compliance tables and
 * offices were written (ISO 8601); absent when never seeded.
 */
export const SITE_TABLES_SEEDED_KEY = 'sample_site_tables_seeded_at';

/** The collections `seedSiteTables` writes (the other kinds are `seedResources`'s). */
type SiteTableKind = 'insights' | 'tariffs' | 'compliance-sectors' | 'offices';

/** Whether seeding gives a sample publication a file: not an upcoming one, nor a journal article (read in its journal). */
export const hasSampleFile = (publication: Pick<PublicationSeed, 'type' | 'upcoming'>): boolean =>
  !publication.upcoming && publication.type !== 'journal-article';

/** `yyyy-MM-dd` of the (UTC) day `days` after the one `now` falls on. */
const dayString = (now: Date, days: number) => dayOffset(now, days).toISOString().slice(0, 10);

/**
 * Writes the sample resources, each batch once per installation (see `seedResources` and
 * `seedSiteTables`). Returns whether this call seeded either. Safe when several server processes
 * start together: each batch is written by one of them, not necessarily both by the same one.
 *
 * Two batches with a key each, because the site tables became collections after the resources: an
 * installation that already claimed RESOURCES_SEEDED_KEY still gets the figures and tables its
 * pages showed, once, under SITE_TABLES_SEEDED_KEY; a fresh installation gets both at once.
 */
export async function seedSampleResources(db: Database, now = new Date()): Promise<boolean> {
  // Both run: the site tables do not wait on whether the resources were seeded now, earlier or never.
  const resources = await seedResources(db, now);
  const siteTables = await seedSiteTables(db, now);
  return resources || siteTables;
}

/**
 * Writes the first sample resources (market reports, investment guides and tools, publications, the
 * team, trade agreements and a few regulatory updates), once per installation and only while all
 * their tables are empty (soft-deleted rows and uploaded files count). Returns whether it seeded.
 *
 * Separate from `seedSampleData`, with its own key, because these collections came later: an
 * installation that existed before them gets the content its pages showed when it was built into
 * the site, and a fresh one gets it with the rest of the sample data. Once seeded, staff deleting
 * every item does not bring it back. Safe when several server processes start together (the key is
 * claimed in the same transaction). Every report and guide, and every published publication that
 * is not a journal article, gets a small PDF saying it is a sample, so its Download button works
 * until staff upload the real document. Rows are stamped with `now`; the regulatory updates are
 * dated relative to it and left unmailed. Spanish and Swedish are stored as ready translations.
 */
async function seedResources(db: Database, now: Date): Promise<boolean> {
  const { ResourceFile, MarketReport, InvestmentGuide, InvestmentTool } = db.models;
  const { Publication, TeamMember, TradeAgreement, RegulatoryUpdate } = db.models;
  const counts = () => [
    ResourceFile.count(),
    MarketReport.count(),
    InvestmentGuide.count(),
    InvestmentTool.count(),
    Publication.count(),
    TeamMember.count(),
    TradeAgreement.count(),
    RegulatoryUpdate.count(),
  ];
  return seedOnce(db, RESOURCES_SEEDED_KEY, now, counts, async (transaction) => {
    const stamp = { createdAt: now, updatedAt: now, textChangedAt: now };
    /** Stores a sample PDF for a document and gives its id. */
    const file = async (title: string, description: string): Promise<number> => {
      const bytes = samplePdf(title, [
        description,
        'This is a sample document, written when the site was installed: the chamber replaces it with the full document.',
      ]);
      const row = await ResourceFile.create(
        {
          name: samplePdfName(title),
          format: 'pdf',
          size: bytes.length,
          sha256: createHash('sha256').update(bytes).digest('hex'),
          data: bytes,
          createdBy: null,
          createdAt: now,
        },
        { transaction },
      );
      return row.id;
    };
    const source = { externalUrl: null, downloads: 0 };

    for (const { membersOnly, ...report } of sampleReports) {
      const fileId = await file(report.title, report.description);
      await MarketReport.create(
        { ...report, ...source, fileId, membersOnly: membersOnly ?? false, ...stamp },
        // Silent: create would replace the given updatedAt with the clock's time.
        { transaction, silent: true },
      );
    }
    for (const { membersOnly, ...guide } of sampleGuides) {
      const fileId = await file(guide.title, guide.description);
      await InvestmentGuide.create(
        { ...guide, ...source, fileId, membersOnly: membersOnly ?? false, ...stamp },
        { transaction, silent: true },
      );
    }
    for (const { membersOnly, ...publication } of samplePublications) {
      const fileId = hasSampleFile(publication) ? await file(publication.title, publication.abstract) : null;
      await Publication.create(
        {
          ...publication,
          upcoming: publication.upcoming ?? false,
          journal: publication.journal ?? null,
          journalIssue: publication.journalIssue ?? null,
          ...source,
          fileId,
          membersOnly: membersOnly ?? false,
          ...stamp,
        },
        { transaction, silent: true },
      );
    }
    await InvestmentTool.bulkCreate(
      sampleTools.map((tool, position) => ({ ...tool, position, ...stamp })),
      { transaction },
    );
    await TeamMember.bulkCreate(
      sampleTeam.map((person, position) => ({ ...person, position, ...stamp })),
      { transaction },
    );
    await TradeAgreement.bulkCreate(
      sampleAgreements.map((agreement, position) => ({ ...agreement, position, ...stamp })),
      { transaction },
    );
    await RegulatoryUpdate.bulkCreate(
      sampleRegulatoryUpdates.map(({ publishedDaysAgo, ...update }) => ({
        ...update,
        publishedOn: dayString(now, -publishedDaysAgo),
        mailedAt: null,
        ...stamp,
      })),
      { transaction },
    );
    await seedResourceTranslations(db, transaction, now);
  });
}

/** The Spanish and Swedish texts of the sample resources, stored as ready translations of the items they name. */
async function seedResourceTranslations(db: Database, transaction: Transaction, now: Date): Promise<void> {
  const { MarketReport, InvestmentGuide, InvestmentTool, Publication, TeamMember, TradeAgreement } = db.models;
  const { RegulatoryUpdate } = db.models;
  const titled = { attributes: ['id', 'title'], transaction };
  const byTitle = (rows: { id: number; title: string }[]) => new Map(rows.map((row) => [row.title, row.id]));
  const ids: Record<Exclude<ResourceKind, SiteTableKind>, Map<string, number>> = {
    reports: byTitle(await MarketReport.findAll(titled)),
    guides: byTitle(await InvestmentGuide.findAll(titled)),
    tools: byTitle(await InvestmentTool.findAll(titled)),
    publications: byTitle(await Publication.findAll(titled)),
    team: new Map(
      (await TeamMember.findAll({ attributes: ['id', 'name'], transaction })).map((row) => [row.name, row.id]),
    ),
    agreements: byTitle(await TradeAgreement.findAll(titled)),
    'regulatory-updates': byTitle(await RegulatoryUpdate.findAll(titled)),
  };
  await storeSampleTranslations(db, transaction, now, ids, sampleResourceTranslations);
}

/**
 * Writes the Market Insights figures, the tariff and sector compliance tables and the offices, as
 * the pages showed them while they were built into the site, once per installation and only while
 * those four tables are empty (soft-deleted rows count). Returns whether it seeded.
 *
 * It does not look at the other resource tables: every installation's pages showed these figures,
 * including one whose staff had replaced all the other sample resources, so each gets them when it
 * is upgraded. Once seeded, staff deleting every row does not bring them back. Rows are stamped
 * with `now` and placed in list order; Spanish and Swedish are stored as ready translations.
 */
async function seedSiteTables(db: Database, now: Date): Promise<boolean> {
  const { MarketInsight, TariffRow, ComplianceSector, Office } = db.models;
  const counts = () => [MarketInsight.count(), TariffRow.count(), ComplianceSector.count(), Office.count()];
  return seedOnce(db, SITE_TABLES_SEEDED_KEY, now, counts, async (transaction) => {
    const stamp = { createdAt: now, updatedAt: now, textChangedAt: now };
    await MarketInsight.bulkCreate(
      sampleInsights.map((insight, position) => ({ ...insight, position, ...stamp })),
      { transaction },
    );
    await TariffRow.bulkCreate(
      sampleTariffs.map((row, position) => ({ ...row, position, ...stamp })),
      { transaction },
    );
    await ComplianceSector.bulkCreate(
      sampleComplianceSectors.map((sector, position) => ({ ...sector, position, ...stamp })),
      { transaction },
    );
    await Office.bulkCreate(
      sampleOffices.map((office, position) => ({ ...office, position, ...stamp })),
      { transaction },
    );
    await seedSiteTableTranslations(db, transaction, now);
  });
}

/**
 * The Spanish and Swedish texts of the sample site tables, stored as ready translations of the items
 * they name: an office by its street, as the headquarters and a regional office share a city.
 */
async function seedSiteTableTranslations(db: Database, transaction: Transaction, now: Date): Promise<void> {
  const { MarketInsight, TariffRow, ComplianceSector, Office } = db.models;
  const titled = { attributes: ['id', 'title'], transaction };
  const byTitle = (rows: { id: number; title: string }[]) => new Map(rows.map((row) => [row.title, row.id]));
  const ids: Record<SiteTableKind, Map<string, number>> = {
    insights: byTitle(await MarketInsight.findAll(titled)),
    tariffs: byTitle(await TariffRow.findAll(titled)),
    'compliance-sectors': byTitle(await ComplianceSector.findAll(titled)),
    offices: new Map(
      (await Office.findAll({ attributes: ['id', 'street'], transaction })).map((row) => [row.street, row.id]),
    ),
  };
  await storeSampleTranslations(db, transaction, now, ids, sampleResourceTranslations);
}
