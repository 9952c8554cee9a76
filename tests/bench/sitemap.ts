/**
 * `node --import tsx tests/bench/sitemap.ts`: how long the sitemap index and its biggest sitemap
 * take to answer with BENCH_MEMBERS members (20,000 by default), made (every sitemap cache empty,
 * as after a write) and cached, with the first byte and the size of each. SQLite, or the PostgreSQL
 * of TEST_DATABASE_URL when BENCH_DATABASE=postgres.
 */
import { request } from 'node:http';
import { startTestServer } from '../helpers/server';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 20_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const KIND = process.env.BENCH_DATABASE === 'postgres' ? 'postgres' : 'sqlite';

interface Timing {
  firstByteMs: number;
  totalMs: number;
  bytes: number;
  status: number;
}

/** One GET of `url`, timed to its first byte and to its end. */
function timedGet(url: string): Promise<Timing> {
  const started = process.hrtime.bigint();
  const since = () => Number(process.hrtime.bigint() - started) / 1e6;
  return new Promise((resolve, reject) => {
    request(url, (response) => {
      let firstByteMs = -1;
      let bytes = 0;
      response.on('data', (chunk: Buffer) => {
        if (firstByteMs < 0) firstByteMs = since();
        bytes += chunk.length;
      });
      response.on('end', () => resolve({ firstByteMs, totalMs: since(), bytes, status: response.statusCode ?? 0 }));
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  const server = await startTestServer(KIND, { seed: true });
  try {
    const rows = Array.from({ length: MEMBERS }, (_, at) => ({
      name: `Bench Member ${at}`,
      logo: null,
      location: 'Oslo, Norway',
      description: 'Inserted to measure the sitemaps.',
      industry: 'technology' as const,
      region: 'nordic' as const,
      website: null,
      featured: false,
    }));
    for (let at = 0; at < rows.length; at += 1000) await server.db.models.Member.bulkCreate(rows.slice(at, at + 1000));
    const members = await server.db.models.Member.count();
    const index = `${server.baseUrl}/sitemap.xml`;
    const biggest = `${server.baseUrl}/sitemaps/members-1.xml`;
    const made: Record<'index' | 'child', Timing[]> = { index: [], child: [] };
    const cached: Record<'index' | 'child', Timing[]> = { index: [], child: [] };
    for (let round = 0; round < ROUNDS; round += 1) {
      server.app.pages.invalidate();
      // A crawler's order: the index, then the sitemaps it lists.
      made.index.push(await timedGet(index));
      made.child.push(await timedGet(biggest));
      cached.index.push(await timedGet(index));
      cached.child.push(await timedGet(biggest));
    }
    const parts = (await (await fetch(index)).text()).match(/<sitemap>/g)?.length ?? 0;
    const line = (name: string, timings: Timing[]) =>
      `${name.padEnd(28)} first byte ${median(timings.map((t) => t.firstByteMs)).toFixed(1)} ms, ` +
      `whole ${median(timings.map((t) => t.totalMs)).toFixed(1)} ms, ${timings[0]!.bytes} bytes, status ${timings[0]!.status}`;
    console.log(`${KIND}: ${members} members, ${parts} sitemaps in the index, median of ${ROUNDS} rounds`);
    console.log(line('index, made', made.index));
    console.log(line('index, cached', cached.index));
    console.log(line('members-1.xml, made', made.child));
    console.log(line('members-1.xml, cached', cached.child));
  } finally {
    await server.close();
  }
}

await main();
