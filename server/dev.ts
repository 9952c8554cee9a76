import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

// `npm run dev`: the API server restarting on change (port 3000) and Vite's dev server with hot
// reload (port 5173, proxying /api to the server). Ctrl+C stops both.
const root = path.resolve(import.meta.dirname, '..');
const vite = path.join(path.dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin/vite.js');
const env = { ...process.env, NODE_ENV: 'development' };

const children: ChildProcess[] = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'server/index-dev.ts'], { cwd: root, env, stdio: 'inherit' }),
  spawn(process.execPath, [vite, '--config', 'vite.web.config.ts', '--host', '127.0.0.1'], {
    cwd: root,
    env,
    stdio: 'inherit',
  }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
