import { Op } from 'sequelize';
import type { JsonCache } from '../cache';
import type { Database } from '../db';
import type { Job } from '../jobs/worker';

/**
 * The longest wait between two looks at the scheduled articles: a time moved in another process
 * is seen at the latest then (one moved here wakes the job at once).
 */
const SCHEDULE_POLL_MS = 60_000;

/**
 * Publishes scheduled articles on time in the caches: the public reads show an article from its
 * publishDate on, but nothing is written at that instant, so the caches (which otherwise hold
 * their entries until a write) are cleared of the news when an article's time has come. Each
 * process runs it for its own caches.
 */
export function newsScheduleJob(db: Database, cache: JsonCache, now: () => Date): Job {
  let lookedAt = now();
  return {
    name: 'news schedule',
    pollMs: SCHEDULE_POLL_MS,
    async round() {
      const at = now();
      const { NewsArticle } = db.models;
      const scheduled = { deletedAt: null, status: 'published' };
      const due = await NewsArticle.count({
        where: { ...scheduled, publishDate: { [Op.gt]: lookedAt, [Op.lte]: at } },
      });
      lookedAt = at;
      if (due > 0) cache.invalidate('news', 'clock');
      const next = await NewsArticle.min<Date | string | null, InstanceType<typeof NewsArticle>>('publishDate', {
        where: { ...scheduled, publishDate: { [Op.gt]: at } },
      });
      if (next === null || next === undefined) return;
      return Math.min(new Date(next).getTime() - at.getTime(), SCHEDULE_POLL_MS);
    },
  };
}
