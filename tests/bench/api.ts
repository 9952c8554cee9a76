/**
 * `npm run bench:api`: throughput and latency of the cached public answers — the API lists and
 * the HTML pages — each against a bare node:http process that sends the very same status, response
 * head and body from memory, measured in one run so the ratios are comparable.
 * Server and load generator are pinned to different cores when `taskset` and `wrk` exist;
 * otherwise autocannon runs in this process (it saturates near 45k req/s, below bare node:http).
 */
import { spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort, getRaw, waitFor, type RawAnswer } from './net';
import { has, startNode } from './server-process';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 30);

const useWrk = has('wrk') && process.env.BENCH_TOOL !== 'autocannon';
const pin = has('taskset') && os.cpus().length >= 2;

interface Result {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

function startProcess(args: string[], env: NodeJS.ProcessEnv, logFile: string): ChildProcess {
  return startNode(args, env, process.env.BENCH_LOG_TO_NULL ? '/dev/null' : logFile, pin ? { core: 0 } : {});
}

function parseWrkDuration(text: string): number {
  const match = /^([\d.]+)(us|ms|s)$/.exec(text.trim());
  if (!match) return NaN;
  const value = Number(match[1]);
  return match[2] === 'us' ? value / 1000 : match[2] === 's' ? value * 1000 : value;
}

/** The header lines Node's HTTP server writes itself; the bare server leaves them to it too. */
const NODE_WRITES = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/**
 * Starts a bare node:http process answering `answer` (its status, head and body) on a free port;
 * resolves with its URL once it answers.
 */
async function startBare(children: ChildProcess[], dataDir: string, name: string, answer: RawAnswer): Promise<string> {
  const bodyFile = path.join(dataDir, `${name}.body`);
  await writeFile(bodyFile, answer.body);
  const headers = answer.headers.filter(([header]) => !NODE_WRITES.has(header.toLowerCase()));
  if (!headers.some(([header]) => header.toLowerCase() === 'content-length')) {
    headers.push(['Content-Length', String(answer.body.length)]);
  }
  const answerFile = path.join(dataDir, `${name}.json`);
  await writeFile(answerFile, JSON.stringify({ status: answer.status, headers, bodyFile }));
  const port = await freePort();
  children.push(
    startProcess(
      ['--import', 'tsx', 'tests/bench/bare-node.ts'],
      { PORT: String(port), BENCH_ANSWER_FILE: answerFile },
      path.join(dataDir, `bare-${name}.log`),
    ),
  );
  const url = `http://127.0.0.1:${port}/`;
  await waitFor(url);
  return url;
}

async function measure(name: string, url: string): Promise<Result> {
  if (useWrk) {
    const args = ['-t1', `-c${CONNECTIONS}`, `-d${DURATION_S}s`, '--latency', url];
    const out = spawnSync(pin ? 'taskset' : 'wrk', pin ? ['-c', '1', 'wrk', ...args] : args, { encoding: 'utf8' });
    const text = out.stdout;
    const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(text)?.[1]);
    const p50 = parseWrkDuration(/\s50%\s+(\S+)/.exec(text)?.[1] ?? '');
    const p99 = parseWrkDuration(/\s99%\s+(\S+)/.exec(text)?.[1] ?? '');
    const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(text)?.[1] ?? 0);
    const socketErrors = /Socket errors:.*?(\d+).*?(\d+).*?(\d+).*?(\d+)/.exec(text);
    const errors = non2xx + (socketErrors ? socketErrors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0);
    return { name, rps, p50, p99, errors };
  }
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'chamber-bench-'));
  const children: ChildProcess[] = [];
  try {
    const serverPort = await freePort();
    children.push(
      startProcess(
        ['--import', 'tsx', 'server/start.ts'],
        { DATA_DIR: dataDir, PORT: String(serverPort), HOST: '127.0.0.1', NODE_ENV: 'production', DATABASE_URL: '' },
        path.join(dataDir, 'server.log'),
      ),
    );
    const base = `http://127.0.0.1:${serverPort}`;
    await waitFor(`${base}/api/health`);

    // One bare node:http process per case, each sending the answer the real server gives for it:
    // a bigger body or head alone lowers the requests per second, so each is compared with its own.
    const events = JSON.parse((await getRaw(`${base}/api/events`)).body.toString()) as Array<{ id: number }>;
    if (!events[0]) throw new Error('the sample data has no event');
    const targets: Array<[name: string, path: string]> = [
      ['GET /api/members', '/api/members'],
      ['GET /api/events', '/api/events'],
      ['GET /api/news', '/api/news'],
      ['GET / (HTML)', '/'],
      ['GET /members (HTML)', '/members'],
      ['GET /es/events (HTML)', '/es/events'],
      ['GET /sv/events/:id (HTML)', `/sv/events/${events[0].id}`],
    ];
    const cases: Array<{ baseline: [string, string]; target: [string, string]; bytes: number; type: string }> = [];
    for (const [name, target] of targets) {
      const answer = await getRaw(base + target);
      if (answer.status !== 200) throw new Error(`${target} answered ${answer.status}`);
      const slug = target.replace(/\W+/g, '-').replace(/^-/, '');
      const bare = await startBare(children, dataDir, slug || 'home', answer);
      cases.push({
        baseline: [`bare node:http (same answer as ${target})`, bare],
        target: [name, base + target],
        bytes: answer.body.length,
        type: answer.type,
      });
    }

    console.log(
      `tool: ${useWrk ? 'wrk' : 'autocannon'}${pin ? ' (server on core 0, load on core 1)' : ''}; ` +
        `${CONNECTIONS} connections, ${DURATION_S} s each; ` +
        cases.map(({ target, bytes, type }) => `${target[0]} ${bytes} bytes of ${type}`).join('; ') +
        `; node ${process.version}, ${os.cpus().length} cores`,
    );
    // Warm up every endpoint under load (not reported) so caches and the JIT are hot before measuring.
    const warm = (url: string) =>
      spawnSync(useWrk ? 'wrk' : process.execPath, useWrk ? ['-t1', '-c10', '-d2s', url] : ['-e', `fetch('${url}')`]);
    for (const { baseline, target } of cases) {
      warm(baseline[1]);
      warm(target[1]);
    }

    // Rounds: every case once per round, each right after its bare node:http baseline, so a ratio
    // compares seconds of the same machine load; the median over the rounds is reported.
    const rounds = new Map<string, Array<Result & { ratio: number }>>();
    const note = (result: Result, ratio: number) => {
      const list = rounds.get(result.name) ?? [];
      list.push({ ...result, ratio });
      rounds.set(result.name, list);
    };
    for (let round = 1; round <= ROUNDS; round += 1) {
      for (const { baseline, target } of cases) {
        const bare = await measure(...baseline);
        note(bare, 1);
        const result = await measure(...target);
        note(result, result.rps / bare.rps);
      }
    }

    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    console.log(`\n${ROUNDS} rounds; req/s, p50 and p99 are medians over the rounds, errors their sum.\n`);
    console.log('| endpoint | req/s | p50 ms | p99 ms | errors | ratio to bare node:http per round | median ratio |');
    console.log('|---|---:|---:|---:|---:|---|---:|');
    for (const [name, results] of rounds) {
      const ratios = results.map((r) => r.ratio);
      console.log(
        `| ${name} | ${median(results.map((r) => r.rps)).toFixed(0)} | ${median(results.map((r) => r.p50)).toFixed(2)} | ` +
          `${median(results.map((r) => r.p99)).toFixed(2)} | ${results.reduce((sum, r) => sum + r.errors, 0)} | ` +
          `${ratios.map((r) => r.toFixed(2)).join(', ')} | ${median(ratios).toFixed(2)} |`,
      );
    }
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
