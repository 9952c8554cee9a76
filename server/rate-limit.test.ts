import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, FACTORY_PASSWORD } from '../tests/factories';
import { testDatabaseKinds } from '../tests/helpers/databases';
import { ApiClient } from '../tests/helpers/http';
import { startTestServer, type TestServer } from '../tests/helpers/server';
import {
  BUILT_IN_RATE_LIMITS,
  normaliseAddress,
  normaliseUsername,
  RATE_LIMITED_MESSAGE,
  RateLimiter,
} from './rate-limit';
import { loadConfig } from './config';

const contact = (n: number) => ({
  fullName: `Sender ${n}`,
  email: `sender${n}@example.com`,
  inquiryType: 'other',
  message: 'A message to test how many the chamber accepts.',
});

/** Five wrong passwords for `username` from `client`, each 401. */
async function failFiveTimes(client: ApiClient, username: string, headers: Record<string, string> = {}) {
  for (let i = 0; i < 5; i += 1) {
    const answer = await client.post('/api/login', { username, password: 'not-the-password' }, headers);
    expect(answer.status).toBe(401);
  }
}

function expect429(answer: { status: number; headers: Headers; body: unknown }, windowSeconds = 15 * 60): void {
  expect(answer.status).toBe(429);
  expect(answer.body).toEqual({ error: RATE_LIMITED_MESSAGE });
  const retryAfter = Number(answer.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

describe('rate-limit keys', () => {
  it('one key for the case, width and spacing variants of a username', () => {
    expect(new Set([' Ana.Admin ', 'ana.admin', 'ANA.ADMIN', 'ＡＮＡ.ａｄｍｉｎ', 'ana.admin\t']).size).toBe(5);
    expect(
      new Set([' Ana.Admin ', 'ana.admin', 'ANA.ADMIN', 'ＡＮＡ.ａｄｍｉｎ', 'ana.admin\t'].map(normaliseUsername)),
    ).toEqual(new Set(['ana.admin']));
    expect(normaliseAddress('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(normaliseAddress('2001:DB8::1')).toBe('2001:db8::1');
  });
});

describe.each(testDatabaseKinds())('rate limits on %s', (kind) => {
  let server: TestServer;
  let proxied: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, {
      rateLimits: { ...BUILT_IN_RATE_LIMITS, contact: { max: 3, windowMs: 60_000 } },
    });
    proxied = await startTestServer(kind, { trustProxy: true, rateLimits: BUILT_IN_RATE_LIMITS });
  });
  afterAll(async () => {
    await server.close();
    await proxied.close();
  });

  it('five failed sign-ins lock the account from that address: even the right password gets 429', async () => {
    await createUser(server.db, { username: 'locked.editor', role: 'editor' });
    const client = new ApiClient(server.baseUrl);
    await failFiveTimes(client, 'locked.editor');
    expect429(await client.post('/api/login', { username: 'locked.editor', password: FACTORY_PASSWORD }));
    // Variants of the name, of the path and of the body reach the same counter.
    for (const [path, username, extra] of [
      ['/api/login', '  LOCKED.Editor ', {}],
      ['/api/login/', 'locked.editor', {}],
      ['/api/login?attempt=2', 'locked.editor', {}],
      ['/api/login', 'locked.editor', { remember: true, username2: 'other' }],
    ] as const) {
      const answer = await client.post(path, { username, password: FACTORY_PASSWORD, ...extra });
      // 429, or 400 where the schema refuses the extra fields: never a session.
      expect([400, 429], `${path} ${username}`).toContain(answer.status);
    }
    expect(client.cookies.size).toBe(0);
  });

  it('a locked-out account is still reachable from another address; X-Forwarded-For counts only with TRUST_PROXY', async () => {
    await createUser(proxied.db, { username: 'roaming.editor', role: 'editor' });
    const attacker = new ApiClient(proxied.baseUrl);
    await failFiveTimes(attacker, 'roaming.editor', { 'x-forwarded-for': '198.51.100.7' });
    expect429(
      await attacker.post(
        '/api/login',
        { username: 'roaming.editor', password: FACTORY_PASSWORD },
        { 'x-forwarded-for': '198.51.100.7' },
      ),
    );
    const owner = new ApiClient(proxied.baseUrl);
    const fromOffice = await owner.post(
      '/api/login',
      { username: 'roaming.editor', password: FACTORY_PASSWORD },
      { 'x-forwarded-for': '203.0.113.20' },
    );
    expect(fromOffice.status).toBe(200);

    // Without TRUST_PROXY a changing X-Forwarded-For does not dodge the limit.
    await createUser(server.db, { username: 'spoofing.target', role: 'viewer' });
    const spoofer = new ApiClient(server.baseUrl);
    for (let i = 0; i < 5; i += 1) {
      const answer = await spoofer.post(
        '/api/login',
        { username: 'spoofing.target', password: 'wrong-password' },
        { 'x-forwarded-for': `192.0.2.${i}` },
      );
      expect(answer.status).toBe(401);
    }
    expect(
      (
        await spoofer.post(
          '/api/login',
          { username: 'spoofing.target', password: FACTORY_PASSWORD },
          { 'x-forwarded-for': '192.0.2.99' },
        )
      ).status,
    ).toBe(429);
  });

  it('a successful sign-in clears the account’s failures', async () => {
    await createUser(server.db, { username: 'careful.viewer', role: 'viewer' });
    const client = new ApiClient(server.baseUrl);
    for (let round = 0; round < 3; round += 1) {
      for (let i = 0; i < 4; i += 1) {
        expect(
          (await client.post('/api/login', { username: 'careful.viewer', password: 'wrong-password-typo' })).status,
        ).toBe(401);
      }
      expect((await client.post('/api/login', { username: 'careful.viewer', password: FACTORY_PASSWORD })).status).toBe(
        200,
      );
    }
  });

  it('contact submissions per address: over the limit 429 and nothing stored; the counter outlives a restart', async () => {
    const before = await server.db.models.ContactSubmission.count();
    const client = new ApiClient(server.baseUrl);
    for (let i = 0; i < 3; i += 1) expect((await client.post('/api/contact', contact(i))).status).toBe(201);
    expect429(await client.post('/api/contact/', { ...contact(9), extra: 'field' }));
    expect(await server.db.models.ContactSubmission.count()).toBe(before + 3);

    // A second server on the same database (a restart, or another process) sees the same counter.
    const restarted = await startTestServer(kind, {
      rateLimits: { ...BUILT_IN_RATE_LIMITS, contact: { max: 3, windowMs: 60_000 } },
      reuse: server,
    });
    try {
      expect((await new ApiClient(restarted.baseUrl).post('/api/contact', contact(10))).status).toBe(429);
    } finally {
      await restarted.close();
    }
  });

  it('registration and subscriptions per address', async () => {
    const client = new ApiClient(proxied.baseUrl);
    const from = { 'x-forwarded-for': '198.51.100.44' };
    for (let i = 0; i < 5; i += 1) {
      const answer = await client.post(
        '/api/register',
        {
          username: `newcomer${i}`,
          password: 'a-long-password-1',
          fullName: `New Comer ${i}`,
          email: `newcomer${i}@example.com`,
          role: 'viewer',
        },
        from,
      );
      expect(answer.status).toBe(201);
    }
    expect429(
      await client.post(
        '/api/register',
        {
          username: 'newcomer9',
          password: 'a-long-password-1',
          fullName: 'New Comer',
          email: 'n9@example.com',
          role: 'viewer',
        },
        from,
      ),
      60 * 60,
    );
    for (let i = 0; i < 10; i += 1) {
      const answer = await client.post(
        '/api/subscriptions',
        { list: 'newsletter', email: `reader${i}@example.com`, language: 'en' },
        from,
      );
      expect(answer.status).toBe(202);
    }
    expect429(
      await client.post(
        '/api/subscriptions',
        { list: 'newsletter', email: 'reader99@example.com', language: 'en' },
        from,
      ),
    );
  });
});

describe('fixed windows', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('sqlite');
  });
  afterAll(() => server.close());

  it('counts atomically, starts again after the window, and says when it ends', async () => {
    let now = 1_000_000;
    const limiter = new RateLimiter(server.db, server.app.context.services.limiter.limits, () => now);
    const limit = { max: 2, windowMs: 10_000 };
    const hits = await Promise.all(Array.from({ length: 20 }, () => limiter.hit('test:burst', limit)));
    expect(hits.map((hit) => hit.hits).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    now += 4_000;
    await expect(limiter.consume('test:burst', limit)).rejects.toMatchObject({
      status: 429,
      headers: { 'Retry-After': '6' },
    });
    now += 6_000;
    await expect(limiter.consume('test:burst', limit)).resolves.toBeUndefined();
    expect((await limiter.hit('test:burst', limit)).hits).toBe(2);
  });
});

describe.each(testDatabaseKinds())('rate limits set by the environment on %s', (kind) => {
  it('applies a RATE_LIMIT_… value read by loadConfig to the server', async () => {
    const { rateLimits } = loadConfig({ RATE_LIMIT_LOGIN_ACCOUNT: '2/1m' });
    const server = await startTestServer(kind, { rateLimits });
    try {
      await createUser(server.db, { username: 'configured' });
      const client = new ApiClient(server.baseUrl);
      for (let i = 0; i < 2; i += 1) {
        expect((await client.post('/api/login', { username: 'configured', password: 'wrong-one' })).status).toBe(401);
      }
      expect429(await client.post('/api/login', { username: 'configured', password: FACTORY_PASSWORD }), 60);
    } finally {
      await server.close();
    }
  });
});
