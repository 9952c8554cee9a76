import { TZDate } from '@date-fns/tz';
import type { Transaction } from 'sequelize';
import type { Database } from '../db';
import { sampleEvents, sampleMembers, sampleNews } from './sample-data';
import { sampleTranslations } from './sample-translations';
import { dayOffset, seedOnce, storeSampleTranslations } from './seeding';

export { hasSampleFile, RESOURCES_SEEDED_KEY, seedSampleResources, SITE_TABLES_SEEDED_KEY } from './resources';

/** The `app_meta` key holding when the sample data was written (ISO 8601); absent when never seeded. */
export const SEEDED_KEY = 'sample_data_seeded_at';

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
  const { Member, Event, NewsArticle } = db.models;
  const counts = () => [Member.count(), Event.count(), NewsArticle.count()];
  return seedOnce(db, SEEDED_KEY, now, counts, async (transaction) => {
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
}

/**
 * The Spanish and Swedish texts of the sample content, stored as ready translations of the items
 * they name (by English name or title), made from the English text as seeded.
 */
async function seedTranslations(db: Database, transaction: Transaction, now: Date): Promise<void> {
  const { Member, Event, NewsArticle } = db.models;
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
  await storeSampleTranslations(db, transaction, now, ids, sampleTranslations);
}
