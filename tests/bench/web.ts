/**
 * `npm run bench:web`: what the public site costs a visitor. Builds the site (if its sources
 * changed), starts the real server on a fresh seeded database, then reports (1) the compressed bytes
 * of JavaScript and CSS that `/` loads (run at load, and prefetched for its islands), and (2) Lighthouse 12 scores, total blocking time and largest
 * contentful paint of /, /members, /events, /news, /es/members and /sv/news, mobile (default
 * simulated throttling) `BENCH_RUNS` times in a row (default 3, after one unrecorded warm-up pass)
 * and desktop once, with Debian Chromium; then whether every mobile run met the goals (performance >= 95, the other categories
 * 100, TBT <= 150 ms, LCP <= 1.5 s; JavaScript on / <= 120 KB).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../e2e/harness-flags';
import { findBrowser } from '../e2e/browser-path';
import { ensureWebBuild, WEB_DIST } from '../../server/web-build';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PAGES = process.env.BENCH_PAGES
  ? process.env.BENCH_PAGES.split(',')
  : ['/', '/members', '/events', '/news', '/es/members', '/sv/news'];
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const GOALS = { performance: 95, others: 100, tbtMs: 150, lcpMs: 1500, jsKB: 120 };
const PORT = Number(process.env.BENCH_PORT ?? 3901);

async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 200; i += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not come up`);
}

/**
 * The JavaScript and CSS `/` loads, with the compressed bytes as served: what the page runs, and
 * what it fetches without running (the islands' code, prefetched when the browser is idle and run
 * only once someone reaches for an island).
 */
async function bytesOfHome(browserPath: string, base: string) {
  const browser = await chromium.launch({ executablePath: browserPath, headless: true, args: CHROMIUM_ARGS });
  const page = await browser.newPage();
  const files: { url: string; type: string; bytes: number }[] = [];
  page.on('response', (response) => {
    const pathname = new URL(response.url()).pathname;
    const resourceType = response.request().resourceType();
    const type =
      resourceType === 'script' || resourceType === 'stylesheet'
        ? resourceType
        : pathname.endsWith('.js')
          ? 'prefetch'
          : null;
    if (!type) return;
    const bytes = Number(response.headers()['content-length'] ?? 0);
    files.push({ url: pathname, type, bytes });
  });
  await page.goto(`${base}/`, { waitUntil: 'networkidle' });
  // The prefetch waits for the browser to be idle after the load.
  await page.waitForTimeout(4000);
  await browser.close();
  return files;
}

