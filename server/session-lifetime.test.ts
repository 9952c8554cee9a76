import { Op } from 'sequelize';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser, FACTORY_PASSWORD } from '../tests/factories';
import { ApiClient } from '../tests/helpers/http';
import { startTestServer, type TestServer } from '../tests/helpers/server';
import { loadConfig } from './config';
import {
  BUILT_IN_SESSION_ABSOLUTE_MS as SESSION_ABSOLUTE_MS,
  BUILT_IN_SESSION_IDLE_MS as SESSION_IDLE_MS,
  SESSION_TOUCH_MS,
} from './session-lifetime';

const MINUTE = 60_000;

describe('session lifetime: an idle time and an absolute lifetime', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('sqlite');
  });
  afterAll(() => server.close());
  afterEach(() => vi.useRealTimers());

  /** Moves the clock that the server (in this process) reads. */
  const travel = (ms: number) => vi.setSystemTime(Date.now() + ms);

  async function signedIn(username: string): Promise<ApiClient> {
    await createUser(server.db, { username, role: 'editor' });
    const client = new ApiClient(server.baseUrl);
    await client.login(username, FACTORY_PASSWORD);
    vi.useFakeTimers({ toFake: ['Date'] });
    return client;
  }

  it('the documented figures: 2 hours idle, 12 hours in all', () => {
    expect(SESSION_IDLE_MS).toBe(2 * 60 * MINUTE);
    expect(SESSION_ABSOLUTE_MS).toBe(12 * 60 * MINUTE);
  });

  it('a session unused for longer than the idle time has ended', async () => {
    const client = await signedIn('idle.editor');
    travel(SESSION_IDLE_MS - 5 * MINUTE);
    expect((await client.get('/api/user')).status).toBe(200);
    // That request moved the idle deadline on.
    travel(SESSION_IDLE_MS - 5 * MINUTE);
    expect((await client.get('/api/user')).status).toBe(200);
    travel(SESSION_IDLE_MS + MINUTE);
    expect((await client.get('/api/user')).status).toBe(401);
    expect((await client.get('/api/admin/members')).status).toBe(401);
  });

  it('a busy session is written to the store about once a minute, not on every request', async () => {
    const client = await signedIn('steady.editor');
    const stored = async () =>
      (await server.db.models.Session.findAll({ where: { userId: { [Op.ne]: null } } })).map(
        (row) => `${row.id}:${row.expiresAt.getTime()}`,
      );
    const before = await stored();
    for (let i = 0; i < 5; i += 1) expect((await client.get('/api/user')).status).toBe(200);
    expect(await stored()).toEqual(before);
    travel(SESSION_TOUCH_MS + 1000);
    expect((await client.get('/api/admin/members')).status).toBe(200);
    expect(await stored()).not.toEqual(before);
  });

  it('a session in constant use still ends at the absolute lifetime', async () => {
    const client = await signedIn('busy.editor');
    const steps = Math.ceil(SESSION_ABSOLUTE_MS / (30 * MINUTE));
    let lastOk = 0;
    for (let step = 1; step <= steps + 1; step += 1) {
      travel(30 * MINUTE);
      const answer = await client.get('/api/user');
      if (answer.status === 200) lastOk = step;
      else {
        expect(answer.status).toBe(401);
        break;
      }
    }
    // Signed in for 11.5 hours of requests every 30 minutes, then refused at 12 hours.
    expect(lastOk * 30 * MINUTE).toBe(SESSION_ABSOLUTE_MS - 30 * MINUTE);
    // The session row is gone: signing in again is the only way back.
    expect((await client.get('/api/user')).status).toBe(401);
    await client.login('busy.editor', FACTORY_PASSWORD);
    expect((await client.get('/api/user')).status).toBe(200);
  });
});

describe('session lifetimes set by the environment', () => {
  afterEach(() => vi.useRealTimers());

  it('SESSION_IDLE_TIMEOUT and SESSION_ABSOLUTE_TIMEOUT, read by loadConfig, are the lifetimes the server applies', async () => {
    const { sessionLifetime } = loadConfig({ SESSION_IDLE_TIMEOUT: '10m', SESSION_ABSOLUTE_TIMEOUT: '25m' });
    const server = await startTestServer('sqlite', { sessionLifetime });
    try {
      await createUser(server.db, { username: 'short.idle', role: 'editor' });
      const client = new ApiClient(server.baseUrl);
      const login = await client.post('/api/login', { username: 'short.idle', password: FACTORY_PASSWORD });
      expect(login.status).toBe(200);
      // The cookie says so too: it expires after the configured idle time.
      const expires = /expires=([^;]+)/i.exec(login.headers.get('set-cookie') ?? '')?.[1];
      expect(Date.parse(expires ?? '') - Date.now()).toBeGreaterThan(9 * MINUTE);
      expect(Date.parse(expires ?? '') - Date.now()).toBeLessThanOrEqual(10 * MINUTE);
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + 9 * MINUTE);
      expect((await client.get('/api/user')).status).toBe(200);
      vi.setSystemTime(Date.now() + 9 * MINUTE);
      expect((await client.get('/api/user')).status).toBe(200);
      // 27 minutes after sign-in, each request within the idle time: past the configured 25 in all.
      vi.setSystemTime(Date.now() + 9 * MINUTE);
      expect((await client.get('/api/user')).status).toBe(401);
      // A fresh session, then eleven minutes without a request: past the configured 10, far within 2 hours.
      await client.login('short.idle', FACTORY_PASSWORD);
      vi.setSystemTime(Date.now() + 11 * MINUTE);
      expect((await client.get('/api/user')).status).toBe(401);
    } finally {
      vi.useRealTimers();
      await server.close();
    }
  });
});
