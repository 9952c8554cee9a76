// npm run desktop:dev [-- electron-vite options, e.g. --noSandbox]
// Builds the desktop app and starts it, through the same chamber://app scheme, forwarding and CSP
// as the installed app (no renderer dev server: it would put the page on http://localhost and
// bypass all three). Against a local server: CHAMBER_SERVER_URL (default http://localhost:3000,
// start it with `npm start` or `npm run dev`), with its own user-data folder, CHAMBER_USER_DATA
// (default data/desktop-dev), so it never shares a sign-in or a saved server with an installed copy.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');
const require = createRequire(import.meta.url);

const electronDir = path.dirname(require.resolve('electron/package.json'));
if (!existsSync(path.join(electronDir, 'path.txt'))) {
  console.error("[chamber] Electron's binary is not installed: run npm run desktop:fetch-electron first.");
  process.exit(1);
}

const env = {
  ...process.env,
  CHAMBER_SERVER_URL: process.env.CHAMBER_SERVER_URL || 'http://localhost:3000',
  CHAMBER_USER_DATA: process.env.CHAMBER_USER_DATA || path.join(root, 'data/desktop-dev'),
};
console.log(`[chamber] server ${env.CHAMBER_SERVER_URL}, user data ${env.CHAMBER_USER_DATA}`);

const cli = path.join(path.dirname(require.resolve('electron-vite/package.json')), 'bin', 'electron-vite.js');
const child = spawn(process.execPath, [cli, 'preview', '--entry', 'dist/desktop', ...process.argv.slice(2)], {
  cwd: root,
  env,
  stdio: 'inherit',
});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
