import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { QueryTypes, type Transaction } from 'sequelize';
import { BUSINESS_TYPES, EVENT_FORMATS, REGIONS } from '../../shared/entities';
import { RESOURCE_KINDS, type ResourceKind } from '../../shared/resources';
import {
  AgreementInputSchema,
  ComplianceSectorInputSchema,
  GuideInputSchema,
  InsightInputSchema,
  OfficeInputSchema,
  PublicationInputSchema,
  RegulatoryUpdateInputSchema,
  ReportInputSchema,
  TariffInputSchema,
  TeamMemberInputSchema,
  ToolInputSchema,
} from '../../shared/schemas/resources';
import { TRANSLATION_LANGUAGES, translatableFields } from '../../shared/schemas/translations';
import { createMember, createUser, FACTORY_PASSWORD } from '../../tests/factories';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../tests/helpers/databases';
import { ApiClient } from '../../tests/helpers/http';
import { startTestServer, type TestServer } from '../../tests/helpers/server';
import { verifyPassword } from '../auth/passwords';
import { openMigratedDatabase, prepareDatabase } from '../bootstrap';
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db';
import { migrate, migrateDownAll } from '../db/migrate';
import { migrations } from '../db/migrations';
import { resources } from '../db/migrations/20261128-0014-resources';
import { siteTables } from '../db/migrations/20261129-0015-site-tables';
import { detectFileFormat } from '../files/detect';
import type { AppLogger } from '../logger';
import { SQLITE_BUSY_TIMEOUT_MS } from '../db/sqlite-driver';
import { createOrResetUser, ensureFirstAdmin } from '../users/commands';
import {
  hasSampleFile,
  RESOURCES_SEEDED_KEY,
  SEEDED_KEY,
  seedSampleData,
  seedSampleResources,
  SITE_TABLES_SEEDED_KEY,
} from '.';
import { publicMembers } from '../content/public-reads';

/** A fresh migrated database, closed and dropped by `cleanup`. */
async function freshDatabase(kind: TestDatabase['kind']): Promise<{ db: Database; database: TestDatabase }> {
  const database = await createTestDatabase(kind);
  const db = await openMigratedDatabase({ database: database.config, dataDir: database.dataDir });
  return { db, database };
}

async function counts(db: Database) {
  const { Member, Event, NewsArticle } = db.models;
  return { members: await Member.count(), events: await Event.count(), news: await NewsArticle.count() };
}

/** The single value of a one-row, one-column answer. */
async function scalar(db: Database, sql: string, transaction?: Transaction): Promise<unknown> {
  const rows = await db.sequelize.query<Record<string, unknown>>(sql, {
    type: QueryTypes.SELECT,
    ...(transaction ? { transaction } : {}),
  });
  expect(rows).toHaveLength(1);
  return Object.values(rows[0]!)[0];
}

describe.each(testDatabaseKinds())('seedSampleData on %s', (kind) => {
  let db: Database;
  let database: TestDatabase;
  let seeded: boolean;
  const now = new Date();
  const cleanups: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    ({ db, database } = await freshDatabase(kind));
    seeded = await seedSampleData(db, now);
  });
  afterAll(async () => {
    await db.close();
    await database.drop();
  });
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  it('seeds an empty database and says so', () => {
    expect(seeded).toBe(true);
  });

  it('writes at least 12 members over the 3 regions and at least 5 industries', async () => {
    const members = await db.models.Member.findAll();
    expect(members.length).toBeGreaterThanOrEqual(12);
    expect(new Set(members.map((member) => member.region))).toEqual(new Set(REGIONS));
    expect(new Set(members.map((member) => member.industry)).size).toBeGreaterThanOrEqual(5);
    expect(members.filter((member) => member.featured).length).toBeGreaterThanOrEqual(4);
    expect(members.some((member) => member.logo === null)).toBe(true);
    expect(members.some((member) => member.logo !== null)).toBe(true);
    expect(members.some((member) => member.website === null)).toBe(true);
    expect(members.some((member) => member.website !== null)).toBe(true);
    expect(new Set(members.map((member) => member.name)).size).toBe(members.length);
  });

  it('gives every member a business type and most a contact person (the business directory shows them)', async () => {
    const members = await db.models.Member.findAll();
    expect(new Set(members.map((member) => member.businessType))).toEqual(new Set(BUSINESS_TYPES));
    const contacts = members.filter((member) => member.contactName !== null);
    expect(contacts.length).toBeGreaterThan(members.length / 2);
    expect(contacts.length).toBeLessThan(members.length);
    for (const member of contacts) {
      expect(member.contactEmail).toMatch(/^[a-z.]+@[a-z-]+\.example$/);
      expect(member.contactPhone).toMatch(/^\+\d[\d ]+$/);
    }
  });

  it('writes at least 10 events of every format, mostly upcoming', async () => {
    const events = await db.models.Event.findAll();
    expect(events.length).toBeGreaterThanOrEqual(10);
    expect(new Set(events.map((event) => event.eventType))).toEqual(new Set(EVENT_FORMATS));
    const multiDay = events.filter((event) => event.endDate !== null);
    expect(multiDay.length).toBeGreaterThanOrEqual(2);
    for (const event of multiDay) expect(event.endDate!.getTime()).toBeGreaterThan(event.date.getTime());
    expect(events.some((event) => event.registrationLink !== null)).toBe(true);
    const upcoming = events.filter((event) => event.date.getTime() > now.getTime());
    expect(upcoming.length).toBeGreaterThan(events.length / 2);
    expect(upcoming.length).toBeLessThan(events.length); // some past events too
  });

  it('dates the events relative to the day of seeding', async () => {
    const events = await db.models.Event.findAll();
    const yearMs = 365 * 86_400_000;
    for (const event of events) expect(Math.abs(event.date.getTime() - now.getTime())).toBeLessThan(yearMs);
  });

  it('writes at least 12 news articles in at least 4 categories, 3 or more featured, all published in the past', async () => {
    const news = await db.models.NewsArticle.findAll();
    for (const article of news) expect(article.status).toBe('published');
    expect(news.length).toBeGreaterThanOrEqual(12);
    expect(new Set(news.map((article) => article.category)).size).toBeGreaterThanOrEqual(4);
    expect(news.filter((article) => article.featured).length).toBeGreaterThanOrEqual(3);
    for (const article of news) expect(article.publishDate.getTime()).toBeLessThan(now.getTime());
  });

  it('contains no placeholder text', async () => {
    const rows = [
      ...(await db.models.Member.findAll()),
      ...(await db.models.Event.findAll()),
      ...(await db.models.NewsArticle.findAll()),
    ].map((row) => row.toJSON());
    const text = JSON.stringify(rows);
    expect(text.length).toBeGreaterThan(5000);
    expect(text).not.toMatch(/lorem|ipsum/i);
  });

  it('points every logo and image at a file the web site ships (it works offline)', async () => {
    const paths = [
      ...(await db.models.Member.findAll()).map((member) => member.logo),
      ...(await db.models.Event.findAll()).map((event) => event.image),
      ...(await db.models.NewsArticle.findAll()).map((article) => article.image),
    ].filter((value): value is string => value !== null);
    expect(paths.length).toBeGreaterThan(10);
    for (const imagePath of paths) {
      expect(imagePath).toMatch(/^\/images\/sample\/[a-z0-9-]+\.webp$/);
      expect(existsSync(path.join(import.meta.dirname, '../../apps/web/public', imagePath)), imagePath).toBe(true);
    }
  });

  it('writes no audit entries (nobody made these changes) and starts every item at version 1', async () => {
    expect(await db.models.AuditEntry.count()).toBe(0);
    const { Member, Event, NewsArticle } = db.models;
    const live = { where: { version: 1, deletedAt: null } };
    expect(await Member.count(live)).toBe(await Member.count());
    expect(await Event.count(live)).toBe(await Event.count());
    expect(await NewsArticle.count(live)).toBe(await NewsArticle.count());
  });

  it('does nothing when run again', async () => {
    const before = await counts(db);
    expect(await seedSampleData(db)).toBe(false);
    expect(await counts(db)).toEqual(before);
  });

  it('does nothing after the seeded content was deleted (once per installation)', async () => {
    const spare = await freshDatabase(kind);
    cleanups.push(async () => {
      await spare.db.close();
      await spare.database.drop();
    });
    expect(await seedSampleData(spare.db)).toBe(true);
    await spare.db.models.Member.destroy({ where: {} });
    await spare.db.models.Event.destroy({ where: {} });
    await spare.db.models.NewsArticle.destroy({ where: {} });
    expect(await seedSampleData(spare.db)).toBe(false);
    expect(await counts(spare.db)).toEqual({ members: 0, events: 0, news: 0 });
  });

  it('does not seed a database that already has a member', async () => {
    const spare = await freshDatabase(kind);
    cleanups.push(async () => {
      await spare.db.close();
      await spare.database.drop();
    });
    await createMember(spare.db, { name: 'The Only Member' });
    expect(await seedSampleData(spare.db)).toBe(false);
    expect(await counts(spare.db)).toEqual({ members: 1, events: 0, news: 0 });
  });

  it('seeds once when two processes start together on the same database', async () => {
    const spare = await freshDatabase(kind);
    const other = await openDatabase(spare.database.config);
    cleanups.push(async () => {
      await other.close();
      await spare.db.close();
      await spare.database.drop();
    });
    const results = await Promise.all([seedSampleData(spare.db), seedSampleData(other)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await counts(spare.db)).toEqual(await counts(db));
  });
});

