import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../server/db';
import { testDatabaseKinds } from './helpers/databases';
import { ApiClient } from './helpers/http';
import { PROCESS_TEST_TIMEOUT_MS, withCookies, type StartedServer } from './helpers/processes';
import type { TestSmtpServer } from './helpers/smtp';
import { startTwoProcesses, type TwoProcesses } from './helpers/two-processes';

const ADMIN = { username: 'scale.admin', password: 'a-long-admin-password' };
const SESSION_KEYS = 'scale-out-test-key-0123456789abcdef0123456789abcdef';

const withPostgres = testDatabaseKinds().includes('postgres');
if (!withPostgres)
  console.warn('\nscale-out tests SKIPPED: set TEST_DATABASE_URL to a PostgreSQL server to run them.\n');

describe.skipIf(!withPostgres)('two server processes on one PostgreSQL database', () => {
  let processes: TwoProcesses;
  let db: Database;
  let a: StartedServer;
  let b: StartedServer;
  let smtp: TestSmtpServer;

  beforeAll(async () => {
    processes = await startTwoProcesses({
      admin: ADMIN,
      sessionKeys: SESSION_KEYS,
      // Behind a load balancer: the client address comes from X-Forwarded-For.
      env: { TRUST_PROXY: 'true' },
    });
    ({ a, b, db, smtp } = processes);
  }, PROCESS_TEST_TIMEOUT_MS);
  afterAll(() => processes?.stop());

  it('a session made on one works on the other; logout on one ends it on both', async () => {
    const onA = new ApiClient(a.url);
    await onA.login(ADMIN.username, ADMIN.password);
    const onB = withCookies(onA, b.url);
    expect((await onB.get('/api/user')).status).toBe(200);
    expect((await onB.get('/api/admin/members')).status).toBe(200);

    expect((await onB.post('/api/logout')).status).toBe(204);
    expect((await onA.get('/api/user')).status).toBe(401);
    expect((await withCookies(onA, b.url).get('/api/user')).status).toBe(401);
  });

  it('rate limits count across both processes', async () => {
    const from = { 'x-forwarded-for': '198.51.100.61' };
    for (let i = 0; i < 5; i += 1) {
      const server = i % 2 === 0 ? a : b;
      const answer = await new ApiClient(server.url).post(
        '/api/login',
        { username: ADMIN.username, password: 'wrong-password-guess' },
        from,
      );
      expect(answer.status).toBe(401);
    }
    for (const server of [a, b]) {
      const answer = await new ApiClient(server.url).post('/api/login', ADMIN, from);
      expect(answer.status).toBe(429);
      expect(answer.headers.get('retry-after')).toMatch(/^[1-9][0-9]*$/);
    }
    // The administrator, from elsewhere, still signs in.
    expect((await new ApiClient(b.url).post('/api/login', ADMIN, { 'x-forwarded-for': '203.0.113.9' })).status).toBe(
      200,
    );
  });

  it('200 contact submissions split across both give 200 rows and no error', async () => {
    const before = await db.models.ContactSubmission.count();
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        new ApiClient((i % 2 === 0 ? a : b).url).post(
          '/api/contact',
          {
            fullName: `Split Sender ${i}`,
            email: `split${i}@example.com`,
            inquiryType: 'other',
            message: `Message ${i} through process ${i % 2 === 0 ? 'A' : 'B'}.`,
          },
          // Many visitors, each from their own address (the per-address limit is not what this tests).
          { 'x-forwarded-for': `10.${Math.floor(i / 250)}.${i % 250}.1` },
        ),
      ),
    );
    expect(
      answers.filter((answer) => answer.status !== 201).map((answer) => `${answer.status} ${answer.text}`),
    ).toEqual([]);
    expect(await db.models.ContactSubmission.count()).toBe(before + 200);
  });

  it(
    'the 400 mails of those submissions go out through both processes, each exactly once',
    async () => {
      await smtp.waitFor(400, 90_000);
      // Whatever is still being sent has a moment to arrive twice, if it ever would.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const messageIds = smtp.received.map((mail) => mail.parsed.messageId);
      expect(messageIds).toHaveLength(400);
      expect(new Set(messageIds).size).toBe(400);
      const acknowledged = smtp.received.flatMap((mail) => mail.envelopeTo).filter((to) => to.startsWith('split'));
      expect(new Set(acknowledged).size).toBe(200);
      expect(await db.models.OutboxMail.count({ where: { status: 'sent' } })).toBe(400);
      // Each process sent some: the claims really were shared.
      const sentBy = (server: StartedServer) => server.stdout().split('"msg":"mail sent"').length - 1;
      expect(sentBy(a)).toBeGreaterThan(0);
      expect(sentBy(b)).toBeGreaterThan(0);
      expect(sentBy(a) + sentBy(b)).toBe(400);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

  it(
    '200 people registering at once through both for 50 places: exactly 50 places, 150 in line; cancellations on both fill each place once',
    async () => {
      const event = await db.models.Event.create({
        title: 'Breakfast seminar for 50',
        description: 'Coffee and trade news.',
        location: 'Stockholm, Sweden',
        eventType: 'in-person',
        date: new Date(Date.now() + 7 * 86_400_000),
        endDate: null,
        image: null,
        registrationLink: null,
        featured: false,
        registrationMode: 'internal',
        capacity: 50,
      });
      const answers = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          new ApiClient((i % 2 === 0 ? a : b).url).post<{ status: string }>(
            `/api/events/${event.id}/registrations`,
            { fullName: `Guest ${i}`, email: `guest${i}@example.org`, consent: true, language: 'en', website: '' },
            { 'x-forwarded-for': `10.9.${Math.floor(i / 250)}.${(i % 250) + 1}` },
          ),
        ),
      );
      expect(answers.filter((answer) => answer.status !== 201).map((answer) => answer.text)).toEqual([]);
      expect(answers.filter((answer) => answer.body.status === 'confirmed')).toHaveLength(50);
      const { EventRegistration } = db.models;
      expect(await EventRegistration.count({ where: { eventId: event.id, status: 'confirmed' } })).toBe(50);
      expect(await EventRegistration.count({ where: { eventId: event.id, status: 'waitlisted' } })).toBe(150);

      // Staff on both processes cancel ten places at once: the first ten in line get them, no more.
      const staffA = new ApiClient(a.url);
      await staffA.login(ADMIN.username, ADMIN.password);
      const staffB = withCookies(staffA, b.url);
      const holders = await EventRegistration.findAll({ where: { eventId: event.id, status: 'confirmed' }, limit: 10 });
      const waiting = await EventRegistration.findAll({
        where: { eventId: event.id, status: 'waitlisted' },
        order: [
          ['createdAt', 'ASC'],
          ['id', 'ASC'],
        ],
      });
      const cancelled = await Promise.all(
        holders.map((holder, i) =>
          (i % 2 === 0 ? staffA : staffB).post(`/api/admin/registrations/${holder.id}/cancel`, {
            version: holder.version,
          }),
        ),
      );
      expect(cancelled.map((answer) => answer.status)).toEqual(Array(10).fill(200));
      expect(await EventRegistration.count({ where: { eventId: event.id, status: 'confirmed' } })).toBe(50);
      const promoted = await EventRegistration.findAll({
        where: { id: waiting.slice(0, 10).map((one) => one.id) },
      });
      expect(promoted.map((one) => one.status)).toEqual(Array(10).fill('confirmed'));
      expect((await EventRegistration.findByPk(waiting[10]!.id))?.status).toBe('waitlisted');
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});
