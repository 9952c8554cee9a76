// The measures of `npm run bench:scale`: answers timed from this process over loopback, the
// server's memory from /proc, and the sitemap (one file, or an index and its children).
import { readFileSync } from 'node:fs';
import { Agent } from 'node:http';
import { performance } from 'node:perf_hooks';
import { getRaw, type RawAnswer } from './net';

/** One connection kept open, as a browser keeps one: the time measured is the answer's, not a TCP handshake's. */
const agent = new Agent({ keepAlive: true, maxSockets: 1 });

/** A timed answer: what came back, and the milliseconds from sending the request to its last byte. */
export interface Timed extends RawAnswer {
  ms: number;
}

/** GET `url` (uncompressed, over the kept connection), timed. */
export async function timedGet(url: string, headers: Record<string, string> = {}): Promise<Timed> {
  const started = performance.now();
  const answer = await getRaw(url, { agent, headers });
  return { ...answer, ms: performance.now() - started };
}

export const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** A series of timed GETs: the median, and how many were made. */
export interface Series {
  medianMs: number;
  count: number;
}

/**
 * The median time of `count` GETs of `url` in a row, after one that is not counted; the series
 * stops early once `budgetMs` is spent (a page that renders for longer than the caches keep it is
 * rendered on every request), with at least three requests.
 */
export async function series(
  url: string,
  count: number,
  options: { headers?: Record<string, string>; budgetMs?: number } = {},
): Promise<Series> {
  const started = performance.now();
  await timedGet(url, options.headers);
  const times: number[] = [];
  while (times.length < count) {
    times.push((await timedGet(url, options.headers)).ms);
    if (times.length >= 3 && performance.now() - started > (options.budgetMs ?? Infinity)) break;
  }
  return { medianMs: median(times), count: times.length };
}

/** A process's resident memory now (VmRSS) and at its peak (VmHWM), in MB, from /proc/<pid>/status. */
export function memoryOf(pid: number): { rssMB: number; peakMB: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kB = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rssMB: kB('VmRSS') / 1024, peakMB: kB('VmHWM') / 1024 };
}

/** What the sitemap measured: the file at /sitemap.xml and, when that is an index, its largest child. */
export interface SitemapMeasure {
  kind: 'urlset' | 'sitemapindex' | 'other';
  status: number;
  bytes: number;
  ms: number;
  /** The `<url>` entries, over every child of an index. */
  urls: number;
  children: number;
  largestChild?: { path: string; bytes: number; ms: number };
  slowestChildMs?: number;
}

const locations = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!);
const urlCount = (xml: string) => xml.match(/<url>/g)?.length ?? 0;

/**
 * /sitemap.xml, timed with `first` (a GET made by the caller, say right after a write); an index's
 * children are fetched through `base` (the address they name is PUBLIC_URL, which is `base` here)
 * and each timed on its first request.
 */
export async function measureSitemap(base: string, first: Timed): Promise<SitemapMeasure> {
  const xml = first.body.toString('utf8');
  const kind = xml.includes('<sitemapindex') ? 'sitemapindex' : xml.includes('<urlset') ? 'urlset' : 'other';
  const result: SitemapMeasure = {
    kind,
    status: first.status,
    bytes: first.body.length,
    ms: first.ms,
    urls: urlCount(xml),
    children: 0,
  };
  if (kind !== 'sitemapindex') return result;
  for (const location of locations(xml)) {
    const url = new URL(location);
    const child = await timedGet(base + url.pathname + url.search);
    result.children += 1;
    result.urls += urlCount(child.body.toString('utf8'));
    if (!result.largestChild || child.body.length > result.largestChild.bytes)
      result.largestChild = { path: url.pathname + url.search, bytes: child.body.length, ms: child.ms };
    result.slowestChildMs = Math.max(result.slowestChildMs ?? 0, child.ms);
  }
  return result;
}

export const kb = (bytes: number) => (bytes / 1024).toFixed(1);
export const ms = (value: number) => value.toFixed(value < 10 ? 1 : 0);
