import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../server/db';
import { integrityCheck } from '../server/ops/backup';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from './helpers/databases';
import { ApiClient } from './helpers/http';
import { startTestServer } from './helpers/server';
import { SHUTTING_DOWN_MESSAGE } from '../server/middleware/request-log';
import { databaseEnv, exitWithin, killAll, PROCESS_TEST_TIMEOUT_MS, startServer } from './helpers/processes';

const WORKERS = 16;

describe.each(testDatabaseKinds())('%s: SIGTERM during a burst of writes', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await killAll();
    await database.drop();
  });

  it(
    'every request either got a 2xx and its row exists, or got an error and has no row',
    async () => {
      const server = await startServer({ ...databaseEnv(database), SEED_SAMPLE_DATA: 'false', TRUST_PROXY: 'true' });
      const outcomes = new Map<string, 'ok' | 'error'>();
      let stop = false;
      let sent = 0;
      let acknowledged = 0;
      const kinds = new Map<string | number, number>();
      const worker = async (id: number) => {
        while (!stop) {
          const n = (sent += 1);
          const name = `Shutdown Sender ${n}`;
          try {
            const answer = await new ApiClient(server.url).post(
              '/api/contact',
              { fullName: name, email: `s${n}@example.com`, inquiryType: 'other', message: `Burst message ${n}.` },
              { 'x-forwarded-for': `10.1.${id}.${n % 250}` },
            );
            outcomes.set(name, answer.status >= 200 && answer.status < 300 ? 'ok' : 'error');
            if (answer.status !== 201) kinds.set(answer.status, (kinds.get(answer.status) ?? 0) + 1);
            if (answer.status === 201) acknowledged += 1;
          } catch (error) {
            outcomes.set(name, 'error');
            const cause = (error as { cause?: { code?: string } }).cause?.code ?? String(error);
            kinds.set(cause, (kinds.get(cause) ?? 0) + 1);
            // The server is gone: no point in hammering a closed port.
            await new Promise((resolve) => setTimeout(resolve, 20));
          }
        }
      };
      const workers = Promise.all(Array.from({ length: WORKERS }, (_, id) => worker(id)));
      while (acknowledged < 150) await new Promise((resolve) => setTimeout(resolve, 5));

      server.child.kill('SIGTERM');
      const { code } = await exitWithin(server, 20_000);
      stop = true;
      await workers;
      expect(code).toBe(0);

      if (database.config.dialect === 'sqlite') expect(await integrityCheck(database.config.storage)).toBe('ok');
      const db = await openDatabase(database.config);
      try {
        const stored = new Set(
          (await db.models.ContactSubmission.findAll({ attributes: ['fullName'] })).map((row) => row.fullName),
        );
        const lost = [...outcomes].filter(([name, outcome]) => outcome === 'ok' && !stored.has(name));
        const phantom = [...outcomes].filter(([name, outcome]) => outcome === 'error' && stored.has(name));
        expect(lost, JSON.stringify(Object.fromEntries(kinds))).toEqual([]);
        expect(phantom, JSON.stringify(Object.fromEntries(kinds))).toEqual([]);
        expect([...outcomes.values()].filter((outcome) => outcome === 'ok').length).toBeGreaterThanOrEqual(150);
        expect(stored.size).toBe([...outcomes.values()].filter((outcome) => outcome === 'ok').length);
      } finally {
        await db.close();
      }
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});

describe('a request that arrives during shutdown', () => {
  it('is answered 503 with Retry-After and Connection: close, and not worked on', async () => {
    const server = await startTestServer('sqlite');
    try {
      const before = await server.db.models.ContactSubmission.count();
      server.app.beginShutdown();
      const answer = await new ApiClient(server.baseUrl).post('/api/contact', {
        fullName: 'Late Sender',
        email: 'late@example.com',
        inquiryType: 'other',
        message: 'Sent while the server stops.',
      });
      expect(answer.status).toBe(503);
      expect(answer.body).toEqual({ error: SHUTTING_DOWN_MESSAGE });
      expect(answer.headers.get('retry-after')).toBe('5');
      expect(answer.headers.get('connection')).toBe('close');
      expect(await server.db.models.ContactSubmission.count()).toBe(before);
    } finally {
      await server.close();
    }
  });
});

describe('the log at SIGTERM', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
  });
  afterAll(async () => {
    await killAll();
    await database.drop();
  });

  it(
    'holds the line of every request answered before the signal',
    async () => {
      const server = await startServer({ ...databaseEnv(database), SEED_SAMPLE_DATA: 'false' });
      const client = new ApiClient(server.url);
      const answered: string[] = [];
      // More than one batch of lines, the last one still in memory when the signal comes.
      for (let round = 0; round < 25; round += 1) {
        const answers = await Promise.all(Array.from({ length: 20 }, () => client.get('/api/members')));
        for (const answer of answers) answered.push(answer.headers.get('x-request-id') ?? 'missing');
      }
      server.child.kill('SIGTERM');
      const { code } = await exitWithin(server, 20_000);
      expect(code).toBe(0);
      const logged = new Set(
        server
          .stdout()
          .split('\n')
          .filter((line) => line.startsWith('{'))
          .map((line) => (JSON.parse(line) as { reqId?: string }).reqId),
      );
      expect(answered.filter((id) => !logged.has(id))).toEqual([]);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});
