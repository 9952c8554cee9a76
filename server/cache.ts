/**
 * How long a cached list or page is kept at most. Writes clear what they touch (here at once, in
 * the other processes within CACHE_CHANGES_POLL_MS (./cache-changes.ts)) and the news schedule clears the news when an
 * article's time comes, so this only bounds a change nothing announces: a write that bypassed the
 * models. Long enough that an unchanged site is not rendered again every few seconds.
 */
export const CACHE_MAX_AGE_MS = 10 * 60_000;

/**
 * A loaded value whose answer carries headers of its own (a bounded list's X-Total-Count and Link):
 * the cache keeps them with the body, for every answer made from it.
 */
export class WithHeaders {
  constructor(
    readonly value: unknown,
    readonly headers: readonly (readonly [string, string])[],
  ) {}
}

// The headers of a cached body, by the body (the cache replaces the Buffer on change).
const bodyHeaders = new WeakMap<Buffer, readonly (readonly [string, string])[]>();

/** The headers a cached body's answers carry besides the JSON ones (none for most). */
export function headersOf(body: Buffer): readonly (readonly [string, string])[] {
  return bodyHeaders.get(body) ?? [];
}

/**
 * Why cached entries are dropped: a write committed in this process (which the other processes on
 * the database are told of, see ./cache-changes.ts), such a write in another process, or the clock
 * (a scheduled article's publication time came).
 */
export type InvalidationSource = 'write' | 'other-process' | 'clock';

/**
 * A cache of finished JSON bodies for the public lists. A committed write clears the entries it
 * touches at once in this process and within a poll in the others (./cache-changes.ts); entries
 * also expire after `ttlMs`, a safety net for a change nothing announces (a write that bypassed
 * the models).
 */
export class JsonCache {
  private readonly entries = new Map<string, { body: Buffer; expiresAt: number }>();
  private readonly pending = new Map<string, { promise: Promise<Buffer>; generation: number }>();
  private generation = 0;

  constructor(private readonly ttlMs: number) {}

  /** The cached body for `key` if it is fresh (no promise: this is the hot path). */
  peek(key: string): Buffer | undefined {
    const entry = this.entries.get(key);
    return entry && entry.expiresAt > Date.now() ? entry.body : undefined;
  }

  /** The cached body for `key`, or the loader's value serialised once and cached. */
  async get(key: string, load: () => Promise<unknown>): Promise<Buffer> {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt > Date.now()) return entry.body;
    const inFlight = this.pending.get(key);
    if (inFlight && inFlight.generation === this.generation) return inFlight.promise;

    const generation = this.generation;
    const promise = (async () => {
      const loaded = await load();
      const body = Buffer.from(JSON.stringify(loaded instanceof WithHeaders ? loaded.value : loaded));
      if (loaded instanceof WithHeaders) bodyHeaders.set(body, loaded.headers);
      // A write committed while loading makes this result possibly stale: serve it, don't keep it.
      if (generation === this.generation) this.entries.set(key, { body, expiresAt: Date.now() + this.ttlMs });
      return body;
    })();
    this.pending.set(key, { promise, generation });
    try {
      return await promise;
    } finally {
      if (this.pending.get(key)?.promise === promise) this.pending.delete(key);
    }
  }

  private readonly listeners: ((prefix: string, source: InvalidationSource) => void)[] = [];

  /** Drops every entry whose key starts with `prefix`, and tells the listeners why. */
  invalidate(prefix: string, source: InvalidationSource = 'write'): void {
    this.generation += 1;
    for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.entries.delete(key);
    for (const listener of this.listeners) listener(prefix, source);
  }

  /**
   * Calls `listener` with the prefix and the source of every invalidation (caches built from the
   * same data clear with this one; the other processes are told of this process's writes).
   */
  onInvalidate(listener: (prefix: string, source: InvalidationSource) => void): void {
    this.listeners.push(listener);
  }
}
