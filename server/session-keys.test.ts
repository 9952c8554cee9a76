import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../tests/helpers/databases';
import { openMigratedDatabase } from './bootstrap';
import { openDatabase, type Database } from './db';
import { describeSessionKeys, resolveSessionKeys, SESSION_KEYS_META_KEY } from './session-keys';

const CONFIGURED = ['configured-new-key-0123456789abcdef0123456789', 'configured-old-key-0123456789abcdef0123456789'];
const FILE_KEY = 'file-key-of-an-earlier-start-0123456789abcdef';

const dirs: string[] = [];
async function dataDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'chamber-keys-'));
  dirs.push(dir);
  return dir;
}
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

describe('session keys on SQLite', () => {
  let database: TestDatabase;
  let db: Database;
  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    db = await openMigratedDatabase({ database: database.config, dataDir: database.dataDir });
  });
  afterAll(async () => {
    await db.close();
    await database.drop();
  });

  it('generates a key once into DATA_DIR (owner-only) and reads it on the next start; nothing in the database', async () => {
    const dir = await dataDir();
    const first = await resolveSessionKeys(undefined, dir, db);
    expect(first.keys).toHaveLength(1);
    expect(first.source).toEqual({ from: 'file', file: path.join(dir, 'session-keys'), generated: true });
    expect((await stat(path.join(dir, 'session-keys'))).mode & 0o777).toBe(0o600);

    const again = await resolveSessionKeys(undefined, dir, db);
    expect(again.keys).toEqual(first.keys);
    expect(again.source).toMatchObject({ from: 'file', generated: false });
    expect(await db.models.AppMeta.findByPk(SESSION_KEYS_META_KEY)).toBeNull();
  });

  it('takes SESSION_KEYS when given, writing no file', async () => {
    const dir = await dataDir();
    expect(await resolveSessionKeys(CONFIGURED, dir, db)).toEqual({
      keys: CONFIGURED,
      source: { from: 'SESSION_KEYS' },
    });
    expect(await readdir(dir)).toEqual([]);
  });
});

const withPostgres = testDatabaseKinds().includes('postgres');

describe.skipIf(!withPostgres)('session keys on PostgreSQL', () => {
  let database: TestDatabase;
  let db: Database;
  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    db = await openMigratedDatabase({ database: database.config, dataDir: database.dataDir });
  });
  afterAll(async () => {
    await db?.close();
    await database?.drop();
  });
  beforeEach(() => db.models.AppMeta.destroy({ where: { key: SESSION_KEYS_META_KEY } }));

  const stored = async () => {
    const row = await db.models.AppMeta.findByPk(SESSION_KEYS_META_KEY);
    return row ? (JSON.parse(row.value) as string[]) : null;
  };

  describe('processes starting at the same moment', () => {
    const others: Database[] = [];
    afterEach(async () => {
      await Promise.all(others.map((other) => other.close()));
      others.length = 0;
    });

    it('end with one key, stored once, and no key file', async () => {
      // Each its own connection pool and DATA_DIR, as separate processes on separate hosts.
      for (let i = 0; i < 8; i += 1) others.push(await openDatabase(database.config));
      const dirs = await Promise.all(others.map(() => dataDir()));
      const results = await Promise.all(others.map((other, i) => resolveSessionKeys(undefined, dirs[i]!, other)));

      const keys = results[0]!.keys;
      expect(keys).toHaveLength(1);
      for (const result of results) expect(result.keys).toEqual(keys);
      expect(
        results.filter((result) => result.source.from === 'database' && result.source.stored === 'generated'),
      ).toHaveLength(1);
      expect(await stored()).toEqual(keys);
      expect(await db.models.AppMeta.count({ where: { key: SESSION_KEYS_META_KEY } })).toBe(1);
      for (const dir of dirs) expect(await readdir(dir)).toEqual([]);
    });
  });

  it('publishes the key file of the first process to start; a later one adopts it over its own file', async () => {
    const first = await dataDir();
    await writeFile(path.join(first, 'session-keys'), `${FILE_KEY}\n`, { mode: 0o600 });
    const published = await resolveSessionKeys(undefined, first, db);
    expect(published).toEqual({ keys: [FILE_KEY], source: { from: 'database', stored: 'file' } });
    expect(await stored()).toEqual([FILE_KEY]);

    // The first process again: its file and the database agree, nothing to warn about.
    expect((await resolveSessionKeys(undefined, first, db)).source).toEqual({ from: 'database', stored: 'found' });

    const later = await dataDir();
    const ownFile = path.join(later, 'session-keys');
    await writeFile(ownFile, 'another-hosts-file-key-0123456789abcdef0123\n', { mode: 0o600 });
    const adopted = await resolveSessionKeys(undefined, later, db);
    expect(adopted).toEqual({ keys: [FILE_KEY], source: { from: 'database', stored: 'found', unusedFile: ownFile } });
    expect(describeSessionKeys(adopted.source)).toContain(`${ownFile} holds other keys and is no longer read`);
    // Its file is left as it was.
    expect(await readFile(ownFile, 'utf8')).toBe('another-hosts-file-key-0123456789abcdef0123\n');
  });

  it('takes stored keys as an operator rotated them (newest first), and refuses a malformed value', async () => {
    const rotated = ['rotated-new-key-0123456789abcdef0123456789ab', FILE_KEY];
    await db.models.AppMeta.create({ key: SESSION_KEYS_META_KEY, value: JSON.stringify(rotated) });
    expect((await resolveSessionKeys(undefined, await dataDir(), db)).keys).toEqual(rotated);

    for (const bad of ['', 'not json', '[]', '["short"]', '{"keys":[]}']) {
      await db.models.AppMeta.update({ value: bad }, { where: { key: SESSION_KEYS_META_KEY } });
      await expect(resolveSessionKeys(undefined, await dataDir(), db)).rejects.toThrow(/JSON array of session keys/);
    }
  });

  it('takes SESSION_KEYS when given, over stored keys and a key file, storing and writing nothing', async () => {
    const dir = await dataDir();
    expect(await resolveSessionKeys(CONFIGURED, dir, db)).toEqual({
      keys: CONFIGURED,
      source: { from: 'SESSION_KEYS' },
    });
    expect(await stored()).toBeNull();
    expect(await readdir(dir)).toEqual([]);

    await resolveSessionKeys(undefined, await dataDir(), db);
    await writeFile(path.join(dir, 'session-keys'), `${FILE_KEY}\n`, { mode: 0o600 });
    expect((await resolveSessionKeys(CONFIGURED, dir, db)).keys).toEqual(CONFIGURED);
  });

  it('names where the keys are kept, never the keys', async () => {
    const result = await resolveSessionKeys(undefined, await dataDir(), db);
    const line = describeSessionKeys(result.source);
    expect(line).toBe(
      "Session keys: generated and kept in the database (app_meta 'session_keys'), shared by every server process on it." +
        '\nA copy of the database holds them: set SESSION_KEYS to keep them out of it (docs/operations.md).',
    );
    expect(line).not.toContain(result.keys[0]);
  });
});
