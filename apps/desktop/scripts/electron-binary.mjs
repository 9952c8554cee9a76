// Fetches Electron's binary by running the electron package's own install.js, which npm skips
// (package.json allowScripts: "electron": false) so that `npm install` never fails where the
// binary cannot be downloaded.
// - `node electron-binary.mjs` (the root postinstall): skipped when ELECTRON_SKIP_BINARY_DOWNLOAD is
//   set (CI); a failure prints one line and exits 0: the desktop build does not need the binary.
// - `node electron-binary.mjs --required` (npm run desktop:fetch-electron): always tries; a failure exits 1.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

const required = process.argv.includes('--required');

/**
 * The folder where @electron/get looks for an archive of `releases` (the address of a version's
 * releases) before downloading it: the SHA-256 of that address, under the cache root.
 */
function cacheFolder(releases, cacheRoot) {
  const home = os.homedir();
  const defaultRoot =
    process.platform === 'darwin'
      ? path.join(home, 'Library/Caches/electron')
      : process.platform === 'win32'
        ? path.join(process.env.LOCALAPPDATA ?? path.join(home, 'AppData/Local'), 'electron/Cache')
        : path.join(process.env.XDG_CACHE_HOME ?? path.join(home, '.cache'), 'electron');
  const key = createHash('sha256').update(releases).digest('hex');
  return path.join(cacheRoot ?? defaultRoot, key);
}
const say = (message) => console.log(`[chamber] ${message}`);

if (!required && process.env.ELECTRON_SKIP_BINARY_DOWNLOAD) process.exit(0);

let electronDir;
try {
  electronDir = path.dirname(createRequire(import.meta.url).resolve('electron/package.json'));
} catch {
  // Installed without dev dependencies (a server-only install): nothing to fetch.
  if (required) {
    say('The electron package is not installed: run npm install first.');
    process.exit(1);
  }
  process.exit(0);
}

const env = { ...process.env };
delete env.ELECTRON_SKIP_BINARY_DOWNLOAD;
const result = spawnSync(process.execPath, [path.join(electronDir, 'install.js')], {
  cwd: electronDir,
  env,
  encoding: 'utf8',
  // A 100 MB download on a slow line; a network that swallows connections ends here too.
  timeout: 15 * 60 * 1000,
});

const installed = existsSync(path.join(electronDir, 'path.txt'));
if (result.status === 0 && installed) {
  if (required) say('Electron binary is installed.');
  process.exit(0);
}

const reason =
  (result.error?.message ?? `${result.stderr ?? ''}`.split('\n').find((line) => line.trim() !== '')) ||
  'no reason given';
// Running the same command again fails the same way offline: say what the download needs instead,
// and where electron's downloader (@electron/get) looks for an archive before downloading it.
const version = JSON.parse(readFileSync(path.join(electronDir, 'package.json'), 'utf8')).version;
const archive = `electron-v${version}-${process.platform}-${process.arch}.zip`;
// Read in @electron/get's order: npm's setting (.npmrc electron_mirror) before the environment variable.
const mirror =
  process.env.npm_config_electron_mirror ||
  process.env.NPM_CONFIG_ELECTRON_MIRROR ||
  process.env.ELECTRON_MIRROR ||
  undefined;
const releases = `${mirror ?? 'https://github.com/electron/electron/releases/download/'}v${version}`;
say(`Electron's binary could not be downloaded from ${releases}/${archive} (${reason.trim().slice(0, 160)}).`);
say(
  [
    'npm run desktop:build works without it. To run the desktop app, give this machine the binary in one of these ways:',
    '  - on a network that reaches GitHub: npm run desktop:fetch-electron',
    '  - from a mirror of the Electron releases (a folder per version, v<version>/, holding the archives):',
    '      ELECTRON_MIRROR=https://mirror.example.org/electron/ npm run desktop:fetch-electron',
    `  - from an archive downloaded elsewhere (${archive}): copy it into electron's download cache,`,
    `      ${cacheFolder(releases, process.env.electron_config_cache)}/`,
    '    then run npm run desktop:fetch-electron (with electron_config_cache=/other/cache set, the same',
    '    folder name under /other/cache: it is the SHA-256 of the address the archive comes from).',
  ].join('\n'),
);
process.exit(required ? 1 : 0);
