import { Op } from 'sequelize';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser, FACTORY_PASSWORD } from '../tests/factories';
import { ApiClient } from '../tests/helpers/http';
import { startTestServer, type TestServer } from '../tests/helpers/server';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, SESSION_TOUCH_MS } from './session-lifetime';

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
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('SESSION_IDLE_TIMEOUT and SESSION_ABSOLUTE_TIMEOUT are the lifetimes a starting server applies', async () => {
    vi.stubEnv('SESSION_IDLE_TIMEOUT', '10m');
    vi.stubEnv('SESSION_ABSOLUTE_TIMEOUT', '1h');
    vi.resetModules();
    // A fresh module graph reads the environment as a starting server does.
    const lifetime = await import('./session-lifetime');
    expect(lifetime.SESSION_IDLE_MS).toBe(10 * MINUTE);
    expect(lifetime.SESSION_ABSOLUTE_MS).toBe(60 * MINUTE);
    const helpers = await import('../tests/helpers/server');
    const server = await helpers.startTestServer('sqlite');
    try {
      await createUser(server.db, { username: 'short.idle', role: 'editor' });
      const client = new ApiClient(server.baseUrl);
      await client.login('short.idle', FACTORY_PASSWORD);
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + 9 * MINUTE);
      expect((await client.get('/api/user')).status).toBe(200);
      // Eleven minutes without a request: past the configured 10, far within today's 2 hours.
      vi.setSystemTime(Date.now() + 11 * MINUTE);
      expect((await client.get('/api/user')).status).toBe(401);
    } finally {
      vi.useRealTimers();
      await server.close();
    }
  });

  it("keeps today's lifetimes when a value is bad (loadConfig refuses to start with it)", async () => {
    vi.stubEnv('SESSION_IDLE_TIMEOUT', 'soon');
    vi.resetModules();
    const lifetime = await import('./session-lifetime');
    expect(lifetime.SESSION_IDLE_MS).toBe(lifetime.BUILT_IN_SESSION_IDLE_MS);
    expect(lifetime.parseSessionLifetime(process.env).problems).toEqual({
      SESSION_IDLE_TIMEOUT: 'must be a duration such as 30m, 2h or 1d',
    });
  });
});