/** How many rows each resource table holds. */
async function resourceCounts(db: Database) {
  const { ResourceFile, MarketReport, InvestmentGuide, InvestmentTool, Publication } = db.models;
  const { TeamMember, TradeAgreement, RegulatoryUpdate, ContentTranslation } = db.models;
  const { MarketInsight, TariffRow, ComplianceSector, Office } = db.models;
  return {
    files: await ResourceFile.count(),
    reports: await MarketReport.count(),
    guides: await InvestmentGuide.count(),
    tools: await InvestmentTool.count(),
    publications: await Publication.count(),
    team: await TeamMember.count(),
    agreements: await TradeAgreement.count(),
    'regulatory-updates': await RegulatoryUpdate.count(),
    insights: await MarketInsight.count(),
    tariffs: await TariffRow.count(),
    'compliance-sectors': await ComplianceSector.count(),
    offices: await Office.count(),
    translations: await ContentTranslation.count({ where: { kind: [...RESOURCE_KINDS] } }),
  };
}

/** What the sample resources are: 6 reports, 7 country + 6 market-entry guides, 7 + 4 journal + 3 upcoming publications… */
const SEEDED_ITEMS: Record<ResourceKind, number> = {
  reports: 6,
  guides: 13,
  tools: 6,
  publications: 14,
  team: 4,
  agreements: 7,
  'regulatory-updates': 7,
  insights: 4,
  tariffs: 8,
  'compliance-sectors': 6,
  offices: 4,
};
/** The kinds seeded under SITE_TABLES_SEEDED_KEY; the others are seeded under RESOURCES_SEEDED_KEY. */
const SITE_TABLE_KINDS = ['insights', 'tariffs', 'compliance-sectors', 'offices'] as const;
const SEEDED_RESOURCES = {
  ...SEEDED_ITEMS,
  // A PDF per report and guide, and per published publication that is not a journal article (7).
  files: 6 + 13 + 7,
  translations: Object.values(SEEDED_ITEMS).reduce((sum, count) => sum + count, 0) * TRANSLATION_LANGUAGES.length,
};
const NO_RESOURCES = Object.fromEntries(Object.keys(SEEDED_RESOURCES).map((key) => [key, 0]));
/** The counts when only the site tables are seeded (their items and translations). */
const ONLY_SITE_TABLES: Record<string, number> = {
  ...NO_RESOURCES,
  ...Object.fromEntries(SITE_TABLE_KINDS.map((kind) => [kind, SEEDED_ITEMS[kind]])),
  translations: SITE_TABLE_KINDS.reduce((sum, kind) => sum + SEEDED_ITEMS[kind], 0) * TRANSLATION_LANGUAGES.length,
};
/** The counts when only the resources before the site tables are seeded. */
const WITHOUT_SITE_TABLES = Object.fromEntries(
  Object.entries(SEEDED_RESOURCES).map(([key, count]) => [key, count - ONLY_SITE_TABLES[key]!]),
);

/** The site tables' rows and translations, hard-deleted. */
async function deleteSiteTables(db: Database) {
  const { MarketInsight, TariffRow, ComplianceSector, Office, ContentTranslation } = db.models;
  await ContentTranslation.destroy({ where: { kind: [...SITE_TABLE_KINDS] } });
  const all = { where: {} };
  await MarketInsight.destroy(all);
  await TariffRow.destroy(all);
  await ComplianceSector.destroy(all);
  await Office.destroy(all);
}

/** Every resource, hard-deleted (as if staff had deleted everything and the rows were purged). */
async function deleteAllResources(db: Database) {
  const { ResourceFile, MarketReport, InvestmentGuide, InvestmentTool, Publication } = db.models;
  const { TeamMember, TradeAgreement, RegulatoryUpdate, ContentTranslation } = db.models;
  await ContentTranslation.destroy({ where: { kind: [...RESOURCE_KINDS] } });
  const all = { where: {} };
  await MarketReport.destroy(all);
  await InvestmentGuide.destroy(all);
  await Publication.destroy(all);
  await InvestmentTool.destroy(all);
  await TeamMember.destroy(all);
  await TradeAgreement.destroy(all);
  await RegulatoryUpdate.destroy(all);
  await ResourceFile.destroy({ where: {} });
  await deleteSiteTables(db);
}

