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
 * A cache of finished JSON bodies for the public lists. A committed write in this process clears
 * the entry at once; entries also expire after `ttlMs`, which bounds how long another server
 * process on the same database can serve a list older than a write it did not see.
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

  private readonly listeners: ((prefix: string) => void)[] = [];

  /** Drops every entry whose key starts with `prefix`, and tells the listeners. */
  invalidate(prefix: string): void {
    this.generation += 1;
    for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.entries.delete(key);
    for (const listener of this.listeners) listener(prefix);
  }

  /**
   * Calls `listener` with the prefix of every invalidation (caches built from the same data clear
   * with this one).
   */
  onInvalidate(listener: (prefix: string) => void): void {
    this.listeners.push(listener);
  }
}
