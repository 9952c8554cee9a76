import { spawn } from 'node:child_process';
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

/** Runs a Node script of a package to its end, its output on this terminal; resolves with its exit code. */
function runNode(args: string[], env: NodeJS.ProcessEnv): Promise<number | null> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('close', resolve);
  });
}

/** A package's own bin script. */
const binOf = (name: string, bin: string) =>
  path.join(path.dirname(createRequire(import.meta.url).resolve(`${name}/package.json`)), bin);

/**
 * Builds the web site and the desktop client into temp folders (never touching dist/), side by
 * side (each build is mostly one process), and finds the browser.
 */
export async function setup(project: TestProject): Promise<() => void> {
  const browserPath = findBrowser();
  if (!browserPath) {
    const how = 'Install one with: apt-get install chromium (or set CHROMIUM_PATH)';
    if (process.env.CI) throw new Error(`No Chromium found for the end-to-end tests. ${how}`);
    console.warn(`\nEnd-to-end tests are SKIPPED: no Chromium found. ${how}\n`);
  }
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'chamber-e2e-web-'));
  const desktopDir = mkdtempSync(path.join(os.tmpdir(), 'chamber-e2e-desktop-'));
  const [web, desktop] = await Promise.all([
    runNode(
      [
        binOf('vite', 'bin/vite.js'),
        'build',
        '--config',
        'vite.web.config.ts',
        '--outDir',
        outDir,
        '--emptyOutDir',
        '--logLevel',
        'warn',
      ],
      { NODE_ENV: 'production' },
    ),
    runNode([binOf('electron-vite', 'bin/electron-vite.js'), 'build', '--logLevel', 'warn'], {
      NODE_ENV: 'production',
      CHAMBER_DESKTOP_OUT: desktopDir,
    }),
  ]);
  if (web !== 0 || !existsSync(path.join(outDir, 'index.html'))) {
    throw new Error('The web site could not be built for the end-to-end tests');
  }
  if (desktop !== 0 || !existsSync(path.join(desktopDir, 'renderer', 'index.html'))) {
    throw new Error('The desktop client could not be built for the end-to-end tests');
  }
  project.provide('webDist', outDir);
  project.provide('browserPath', browserPath ?? '');
  project.provide('desktopDist', desktopDir);
  return () => {
    rmSync(outDir, { recursive: true, force: true });
    rmSync(desktopDir, { recursive: true, force: true });
  };
}
