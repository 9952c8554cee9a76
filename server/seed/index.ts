import { createHash } from 'node:crypto';
import { TZDate } from '@date-fns/tz';
import { UniqueConstraintError, type Transaction } from 'sequelize';
import { RESOURCE_KINDS, type ResourceKind } from '../../shared/resources';
import { TRANSLATION_LANGUAGES, type TranslationLanguage } from '../../shared/schemas/translations';
import type { Database } from '../db';
import { sampleEvents, sampleMembers, sampleNews } from './sample-data';
import { samplePdf, samplePdfName } from './sample-pdf';
import { sampleResourceTranslations } from './sample-resource-translations';
import {
  sampleAgreements,
  sampleGuides,
  samplePublications,
  sampleRegulatoryUpdates,
  sampleReports,
  sampleTeam,
  sampleTools,
  type PublicationSeed,
} from './sample-resources';
import { sampleTranslations } from './sample-translations';

/** The `app_meta` key holding when the sample data was written (ISO 8601); absent when never seeded. */
export const SEEDED_KEY = 'sample_data_seeded_at';
/** The `app_meta` key holding when the sample resources were written (ISO 8601); absent when never seeded. */
export const RESOURCES_SEEDED_KEY = 'sample_resources_seeded_at';
const DAY_MS = 24 * 60 * 60 * 1000;

/** Midnight UTC of the day `now` falls on, plus `days` days and `hour` hours. */
function dayOffset(now: Date, days: number, hour = 0): Date {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(midnight + days * DAY_MS + hour * 60 * 60 * 1000);
}

/** `hour` o'clock in `timeZone` on the day `days` after the (UTC) day `now` falls on. */
function localDayOffset(now: Date, days: number, hour: number, timeZone: string): Date {
  const day = dayOffset(now, days);
  const local = new TZDate(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hour, 0, 0, timeZone);
  return new Date(local.getTime());
}

/**
 * When the sample data was written, or null when this database was never seeded. Seeding only ever
 * writes into empty tables and stamps every row it writes with this instant, so a member, event or
 * article created at or before it is sample content, and one created after it is staff's work.
 */
export async function sampleDataSeededAt(db: Pick<Database, 'models'>): Promise<Date | null> {
  const row = await db.models.AppMeta.findByPk(SEEDED_KEY);
  if (!row) return null;
  const at = new Date(row.value);
  return Number.isNaN(at.getTime()) ? null : at;
}

/**
 * Writes the sample members, events and news, once per installation and only into an empty
 * database: dates are computed from `now`, so most events are upcoming on the day of seeding.
 * Returns whether it seeded. Safe when several server processes start together. Seeded articles are
 * published, and seeding writes no audit entries (nobody made these changes). Every row is created
 * at `now`, the instant stored under SEEDED_KEY, so the dashboard can leave sample content out of
 * what staff added this month (`sampleDataSeededAt`).
 */
export async function seedSampleData(db: Database, now = new Date()): Promise<boolean> {
  const { AppMeta, Member, Event, NewsArticle } = db.models;
  if (await AppMeta.findByPk(SEEDED_KEY)) return false;
  const counts = await Promise.all([Member.count(), Event.count(), NewsArticle.count()]);
  if (counts.some((count) => count > 0)) return false;
  try {
    await db.sequelize.transaction(async (transaction) => {
      // Claiming the key first makes a second process starting at the same time fail here, not duplicate rows.
      await AppMeta.create({ key: SEEDED_KEY, value: now.toISOString() }, { transaction });
      const stamp = { createdAt: now, updatedAt: now, textChangedAt: now };
      await Member.bulkCreate(
        sampleMembers.map((member) => ({ ...member, ...stamp })),
        { transaction },
      );
      await Event.bulkCreate(
        sampleEvents.map(({ startsInDays, startHour, lastsDays, registrationMode, ...event }) => ({
          ...event,
          registrationMode: registrationMode ?? (event.registrationLink ? 'external' : 'none'),
          date: localDayOffset(now, startsInDays, startHour, event.timeZone),
          endDate: lastsDays ? localDayOffset(now, startsInDays + lastsDays, 17, event.timeZone) : null,
          ...stamp,
        })),
        { transaction },
      );
      await NewsArticle.bulkCreate(
        sampleNews.map(({ publishedDaysAgo, ...article }) => ({
          ...article,
          status: 'published' as const,
          publishDate: dayOffset(now, -publishedDaysAgo, 9),
          ...stamp,
        })),
        { transaction },
      );
      await seedTranslations(db, transaction, now);
    });
  } catch (error) {
    if (error instanceof UniqueConstraintError) return false;
    throw error;
  }
  return true;
}

