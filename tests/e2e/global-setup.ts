import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { findBrowser } from './browser-path';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The web site built from the current sources for this run. */
    webDist: string;
    /** Debian Chromium, or '' when none is installed (outside CI the suites then skip). */
    browserPath: string;
    /** The desktop client (main, preload, renderer) built from the current sources for this run. */
    desktopDist: string;
  }
}

const root = path.resolve(import.meta.dirname, '../..');

/** Builds the web site into a temp folder (never touching dist/web) and finds the browser. */
export function setup(project: TestProject): () => void {
  const browserPath = findBrowser();
  if (!browserPath) {
    const how = 'Install one with: apt-get install chromium (or set CHROMIUM_PATH)';
    if (process.env.CI) throw new Error(`No Chromium found for the end-to-end tests. ${how}`);
    console.warn(`\nEnd-to-end tests are SKIPPED: no Chromium found. ${how}\n`);
  }
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'chamber-e2e-web-'));
  const vite = path.join(path.dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin/vite.js');
  const build = spawnSync(
    process.execPath,
    [vite, 'build', '--config', 'vite.web.config.ts', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
  );
  if (build.status !== 0 || !existsSync(path.join(outDir, 'index.html'))) {
    throw new Error('The web site could not be built for the end-to-end tests');
  }
  project.provide('webDist', outDir);
  project.provide('browserPath', browserPath ?? '');

  const desktopDir = mkdtempSync(path.join(os.tmpdir(), 'chamber-e2e-desktop-'));
  const electronVite = path.join(
    path.dirname(createRequire(import.meta.url).resolve('electron-vite/package.json')),
    'bin/electron-vite.js',
  );
  const desktopBuild = spawnSync(process.execPath, [electronVite, 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production', CHAMBER_DESKTOP_OUT: desktopDir },
  });
  if (desktopBuild.status !== 0 || !existsSync(path.join(desktopDir, 'renderer', 'index.html'))) {
    throw new Error('The desktop client could not be built for the end-to-end tests');
  }
  project.provide('desktopDist', desktopDir);
  return () => {
    rmSync(outDir, { recursive: true, force: true });
    rmSync(desktopDir, { recursive: true, force: true });
  };
}