async function main(): Promise<void> {
  const browserPath = findBrowser();
  if (!browserPath) throw new Error('No Chromium: apt-get install chromium');
  ensureWebBuild(WEB_DIST);

  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'chamber-bench-web-'));
  const log = openSync(path.join(dataDir, 'server.log'), 'w');
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/start.ts'], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(PORT), HOST: '127.0.0.1', DATABASE_URL: '' },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const base = `http://127.0.0.1:${PORT}`;
  try {
    await waitFor(`${base}/api/health`);
    const files = await bytesOfHome(browserPath, base);
    const sum = (type: string) =>
      files.filter((file) => file.type === type).reduce((total, file) => total + file.bytes, 0);
    const js = sum('script') + sum('prefetch');
    const css = sum('stylesheet');
    console.log(`\n/ loads ${files.length} JS/CSS files (brotli as served):`);
    for (const file of files)
      console.log(`  ${file.type.padEnd(10)} ${(file.bytes / 1024).toFixed(1).padStart(7)} KB  ${file.url}`);
    console.log(
      `  total JavaScript ${(js / 1024).toFixed(1)} KB (run at load ${(sum('script') / 1024).toFixed(1)} KB, ` +
        `prefetched for the islands ${(sum('prefetch') / 1024).toFixed(1)} KB), CSS ${(css / 1024).toFixed(1)} KB\n`,
    );

    const chrome = await chromeLauncher.launch({
      chromePath: browserPath,
      chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    });
    const misses: string[] = [];
    if (js / 1024 > GOALS.jsKB) misses.push(`JavaScript on / ${(js / 1024).toFixed(1)} KB > ${GOALS.jsKB} KB`);
    try {
      console.log(
        '| run | page | form factor | performance | accessibility | best practices | SEO | TBT ms | LCP ms |',
      );
      console.log('|---|---|---|---:|---:|---:|---:|---:|---:|');
      // One unrecorded pass over the pages first: the first load in a new browser pays for things a
      // visitor's phone has long done (fonts found, the renderer process started) and the server's
      // first render of each page. BENCH_WARMUP=0 skips it.
      if (process.env.BENCH_WARMUP !== '0') {
        for (const pagePath of PAGES) {
          await lighthouse(`${base}${pagePath}`, { port: chrome.port, output: 'json', logLevel: 'error' });
        }
      }
      const formFactors = process.env.BENCH_FORM_FACTORS
        ? process.env.BENCH_FORM_FACTORS.split(',')
        : ['mobile', 'desktop'];
      for (const formFactor of formFactors) {
        const runs = formFactor === 'mobile' ? RUNS : 1;
        for (let run = 1; run <= runs; run += 1) {
          for (const pagePath of PAGES) {
            // Lighthouse sometimes fails to record its own trace (NO_NAVSTART) and asks to be run
            // again; such a run measured nothing, so it is repeated (twice at most) and reported.
            let result: Awaited<ReturnType<typeof lighthouse>>;
            for (let attempt = 1; ; attempt += 1) {
              result = await lighthouse(
                `${base}${pagePath}`,
                { port: chrome.port, output: 'json', logLevel: 'error' },
                formFactor === 'desktop' ? desktopConfig : undefined,
              );
              const failure = result?.lhr.runtimeError;
              if (!failure) break;
              console.log(`    Lighthouse could not measure ${pagePath} (attempt ${attempt}): ${failure.code}`);
              if (attempt === 3) break;
            }
            if (process.env.BENCH_JSON_DIR && result) {
              const name = `${formFactor}${pagePath === '/' ? '-home' : pagePath.replaceAll('/', '-')}-${Date.now()}.json`;
              await writeFile(path.join(process.env.BENCH_JSON_DIR, name), JSON.stringify(result.lhr));
            }
            const categories = result?.lhr.categories;
            const score = (key: string) => Math.round((categories?.[key]?.score ?? 0) * 100);
            const metric = (id: string) => Math.round(result?.lhr.audits[id]?.numericValue ?? Number.NaN);
            const tbt = metric('total-blocking-time');
            const lcp = metric('largest-contentful-paint');
            console.log(
              `| ${run} | ${pagePath} | ${formFactor} | ${score('performance')} | ${score('accessibility')} | ${score('best-practices')} | ${score('seo')} | ${tbt} | ${lcp} |`,
            );
            if (formFactor === 'mobile') {
              const where = `run ${run} ${pagePath}`;
              if (score('performance') < GOALS.performance)
                misses.push(`${where}: performance ${score('performance')}`);
              for (const key of ['accessibility', 'best-practices', 'seo']) {
                if (score(key) < GOALS.others) misses.push(`${where}: ${key} ${score(key)}`);
              }
              if (!(tbt <= GOALS.tbtMs)) misses.push(`${where}: TBT ${tbt} ms`);
              if (!(lcp <= GOALS.lcpMs)) misses.push(`${where}: LCP ${lcp} ms`);
            }
            if (process.env.BENCH_VERBOSE) {
              for (const audit of Object.values(result?.lhr.audits ?? {})) {
                if (audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative') {
                  console.log(`    ${audit.id}: ${audit.score} ${audit.displayValue ?? ''}`);
                }
              }
            }
          }
        }
      }
      console.log(misses.length ? `\nGoals missed:\n  ${misses.join('\n  ')}` : '\nEvery mobile run met every goal.');
    } finally {
      chrome.kill();
    }
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
