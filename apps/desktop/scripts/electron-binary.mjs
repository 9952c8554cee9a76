// Fetches Electron's binary by running the electron package's own install.js, which npm skips
// (package.json allowScripts: "electron": false) so that `npm install` never fails where the
// binary cannot be downloaded.
// - `node electron-binary.mjs` (the root postinstall): skipped when ELECTRON_SKIP_BINARY_DOWNLOAD is
//   set (CI); a failure prints one line and exits 0: the desktop build does not need the binary.
// - `node electron-binary.mjs --required` (npm run desktop:fetch-electron): always tries; a failure exits 1.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const required = process.argv.includes('--required');
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
say(
  `Electron's binary could not be downloaded (${reason.trim().slice(0, 160)}). ` +
    'npm run desktop:build still works; to run the desktop app, fetch it later with: npm run desktop:fetch-electron',
);
process.exit(required ? 1 : 0);
