import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { main } from './index';
import { WEB_DIST } from './web';

/** `npm start` builds the web site when it has not been built yet, then runs the server. */
function ensureWebBuild(): void {
  if (existsSync(path.join(WEB_DIST, 'index.html'))) return;
  console.log('Building the web site (first start)…');
  const vite = path.join(path.dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin/vite.js');
  const root = path.resolve(import.meta.dirname, '..');
  const result = spawnSync(process.execPath, [vite, 'build', '--config', 'vite.web.config.ts', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error('the web site could not be built (see the messages above)');
}

try {
  ensureWebBuild();
  await main();
} catch (error: unknown) {
  console.error('The server could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
}
