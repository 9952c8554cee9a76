/**
 * `npm run bench:load`: a mixed read and write load (4 list reads : 1 contact submission) on
 * loopback against one, then two server processes on one PostgreSQL database, for a fixed request
 * count (BENCH_REQUESTS, default 20 000) within a time limit (BENCH_MAX_SECONDS, default 60).
 * Reports throughput, latency percentiles, errors and non-2xx answers, and checks that every
 * acknowledged submission is stored. Needs TEST_DATABASE_URL (or BENCH_DATABASE_URL) pointing at
 * a PostgreSQL server where it may create databases.
 */
import type { ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort, waitFor } from './net';
import { startServer, stopAll } from './server-process';
import { openDatabase } from '../../server/db';
import { createTestDatabase } from '../helpers/databases';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 20_000);
const MAX_SECONDS = Number(process.env.BENCH_MAX_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 40);
const SESSION_KEYS = 'bench-load-session-key-0123456789abcdef0123456789';

if (process.env.BENCH_DATABASE_URL) process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL;
if (!process.env.TEST_DATABASE_URL) {
  console.error('bench:load needs PostgreSQL: set TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test)');
  process.exit(2);
}

let sequence = 0;

/** One load generator against one server, with its share of the requests and connections. */
function load(url: string, amount: number, connections: number): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const read = (p: string): autocannon.Request => ({ method: 'GET', path: p });
    const write: autocannon.Request = {
      method: 'POST',
      path: '/api/contact',
      setupRequest: (request) => {
        const n = (sequence += 1);
        return {
          ...request,
          headers: {
            'content-type': 'application/json',
            // Many visitors behind the load balancer, each with their own address.
            'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
          },
          body: JSON.stringify({
            fullName: `Load Sender ${n}`,
            email: `load${n}@example.com`,
            inquiryType: 'other',
            message: `Message ${n} of the load benchmark.`,
          }),
        };
      },
    };
    const instance = autocannon(
      {
        url,
        connections,
        amount,
        duration: MAX_SECONDS,
        requests: [read('/api/members'), read('/api/events'), write, read('/api/news'), read('/api/members')],
      },
      (error: unknown, result) =>
        error
          ? reject(error instanceof Error ? error : new Error('autocannon failed', { cause: error }))
          : resolve(result),
    );
    autocannon.track(instance, { renderProgressBar: false, renderResultsTable: false, renderLatencyTable: false });
  });
}

interface Row {
  processes: number;
  requests: number;
  seconds: number;
  rps: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  errors: number;
  non2xx: number;
  stored: string;
}

async function scenario(processes: number): Promise<Row> {
  const database = await createTestDatabase('postgres');
  const children: ChildProcess[] = [];
  try {
    if (database.config.dialect !== 'postgres') throw new Error('expected PostgreSQL');
    const urls: string[] = [];
    for (let i = 0; i < processes; i += 1) {
      const port = await freePort();
      children.push(
        startServer(
          {
            PORT: String(port),
            HOST: '127.0.0.1',
            DATA_DIR: database.dataDir,
            DATABASE_URL: database.config.url,
            SESSION_KEYS,
            SEED_SAMPLE_DATA: 'true',
            ADMIN_USERNAME: 'bench.admin',
            ADMIN_PASSWORD: 'bench-admin-password',
            TRUST_PROXY: 'true',
            LOG_LEVEL: 'warn',
            NODE_ENV: 'production',
          },
          path.join(os.tmpdir(), `chamber-bench-load-${processes}-${i}.log`),
        ),
      );
      urls.push(`http://127.0.0.1:${port}`);
      // One after the other: the first start migrates and seeds.
      await waitFor(`${urls[i]}/api/health`);
    }
    const db = await openDatabase(database.config);
    const before = await db.models.ContactSubmission.count();
    const writesBefore = sequence;
    const started = Date.now();
    const results = await Promise.all(
      urls.map((url) => load(url, Math.round(REQUESTS / processes), Math.round(CONNECTIONS / processes))),
    );
    const seconds = (Date.now() - started) / 1000;
    const stored = (await db.models.ContactSubmission.count()) - before;
    await db.close();

    const total = results.reduce((sum, r) => sum + r.requests.total, 0);
    const writesSent = sequence - writesBefore;
    // Latency percentiles of the combined load: the slower generator's figures (conservative).
    const worst = (pick: (r: autocannon.Result) => number) => Math.max(...results.map(pick));
    return {
      processes,
      requests: total,
      seconds,
      rps: total / seconds,
      p50: worst((r) => r.latency.p50),
      p90: worst((r) => r.latency.p90),
      p99: worst((r) => r.latency.p99),
      max: worst((r) => r.latency.max),
      errors: results.reduce((sum, r) => sum + r.errors + r.timeouts, 0),
      non2xx: results.reduce((sum, r) => sum + r.non2xx, 0),
      stored: `${stored} of ${writesSent}`,
    };
  } finally {
    await stopAll(children);
    await database.drop();
  }
}

const rows: Row[] = [];
for (const processes of [1, 2]) {
  console.log(`\n== ${processes} server process${processes > 1 ? 'es' : ''} on PostgreSQL`);
  const row = await scenario(processes);
  console.log(row);
  rows.push(row);
}
console.log(
  `\nMixed load (4 reads : 1 contact submission), ${REQUESTS} requests, ${CONNECTIONS} connections, Node ${process.version}, ${os.cpus().length} cores\n`,
);
console.log(
  '| processes | requests | seconds | req/s | p50 ms | p90 ms | p99 ms | max ms | errors | non-2xx | submissions stored |',
);
console.log('| --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: |');
for (const r of rows) {
  console.log(
    `| ${r.processes} | ${r.requests} | ${r.seconds.toFixed(1)} | ${Math.round(r.rps)} | ${r.p50} | ${r.p90} | ${r.p99} | ${r.max} | ${r.errors} | ${r.non2xx} | ${r.stored} |`,
  );
}
console.log(`\nratio 2 processes / 1 process: ${(rows[1]!.rps / rows[0]!.rps).toFixed(2)}`);
if (rows.some((r) => r.errors > 0 || r.non2xx > 0)) process.exitCode = 1;