describe.each(testDatabaseKinds())('seedSampleResources on %s', (kind) => {
  let db: Database;
  let database: TestDatabase;
  let seeded: boolean;
  const now = new Date();
  const cleanups: (() => Promise<void>)[] = [];

  /** A spare migrated database, closed and dropped after the test. */
  async function spareDatabase() {
    const spare = await freshDatabase(kind);
    cleanups.push(async () => {
      await spare.db.close();
      await spare.database.drop();
    });
    return spare;
  }

  beforeAll(async () => {
    ({ db, database } = await freshDatabase(kind));
    // As a fresh installation starts: the sample data, then the sample resources.
    await seedSampleData(db, now);
    seeded = await seedSampleResources(db, now);
  });
  afterAll(async () => {
    await db.close();
    await database.drop();
  });
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  it('seeds every collection of a fresh installation, each item in Spanish and Swedish', async () => {
    expect(seeded).toBe(true);
    expect(await resourceCounts(db)).toEqual(SEEDED_RESOURCES);
    expect((await db.models.AppMeta.findByPk(RESOURCES_SEEDED_KEY))?.value).toBe(now.toISOString());
    expect((await db.models.AppMeta.findByPk(SITE_TABLES_SEEDED_KEY))?.value).toBe(now.toISOString());
  });

  it('translates every field of every item into both languages, ready, and not as the English text', async () => {
    const { MarketReport, InvestmentGuide, InvestmentTool, Publication, TeamMember, TradeAgreement } = db.models;
    const english: Record<ResourceKind, { id: number; toJSON(): object }[]> = {
      reports: await MarketReport.findAll(),
      guides: await InvestmentGuide.findAll(),
      tools: await InvestmentTool.findAll(),
      publications: await Publication.findAll(),
      team: await TeamMember.findAll(),
      agreements: await TradeAgreement.findAll(),
      'regulatory-updates': await db.models.RegulatoryUpdate.findAll(),
      insights: await db.models.MarketInsight.findAll(),
      tariffs: await db.models.TariffRow.findAll(),
      'compliance-sectors': await db.models.ComplianceSector.findAll(),
      offices: await db.models.Office.findAll(),
    };
    for (const kind of RESOURCE_KINDS) {
      const items = english[kind];
      expect(items, kind).toHaveLength(SEEDED_ITEMS[kind]);
      const translations = await db.models.ContentTranslation.findAll({ where: { kind } });
      for (const item of items) {
        const source = item.toJSON() as Record<string, unknown>;
        for (const language of TRANSLATION_LANGUAGES) {
          const translation = translations.find((row) => row.itemId === item.id && row.language === language);
          expect(translation, `${kind} ${item.id} ${language}`).toBeDefined();
          expect(translation!.ready).toBeTruthy();
          expect(translation!.sourceChangedAt.toISOString()).toBe(now.toISOString());
          for (const field of translatableFields(kind)) {
            const text = (translation!.toJSON() as Record<string, unknown>)[field];
            expect(typeof text === 'string' && text.trim().length > 0, `${kind} ${field} ${language}`).toBe(true);
            // Place names may read as in English (Stockholm in Swedish, Estonia in Spanish).
            if (kind !== 'offices') expect(text, `${kind} ${field} ${language}`).not.toBe(source[field]);
          }
        }
      }
    }
    // The offices in Spanish and Swedish, as the contact page named them.
    const offices = await db.models.Office.findAll({ order: [['position', 'ASC']] });
    const officeTranslations = await db.models.ContentTranslation.findAll({ where: { kind: 'offices' } });
    const named = (language: string) =>
      offices.map((office) => {
        const row = officeTranslations.find((t) => t.itemId === office.id && t.language === language)!;
        return `${row.city}, ${row.country}`;
      });
    expect(named('es')).toEqual([
      'Estocolmo, Suecia',
      'Ciudad de México, México',
      'Estocolmo, Suecia',
      'Tallin, Estonia',
    ]);
    expect(named('sv')).toEqual([
      'Stockholm, Sverige',
      'Mexico City, Mexiko',
      'Stockholm, Sverige',
      'Tallinn, Estland',
    ]);
  });

  it('writes items the staff forms accept unchanged', async () => {
    const { MarketReport, InvestmentGuide, InvestmentTool, Publication, TeamMember, TradeAgreement } = db.models;
    const check = (schema: { safeParse(value: unknown): { success: boolean; error?: unknown } }, value: object) => {
      const result = schema.safeParse(value);
      expect(result.success, JSON.stringify([value, result.error])).toBe(true);
    };
    const documentOf = (row: { fileId: number | null; externalUrl: string | null; membersOnly: boolean }) => ({
      fileId: row.fileId,
      externalUrl: row.externalUrl,
      membersOnly: Boolean(row.membersOnly),
    });
    for (const row of await MarketReport.findAll()) {
      const { title, description, category, publishedOn, thumbnail } = row;
      check(ReportInputSchema, {
        title,
        description,
        category,
        publishedOn,
        featured: Boolean(row.featured),
        thumbnail,
        ...documentOf(row),
      });
    }
    for (const row of await InvestmentGuide.findAll()) {
      const { kind, title, description, region, category, pages, updatedOn, cover } = row;
      check(GuideInputSchema, {
        kind,
        title,
        description,
        region,
        category,
        pages,
        updatedOn,
        cover,
        ...documentOf(row),
      });
    }
    for (const { title, description, url, position } of await InvestmentTool.findAll()) {
      check(ToolInputSchema, { title, description, url, position });
    }
    for (const row of await Publication.findAll()) {
      const { type, title, abstract, authors, publishedOn, pages, journal, journalIssue, themes, cover } = row;
      check(PublicationInputSchema, {
        type,
        title,
        abstract,
        authors,
        publishedOn,
        upcoming: Boolean(row.upcoming),
        pages,
        journal,
        journalIssue,
        themes,
        cover,
        ...documentOf(row),
      });
    }
    for (const { name, role, bio, office, photo, linkedin, position } of await TeamMember.findAll()) {
      check(TeamMemberInputSchema, { name, role, bio, office, photo, linkedin, position });
    }
    for (const { title, description, status, year, position } of await TradeAgreement.findAll()) {
      check(AgreementInputSchema, { title, description, status, year, position });
    }
    for (const { title, description, region, publishedOn } of await db.models.RegulatoryUpdate.findAll()) {
      check(RegulatoryUpdateInputSchema, { title, description, region, publishedOn });
    }
    for (const { title, description, source, category, change, position } of await db.models.MarketInsight.findAll()) {
      check(InsightInputSchema, { title, description, source, category, change, position });
    }
    for (const row of await db.models.TariffRow.findAll()) {
      const { title, hsCode, euMfn, euPreferential, mercosurCet, position } = row;
      check(TariffInputSchema, { title, hsCode, euMfn, euPreferential, mercosurCet, position });
    }
    for (const row of await db.models.ComplianceSector.findAll()) {
      const { title, requirements, certification, leadTimeMinWeeks, leadTimeMaxWeeks, position } = row;
      check(ComplianceSectorInputSchema, {
        title,
        requirements,
        certification,
        leadTimeMinWeeks,
        leadTimeMaxWeeks,
        position,
      });
    }
    for (const row of await db.models.Office.findAll()) {
      const { city, country, region, street, postalCode, phone, email, membershipEmail, position } = row;
      check(OfficeInputSchema, {
        city,
        country,
        region,
        street,
        postalCode,
        phone,
        email,
        membershipEmail,
        headquarters: Boolean(row.headquarters),
        position,
      });
    }
  });

  it('gives every report and guide, and every published publication outside journals, a valid sample PDF', async () => {
    const { MarketReport, InvestmentGuide, Publication, ResourceFile } = db.models;
    const documents = [
      ...(await MarketReport.findAll()),
      ...(await InvestmentGuide.findAll()),
      ...(await Publication.findAll()).filter((publication) => hasSampleFile(publication)),
    ];
    const fileIds = documents.map((document) => document.fileId);
    expect(fileIds).not.toContain(null);
    expect(new Set(fileIds).size).toBe(fileIds.length);
    for (const document of documents) {
      expect(document.externalUrl).toBeNull();
      const file = await ResourceFile.findByPk(document.fileId!);
      // Named by the title, without the characters some systems refuse in a file name.
      expect(file!.name.startsWith(document.title.split(/[:?]/)[0]!)).toBe(true);
      expect(file!.name).toMatch(/^[^<>:"/\\|?*]+\.pdf$/);
      expect(file!.format).toBe('pdf');
      const bytes = Buffer.from(file!.data);
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(detectFileFormat(bytes)).toBe('pdf');
      expect(file!.size).toBe(bytes.length);
      expect(bytes.length).toBeLessThan(4096);
      expect(file!.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
      // The cross-reference table is where startxref says, and each object where the table says.
      const text = bytes.toString('latin1');
      expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
      const xref = Number(/startxref\n(\d+)\n/.exec(text)![1]);
      expect(text.slice(xref, xref + 4)).toBe('xref');
      const offsets = [...text.slice(xref).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
      expect(offsets).toHaveLength(6);
      offsets.forEach((offset, index) => expect(text.slice(offset).startsWith(`${index + 1} 0 obj\n`)).toBe(true));
      expect(text).toContain(`(${document.title.slice(0, 20)}`);
    }
    // Upcoming publications and journal articles have neither a file nor an address.
    const others = (await Publication.findAll()).filter((publication) => !hasSampleFile(publication));
    expect(others).toHaveLength(7);
    for (const publication of others) expect([publication.fileId, publication.externalUrl]).toEqual([null, null]);
  });

  it('features the three newest reports and keeps one report and one guide for members', async () => {
    const reports = await db.models.MarketReport.findAll({ order: [['publishedOn', 'DESC']] });
    expect(reports.map((report) => Boolean(report.featured))).toEqual([true, true, true, false, false, false]);
    expect(reports.filter((report) => report.membersOnly)).toHaveLength(1);
    const guides = await db.models.InvestmentGuide.findAll();
    expect(guides.filter((guide) => guide.membersOnly)).toHaveLength(1);
    expect(guides.filter((guide) => guide.kind === 'country')).toHaveLength(7);
    expect(guides.filter((guide) => guide.kind === 'market-entry')).toHaveLength(6);
    expect(await db.models.Publication.count({ where: { membersOnly: true } })).toBe(0);
  });

  it('writes the publications as the page showed them: journal articles with their journal, upcoming ones on the 1st', async () => {
    const publications = await db.models.Publication.findAll();
    const journal = publications.filter((publication) => publication.type === 'journal-article');
    expect(journal).toHaveLength(4);
    for (const article of journal) {
      expect(article.journal).toBeTruthy();
      expect(article.journalIssue).toMatch(/^\d+\(\d+\), \d+–\d+$/);
    }
    const upcoming = publications.filter((publication) => publication.upcoming);
    expect(upcoming).toHaveLength(3);
    for (const publication of upcoming) expect(publication.publishedOn).toMatch(/^\d{4}-\d{2}-01$/);
    for (const publication of publications) expect(publication.authors.length).toBeGreaterThan(0);
    const themed = publications.filter((publication) => publication.themes.length > 0);
    expect(new Set(themed.flatMap((publication) => publication.themes))).toEqual(
      new Set(['sustainable-trade', 'digital-economy', 'growing-abroad']),
    );
  });

  it('orders tools, team and agreements as the pages did, and dates the regulatory updates in the last months', async () => {
    const byId = { order: [['id', 'ASC']] as [string, string][] };
    for (const positions of [
      (await db.models.InvestmentTool.findAll(byId)).map((row) => row.position),
      (await db.models.TeamMember.findAll(byId)).map((row) => row.position),
      (await db.models.TradeAgreement.findAll(byId)).map((row) => row.position),
    ]) {
      expect(positions).toEqual(positions.map((_, index) => index));
    }
    expect((await db.models.InvestmentTool.findAll()).map((tool) => tool.url)).not.toContain(expect.any(String));
    for (const person of await db.models.TeamMember.findAll()) expect(person.office).toBeTruthy();
    const updates = await db.models.RegulatoryUpdate.findAll();
    expect(new Set(updates.map((update) => update.region))).toEqual(new Set(REGIONS));
    const today = now.toISOString().slice(0, 10);
    const yearAgo = new Date(now.getTime() - 365 * 86_400_000).toISOString().slice(0, 10);
    for (const update of updates) {
      expect(update.publishedOn < today && update.publishedOn > yearAgo).toBe(true);
      // Nobody sent them: staff decide whether a sample update goes to subscribers.
      expect(update.mailedAt).toBeNull();
    }
  });

  it('writes the Market Insights, tariff and compliance tables and the offices as the pages showed them, in order', async () => {
    const byId = { order: [['id', 'ASC']] as [string, string][] };
    const insights = await db.models.MarketInsight.findAll(byId);
    const tariffs = await db.models.TariffRow.findAll(byId);
    const sectors = await db.models.ComplianceSector.findAll(byId);
    const offices = await db.models.Office.findAll(byId);
    for (const rows of [insights, tariffs, sectors, offices]) {
      expect(rows.map((row) => row.position)).toEqual(rows.map((_, index) => index));
    }
    expect(insights.map((insight) => [insight.category, insight.change])).toEqual([
      ['general', 8.6],
      ['energy', 23.4],
      ['finance', 17.1],
      ['agriculture', -2.3],
    ]);
    expect(insights[0]!.source).toBe('Chamber estimate from national statistics, 2025');
    expect(tariffs.map((row) => [row.title, row.hsCode, row.euMfn, row.euPreferential, row.mercosurCet])).toEqual([
      ['Fresh avocados', '0804.40', 4, 0, 10],
      ['Roasted coffee', '0901.21', 7.5, 0, 10],
      ['Cut roses', '0603.11', 8.5, 0, 10],
      ['Frozen shrimp and prawns', '0306.17', 12, 0, 10],
      ['Fresh Atlantic salmon', '0302.14', 2, 0, 10],
      ['Sawn coniferous wood', '4407.11', 0, 0, 8],
      ['Wind-powered generating sets', '8502.31', 2.7, 0, 14],
      ['Passenger cars', '8703', 10, 0, 35],
    ]);
    expect(sectors.map((sector) => [sector.title, sector.leadTimeMinWeeks, sector.leadTimeMaxWeeks])).toEqual([
      ['Food and agriculture', 4, 12],
      ['Timber and wood products', 6, 16],
      ['Machinery', 8, 20],
      ['Electrical and electronic equipment', 6, 14],
      ['Chemicals', 12, 40],
      ['Textiles and apparel', 3, 8],
    ]);
    // The headquarters first, with both mailboxes; then the regional offices, one per region.
    expect(offices.map((office) => [office.city, office.region, Boolean(office.headquarters)])).toEqual([
      ['Stockholm', 'nordic', true],
      ['Mexico City', 'ibero-america', false],
      ['Stockholm', 'nordic', false],
      ['Tallinn', 'baltic', false],
    ]);
    expect(offices[0]).toMatchObject({
      street: 'Strandvägen 7A',
      phone: '+46 8 555 010 20',
      email: 'info@inbchamber.example',
      membershipEmail: 'members@inbchamber.example',
    });
    expect(offices.slice(1).map((office) => office.membershipEmail)).toEqual([null, null, null]);
  });

  it('stamps every row with the seeding instant, at version 1, without audit entries', async () => {
    const { MarketReport, InvestmentGuide, InvestmentTool, Publication, TeamMember, TradeAgreement } = db.models;
    const rows = [
      ...(await MarketReport.findAll()),
      ...(await InvestmentGuide.findAll()),
      ...(await InvestmentTool.findAll()),
      ...(await Publication.findAll()),
      ...(await TeamMember.findAll()),
      ...(await TradeAgreement.findAll()),
      ...(await db.models.RegulatoryUpdate.findAll()),
      ...(await db.models.MarketInsight.findAll()),
      ...(await db.models.TariffRow.findAll()),
      ...(await db.models.ComplianceSector.findAll()),
      ...(await db.models.Office.findAll()),
    ];
    expect(rows).toHaveLength(Object.values(SEEDED_ITEMS).reduce((sum, count) => sum + count, 0));
    for (const row of rows) {
      expect([row.createdAt, row.updatedAt, row.textChangedAt].map((date) => date.toISOString())).toEqual([
        now.toISOString(),
        now.toISOString(),
        now.toISOString(),
      ]);
      expect([row.version, row.deletedAt]).toEqual([1, null]);
    }
    expect(await db.models.AuditEntry.count()).toBe(0);
  });

  it('points every thumbnail, cover and photo at a file the web site ships', async () => {
    const paths = [
      ...(await db.models.MarketReport.findAll()).map((report) => report.thumbnail),
      ...(await db.models.InvestmentGuide.findAll()).map((guide) => guide.cover),
      ...(await db.models.Publication.findAll()).map((publication) => publication.cover),
      ...(await db.models.TeamMember.findAll()).map((person) => person.photo),
    ].filter((value): value is string => value !== null);
    expect(paths.length).toBeGreaterThan(20);
    for (const imagePath of paths) {
      expect(imagePath).toMatch(/^\/images\/(resources|team)\/[a-z0-9-]+\.svg$/);
      expect(existsSync(path.join(import.meta.dirname, '../../apps/web/public', imagePath)), imagePath).toBe(true);
    }
  });

  it('writes nothing when run again', async () => {
    expect(await seedSampleResources(db)).toBe(false);
    expect(await resourceCounts(db)).toEqual(SEEDED_RESOURCES);
  });

  it('seeds an installation seeded before the resources existed, once', async () => {
    const spare = await spareDatabase();
    const earlier = new Date(now.getTime() - 90 * 86_400_000);
    expect(await seedSampleData(spare.db, earlier)).toBe(true);
    expect(await resourceCounts(spare.db)).toEqual(NO_RESOURCES);
    expect(await seedSampleResources(spare.db, now)).toBe(true);
    expect(await resourceCounts(spare.db)).toEqual(SEEDED_RESOURCES);
    expect(await seedSampleResources(spare.db)).toBe(false);
    expect(await resourceCounts(spare.db)).toEqual(SEEDED_RESOURCES);
    // The members, events and news keep their own seeding time (the dashboard's trends read it).
    expect((await spare.db.models.AppMeta.findByPk(SEEDED_KEY))?.value).toBe(earlier.toISOString());
  });

  it("seeds an installation whose members are all staff's own (its pages showed the built-in content too)", async () => {
    const spare = await spareDatabase();
    await createMember(spare.db, { name: 'The Only Member' });
    expect(await seedSampleData(spare.db)).toBe(false);
    expect(await seedSampleResources(spare.db)).toBe(true);
    expect(await resourceCounts(spare.db)).toEqual(SEEDED_RESOURCES);
  });

  it('gives an installation seeded before the site tables existed their sample rows, once, and leaves the rest alone', async () => {
    const spare = await spareDatabase();
    const earlier = new Date(now.getTime() - 30 * 86_400_000);
    // As such an installation is: the earlier resources seeded and their key claimed, no site tables.
    expect(await seedSampleResources(spare.db, earlier)).toBe(true);
    await deleteSiteTables(spare.db);
    await spare.db.models.AppMeta.destroy({ where: { key: SITE_TABLES_SEEDED_KEY } });
    expect(await resourceCounts(spare.db)).toEqual(WITHOUT_SITE_TABLES);

    expect(await seedSampleResources(spare.db, now)).toBe(true);
    expect(await resourceCounts(spare.db)).toEqual(SEEDED_RESOURCES);
    expect((await spare.db.models.AppMeta.findByPk(RESOURCES_SEEDED_KEY))?.value).toBe(earlier.toISOString());
    expect((await spare.db.models.AppMeta.findByPk(SITE_TABLES_SEEDED_KEY))?.value).toBe(now.toISOString());
    // The earlier resources were not written again: they keep their seeding time.
    for (const report of await spare.db.models.MarketReport.findAll()) {
      expect(report.createdAt.toISOString()).toBe(earlier.toISOString());
    }
    for (const office of await spare.db.models.Office.findAll()) {
      expect(office.createdAt.toISOString()).toBe(now.toISOString());
    }
    const officeTranslations = await spare.db.models.ContentTranslation.findAll({ where: { kind: 'offices' } });
    expect(officeTranslations).toHaveLength(SEEDED_ITEMS.offices * TRANSLATION_LANGUAGES.length);
    for (const translation of officeTranslations) expect(translation.ready).toBeTruthy();

    expect(await seedSampleResources(spare.db)).toBe(false);
    expect(await resourceCounts(spare.db)).toEqual(SEEDED_RESOURCES);
  });

  it('gives the site tables to an installation whose staff had deleted every earlier sample resource', async () => {
    const spare = await spareDatabase();
    await seedSampleResources(spare.db, now);
    await deleteAllResources(spare.db);
    await spare.db.models.AppMeta.destroy({ where: { key: SITE_TABLES_SEEDED_KEY } });
    expect(await seedSampleResources(spare.db)).toBe(true);
    // Every page showed the built-in figures, tables and offices, whatever staff did to the rest.
    expect(await resourceCounts(spare.db)).toEqual(ONLY_SITE_TABLES);
  });

  it('does not seed the earlier resources while any of their tables has a row, even a deleted one', async () => {
    const spare = await spareDatabase();
    await spare.db.models.TeamMember.create({
      name: 'Staff Made',
      role: 'Director',
      bio: 'Written by staff.',
      office: null,
      photo: null,
      linkedin: null,
      deletedAt: new Date(),
    });
    // The site tables are seeded regardless: they have a key and a condition of their own.
    expect(await seedSampleResources(spare.db)).toBe(true);
    expect(await resourceCounts(spare.db)).toEqual({ ...ONLY_SITE_TABLES, team: 1 });
    expect(await spare.db.models.AppMeta.findByPk(RESOURCES_SEEDED_KEY)).toBeNull();
    expect(await spare.db.models.AppMeta.findByPk(SITE_TABLES_SEEDED_KEY)).not.toBeNull();
  });

  it('does not seed the site tables while any of them has a row, even a deleted one', async () => {
    const spare = await spareDatabase();
    await spare.db.models.Office.create({
      city: 'Riga',
      country: 'Latvia',
      region: 'baltic',
      street: 'Brīvības iela 1',
      postalCode: 'LV-1010',
      phone: '+371 6000 0000',
      email: 'riga@inbchamber.example',
      membershipEmail: null,
      deletedAt: new Date(),
    });
    expect(await seedSampleResources(spare.db)).toBe(true);
    expect(await resourceCounts(spare.db)).toEqual({ ...WITHOUT_SITE_TABLES, offices: 1 });
    expect(await spare.db.models.AppMeta.findByPk(SITE_TABLES_SEEDED_KEY)).toBeNull();
    expect(await spare.db.models.AppMeta.findByPk(RESOURCES_SEEDED_KEY)).not.toBeNull();
  });

  it('does not bring the resources back on restart after staff deleted them all', async () => {
    const spare = await spareDatabase();
    const config = {
      ...loadConfig({ ADMIN_PASSWORD: 'a-long-admin-password' }),
      database: spare.database.config,
      dataDir: spare.database.dataDir,
    };
    const logged: string[] = [];
    const logger = { info: (message: string) => logged.push(message) } as unknown as AppLogger;
    const start = async () => {
      const { db: started } = await prepareDatabase(config, logger);
      await started.close();
    };
    await start();
    expect(logged).toEqual(['sample members, events and news seeded', 'sample resources seeded']);
    expect(await resourceCounts(spare.db)).toEqual(SEEDED_RESOURCES);
    await deleteAllResources(spare.db);
    await start();
    expect(logged).toHaveLength(2);
    expect(await resourceCounts(spare.db)).toEqual(NO_RESOURCES);
  });

  it('seeds once when two processes start together on the same database', async () => {
    const spare = await spareDatabase();
    const other = await openDatabase(spare.database.config);
    cleanups.push(() => other.close());
    const results = await Promise.all([seedSampleResources(spare.db), seedSampleResources(other)]);
    // Each batch is claimed by one of them, not necessarily both by the same one.
    expect(results).toContain(true);
    expect(await resourceCounts(spare.db)).toEqual(SEEDED_RESOURCES);
  });
});

describe.each(testDatabaseKinds())('ensureFirstAdmin on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());
  afterEach(async () => {
    await server.db.models.Session.destroy({ where: {} });
    await server.db.models.User.destroy({ where: {} });
  });

  it('creates "admin" with a generated password that signs in over HTTP', async () => {
    const outcome = await ensureFirstAdmin(server.db, {});
    expect(outcome.kind).toBe('created');
    if (outcome.kind !== 'created') return;
    expect(outcome.username).toBe('admin');
    expect(typeof outcome.generatedPassword).toBe('string');
    expect(outcome.generatedPassword!.length).toBeGreaterThanOrEqual(16);

    const admin = await server.db.models.User.findOne({ where: { role: 'admin' } });
    expect(admin?.username).toBe('admin');
    expect(admin?.passwordHash).not.toContain(outcome.generatedPassword);
    // The admin shell asks its user to replace it.
    expect(admin?.passwordGenerated).toBe(true);

    const client = new ApiClient(server.baseUrl);
    const login = await client.post<{ username: string; role: string }>('/api/login', {
      username: 'admin',
      password: outcome.generatedPassword,
    });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ username: 'admin', role: 'admin' });
    expect((await client.get('/api/admin/contact-submissions')).status).toBe(200);
  });

  it('generates a different password each time', async () => {
    const first = await ensureFirstAdmin(server.db, {});
    await server.db.models.User.destroy({ where: {} });
    const second = await ensureFirstAdmin(server.db, {});
    expect(first.kind === 'created' && second.kind === 'created').toBe(true);
    if (first.kind === 'created' && second.kind === 'created') {
      expect(first.generatedPassword).not.toBe(second.generatedPassword);
    }
  });

  it('uses the given username and password, and generates none', async () => {
    const outcome = await ensureFirstAdmin(server.db, { username: 'chief', password: 'chosen-secret' });
    expect(outcome).toEqual({ kind: 'created', username: 'chief' });
    const client = new ApiClient(server.baseUrl);
    const login = await client.post<{ role: string; passwordGenerated: boolean }>('/api/login', {
      username: 'chief',
      password: 'chosen-secret',
    });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ role: 'admin', passwordGenerated: false });
    expect(await server.db.models.User.count({ where: { role: 'admin' } })).toBe(1);
  });

  it('promotes an existing non-admin user of that username, keeping name and e-mail', async () => {
    const viewer = await createUser(server.db, { username: 'chief', fullName: 'Chief Person', email: 'c@example.com' });
    const outcome = await ensureFirstAdmin(server.db, { username: 'chief', password: 'chosen-secret' });
    expect(outcome).toEqual({ kind: 'created', username: 'chief' });
    await viewer.reload();
    expect(viewer.role).toBe('admin');
    expect(viewer.fullName).toBe('Chief Person');
    expect(viewer.email).toBe('c@example.com');
    expect(await verifyPassword('chosen-secret', viewer.passwordHash)).toBe(true);
    expect(await server.db.models.User.count()).toBe(1);
  });

  it('creates exactly one admin when two processes start together on the same database', async () => {
    const other = await openDatabase(server.database.config);
    try {
      const outcomes = await Promise.all([ensureFirstAdmin(server.db, {}), ensureFirstAdmin(other, {})]);
      expect(outcomes.filter((outcome) => outcome.kind === 'created')).toHaveLength(1);
      expect(outcomes.filter((outcome) => outcome.kind === 'exists')).toHaveLength(1);
      expect(await server.db.models.User.count({ where: { role: 'admin' } })).toBe(1);
      // The one password that was printed is the one that works.
      const created = outcomes.find((outcome) => outcome.kind === 'created');
      const password = created?.kind === 'created' ? created.generatedPassword : undefined;
      await new ApiClient(server.baseUrl).login('admin', password ?? '');
    } finally {
      await other.close();
    }
  });

  it('changes nothing when an admin exists', async () => {
    const admin = await createUser(server.db, { role: 'admin', username: 'admin' });
    const before = (await server.db.models.User.findAll({ order: [['id', 'ASC']] })).map((user) => user.toJSON());

    expect(await ensureFirstAdmin(server.db, {})).toEqual({ kind: 'exists' });
    expect(await ensureFirstAdmin(server.db, { username: 'admin', password: 'another-secret' })).toEqual({
      kind: 'exists',
    });
    expect(await ensureFirstAdmin(server.db, { username: 'someone', password: 'another-secret' })).toEqual({
      kind: 'exists',
    });

    const after = (await server.db.models.User.findAll({ order: [['id', 'ASC']] })).map((user) => user.toJSON());
    expect(after).toEqual(before);
    const client = new ApiClient(server.baseUrl);
    await client.login(admin.username, FACTORY_PASSWORD);
    expect((await client.post('/api/login', { username: 'admin', password: 'another-secret' })).status).toBe(401);
  });
});

