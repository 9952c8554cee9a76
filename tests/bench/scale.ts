/**
 * `npm run bench:scale [-- --members N]`: the public site and the admin lists with a large
 * directory. Starts the real server (production settings, SQLite in a fresh DATA_DIR, PUBLIC_URL
 * its own address, the sample content seeded), creates an admin with `npm run user:create`, signs
 * in, and loads N members (default 20 000; `--members N` or BENCH_MEMBERS; 0 keeps the sample
 * content only) and N/10 events through the staff CSV import, and N/4 news articles through the
 * staff API (there is no news import). Then it prints:
 * - a summary row: /members HTML, /members?page=400, /members rendered after a write,
 *   /sitemap.xml (an index is followed to its children: the largest child's size and time),
 *   /api/members, and the server's memory (VmRSS and its peak VmHWM from /proc/<pid>/status);
 * - per public page: HTML bytes (uncompressed), the median of BENCH_REQUESTS (default 20) requests
 *   served from the caches, the first request after a write (a staff update of one member through
 *   the admin API), and the CSS Griffel inlines (bytes inside `<style>`, rules, and the rules
 *   common to every page measured);
 * - the admin lists' median times.
 * Times are measured here, over one kept-alive loopback connection, to the answer's last byte. A
 * series stops after BENCH_SERIES_SECONDS (default 30) and says how many requests it made, so a
 * page that is slow on every request (the caches keep a page 2 s) cannot hold the run up.
 * `--members 500` runs in well under a minute once the web site is built.
 */
import { execSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { commonRules, pageCss, type PageCss } from './css-rules';
import { freePort, waitFor } from './net';
import { createAdmin, loadContent, memberWriter, signIn } from './scale-import';
import { kb, measureSitemap, memoryOf, series, type Series, ms, timedGet } from './scale-measure';
import { startServer, stopAll } from './server-process';

const PAGES = ['/', '/members', '/events', '/news', '/business-directory', '/es/members', '/sv/news'];
const ADMIN_LISTS = [
  '/api/admin/members?page=1',
  '/api/admin/members?page=1&search=member',
  '/api/admin/events?page=1',
  '/api/admin/news?page=1',
];
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 20);
/** The most time one series of requests may take (BENCH_SERIES_SECONDS, default 30). */
const BUDGET_MS = Number(process.env.BENCH_SERIES_SECONDS ?? 30) * 1000;
const timesOf = (url: string, headers?: Record<string, string>) =>
  series(url, REQUESTS, { budgetMs: BUDGET_MS, ...(headers ? { headers } : {}) });
/** A series' median, with the number of requests when the budget cut it short. */
const medianCell = (result: Series) =>
  `${ms(result.medianMs)}${result.count < REQUESTS ? ` (${result.count} req.)` : ''}`;
const START_TIMEOUT_MS = 300_000;

function membersWanted(): number {
  const { values } = parseArgs({ options: { members: { type: 'string' } }, strict: true });
  const text = values.members ?? process.env.BENCH_MEMBERS ?? '20000';
  const members = Number(text.replace(/[_\s]/g, ''));
  if (!Number.isInteger(members) || members < 0) throw new Error(`--members must be a whole number, not ${text}`);
  return members;
}

interface PageRow {
  path: string;
  status: number;
  bytes: number;
  cached: Series;
  afterWriteMs: number;
  css: PageCss;
}

