import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

/** Where `vite build --config vite.web.config.ts` writes the web site. */
export const WEB_DIST = path.join(ROOT, 'dist/web');

/** What the web build is made from: its sources, the code it shares, its configuration and the locked packages. */
const INPUTS = ['apps/web', 'apps/ui', 'apps/admin', 'shared', 'vite.web.config.ts', 'package-lock.json'];

/** The file in the build that records the hash of the inputs it was built from. */
export const BUILD_STAMP = '.inputs-sha256';

function filesUnder(root: string, entry: string): string[] {
  const full = path.join(root, entry);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [entry];
  return readdirSync(full)
    .filter((name) => name !== 'node_modules' && !name.startsWith('.'))
    .sort()
    .flatMap((name) => filesUnder(root, path.join(entry, name)));
}

/**
 * A hash of every input of the web build (paths and contents) in the project at `root`: it changes
 * when any of them does.
 */
export function webInputsHash(root = ROOT): string {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap((entry) => filesUnder(root, entry))) {
    hash.update(file.split(path.sep).join('/'));
    hash.update('\0');
    hash.update(readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** Runs `vite build` of the web site into `distDir`; false when it failed. */
function viteBuild(distDir: string): boolean {
  const vite = path.join(path.dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin/vite.js');
  const result = spawnSync(
    process.execPath,
    [vite, 'build', '--config', 'vite.web.config.ts', '--outDir', distDir, '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: ROOT, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
  );
  return result.status === 0;
}

/**
 * Builds the web site into `distDir` when there is no build, or when its inputs have changed since
 * the build (after a `git pull`, say): the server renders the pages from the sources, and the
 * browser's islands must come from the same sources, or they would not match the page.
 */
export function ensureWebBuild(
  distDir: string,
  log: (message: string) => void = console.log,
  { root = ROOT, build = viteBuild }: { root?: string; build?: (distDir: string) => boolean } = {},
): void {
  const stampFile = path.join(distDir, BUILD_STAMP);
  const hash = webInputsHash(root);
  const built = existsSync(path.join(distDir, 'index.html')) && existsSync(stampFile);
  if (built && readFileSync(stampFile, 'utf8').trim() === hash) return;
  log(
    built
      ? 'The web site’s sources have changed since it was built: rebuilding it…'
      : 'Building the web site (first start)…',
  );
  if (!build(distDir)) throw new Error('the web site could not be built (see the messages above)');
  writeFileSync(stampFile, `${hash}\n`);
}
