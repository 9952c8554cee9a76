import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { UniqueConstraintError } from 'sequelize';
import type { Database } from './db';

const KEYS_FILE = 'session-keys';

/**
 * The `app_meta` key of the generated session keys on PostgreSQL: a JSON array of strings, newest
 * first (the first signs, every one verifies).
 */
export const SESSION_KEYS_META_KEY = 'session_keys';

/** Where the keys came from, for the start-up line. */
export type SessionKeysSource =
  | { from: 'SESSION_KEYS' }
  | { from: 'file'; file: string; generated: boolean }
  | {
      from: 'database';
      /** `found`: stored by an earlier start; `generated`: made now; `file`: this process's key file, published now. */
      stored: 'found' | 'generated' | 'file';
      /** A key file in DATA_DIR with other keys, no longer read. */
      unusedFile?: string;
    };

export interface SessionKeys {
  keys: string[];
  source: SessionKeysSource;
}

/** The keys in DATA_DIR's key file, or undefined when there is none (or it is empty). */
async function readKeysFile(file: string): Promise<string[] | undefined> {
  try {
    const keys = (await readFile(file, 'utf8'))
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    return keys.length > 0 ? keys : undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** The key file's keys, or a new key written to it once with owner-only permissions. */
async function fileKeys(dataDir: string): Promise<SessionKeys> {
  const file = path.join(dataDir, KEYS_FILE);
  const existing = await readKeysFile(file);
  if (existing) return { keys: existing, source: { from: 'file', file, generated: false } };
  await mkdir(dataDir, { recursive: true });
  const key = randomBytes(32).toString('base64url');
  // 'wx' fails if another process wrote the file meanwhile; then read theirs.
  try {
    await writeFile(file, `${key}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return fileKeys(dataDir);
    throw error;
  }
  await chmod(file, 0o600);
  return { keys: [key], source: { from: 'file', file, generated: true } };
}

function parseStoredKeys(value: string): string[] {
  let keys: unknown;
  try {
    keys = JSON.parse(value);
  } catch {
    keys = undefined;
  }
  if (!Array.isArray(keys) || keys.length === 0 || !keys.every((key) => typeof key === 'string' && key.length >= 32)) {
    throw new Error(
      `app_meta '${SESSION_KEYS_META_KEY}' must be a JSON array of session keys (32+ characters each), newest first`,
    );
  }
  return keys as string[];
}

/**
 * The keys every process on the PostgreSQL database shares, stored once in `app_meta`.
 *
 * The first process to store them wins: the insert fails on the primary key for any other process
 * storing at the same moment, which then reads the winner's keys, so processes starting together
 * end with the same keys. What the first process stores is its DATA_DIR key file when it has one
 * (an installation that ran before the keys moved to the database: that process's signed-in users
 * stay signed in), else a new key. A later process adopts the stored keys and no longer reads its
 * own file: sessions its file's key signed end (with one process per DATA_DIR they already failed
 * on every other process); the start-up line says so.
 */
async function databaseKeys(db: Pick<Database, 'models'>, dataDir: string): Promise<SessionKeys> {
  const { AppMeta } = db.models;
  const file = path.join(dataDir, KEYS_FILE);
  const fromFile = await readKeysFile(file);
  const adopted = (stored: string): SessionKeys => {
    const keys = parseStoredKeys(stored);
    const unused = fromFile?.some((key) => !keys.includes(key));
    return { keys, source: { from: 'database', stored: 'found', ...(unused ? { unusedFile: file } : {}) } };
  };
  const row = await AppMeta.findByPk(SESSION_KEYS_META_KEY);
  if (row) return adopted(row.value);
  const keys = fromFile ?? [randomBytes(32).toString('base64url')];
  try {
    await AppMeta.create({ key: SESSION_KEYS_META_KEY, value: JSON.stringify(keys) });
  } catch (error) {
    if (!(error instanceof UniqueConstraintError)) throw error;
    const won = await AppMeta.findByPk(SESSION_KEYS_META_KEY);
    return adopted(won!.value);
  }
  return { keys, source: { from: 'database', stored: fromFile ? 'file' : 'generated' } };
}

/**
 * Cookie signing keys: SESSION_KEYS when given. Otherwise keys generated once: on PostgreSQL kept
 * in the database, so every server process on it signs and verifies with the same keys; on SQLite
 * (one process) kept in DATA_DIR with owner-only permissions. Either way sessions survive restarts.
 */
export async function resolveSessionKeys(
  configured: string[] | undefined,
  dataDir: string,
  db: Pick<Database, 'dialect' | 'models'>,
): Promise<SessionKeys> {
  if (configured) return { keys: configured, source: { from: 'SESSION_KEYS' } };
  if (db.dialect === 'postgres') return databaseKeys(db, dataDir);
  return fileKeys(dataDir);
}

/** The start-up line saying where the session keys come from (never the keys). */
export function describeSessionKeys(source: SessionKeysSource): string {
  switch (source.from) {
    case 'SESSION_KEYS':
      return 'Session keys: from SESSION_KEYS.';
    case 'file':
      return `Session keys: ${source.generated ? 'generated and kept' : 'kept'} in ${source.file}.`;
    case 'database': {
      const where = `the database (app_meta '${SESSION_KEYS_META_KEY}'), shared by every server process on it`;
      const how = {
        found: `kept in ${where}`,
        generated: `generated and kept in ${where}`,
        file: `the keys of this process's DATA_DIR file, now kept in ${where}`,
      }[source.stored];
      const unused = source.unusedFile
        ? `\n${source.unusedFile} holds other keys and is no longer read: sessions signed with them have ended.`
        : '';
      // The keys that sign sessions, cancellation and unsubscribe links and seal mail on its way are
      // then in every copy of the database: said at each start, as the one thing to change.
      const copy = '\nA copy of the database holds them: set SESSION_KEYS to keep them out of it (docs/operations.md).';
      return `Session keys: ${how}.${unused}${copy}`;
    }
  }
}
