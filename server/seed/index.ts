import { UniqueConstraintError } from 'sequelize';
import type { Database } from '../db';
import { sampleEvents, sampleMembers, sampleNews } from './sample-data';

const SEEDED_KEY = 'sample_data_seeded_at';
const DAY_MS = 24 * 60 * 60 * 1000;

/** Midnight UTC of the day `now` falls on, plus `days` days and `hour` hours. */
function dayOffset(now: Date, days: number, hour = 0): Date {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(midnight + days * DAY_MS + hour * 60 * 60 * 1000);
}

/**
 * Writes the sample members, events and news, once per installation and only into an empty
 * database: dates are computed from `now`, so most events are upcoming on the day of seeding.
 * Returns whether it seeded. Safe when several server processes start together. Seeded articles are
 * published, and seeding writes no audit entries (nobody made these changes).
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
      await Member.bulkCreate([...sampleMembers], { transaction });
      await Event.bulkCreate(
        sampleEvents.map(({ startsInDays, startHour, lastsDays, ...event }) => ({
          ...event,
          date: dayOffset(now, startsInDays, startHour),
          endDate: lastsDays ? dayOffset(now, startsInDays + lastsDays, 17) : null,
        })),
        { transaction },
      );
      await NewsArticle.bulkCreate(
        sampleNews.map(({ publishedDaysAgo, ...article }) => ({
          ...article,
          status: 'published' as const,
          publishDate: dayOffset(now, -publishedDaysAgo, 9),
        })),
        { transaction },
      );
    });
  } catch (error) {
    if (error instanceof UniqueConstraintError) return false;
    throw error;
  }
  return true;
}