const commitOf = () => {
  try {
    return execSync('git rev-parse --short HEAD', { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
};

async function main(): Promise<void> {
  const members = membersWanted();
  const began = Date.now();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'chamber-bench-scale-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    DATABASE_URL: '',
    SEED_SAMPLE_DATA: 'true',
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
  };
  createAdmin(env);
  const server = startServer(env, path.join(dataDir, 'server.log'));
  try {
    await waitFor(`${base}/api/health`, START_TIMEOUT_MS);
    const pid = server.pid;
    if (pid === undefined) throw new Error('the server has no process id');
    const staff = await signIn(base);
    console.log(`Loading ${members} members, ${Math.round(members / 10)} events, ${Math.round(members / 4)} news:`);
    const steps = await loadContent(staff, members);
    if (steps.length === 0) console.log('  nothing: the sample content only');
    const write = memberWriter(staff);
    const cookie = { cookie: [...staff.cookies].map(([name, value]) => `${name}=${value}`).join('; ') };

    // Every page rendered once with the content loaded, so the first measured request is not the
    // process's first render of its kind.
    for (const page of PAGES) await timedGet(base + page);

    const rows: PageRow[] = [];
    for (const page of PAGES) {
      await write();
      const first = await timedGet(base + page);
      rows.push({
        path: page,
        status: first.status,
        bytes: first.body.length,
        afterWriteMs: first.ms,
        cached: await timesOf(base + page),
        css: pageCss(first.body.toString('utf8')),
      });
    }
    const deepPage = await timedGet(`${base}/members?page=400`);

    await write();
    const sitemap = await measureSitemap(base, await timedGet(`${base}/sitemap.xml`));
    const sitemapMedian = await timesOf(`${base}/sitemap.xml`);

    await write();
    const apiFirst = await timedGet(`${base}/api/members`);
    const apiMedian = await timesOf(`${base}/api/members`);

    const admin: { path: string; status: number; bytes: number; cached: Series }[] = [];
    for (const list of ADMIN_LISTS) {
      const answer = await timedGet(base + list, cookie);
      admin.push({
        path: list,
        status: answer.status,
        bytes: answer.body.length,
        cached: await timesOf(base + list, cookie),
      });
    }
    const memory = memoryOf(pid);

    const membersRow = rows.find((row) => row.path === '/members')!;
    const common = commonRules(rows.map((row) => row.css));
    const statusNote = (status: number) => (status === 200 ? '' : ` (status ${status})`);
    const sitemapCell =
      sitemap.kind === 'sitemapindex'
        ? `index ${kb(sitemap.bytes)} KB, ${sitemap.children} children, ${sitemap.urls} URLs; largest child ` +
          `${kb(sitemap.largestChild?.bytes ?? 0)} KB in ${ms(sitemap.largestChild?.ms ?? 0)} ms`
        : `${kb(sitemap.bytes)} KB, ${sitemap.urls} URLs${statusNote(sitemap.status)}`;

    console.log(
      `\n${new Date().toISOString().slice(0, 10)}, commit ${commitOf()}, Node ${process.version}, ${os.cpus().length} cores; ` +
        `times measured by the client over loopback (one kept-alive connection), medians of ${REQUESTS} requests.\n`,
    );
    console.log(
      '| members | `/members` HTML (KB) | `/members?page=400` HTML | render after a write (ms) | `/sitemap.xml` (KB, URLs) | `/api/members` (KB, ms after a write) | server RSS (MB) |',
    );
    console.log('| --: | --: | --: | --: | --- | --: | --: |');
    console.log(
      `| ${members} | ${kb(membersRow.bytes)} | ${kb(deepPage.body.length)} KB${statusNote(deepPage.status)} | ` +
        `${ms(membersRow.afterWriteMs)} | ${sitemapCell} | ${kb(apiFirst.body.length)} KB, ${ms(apiFirst.ms)} ms | ` +
        `${memory.rssMB.toFixed(0)} (peak ${memory.peakMB.toFixed(0)}) |`,
    );

    console.log(
      `\nSitemap: /sitemap.xml ${sitemap.kind}, first after a write ${ms(sitemap.ms)} ms, cached median ${medianCell(sitemapMedian)} ms` +
        (sitemap.slowestChildMs === undefined
          ? ''
          : `; slowest child (first request) ${ms(sitemap.slowestChildMs)} ms`) +
        `. /api/members cached median ${medianCell(apiMedian)} ms.\n`,
    );
    console.log(
      '| page | HTML (KB) | median ms (cached) | first after a write (ms) | inline CSS (KB) | CSS rules | CSS not common to all pages (KB) |',
    );
    console.log('| --- | --: | --: | --: | --: | --: | --: |');
    for (const row of rows) {
      const own = [...row.css.rules].filter((rule) => !common.rules.has(rule));
      console.log(
        `| \`${row.path}\`${statusNote(row.status)} | ${kb(row.bytes)} | ${medianCell(row.cached)} | ${ms(row.afterWriteMs)} | ` +
          `${kb(row.css.bytes)} | ${row.css.rules.size} | ${kb(own.reduce((sum, rule) => sum + Buffer.byteLength(rule), 0))} |`,
      );
    }
    console.log(
      `\nInline CSS common to all ${rows.length} pages: ${common.rules.size} rules, ${kb(common.bytes)} KB ` +
        `(of ${kb(Math.min(...rows.map((row) => row.css.bytes)))}–${kb(Math.max(...rows.map((row) => row.css.bytes)))} KB per page).\n`,
    );
    console.log('| admin list | KB | median ms |');
    console.log('| --- | --: | --: |');
    for (const row of admin)
      console.log(`| \`${row.path}\`${statusNote(row.status)} | ${kb(row.bytes)} | ${medianCell(row.cached)} |`);
    console.log(
      `\nContent: ${steps.map((step) => `${step.count} ${step.what} via ${step.how} (${step.seconds.toFixed(1)} s)`).join('; ') || 'the sample content only'}. ` +
        `Whole run ${((Date.now() - began) / 1000).toFixed(0)} s.`,
    );
  } finally {
    await stopAll([server]);
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
