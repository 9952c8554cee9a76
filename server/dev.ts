import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

// `npm run dev`: the server restarting on change (http://127.0.0.1:3000: the pages it renders from
// the sources, the API, /auth and /admin) and Vite rebuilding the browser files into dist/web on
// change (the islands and the admin app). Reload the page to see a change. Ctrl+C stops both.
const root = path.resolve(import.meta.dirname, '..');
const vite = path.join(path.dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin/vite.js');
const env = { ...process.env, NODE_ENV: 'development' };

const children: ChildProcess[] = [
  spawn(process.execPath, [vite, 'build', '--watch', '--config', 'vite.web.config.ts', '--logLevel', 'warn'], {
    cwd: root,
    env: { ...env, NODE_ENV: 'production' },
    stdio: 'inherit',
  }),
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'server/index-dev.ts'], { cwd: root, env, stdio: 'inherit' }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
