import { QueryTypes } from 'sequelize';
import type { JsonCache } from './cache';
import type { Database } from './db';
import type { Job } from './jobs/worker';
import type { AppLogger } from './logger';

/**
 * How often a process reads what the others changed: the longest a process on the same database
 * serves a list or a page older than a write another one committed.
 */
export const CACHE_CHANGES_POLL_MS = 2000;

/**
 * Keeps the caches of several server processes on one database in step. After each write this
 * process commits (a JSON cache invalidation from a write), it raises that prefix's counter in
 * `cache_changes`; a round reads every counter and clears, here, each prefix another process raised.
 * So the caches hold their entries until something they show changes, instead of expiring every
 * few seconds: a page is rendered again after a write, not on a timer while the site sits unchanged.
 */
export class CacheChanges implements Job {
  readonly name = 'cache changes';
  readonly pollMs: number;
  /** The counter of each prefix as this process last knew it (its own raises included). */
  private readonly seen = new Map<string, number>();
  private started = false;

  constructor(
    private readonly db: Database,
    private readonly cache: JsonCache,
    private readonly logger: AppLogger,
    options: { pollMs?: number | undefined } = {},
  ) {
    this.pollMs = options.pollMs ?? CACHE_CHANGES_POLL_MS;
    cache.onInvalidate((prefix, source) => {
      if (source === 'write') void this.announce(prefix);
    });
  }

  /** Raises `prefix`'s counter; a failure is logged (the others then see the write at their caches' expiry). */
  private async announce(prefix: string): Promise<void> {
    try {
      // The leading comment keeps Sequelize's SQLite driver from treating this as a plain INSERT
      // (it would run it without reading the RETURNING row); PostgreSQL ignores it.
      const rows = await this.db.sequelize.query<{ generation: number | string }>(
        `/* cache change */ INSERT INTO cache_changes (prefix, generation) VALUES (:prefix, 1)
         ON CONFLICT (prefix) DO UPDATE SET generation = cache_changes.generation + 1
         RETURNING generation`,
        { replacements: { prefix }, type: QueryTypes.SELECT },
      );
      const generation = Number(rows[0]?.generation);
      // Only when no other process raised it since this one last looked: a raise by another one
      // in between must still clear this process's entries in the next round.
      if (generation === (this.seen.get(prefix) ?? 0) + 1) this.seen.set(prefix, generation);
    } catch (err) {
      this.logger.warn({ err, prefix }, 'could not tell the other server processes of a change');
    }
  }

  async round(): Promise<void> {
    const rows = await this.db.sequelize.query<{ prefix: string; generation: number | string }>(
      'SELECT prefix, generation FROM cache_changes',
      { type: QueryTypes.SELECT },
    );
    for (const row of rows) {
      const generation = Number(row.generation);
      const known = this.seen.get(row.prefix);
      if (known === generation) continue;
      this.seen.set(row.prefix, generation);
      // The first round only learns the counters: nothing was cached before this process started.
      if (this.started) this.cache.invalidate(row.prefix, 'other-process');
    }
    this.started = true;
  }
}
