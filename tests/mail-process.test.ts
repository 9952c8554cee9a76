import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../server/db';
import { createTestDatabase, type TestDatabase } from './helpers/databases';
import { ApiClient } from './helpers/http';
import { databaseEnv, exitWithin, killAll, PROCESS_TEST_TIMEOUT_MS, startServer } from './helpers/processes';
import { SMTP_PASSWORD, startSmtpServer, type TestSmtpServer } from './helpers/smtp';

const NOT_DELIVERED = 'Mail is not being delivered: SMTP_URL is not set';

const enquiry = {
  fullName: 'Process Sender',
  email: 'process.sender@example.org',
  inquiryType: 'other',
  message: 'Sent while the server is asked to stop.',
};

/** `npm start` as IT runs it: what it says about mail, and a SIGTERM while a mail is being sent. */
describe('the mail of a real server process (SQLite)', () => {
  let database: TestDatabase;
  let smtp: TestSmtpServer;
  let accepting: Promise<void> = Promise.resolve();
  let accept = () => undefined as void;
  let arrived: (() => void) | undefined;

  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    smtp = await startSmtpServer({
      // The relay takes its time with the first mail: the test decides when it answers.
      beforeAccept: () => {
        arrived?.();
        return accepting;
      },
    });
  });
  afterAll(async () => {
    await killAll();
    await smtp.stop();
    await database.drop();
  });

  it(
    'says once, at start, that mail is not delivered without SMTP_URL, and how to configure it',
    async () => {
      const server = await startServer({ ...databaseEnv(database), SEED_SAMPLE_DATA: 'false' });
      try {
        const stdout = server.stdout();
        expect(stdout.split(NOT_DELIVERED)).toHaveLength(2);
        expect(stdout).toContain('SMTP_URL=smtp://user:password@relay.example.org:587');
        expect(stdout).toContain('docs/operations.md');
      } finally {
        server.child.kill('SIGTERM');
        await exitWithin(server, 20_000);
      }
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

  it(
    'finishes the mail being sent at SIGTERM, releases the other, and sends that one after the restart',
    async () => {
      const env = { ...databaseEnv(database), SEED_SAMPLE_DATA: 'false', SMTP_URL: smtp.url };
      const server = await startServer(env);
      expect(server.stdout()).toContain(`Mail is delivered through smtp://127.0.0.1:${smtp.port}.`);
      expect(server.stdout()).not.toContain(SMTP_PASSWORD);
      expect(server.stdout()).not.toContain(NOT_DELIVERED);

      accepting = new Promise<void>((resolve) => (accept = resolve));
      const firstArrived = new Promise<void>((resolve) => (arrived = resolve));
      expect((await new ApiClient(server.url).post('/api/contact', enquiry)).status).toBe(201);
      await firstArrived;
      arrived = undefined;
      // Mid-send: the relay has the first mail's data and has not answered yet.
      server.child.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 300));
      accept();
      const { code } = await exitWithin(server, 20_000);
      expect(code).toBe(0);
      await smtp.waitFor(1);

      const db = await openDatabase(database.config);
      try {
        const rows = await db.models.OutboxMail.findAll({ order: [['id', 'ASC']] });
        expect(rows.map((row) => [row.status, row.attempts, row.claimToken])).toEqual([
          ['sent', 1, null],
          ['queued', 0, null],
        ]);
      } finally {
        await db.close();
      }

      // The next start sends what was left: every mail once.
      const again = await startServer(env);
      try {
        await smtp.waitFor(2);
        await new Promise((resolve) => setTimeout(resolve, 500));
        expect(smtp.received).toHaveLength(2);
        expect(new Set(smtp.received.map((mail) => mail.envelopeTo[0]))).toEqual(
          new Set(['info@inbchamber.example', enquiry.email]),
        );
      } finally {
        again.child.kill('SIGTERM');
        await exitWithin(again, 20_000);
      }
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});
