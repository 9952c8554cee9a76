import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_KEYS_META_KEY } from '../server/session-keys';
import { testDatabaseKinds } from './helpers/databases';
import { ApiClient } from './helpers/http';
import { PROCESS_TEST_TIMEOUT_MS, withCookies } from './helpers/processes';
import { startTwoProcesses, type TwoProcesses } from './helpers/two-processes';

const ADMIN = { username: 'keys.admin', password: 'a-long-admin-password' };

const withPostgres = testDatabaseKinds().includes('postgres');

describe.skipIf(!withPostgres)('two server processes on one PostgreSQL database without SESSION_KEYS', () => {
  let processes: TwoProcesses;

  beforeAll(async () => {
    // As two hosts started as the README says: no SESSION_KEYS, each its own DATA_DIR.
    processes = await startTwoProcesses({ admin: ADMIN, sessionKeys: undefined, separateDataDirs: true });
  }, PROCESS_TEST_TIMEOUT_MS);
  afterAll(() => processes?.stop());

  it('a session made on either works on the other', async () => {
    const { a, b } = processes;
    const onA = new ApiClient(a.url);
    expect((await onA.post('/api/login', ADMIN)).status).toBe(200);
    expect((await withCookies(onA, b.url).get('/api/user')).status).toBe(200);

    const onB = new ApiClient(b.url);
    expect((await onB.post('/api/login', ADMIN)).status).toBe(200);
    expect((await withCookies(onB, a.url).get('/api/user')).status).toBe(200);
  });

  it('keeps the keys in the database, not in either DATA_DIR, and says so at start without the key', async () => {
    const { a, b, db, dataDirs } = processes;
    expect(dataDirs.a).not.toBe(dataDirs.b);
    const row = await db.models.AppMeta.findByPk(SESSION_KEYS_META_KEY);
    const keys = JSON.parse(row!.value) as string[];
    expect(keys).toHaveLength(1);
    for (const dir of [dataDirs.a, dataDirs.b]) expect(await readdir(dir)).not.toContain('session-keys');

    expect(a.stdout()).toContain("Session keys: generated and kept in the database (app_meta 'session_keys')");
    expect(b.stdout()).toContain("Session keys: kept in the database (app_meta 'session_keys')");
    for (const server of [a, b]) {
      expect(server.stdout()).not.toContain(keys[0]);
      expect(server.stderr()).not.toContain(keys[0]);
    }
  });
});
