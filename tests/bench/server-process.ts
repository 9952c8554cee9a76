import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import path from 'node:path';

/** The checkout's root: every benchmark runs the server from here, as `npm start` does. */
export const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * Starts `node <args>` from the checkout's root with `env` over this process's environment, its
 * output going straight to `logFile`, as under a service manager: a pipe read by this process would
 * put the benchmark itself on the server's CPU. With `core`, the process is pinned to that core
 * (through `taskset`, so the child is then taskset, which execs node in the same process).
 */
export function startNode(
  args: string[],
  env: NodeJS.ProcessEnv,
  logFile: string,
  options: { core?: number } = {},
): ChildProcess {
  const pinned = options.core !== undefined;
  const command = pinned ? 'taskset' : process.execPath;
  const fullArgs = pinned ? ['-c', String(options.core), process.execPath, ...args] : args;
  const log = openSync(logFile, 'w');
  const child = spawn(command, fullArgs, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', log, log] });
  closeSync(log);
  return child;
}

/** Starts the real server (`server/start.ts`, which builds the web site first when it is stale). */
export function startServer(env: NodeJS.ProcessEnv, logFile: string, options: { core?: number } = {}): ChildProcess {
  return startNode(['--import', 'tsx', 'server/start.ts'], env, logFile, options);
}

/** Sends SIGTERM to each child and resolves once every one has exited. */
export async function stopAll(children: readonly ChildProcess[]): Promise<void> {
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        }),
    ),
  );
}

/** Whether `command` is on the PATH. */
export const has = (command: string) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;
