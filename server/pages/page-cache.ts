import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import accepts from 'accepts';

/** A finished answer of the page cache: the HTML with its status and validator, compressed on demand. */
export interface CachedAnswer {
  status: number;
  type: string;
  body: Buffer;
  etag: string;
  /**
   * When what it shows stops being true (ms since the epoch), e.g. an event on it ends: the cache
   * keeps it no longer than that, whatever its time to live.
   */
  expiresAt?: number;
  /** How long a client may keep it without asking: revalidation on every use unless said. */
  cacheControl?: string;
  /** Compressed copies, made once each when first asked for. */
  br?: Buffer;
  gzip?: Buffer;
}

export type AnswerEncoding = 'br' | 'gzip' | 'identity';

/** An answer's body in an encoding the client accepts (brotli, gzip, or as it is). */
export function encodedBody(answer: CachedAnswer, encoding: AnswerEncoding): Buffer {
  if (encoding === 'br') {
    answer.br ??= brotliCompressSync(answer.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } });
    return answer.br;
  }
  if (encoding === 'gzip') {
    answer.gzip ??= gzipSync(answer.body, { level: 6 });
    return answer.gzip;
  }
  return answer.body;
}

/**
 * The encoding a cached answer goes out in: the negotiation Koa's `ctx.acceptsEncodings('br',
 * 'gzip', 'identity')` does (the same library), asked only when the request names any encoding.
 */
export function answerEncoding(req: IncomingMessage): AnswerEncoding {
  if (!req.headers['accept-encoding']) return 'identity';
  const chosen = accepts(req).encodings('br', 'gzip', 'identity');
  return chosen === 'br' || chosen === 'gzip' ? chosen : 'identity';
}

/**
 * Adds the headers of a cached answer to `headers` (a flat name, value, … list): its type, its
 * validator, how long it may be kept (revalidated on every use unless it says), and what it varies on.
 */
export function pushAnswerHeaders(headers: Array<string | number>, answer: CachedAnswer, vary: string): void {
  const cacheControl = answer.cacheControl ?? 'no-cache';
  headers.push('Content-Type', answer.type, 'Cache-Control', cacheControl, 'ETag', answer.etag, 'Vary', vary);
}

/** Whether a request revalidates what it has (If-None-Match): the freshness check may answer it 304. */
export function revalidates(headers: IncomingHttpHeaders): boolean {
  return Boolean(headers['if-none-match']);
}

/**
 * Writes on the Node response what Koa answers with a cached page that `req` does not revalidate
 * (`send` in ./index.ts): `headers` (those of every answer) and the answer's own, its encoding and
 * the length of what is sent, in one `writeHead`; no body for HEAD.
 */
export function writeAnswer(
  req: IncomingMessage,
  res: ServerResponse,
  answer: CachedAnswer,
  vary: string,
  headers: Array<string | number>,
): void {
  const encoding = answerEncoding(req);
  const body = encodedBody(answer, encoding);
  pushAnswerHeaders(headers, answer, vary);
  if (encoding !== 'identity') headers.push('Content-Encoding', encoding);
  headers.push('Content-Length', body.length);
  res.writeHead(answer.status, headers);
  if (req.method === 'HEAD') res.end();
  else res.end(body);
}

/** An answer for `body`, with a strong validator from its bytes. */
export function cachedAnswer(status: number, type: string, body: string | Buffer): CachedAnswer {
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  const etag = `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 22)}"`;
  return { status, type, body: bytes, etag };
}

/**
 * The page cache's key of a page: its language, its English path and its query (`?…`, or ''); none
 * for a query with a search text. A page's filters and page numbers are few and the cache keeps the
 * most recently used (`maxEntries`), but any text can be searched for: each one would take a place
 * of a page that is asked for again, so a searched page is rendered for its request.
 */
export function pageKey(language: string, path: string, search: string): string | undefined {
  if (search && new URLSearchParams(search).get('search')) return undefined;
  return `${language} ${path}${search}`;
}

/**
 * Rendered pages by address and language. A committed change to the content or the settings clears
 * it (so a save shows on the next request of this process); entries also expire after `ttlMs`, which
 * bounds how long another process on the same database serves a page older than a write it did not
 * see, or at the answer's own `expiresAt` when that comes first (time alone changes it). At most `maxEntries` are kept (the least recently used go first): addresses with any query
 * string are keys too. Concurrent misses of one key share one render. (What it keeps is a page's
 * answer unless told otherwise: the sitemaps also keep how their records divide into parts.)
 */
export class PageCache<T extends { expiresAt?: number } = CachedAnswer> {
  private readonly entries = new Map<string, { answer: T; expiresAt: number }>();
  private readonly pending = new Map<string, { promise: Promise<T>; generation: number }>();
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 1000,
  ) {}

  /** The cached answer for `key` if it is fresh (no promise: this is the hot path). */
  peek(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.answer;
  }

  /** The cached answer for `key`, or `make`'s, kept unless a change was committed meanwhile. */
  async get(key: string, make: () => Promise<T>): Promise<T> {
    const fresh = this.peek(key);
    if (fresh) return fresh;
    const inFlight = this.pending.get(key);
    if (inFlight && inFlight.generation === this.generation) return inFlight.promise;
    const generation = this.generation;
    const promise = make().then((answer) => {
      if (generation === this.generation) {
        // Re-inserted at the end: the Map's order is the order of use.
        this.entries.delete(key);
        this.entries.set(key, { answer, expiresAt: Math.min(Date.now() + this.ttlMs, answer.expiresAt ?? Infinity) });
        while (this.entries.size > this.maxEntries) {
          const oldest = this.entries.keys().next().value;
          if (oldest === undefined) break;
          this.entries.delete(oldest);
        }
      }
      return answer;
    });
    this.pending.set(key, { promise, generation });
    try {
      return await promise;
    } finally {
      if (this.pending.get(key)?.promise === promise) this.pending.delete(key);
    }
  }

  /** Forgets every page (something they show has changed). */
  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }
}
