import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const ROOT = path.resolve(import.meta.dirname, '..');

/** Where `vite build --config vite.web.config.ts` writes the web site. */
export const WEB_DIST = path.join(ROOT, 'dist/web');

/**
 * What `vite build --config vite.web.config.ts` reads, so what a build is stale against: the site
 * (apps/web, with its build plugins), the client code it bundles (apps/ui, the admin screens of
 * /admin in apps/admin, shared), the config and the server module its locales plugin imports, the
 * TypeScript settings the compiler takes `jsx` from, and the lock file (the packages it bundles).
 * Files or folders, relative to the project; dotfiles and node_modules are left out. A file here that
 * the build does not read only costs a needless rebuild; a missing one lets a stale site be served.
 */
export const WEB_BUILD_INPUTS = [
  'apps/web',
  'apps/ui',
  'apps/admin',
  'shared',
  'vite.web.config.ts',
  'server/pages/locale-files.ts',
  'tsconfig.base.json',
  'package-lock.json',
] as const;

/**
 * The server's bundle of the page renderer in the build (vite.web.config.ts): in a hidden folder,
 * which the web site never serves.
 */
export const RENDERER_BUNDLE = '.server/render-page.js';

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
  for (const file of WEB_BUILD_INPUTS.flatMap((entry) => filesUnder(root, entry))) {
    hash.update(file.split(path.sep).join('/'));
    hash.update('\0');
    hash.update(readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/**
 * Stamps every vite build of the web site (`npm run build:web`, the rebuilds of `npm run dev`, the
 * build `npm start` runs) with the hash of the inputs it is built from, so that `npm start` takes a
 * build made by hand as current. The hash is taken as the build starts: a file edited while it runs
 * makes the next start build again rather than serve a site older than its stamp says.
 */
export function webBuildStamp(root = ROOT): Plugin {
  let hash = '';
  return {
    name: 'chamber-web-build-stamp',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    buildStart() {
      hash = webInputsHash(root);
    },
    // Written once the files are: a failed build leaves no stamp saying it is current.
    writeBundle(options) {
      if (options.dir) writeFileSync(path.join(options.dir, BUILD_STAMP), `${hash}\n`);
    },
  };
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
  const built = existsSync(path.join(distDir, 'index.html'));
  // A build without the renderer's bundle is one an older version made, or one that stopped half way.
  const whole = built && existsSync(path.join(distDir, RENDERER_BUNDLE));
  const stamp = existsSync(stampFile) ? readFileSync(stampFile, 'utf8').trim() : undefined;
  if (whole && stamp === hash) return;
  log(
    !built
      ? 'Building the web site (first start)…'
      : !whole
        ? 'The web site’s build has no page renderer for the server: rebuilding it…'
        : stamp === undefined
          ? 'The web site’s build does not say which sources it was built from: rebuilding it…'
          : 'The web site’s sources have changed since it was built: rebuilding it…',
  );
  // Built beside the folder and swapped in whole: a server still running on it, or a second process
  // started at the same time (two servers on one PostgreSQL database), never reads a build that is
  // emptied or half written.
  const staging = `${distDir}.building-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  if (!build(staging)) {
    rmSync(staging, { recursive: true, force: true });
    throw new Error('the web site could not be built (see the messages above)');
  }
  // The vite build stamps itself (webBuildStamp); a builder without that plugin is stamped here.
  writeFileSync(path.join(staging, BUILD_STAMP), `${hash}\n`);
  swapIn(staging, distDir);
}

const errorCode = (error: unknown) => (error as NodeJS.ErrnoException).code;

/** Moves the folder `staging` to `distDir`, replacing what is there. */
function swapIn(staging: string, distDir: string): void {
  const old = `${distDir}.old-${process.pid}`;
  try {
    renameSync(distDir, old);
  } catch (error) {
    // No build yet, or another process has just moved it away to put its own in.
    if (errorCode(error) !== 'ENOENT') throw error;
  }
  try {
    renameSync(staging, distDir);
  } catch (error) {
    // Another process starting beside this one put its build of the same sources in first.
    if (errorCode(error) !== 'ENOTEMPTY' && errorCode(error) !== 'EEXIST') throw error;
    rmSync(staging, { recursive: true, force: true });
  }
  rmSync(old, { recursive: true, force: true });
}
