import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '../../server/db';
import { createTestDatabase, type TestDatabase } from './databases';
import { databaseEnv, killAll, startServer, type StartedServer } from './processes';
import { startSmtpServer, type TestSmtpServer } from './smtp';

/** Two server processes on one fresh PostgreSQL database, sending mail through one test relay. */
export interface TwoProcesses {
  a: StartedServer;
  b: StartedServer;
  /** The same database, opened by the test to set up and check rows. */
  db: Database;
  smtp: TestSmtpServer;
  /** The DATA_DIR of each process (one directory unless `separateDataDirs`). */
  dataDirs: { a: string; b: string };
  stop(): Promise<void>;
}

/**
 * Starts two processes as a scaled-out installation runs: the same database, session keys and mail
 * relay, the administrator given by `admin`, no sample data. `env` adds or overrides variables.
 * `sessionKeys: undefined` starts them without SESSION_KEYS (keys of their own making);
 * `separateDataDirs` gives each its own DATA_DIR, as on two hosts.
 */
export async function startTwoProcesses(options: {
  admin: { username: string; password: string };
  sessionKeys: string | undefined;
  separateDataDirs?: boolean;
  env?: Record<string, string>;
}): Promise<TwoProcesses> {
  let database: TestDatabase | undefined;
  let smtp: TestSmtpServer | undefined;
  let db: Database | undefined;
  let secondDataDir: string | undefined;
  const stop = async () => {
    await killAll();
    await smtp?.stop();
    await db?.close();
    await database?.drop();
    if (secondDataDir) await rm(secondDataDir, { recursive: true, force: true });
  };
  try {
    database = await createTestDatabase('postgres');
    smtp = await startSmtpServer();
    const env = {
      ...databaseEnv(database),
      SMTP_URL: smtp.url,
      ...(options.sessionKeys === undefined ? {} : { SESSION_KEYS: options.sessionKeys }),
      SEED_SAMPLE_DATA: 'false',
      ADMIN_USERNAME: options.admin.username,
      ADMIN_PASSWORD: options.admin.password,
      ...options.env,
    };
    // The second waits for the first: both would migrate, and the first start creates the admin.
    const a = await startServer(env);
    if (options.separateDataDirs) secondDataDir = await mkdtemp(path.join(os.tmpdir(), 'chamber-test-'));
    const b = await startServer(secondDataDir ? { ...env, DATA_DIR: secondDataDir } : env);
    db = await openDatabase(database.config);
    return { a, b, db, smtp, dataDirs: { a: database.dataDir, b: secondDataDir ?? database.dataDir }, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