/**
 * The Spanish and Swedish texts of the sample content, stored as ready translations of the items
 * they name (by English name or title), made from the English text as seeded.
 */
async function seedTranslations(db: Database, transaction: Transaction, now: Date): Promise<void> {
  const { Member, Event, NewsArticle, ContentTranslation } = db.models;
  const [members, events, news] = await Promise.all([
    Member.findAll({ attributes: ['id', 'name'], transaction }),
    Event.findAll({ attributes: ['id', 'title'], transaction }),
    NewsArticle.findAll({ attributes: ['id', 'title'], transaction }),
  ]);
  const ids = {
    members: new Map(members.map((row) => [row.name, row.id])),
    events: new Map(events.map((row) => [row.title, row.id])),
    news: new Map(news.map((row) => [row.title, row.id])),
  };
  const rows = (Object.keys(ids) as (keyof typeof ids)[]).flatMap((kind) => {
    const texts: Record<string, Record<TranslationLanguage, Record<string, string>>> = sampleTranslations[kind];
    return Object.entries(texts).flatMap(([english, languages]) => {
      const itemId = ids[kind].get(english);
      if (itemId === undefined) throw new Error(`A sample ${kind} translation names no sample item: ${english}`);
      return TRANSLATION_LANGUAGES.map((language) => ({
        kind,
        itemId,
        language,
        ...languages[language],
        ready: true,
        sourceChangedAt: now,
        createdAt: now,
        updatedAt: now,
      }));
    });
  });
  await ContentTranslation.bulkCreate(rows, { transaction });
}

/** Whether seeding gives a sample publication a file: not an upcoming one, nor a journal article (read in its journal). */
export const hasSampleFile = (publication: Pick<PublicationSeed, 'type' | 'upcoming'>): boolean =>
  !publication.upcoming && publication.type !== 'journal-article';

/** `yyyy-MM-dd` of the (UTC) day `days` after the one `now` falls on. */
const dayString = (now: Date, days: number) => dayOffset(now, days).toISOString().slice(0, 10);

/**
 * Writes the sample resources (market reports, investment guides and tools, publications, the team,
 * trade agreements and a few regulatory updates), once per installation and only while every
 * resource table is empty (soft-deleted rows and uploaded files count). Returns whether it seeded.
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
export async function seedSampleResources(db: Database, now = new Date()): Promise<boolean> {
  const { AppMeta, ResourceFile, MarketReport, InvestmentGuide, InvestmentTool } = db.models;
  const { Publication, TeamMember, TradeAgreement, RegulatoryUpdate } = db.models;
  if (await AppMeta.findByPk(RESOURCES_SEEDED_KEY)) return false;
  const counts = await Promise.all([
    ResourceFile.count(),
    MarketReport.count(),
    InvestmentGuide.count(),
    InvestmentTool.count(),
    Publication.count(),
    TeamMember.count(),
    TradeAgreement.count(),
    RegulatoryUpdate.count(),
  ]);
  if (counts.some((count) => count > 0)) return false;
  try {
    await db.sequelize.transaction(async (transaction) => {
      // Claiming the key first makes a second process starting at the same time fail here, not duplicate rows.
      await AppMeta.create({ key: RESOURCES_SEEDED_KEY, value: now.toISOString() }, { transaction });
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
  } catch (error) {
    if (error instanceof UniqueConstraintError) return false;
    throw error;
  }
  return true;
}

/** The Spanish and Swedish texts of the sample resources, stored as ready translations of the items they name. */
async function seedResourceTranslations(db: Database, transaction: Transaction, now: Date): Promise<void> {
  const { MarketReport, InvestmentGuide, InvestmentTool, Publication, TeamMember, TradeAgreement } = db.models;
  const { RegulatoryUpdate, ContentTranslation } = db.models;
  const titled = { attributes: ['id', 'title'], transaction };
  const byTitle = (rows: { id: number; title: string }[]) => new Map(rows.map((row) => [row.title, row.id]));
  const ids: Record<ResourceKind, Map<string, number>> = {
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
  const rows = RESOURCE_KINDS.flatMap((kind) => {
    const texts: Record<string, Record<TranslationLanguage, Record<string, string>>> = sampleResourceTranslations[kind];
    return Object.entries(texts).flatMap(([english, languages]) => {
      const itemId = ids[kind].get(english);
      if (itemId === undefined) throw new Error(`A sample ${kind} translation names no sample item: ${english}`);
      return TRANSLATION_LANGUAGES.map((language) => ({
        kind,
        itemId,
        language,
        ...languages[language],
        ready: true,
        sourceChangedAt: now,
        createdAt: now,
        updatedAt: now,
      }));
    });
  });
  await ContentTranslation.bulkCreate(rows, { transaction });
}