describe.each(testDatabaseKinds())('deactivated accounts and the operator commands on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());
  afterEach(async () => {
    await server.db.models.Session.destroy({ where: {} });
    await server.db.models.User.destroy({ where: {} });
  });

  it('ensureFirstAdmin does not count a deactivated admin: it resets "admin" (active again)', async () => {
    const inactive = await createUser(server.db, { role: 'admin', username: 'admin', active: false });
    const outcome = await ensureFirstAdmin(server.db, { password: 'chosen-secret' });
    expect(outcome).toEqual({ kind: 'created', username: 'admin' });
    await inactive.reload();
    expect(inactive.active).toBe(true);
    expect(inactive.deactivatedAt).toBeNull();
    const client = new ApiClient(server.baseUrl);
    await client.login('admin', 'chosen-secret');
    expect((await client.get('/api/admin/users')).status).toBe(200);
  });

  it('user:create on an existing username resets and reactivates it, ending its sessions', async () => {
    const user = await createUser(server.db, { role: 'editor', username: 'maria' });
    const client = new ApiClient(server.baseUrl);
    await client.login('maria', FACTORY_PASSWORD);
    await user.update({ active: false, deactivatedAt: new Date() });
    const { created } = await createOrResetUser(server.db, {
      username: 'maria',
      password: 'a-long-password',
      role: 'admin',
      fullName: 'María Andersson',
      email: 'maria@example.com',
    });
    expect(created).toBe(false);
    await user.reload();
    expect(user).toMatchObject({ active: true, deactivatedAt: null, role: 'admin', fullName: 'María Andersson' });
    expect((await client.get('/api/user')).status).toBe(401);
    await new ApiClient(server.baseUrl).login('maria', 'a-long-password');
  });
});

