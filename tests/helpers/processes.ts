import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestDatabase } from './databases';
import { ApiClient } from './http';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

// The first start of a fresh checkout builds the web site before it listens.
export const START_TIMEOUT_MS = 90_000;
export const EXIT_TIMEOUT_MS = 15_000;
export const PROCESS_TEST_TIMEOUT_MS = 120_000;

/** Variables of this process that must not leak into the child's configuration. */
const CONFIG_VARIABLES = [
  'PORT',
  'HOST',
  'DATA_DIR',
  'DATABASE_URL',
  'SESSION_KEYS',
  'ADMIN_USERNAME',
  'ADMIN_PASSWORD',
  'SEED_SAMPLE_DATA',
  'TRUST_PROXY',
  'LOG_LEVEL',
  'NODE_ENV',
  'NODE_OPTIONS',
  'SMTP_URL',
  'MAIL_FROM',
  'PUBLIC_URL',
];

/** A spawned process and everything it has written so far. */
export interface Spawned {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Every child still running, with the promise of its exit. */
const running = new Map<ChildProcess, Promise<unknown>>();

/** Kills (SIGKILL) every child this file started that is still running, and waits for them to exit. */
export async function killAll(): Promise<void> {
  const exits = [...running].map(([child, exited]) => {
    child.kill('SIGKILL');
    return exited;
  });
  await Promise.all(exits);
}

function childEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (!CONFIG_VARIABLES.includes(name) && !name.startsWith('VITEST')) env[name] = value;
  }
  return { ...env, ...extra };
}

export function spawnNode(script: string, args: string[], env: Record<string, string>): Spawned {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: ROOT,
    env: childEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  // 'close' comes after the exit and after the last output chunk.
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('close', (code, signal) => {
      running.delete(child);
      resolve({ code, signal });
    });
  });
  running.set(child, exited);
  return { child, stdout: () => stdout, stderr: () => stderr, exited };
}

/** Resolves when `test` finds something in the output, rejects if the process exits first or time runs out. */
export async function waitForOutput<T>(
  spawned: Spawned,
  test: (stdout: string) => T | undefined,
  timeoutMs: number,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  // Set by the exit's callback: declared wide, so the loop does not narrow it to its first value.
  let exited = null as string | null;
  void spawned.exited.then(({ code, signal }) => (exited = signal ? `signal ${signal}` : `code ${String(code)}`));
  for (;;) {
    const found = test(spawned.stdout());
    if (found !== undefined) return found;
    if (exited || Date.now() > deadline) {
      throw new Error(
        `${exited ? `process exited (${exited})` : 'timed out'} before the expected output\n` +
          `stdout:\n${spawned.stdout()}\nstderr:\n${spawned.stderr()}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Resolves with the exit of the process, or rejects after `timeoutMs`. */
export async function exitWithin(spawned: Spawned, timeoutMs: number) {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`process did not exit within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    return await Promise.race([spawned.exited, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export const LISTENING = /^Chamber server listening on (http:\/\/\S+)$/m;

export interface StartedServer extends Spawned {
  url: string;
}

/** `npm start` in a child process; resolves once it listens. */
export async function startServer(env: Record<string, string>): Promise<StartedServer> {
  const spawned = spawnNode('server/start.ts', [], { PORT: '0', HOST: '127.0.0.1', ...env });
  const url = await waitForOutput(spawned, (stdout) => LISTENING.exec(stdout)?.[1], START_TIMEOUT_MS);
  return { ...spawned, url };
}

/** A copy of `client`'s cookies for a server at another URL (a restarted server gets a new port). */
export function withCookies(client: ApiClient, baseUrl: string): ApiClient {
  const copy = new ApiClient(baseUrl);
  for (const [name, value] of client.cookies) copy.cookies.set(name, value);
  return copy;
}

/** The environment that points a child process at a test database. */
export function databaseEnv(database: TestDatabase): Record<string, string> {
  return {
    DATA_DIR: database.dataDir,
    ...(database.config.dialect === 'postgres' ? { DATABASE_URL: database.config.url } : {}),
  };
}
