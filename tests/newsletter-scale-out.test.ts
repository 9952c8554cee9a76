import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Newsletter, NewsletterReport } from '../shared/entities';
import type { Database } from '../server/db';
import { testDatabaseKinds } from './helpers/databases';
import { ApiClient } from './helpers/http';
import { PROCESS_TEST_TIMEOUT_MS, withCookies, type StartedServer } from './helpers/processes';
import type { TestSmtpServer } from './helpers/smtp';
import { startTwoProcesses, type TwoProcesses } from './helpers/two-processes';

const ADMIN = { username: 'letters.admin', password: 'a-long-admin-password' };
const SESSION_KEYS = 'newsletter-scale-out-key-0123456789abcdef0123456789abcdef';
const RECIPIENTS = 200;

const withPostgres = testDatabaseKinds().includes('postgres');

describe.skipIf(!withPostgres)('a newsletter sent by two server processes on one PostgreSQL database', () => {
  let processes: TwoProcesses;
  let db: Database;
  let smtp: TestSmtpServer;
  let a: StartedServer;
  let b: StartedServer;

  beforeAll(async () => {
    processes = await startTwoProcesses({
      admin: ADMIN,
      sessionKeys: SESSION_KEYS,
      // Small batches quickly, so both processes take part in the delivery.
      env: { NEWSLETTER_RATE_PER_MINUTE: '6000' },
    });
    ({ a, b, db, smtp } = processes);
  }, PROCESS_TEST_TIMEOUT_MS);
  afterAll(() => processes?.stop());

  it(
    `delivers a ${RECIPIENTS}-recipient newsletter once to each, whichever process sends`,
    async () => {
      const now = new Date();
      await db.models.Subscription.bulkCreate(
        Array.from({ length: RECIPIENTS }, (_, index) => ({
          list: 'newsletter' as const,
          email: `reader${index}@example.com`,
          region: null,
          language: (['en', 'es', 'sv'] as const)[index % 3]!,
          consentedAt: now,
          confirmedAt: now,
        })),
      );
      // A pending one: never mailed.
      await db.models.Subscription.create({
        list: 'newsletter',
        email: 'pending@example.com',
        region: null,
        language: 'en',
        consentedAt: now,
      });

      const onA = new ApiClient(a.url);
      await onA.login(ADMIN.username, ADMIN.password);
      const onB = withCookies(onA, b.url);
      const created = await onA.post<Newsletter>('/api/admin/newsletters', {
        list: 'newsletter',
        content: { en: { subject: 'Scale', body: 'Hello' }, sv: { subject: 'Skala', body: 'Hej' } },
      });
      expect(created.status).toBe(201);
      const id = created.body.id;
      // Both processes are asked at once: one send.
      const answers = await Promise.all([
        onA.post(`/api/admin/newsletters/${id}/send`, { version: 0 }),
        onB.post(`/api/admin/newsletters/${id}/send`, { version: 0 }),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([202, 409]);

      await smtp.waitFor(RECIPIENTS, 60_000).catch(async (error: unknown) => {
        // What the processes said and stored, to tell why.
        const mails = await db.models.OutboxMail.findAll({ attributes: ['status', 'lastError'], limit: 3 });
        const letter = await db.models.Newsletter.findByPk(id);
        console.error(
          JSON.stringify({ mails, letter, outbox: await db.models.OutboxMail.count() }),
          a.stdout().slice(-2000),
          a.stderr().slice(-2000),
          b.stderr().slice(-2000),
        );
        throw error;
      });
      // Anything sent twice would arrive shortly after.
      await new Promise((resolve) => setTimeout(resolve, 3000));
      const recipients = smtp.received.flatMap((mail) => mail.envelopeTo);
      expect(recipients).toHaveLength(RECIPIENTS);
      expect(new Set(recipients).size).toBe(RECIPIENTS);
      expect(recipients).not.toContain('pending@example.com');
      const detail = await onB.get<Newsletter & { report: NewsletterReport }>(`/api/admin/newsletters/${id}`);
      expect(detail.body).toMatchObject({
        status: 'sent',
        recipientCount: RECIPIENTS,
        report: { total: RECIPIENTS, sent: RECIPIENTS, queued: 0, failed: 0 },
      });
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});