describe.each(testDatabaseKinds())('migrations on %s', (kind) => {
  let db: Database;
  let database: TestDatabase;
  beforeAll(async () => {
    ({ db, database } = await freshDatabase(kind));
  });
  afterAll(async () => {
    await db.close();
    await database.drop();
  });

  const contentTables = [
    'app_meta',
    'audit_entries',
    'contact_submissions',
    'events',
    'images',
    'members',
    'news_articles',
    'sessions',
    'spam_registrations',
    'subscriptions',
    'users',
  ];
  const tables = async () =>
    (await db.sequelize.getQueryInterface().showAllTables())
      .map((table) => (typeof table === 'string' ? table : (table as { tableName: string }).tableName))
      .sort();

  it('creates every table, and a second run applies nothing', async () => {
    expect(await tables()).toEqual(expect.arrayContaining(contentTables));
    expect(await migrate(db.sequelize)).toEqual([]);
  });

  it('reverts every migration, then applies them all again to a working schema', async () => {
    await seedSampleData(db);
    await migrateDownAll(db.sequelize);
    const left = await tables();
    for (const table of contentTables) expect(left).not.toContain(table);

    expect(await migrate(db.sequelize)).toEqual(migrations.map((migration) => migration.name));
    expect(await tables()).toEqual(expect.arrayContaining(contentTables));
    expect(await counts(db)).toEqual({ members: 0, events: 0, news: 0 });
    expect(await seedSampleData(db)).toBe(true);
    expect((await counts(db)).members).toBeGreaterThanOrEqual(12);
    const user = await createUser(db, { role: 'editor' });
    expect(user.id).toBeGreaterThan(0);
  });

  it('content management keeps the rows written before it: version 1, not deleted, articles published', async () => {
    await migrateDownAll(db.sequelize);
    expect(await migrate(db.sequelize, { to: '20261121-0001-initial' })).toEqual(['20261121-0001-initial']);
    const stamp = new Date().toISOString();
    const insert = (sql: string) => db.sequelize.query(sql, { replacements: { stamp } });
    await insert(
      `INSERT INTO members (name, location, description, industry, region, featured, created_at, updated_at)
       VALUES ('Old Member', 'Oslo', 'Written before content management', 'energy', 'nordic', false, :stamp, :stamp)`,
    );
    await insert(
      `INSERT INTO events (title, description, location, event_type, date, featured, created_at, updated_at)
       VALUES ('Old Event', 'Written before content management', 'Online', 'virtual', :stamp, false, :stamp, :stamp)`,
    );
    await insert(
      `INSERT INTO news_articles (title, content, excerpt, category, publish_date, featured, created_at, updated_at)
       VALUES ('Old Article', 'Written before content management', 'Old', 'trade', :stamp, false, :stamp, :stamp)`,
    );
    await insert(
      `INSERT INTO contact_submissions (full_name, email, inquiry_type, message, submitted_at, processed, created_at, updated_at)
       VALUES ('Old Sender', 'old@example.com', 'other', 'Written before content management', :stamp, true, :stamp, :stamp)`,
    );

    expect(await migrate(db.sequelize, { to: '20261121-0002-content-management' })).toEqual([
      '20261121-0002-content-management',
    ]);
    // Only the columns this migration knew (the translations' migration adds more).
    const [member] = await db.models.Member.findAll({ attributes: ['name', 'version', 'deletedAt'] });
    expect(member).toMatchObject({ name: 'Old Member', version: 1, deletedAt: null });
    const [event] = await db.models.Event.findAll({ attributes: ['title', 'version', 'deletedAt'] });
    expect(event).toMatchObject({ title: 'Old Event', version: 1, deletedAt: null });
    const [article] = await db.models.NewsArticle.findAll({
      attributes: ['title', 'version', 'deletedAt', 'status'],
    });
    expect(article).toMatchObject({ title: 'Old Article', version: 1, deletedAt: null, status: 'published' });
    // The columns of later migrations (spam, 0004; language, 0007) are not there yet.
    const [submission] = await db.models.ContactSubmission.findAll({ attributes: { exclude: ['spam', 'language'] } });
    expect(submission).toMatchObject({ fullName: 'Old Sender', processedAt: null, processedBy: null });
    expect(Boolean(submission!.processed)).toBe(true);
  });

  it('content translations keep every text as the English one, untranslated, changed when last updated', async () => {
    await migrateDownAll(db.sequelize);
    await migrate(db.sequelize, { to: '20261125-0010-account-language' });
    const updated = '2026-01-02T03:04:05.000Z';
    // As Sequelize writes dates (SQLite keeps the text as it is given).
    const stored = '2026-01-02 03:04:05.000 +00:00';
    const insert = (sql: string) => db.sequelize.query(sql, { replacements: { updated: stored } });
    await insert(
      `INSERT INTO members (name, location, description, industry, region, featured, version, created_at, updated_at)
       VALUES ('Kept Member', 'Oslo', 'Kept description', 'energy', 'nordic', false, 3, :updated, :updated)`,
    );
    await insert(
      `INSERT INTO events (title, description, location, event_type, date, featured, version, created_at, updated_at)
       VALUES ('Kept Event', 'Kept text', 'Online', 'virtual', :updated, false, 2, :updated, :updated)`,
    );
    await insert(
      `INSERT INTO news_articles (title, content, excerpt, category, publish_date, status, featured, version, created_at, updated_at)
       VALUES ('Kept Article', 'Kept body', 'Kept', 'trade', :updated, 'published', false, 4, :updated, :updated)`,
    );

    expect(await migrate(db.sequelize, { to: '20261126-0011-content-translations' })).toEqual([
      '20261126-0011-content-translations',
    ]);
    // Read through today's models: the later migrations' columns too.
    await migrate(db.sequelize);
    const member = await db.models.Member.findOne();
    expect(member).toMatchObject({ name: 'Kept Member', description: 'Kept description', logoAlt: null, version: 3 });
    expect(member!.textChangedAt.toISOString()).toBe(updated);
    const event = await db.models.Event.findOne();
    expect(event).toMatchObject({ title: 'Kept Event', description: 'Kept text', imageAlt: null, version: 2 });
    expect(event!.textChangedAt.toISOString()).toBe(updated);
    const article = await db.models.NewsArticle.findOne();
    expect(article).toMatchObject({ title: 'Kept Article', content: 'Kept body', imageAlt: null, version: 4 });
    expect(article!.textChangedAt.toISOString()).toBe(updated);
    expect(await db.models.ContentTranslation.count()).toBe(0);
    // The public reads show them in English whatever language is asked for.
    const [shown] = await publicMembers(db.models, 'sv');
    expect(shown).toMatchObject({ description: 'Kept description', lang: 'en' });
  });

  it('event registrations: an event with a link registers there, one without takes none, both in Stockholm time', async () => {
    await migrateDownAll(db.sequelize);
    await migrate(db.sequelize, { to: '20261126-0011-content-translations' });
    const stamp = '2026-01-02 03:04:05.000 +00:00';
    const insert = (sql: string) => db.sequelize.query(sql, { replacements: { stamp } });
    await insert(
      `INSERT INTO events (title, description, location, event_type, date, registration_link, featured, version, created_at, updated_at)
       VALUES ('Linked', 'Text', 'Online', 'virtual', :stamp, 'https://example.com/register', false, 2, :stamp, :stamp),
              ('Unlinked', 'Text', 'Oslo', 'in-person', :stamp, NULL, false, 5, :stamp, :stamp)`,
    );
    expect(await migrate(db.sequelize, { to: '20261126-0012-event-registrations' })).toEqual([
      '20261126-0012-event-registrations',
    ]);
    // The columns of that migration (a later one adds more, which this schema does not have yet).
    const events = await db.models.Event.findAll({
      attributes: [
        'title',
        'registrationMode',
        'timeZone',
        'version',
        'capacity',
        'region',
        'registrationOpensAt',
        'registrationClosesAt',
        'waitlist',
      ],
      order: [['title', 'ASC']],
    });
    expect(events.map((event) => [event.title, event.registrationMode, event.timeZone, event.version])).toEqual([
      ['Linked', 'external', 'Europe/Stockholm', 2],
      ['Unlinked', 'none', 'Europe/Stockholm', 5],
    ]);
    for (const event of events) {
      expect(event).toMatchObject({
        capacity: null,
        region: null,
        registrationOpensAt: null,
        registrationClosesAt: null,
      });
      expect(Boolean(event.waitlist)).toBe(true);
    }
    expect(await db.models.EventRegistration.count()).toBe(0);
  });

  it('resources adds the collections and translations of their kinds, keeps the members, and goes down and up again', async () => {
    await migrateDownAll(db.sequelize);
    await migrate(db.sequelize, { to: '20261127-0013-membership' });
    const stamp = '2026-01-02 03:04:05.000 +00:00';
    const insert = (sql: string) => db.sequelize.query(sql, { replacements: { stamp } });
    await insert(
      `INSERT INTO members (name, location, description, industry, region, featured, version, created_at, updated_at, text_changed_at)
       VALUES ('Old Member', 'Riga', 'Text', 'technology', 'baltic', false, 2, :stamp, :stamp, :stamp)`,
    );
    const [member] = await db.sequelize.query<{ id: number }>('SELECT id FROM members', { type: QueryTypes.SELECT });
    const translate = (kind: string, columns: Record<string, string>) =>
      db.sequelize.query(
        `INSERT INTO content_translations (kind, item_id, language, ${Object.keys(columns).join(', ')}, ready, source_changed_at, created_at, updated_at)
         VALUES (:kind, :itemId, 'sv', ${Object.keys(columns)
           .map((column) => `:${column}`)
           .join(', ')}, true, :stamp, :stamp, :stamp)`,
        { replacements: { kind, itemId: member!.id, stamp, ...columns } },
      );
    await translate('members', { description: 'Text på svenska' });

    expect(await migrate(db.sequelize, { to: '20261128-0014-resources' })).toEqual(['20261128-0014-resources']);
    const resourceTables = [
      'resource_files',
      'market_reports',
      'investment_guides',
      'investment_tools',
      'publications',
      'team_members',
      'trade_agreements',
      'regulatory_updates',
    ];
    expect(await tables()).toEqual(expect.arrayContaining(resourceTables));
    expect(await scalar(db, 'SELECT business_type FROM members')).toBeNull();
    // The longest kind fits, and the new kinds' own fields are stored.
    await translate('regulatory-updates', { title: 'Nya regler', description: 'Beskrivning' });
    await translate('publications', { title: 'Titel', abstract: 'Sammanfattning' });
    await translate('team', { role: 'Ordförande', bio: 'Om henne' });
    const stored = async () =>
      db.sequelize.query<Record<string, string | null>>(
        'SELECT kind, title, abstract, role, bio FROM content_translations ORDER BY kind',
        { type: QueryTypes.SELECT },
      );
    expect(await stored()).toEqual([
      { kind: 'members', title: null, abstract: null, role: null, bio: null },
      { kind: 'publications', title: 'Titel', abstract: 'Sammanfattning', role: null, bio: null },
      { kind: 'regulatory-updates', title: 'Nya regler', abstract: null, role: null, bio: null },
      { kind: 'team', title: null, abstract: null, role: 'Ordförande', bio: 'Om henne' },
    ]);

    // Down: the resources and their translations go, the members and theirs stay.
    const step = { name: resources.name, context: db.sequelize.getQueryInterface() };
    await resources.down!(step);
    const left = await tables();
    for (const table of resourceTables) expect(left).not.toContain(table);
    expect(
      await db.sequelize.query('SELECT kind, description FROM content_translations', { type: QueryTypes.SELECT }),
    ).toEqual([{ kind: 'members', description: 'Text på svenska' }]);
    expect(Object.keys(await db.sequelize.getQueryInterface().describeTable('members'))).not.toContain('business_type');
    // The unique index over (kind, item_id, language) survived the columns' removal.
    await expect(translate('members', { description: 'Twice' })).rejects.toThrow();

    await resources.up(step);
    expect(await tables()).toEqual(expect.arrayContaining(resourceTables));
    await translate('team', { role: 'Ordförande', bio: 'Om henne' });
    // The later migrations too, so the next tests start from today's schema.
    await migrate(db.sequelize);
    await db.models.ContentTranslation.destroy({ where: { kind: 'team' } });
    expect(await seedSampleResources(db)).toBe(true);
  });

  it('site tables adds the four collections and their translated fields, keeps the earlier translations, and goes down and up again', async () => {
    await migrateDownAll(db.sequelize);
    await migrate(db.sequelize, { to: '20261128-0014-resources' });
    const stamp = '2026-01-02 03:04:05.000 +00:00';
    const translate = (kind: string, itemId: number, columns: Record<string, string>) =>
      db.sequelize.query(
        `INSERT INTO content_translations (kind, item_id, language, ${Object.keys(columns).join(', ')}, ready, source_changed_at, created_at, updated_at)
         VALUES (:kind, :itemId, 'sv', ${Object.keys(columns)
           .map((column) => `:${column}`)
           .join(', ')}, true, :stamp, :stamp, :stamp)`,
        { replacements: { kind, itemId, stamp, ...columns } },
      );
    await translate('team', 1, { role: 'Ordförande', bio: 'Om henne' });

    expect(await migrate(db.sequelize, { to: siteTables.name })).toEqual([siteTables.name]);
    const siteTableNames = ['market_insights', 'tariff_rows', 'compliance_sectors', 'offices'];
    expect(await tables()).toEqual(expect.arrayContaining(siteTableNames));
    // The new kinds' own fields are stored, the longest kind's name fits.
    await translate('insights', 1, { title: 'Titel', description: 'Text', source: 'Källa' });
    await translate('compliance-sectors', 1, { title: 'Kemikalier', requirements: 'Krav', certification: 'Märkning' });
    await translate('offices', 1, { city: 'Tallinn', country: 'Estland' });
    const stored = () =>
      db.sequelize.query<Record<string, string | null>>(
        'SELECT kind, role, source, requirements, certification, city, country FROM content_translations ORDER BY kind',
        { type: QueryTypes.SELECT },
      );
    const none = { role: null, source: null, requirements: null, certification: null, city: null, country: null };
    expect(await stored()).toEqual([
      { ...none, kind: 'compliance-sectors', requirements: 'Krav', certification: 'Märkning' },
      { ...none, kind: 'insights', source: 'Källa' },
      { ...none, kind: 'offices', city: 'Tallinn', country: 'Estland' },
      { ...none, kind: 'team', role: 'Ordförande' },
    ]);

    // Down: the four collections and their translations go; the team's stays.
    const step = { name: siteTables.name, context: db.sequelize.getQueryInterface() };
    await siteTables.down!(step);
    const left = await tables();
    for (const table of siteTableNames) expect(left).not.toContain(table);
    expect(
      await db.sequelize.query('SELECT kind, role FROM content_translations', { type: QueryTypes.SELECT }),
    ).toEqual([{ kind: 'team', role: 'Ordförande' }]);
    const columns = Object.keys(await db.sequelize.getQueryInterface().describeTable('content_translations'));
    for (const column of ['source', 'requirements', 'certification', 'city', 'country']) {
      expect(columns).not.toContain(column);
    }
    // The unique index over (kind, item_id, language) survived the columns' removal.
    await expect(translate('team', 1, { role: 'Twice' })).rejects.toThrow();

    await siteTables.up(step);
    expect(await tables()).toEqual(expect.arrayContaining(siteTableNames));
    await migrate(db.sequelize);
    await db.models.ContentTranslation.destroy({ where: { kind: 'team' } });
    expect(await seedSampleResources(db)).toBe(true);
    expect(await db.models.Office.count()).toBeGreaterThan(0);
  });

  it('membership: accounts waiting for a role decision lose staff access, existing listings stay public', async () => {
    await migrateDownAll(db.sequelize);
    await migrate(db.sequelize, { to: '20261126-0012-event-registrations' });
    const stamp = new Date().toISOString();
    const insert = (sql: string) => db.sequelize.query(sql, { replacements: { stamp } });
    await insert(
      `INSERT INTO users (username, username_key, password_hash, full_name, email, role, requested_role, created_at, updated_at)
       VALUES ('Waiting', 'waiting', 'x', 'Waiting User', 'waiting@example.com', 'viewer', 'editor', :stamp, :stamp),
              ('Reader', 'reader', 'x', 'Staff Reader', 'reader@example.com', 'viewer', NULL, :stamp, :stamp),
              ('Boss', 'boss', 'x', 'The Admin', 'boss@example.com', 'admin', NULL, :stamp, :stamp)`,
    );
    await insert(
      `INSERT INTO members (name, location, description, industry, region, featured, version, created_at, updated_at)
       VALUES ('Old Member', 'Riga', 'Text', 'technology', 'baltic', false, 3, :stamp, :stamp)`,
    );
    expect(await migrate(db.sequelize, { to: '20261127-0013-membership' })).toEqual(['20261127-0013-membership']);
    // The later migrations too: the models read their columns.
    await migrate(db.sequelize);
    const users = await db.models.User.findAll({ order: [['username', 'ASC']] });
    expect(users.map((user) => [user.username, user.role, user.requestedRole, user.memberId])).toEqual([
      ['Boss', 'admin', null, null],
      ['Reader', 'viewer', null, null],
      ['Waiting', 'registered', 'editor', null],
    ]);
    const [member] = await db.models.Member.findAll();
    expect(member).toMatchObject({ name: 'Old Member', version: 3, contactName: null, organisationNumber: null });
    expect(Boolean(member!.published)).toBe(true);
    expect(Boolean(member!.hidden)).toBe(false);
    expect(await tables()).toEqual(expect.arrayContaining(['membership_applications', 'listing_changes']));
  });

  it('accounts keeps users and their sessions: active, session version 0, the old session still signed in', async () => {
    await migrateDownAll(db.sequelize);
    await migrate(db.sequelize, { to: '20261121-0002-content-management' });
    const stamp = new Date().toISOString();
    const expires = new Date(Date.now() + 3_600_000).toISOString();
    const insert = (sql: string) => db.sequelize.query(sql, { replacements: { stamp, expires } });
    await insert(
      `INSERT INTO users (username, username_key, password_hash, full_name, email, role, created_at, updated_at)
       VALUES ('Old', 'old', 'x', 'Old User', 'old@example.com', 'admin', :stamp, :stamp)`,
    );
    const [user] = await db.models.User.findAll({ attributes: ['id'] });
    await insert(
      `INSERT INTO sessions (id, user_id, data, expires_at, created_at, updated_at)
       VALUES ('${'a'.repeat(64)}', ${user!.id}, '{"userId":${user!.id}}', :expires, :stamp, :stamp)`,
    );

    expect(await migrate(db.sequelize, { to: '20261121-0003-accounts' })).toEqual(['20261121-0003-accounts']);
    // Only the columns this migration knew (later ones add more).
    const migrated = await db.models.User.findByPk(user!.id, {
      attributes: ['id', 'active', 'deactivatedAt', 'sessionVersion', 'role'],
    });
    expect(migrated).toMatchObject({ active: true, deactivatedAt: null, sessionVersion: 0, role: 'admin' });
    // The session holds no version: it counts as version 0, which the user still has.
    const session = await db.models.Session.findByPk('a'.repeat(64));
    expect((JSON.parse(session!.data) as { v?: number }).v ?? 0).toBe(migrated!.sessionVersion);
    // One subscription per (list, e-mail). Plain SQL: the model has columns of later migrations.
    const subscribe = (language: string, token: string) =>
      insert(
        `INSERT INTO subscriptions (list, email, region, language, consented_at, token, created_at, updated_at)
         VALUES ('newsletter', 'x@example.com', NULL, '${language}', :stamp, '${token}', :stamp, :stamp)`,
      );
    await subscribe('en', 't'.repeat(43));
    await expect(subscribe('sv', 'u'.repeat(43))).rejects.toThrow();
    expect(Number(await scalar(db, 'SELECT COUNT(*) FROM subscriptions'))).toBe(1);
  });

  it('hardening keeps contact submissions and subscriptions, none of them spam', async () => {
    await migrateDownAll(db.sequelize);
    await migrate(db.sequelize, { to: '20261121-0003-accounts' });
    const stamp = new Date().toISOString();
    const insert = (sql: string) => db.sequelize.query(sql, { replacements: { stamp } });
    await insert(
      `INSERT INTO contact_submissions (full_name, email, inquiry_type, message, submitted_at, processed, created_at, updated_at)
       VALUES ('Old Sender', 'old@example.com', 'other', 'Written before the hardening', :stamp, false, :stamp, :stamp)`,
    );
    await insert(
      `INSERT INTO subscriptions (list, email, region, language, consented_at, token, created_at, updated_at)
       VALUES ('newsletter', 'old.reader@example.com', NULL, 'en', :stamp, '${'v'.repeat(43)}', :stamp, :stamp)`,
    );
    expect(await migrate(db.sequelize, { to: '20261122-0004-hardening' })).toEqual(['20261122-0004-hardening']);
    // Only the columns this migration knew (language comes with 0007).
    const [submission] = await db.models.ContactSubmission.findAll({ attributes: { exclude: ['language'] } });
    expect(submission).toMatchObject({ fullName: 'Old Sender' });
    expect(Boolean(submission!.spam)).toBe(false);
    // Only the columns this migration knew (the consent columns come with 0009).
    const [subscription] = await db.models.Subscription.findAll({
      attributes: {
        exclude: ['form', 'confirmationTokenHash', 'confirmationSentAt', 'confirmedAt', 'legacyTokenHash'],
      },
    });
    expect(subscription).toMatchObject({ email: 'old.reader@example.com' });
    expect(Boolean(subscription!.spam)).toBe(false);
  });

  it('newsletters marks the single opt-in subscribers confirmed (not the spam ones) and goes down again', async () => {
    await migrateDownAll(db.sequelize);
    await migrate(db.sequelize, { to: '20261125-0008-account-tokens' });
    // As Sequelize stores dates in SQLite (and PostgreSQL reads it too).
    const stamp = '2026-01-02 03:04:05.000 +00:00';
    for (const [email, spam, token] of [
      ['real@example.com', false, 'r'],
      ['bot@example.com', true, 'b'],
    ] as const) {
      await db.sequelize.query(
        `INSERT INTO subscriptions (list, email, region, language, consented_at, token, spam, created_at, updated_at)
         VALUES ('newsletter', :email, NULL, 'en', :stamp, :token, :spam, :stamp, :stamp)`,
        { replacements: { email, spam, token: token.repeat(43), stamp } },
      );
    }
    expect(await migrate(db.sequelize, { to: '20261125-0009-newsletters' })).toEqual(['20261125-0009-newsletters']);
    // Only the columns this migration knew (the legacy token hash comes with 0023).
    const rows = await db.models.Subscription.findAll({
      attributes: { exclude: ['legacyTokenHash'] },
      order: [['email', 'ASC']],
    });
    expect(rows.map((row) => [row.email, row.confirmedAt?.toISOString() ?? null])).toEqual([
      ['bot@example.com', null],
      ['real@example.com', '2026-01-02T03:04:05.000Z'],
    ]);
    expect(await tables()).toEqual(
      expect.arrayContaining(['newsletters', 'newsletter_sends', 'newsletter_deliveries']),
    );
    await migrateDownAll(db.sequelize);
    await migrate(db.sequelize);
  });

  it('registration honeypot adds an empty spam_registrations table (no password column) and keeps the users', async () => {
    await migrateDownAll(db.sequelize);
    await migrate(db.sequelize, { to: '20261122-0004-hardening' });
    expect(await tables()).not.toContain('spam_registrations');
    const stamp = new Date().toISOString();
    await db.sequelize.query(
      `INSERT INTO users (username, username_key, password_hash, full_name, email, role, created_at, updated_at)
       VALUES ('Old', 'old', 'x', 'Old User', 'old@example.com', 'viewer', :stamp, :stamp)`,
      { replacements: { stamp } },
    );
    expect(await migrate(db.sequelize, { to: '20261122-0005-registration-honeypot' })).toEqual([
      '20261122-0005-registration-honeypot',
    ]);
    expect(await tables()).toContain('spam_registrations');
    const columns = Object.keys(await db.sequelize.getQueryInterface().describeTable('spam_registrations')).sort();
    expect(columns).toEqual(
      ['created_at', 'email', 'full_name', 'honeypot', 'id', 'requested_role', 'updated_at', 'username'].sort(),
    );
    expect(await db.models.SpamRegistration.count()).toBe(0);
    // Only the columns this migration knew (later ones add more).
    expect((await db.models.User.findAll({ attributes: ['username'] })).map((user) => user.username)).toEqual(['Old']);
    // The same username and e-mail as a user: spam registrations have no unique keys.
    const spam = { username: 'Old', fullName: 'Bot', email: 'old@example.com', requestedRole: null, honeypot: 'x' };
    await db.models.SpamRegistration.bulkCreate([spam, spam]);
    expect(await db.models.SpamRegistration.count()).toBe(2);
  });

  it('generated password adds users.password_generated, false for the users already there', async () => {
    await migrateDownAll(db.sequelize);
    await migrate(db.sequelize, { to: '20261122-0005-registration-honeypot' });
    const stamp = new Date().toISOString();
    await db.sequelize.query(
      `INSERT INTO users (username, username_key, password_hash, full_name, email, role, created_at, updated_at)
       VALUES ('Old', 'old', 'x', 'Old User', 'old@example.com', 'admin', :stamp, :stamp)`,
      { replacements: { stamp } },
    );
    expect(await migrate(db.sequelize, { to: '20261123-0006-generated-password' })).toEqual([
      '20261123-0006-generated-password',
    ]);
    // Only the columns this migration knows (the model has later ones).
    const [old] = await db.models.User.findAll({ attributes: ['username', 'passwordGenerated'] });
    expect(old).toMatchObject({ username: 'Old' });
    expect(Boolean(old!.passwordGenerated)).toBe(false);
  });

  it('account language adds users.language, null (the site default) for the users already there', async () => {
    await migrateDownAll(db.sequelize);
    await migrate(db.sequelize, { to: '20261125-0009-newsletters' });
    const stamp = new Date().toISOString();
    await db.sequelize.query(
      `INSERT INTO users (username, username_key, password_hash, full_name, email, role, created_at, updated_at)
       VALUES ('Old', 'old', 'x', 'Old User', 'old@example.com', 'admin', :stamp, :stamp)`,
      { replacements: { stamp } },
    );
    expect(await migrate(db.sequelize, { to: '20261125-0010-account-language' })).toEqual([
      '20261125-0010-account-language',
    ]);
    // The columns of that migration (a later one adds more, which this schema does not have yet).
    const [old] = await db.models.User.findAll({ attributes: ['id', 'username', 'language'] });
    expect(old).toMatchObject({ username: 'Old', language: null });
    await old!.update({ language: 'sv' });
    expect((await db.models.User.findByPk(old!.id, { attributes: ['language'] }))?.language).toBe('sv');
  });

  it('outbox adds an empty outbox_mails table and gives the submissions already there English', async () => {
    await migrateDownAll(db.sequelize);
    await migrate(db.sequelize, { to: '20261123-0006-generated-password' });
    expect(await tables()).not.toContain('outbox_mails');
    const stamp = new Date().toISOString();
    await db.sequelize.query(
      `INSERT INTO contact_submissions (full_name, email, inquiry_type, message, submitted_at, processed, created_at, updated_at)
       VALUES ('Old Sender', 'old@example.com', 'other', 'Before the outbox', :stamp, false, :stamp, :stamp)`,
      { replacements: { stamp } },
    );
    expect(await migrate(db.sequelize, { to: '20261125-0007-outbox' })).toEqual(['20261125-0007-outbox']);
    expect(await tables()).toContain('outbox_mails');
    expect(await db.models.OutboxMail.count()).toBe(0);
    const [submission] = await db.models.ContactSubmission.findAll();
    expect(submission).toMatchObject({ fullName: 'Old Sender', language: 'en' });
  });

  it('account tokens adds an account_tokens table with one row per token hash, and takes it away again', async () => {
    await migrateDownAll(db.sequelize);
    await migrate(db.sequelize, { to: '20261125-0007-outbox' });
    expect(await tables()).not.toContain('account_tokens');
    expect(await migrate(db.sequelize, { to: '20261125-0008-account-tokens' })).toEqual([
      '20261125-0008-account-tokens',
    ]);
    expect(await tables()).toContain('account_tokens');
    const row = {
      kind: 'reset' as const,
      tokenHash: 'a'.repeat(64),
      email: 'someone@example.com',
      language: 'en' as const,
      expiresAt: new Date(),
    };
    // Only that migration's columns (a later one adds more, which this schema does not have yet).
    const fields = ['kind', 'tokenHash', 'email', 'language', 'expiresAt'] as const;
    await db.models.AccountToken.create(row, { fields: [...fields], returning: false });
    await expect(db.models.AccountToken.create(row, { fields: [...fields], returning: false })).rejects.toThrow();
    await migrateDownAll(db.sequelize);
    expect(await tables()).not.toContain('account_tokens');
  });
});

describe.runIf(testDatabaseKinds().includes('sqlite'))('SQLite connection settings', () => {
  let db: Database;
  let database: TestDatabase;
  beforeAll(async () => {
    ({ db, database } = await freshDatabase('sqlite'));
  });
  afterAll(async () => {
    await db.close();
    await database.drop();
  });

  it('uses WAL journaling and a 5 s busy timeout on the default connection', async () => {
    expect(SQLITE_BUSY_TIMEOUT_MS).toBe(5000);
    expect(await scalar(db, 'PRAGMA journal_mode')).toBe('wal');
    expect(await scalar(db, 'PRAGMA busy_timeout')).toBe(5000);
  });

  it('uses WAL journaling and a 5 s busy timeout inside a transaction (its own connection)', async () => {
    const [journal, timeout] = await db.sequelize.transaction(async (transaction) => [
      await scalar(db, 'PRAGMA journal_mode', transaction),
      await scalar(db, 'PRAGMA busy_timeout', transaction),
    ]);
    expect(journal).toBe('wal');
    expect(timeout).toBe(5000);
  });
});
