import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuditChanges, PublicSiteSettings } from '../../shared/entities';
import {
  createContactSubmission,
  createEvent,
  createOutboxMail,
  createRegistration,
  createSpamRegistration,
  createSubscription,
  settingsInput,
} from '../../tests/factories';
import { testDatabaseKinds } from '../../tests/helpers/databases';
import type { ApiClient } from '../../tests/helpers/http';
import { signedInClient, startTestServer, type TestServer } from '../../tests/helpers/server';
import { daysBefore, monthsBefore, RETENTION_BATCH_SIZE, runRetentionSweep, type RetentionCounts } from './retention';
import { ERASED_NAME, erasedAddress } from './erasure';
import { ERASED_PERSON } from './mentions';

const DAY = 86_400_000;

const NOTHING: RetentionCounts = {
  processedEnquiries: 0,
  spamEnquiries: 0,
  spamRegistrations: 0,
  spamSubscriptions: 0,
  expiredSessions: 0,
  rateLimits: 0,
  pastEventRegistrations: 0,
  doorCheckIns: 0,
  sentMails: 0,
};

describe.each(testDatabaseKinds())('the retention sweep on %s', (kind) => {
  let server: TestServer;
  let admin: ApiClient;
  const now = new Date();
  const sweep = (options: { batchSize?: number } = {}) =>
    runRetentionSweep(server.db, server.app.context.services.logger, { now, ...options });
  const sweepLines = () => server.logs.filter((line) => line.msg === 'retention sweep');
  const insertRateLimit = (bucket: string, windowStart: Date) =>
    server.db.sequelize.query('INSERT INTO rate_limits (bucket, window_start, hits) VALUES (:bucket, :start, 1)', {
      replacements: { bucket, start: windowStart.getTime() },
      type: QueryTypes.INSERT,
    });
  const rateLimitBuckets = async () =>
    (
      await server.db.sequelize.query<{ bucket: string }>('SELECT bucket FROM rate_limits', {
        type: QueryTypes.SELECT,
      })
    ).map((row) => row.bucket);

  beforeAll(async () => {
    server = await startTestServer(kind);
    ({ client: admin } = await signedInClient(server, 'admin'));
  });
  afterAll(() => server.close());

  beforeEach(async () => {
    const { ContactSubmission, SpamRegistration, Subscription, EventRegistration, Event, OutboxMail } =
      server.db.models;
    for (const model of [ContactSubmission, SpamRegistration, Subscription, EventRegistration, Event, OutboxMail]) {
      await (model as typeof ContactSubmission).destroy({ where: {} });
    }
    await server.db.sequelize.query('DELETE FROM rate_limits');
    server.logs.length = 0;
  });

  it('deletes what is past its period, keeps what is newer and open enquiries whatever their age', async () => {
    const { models } = server.db;
    const months = (count: number) => monthsBefore(now, count);
    const days = (count: number) => daysBefore(now, count);

    const oldProcessed = await createContactSubmission(server.db, {
      processed: true,
      submittedAt: months(30),
      processedAt: months(25),
    });
    const recentProcessed = await createContactSubmission(server.db, {
      processed: true,
      submittedAt: months(30),
      processedAt: months(23),
    });
    const processedUntimed = await createContactSubmission(server.db, { processed: true, submittedAt: months(36) });
    const openAncient = await createContactSubmission(server.db, { submittedAt: months(120) });
    const oldSpam = await createContactSubmission(server.db, { spam: true, submittedAt: days(31) });
    const recentSpam = await createContactSubmission(server.db, { spam: true, submittedAt: days(29) });

    const oldBot = await createSpamRegistration(server.db, { createdAt: days(31) });
    const recentBot = await createSpamRegistration(server.db, { createdAt: days(29) });

    const spamSubscriber = await createSubscription(server.db, { spam: true, createdAt: days(31) });
    const recentSpamSubscriber = await createSubscription(server.db, { spam: true, createdAt: days(29) });
    const loyalSubscriber = await createSubscription(server.db, { createdAt: months(60) });

    await models.Session.bulkCreate([
      { id: 'expired-session', userId: null, data: '{}', expiresAt: new Date(now.getTime() - 60_000) },
      { id: 'live-session', userId: null, data: '{}', expiresAt: new Date(now.getTime() + 3_600_000) },
    ]);

    await insertRateLimit('contact:203.0.113.7', new Date(now.getTime() - 25 * 3_600_000));
    await insertRateLimit('contact:203.0.113.8', new Date(now.getTime() - 23 * 3_600_000));

    // Ended 25 months ago: anonymised. A two-month event that ended 23 months ago stays as it is.
    const pastEvent = await createEvent(server.db, { date: months(25) });
    const longEvent = await createEvent(server.db, { date: months(26), endDate: months(23) });
    const attended = await createRegistration(server.db, pastEvent.id, {
      fullName: 'Olga Attendee',
      organization: 'Nordic Pulp AB',
      checkedInAt: months(25),
    });
    const cancelled = await createRegistration(server.db, pastEvent.id, {
      status: 'cancelled',
      cancelledAt: months(26),
    });
    const kept = await createRegistration(server.db, longEvent.id, { fullName: 'Kim Kept' });
    // Door check-in receipts: only ids, deleted once past the same period.
    const receipt = (key: string, createdAt: Date) =>
      models.DoorCheckIn.create({
        key,
        userId: null,
        eventId: longEvent.id,
        registrationId: kept.id,
        outcome: 'checked-in',
        createdAt,
      });
    await receipt('old-door-receipt', months(25));
    await receipt('recent-door-receipt', months(23));
    // Outbox mail: sent 31 days ago goes, 29 days ago stays.
    await createOutboxMail(server.db, { status: 'sent', sentAt: days(31) });
    const recentMail = await createOutboxMail(server.db, { status: 'sent', sentAt: days(29) });

    // Staff entries about them name the person: the entries stay, the person goes with the record.
    const entry = (entity: 'contact' | 'registration', entityId: number, label: string, changes: AuditChanges | null) =>
      models.AuditEntry.create({
        at: months(25),
        userId: null,
        userFullName: 'Sam Staff',
        action: 'update',
        entity,
        entityId,
        label,
        changes,
      });
    const processedEntry = await entry('contact', oldProcessed.id, oldProcessed.fullName, { processed: [false, true] });
    const attendedEntry = await entry('registration', attended.id, `Olga Attendee (${pastEvent.title})`, {
      fullName: ['Olga Atendee', 'Olga Attendee'],
      email: ['olga@old.example', attended.email],
    });
    const keptEntry = await entry('registration', kept.id, 'Kim Kept', null);

    const counts = await sweep();
    expect(counts).toEqual({
      processedEnquiries: 2,
      spamEnquiries: 1,
      spamRegistrations: 1,
      spamSubscriptions: 1,
      expiredSessions: 1,
      rateLimits: 1,
      pastEventRegistrations: 2,
      doorCheckIns: 1,
      sentMails: 1,
    });

    const byId = { order: [['id', 'ASC']] as [string, string][] };
    expect((await models.ContactSubmission.findAll(byId)).map((row) => row.id)).toEqual([
      recentProcessed.id,
      openAncient.id,
      recentSpam.id,
    ]);
    expect(await models.ContactSubmission.findByPk(oldProcessed.id)).toBeNull();
    expect(await models.ContactSubmission.findByPk(processedUntimed.id)).toBeNull();
    expect(await models.ContactSubmission.findByPk(oldSpam.id)).toBeNull();
    expect((await models.SpamRegistration.findAll(byId)).map((row) => row.id)).toEqual([recentBot.id]);
    expect(await models.SpamRegistration.findByPk(oldBot.id)).toBeNull();
    expect((await models.Subscription.findAll(byId)).map((row) => row.id)).toEqual([
      recentSpamSubscriber.id,
      loyalSubscriber.id,
    ]);
    expect(await models.Subscription.findByPk(spamSubscriber.id)).toBeNull();
    expect(await models.Session.findByPk('expired-session')).toBeNull();
    expect(await models.Session.findByPk('live-session')).not.toBeNull();
    expect(await rateLimitBuckets()).toEqual(['contact:203.0.113.8']);
    expect((await models.DoorCheckIn.findAll()).map((row) => row.key)).toEqual(['recent-door-receipt']);
    expect((await models.OutboxMail.findAll()).map((row) => row.id)).toEqual([recentMail.id]);

    // Anonymised, not deleted: the event keeps its registrations, their status and attendance.
    const anonymised = await models.EventRegistration.findAll({
      where: { eventId: pastEvent.id },
      order: [['id', 'ASC']],
    });
    expect(anonymised.map((row) => [row.id, row.status, row.checkedInAt !== null, row.cancelledAt !== null])).toEqual([
      [attended.id, 'confirmed', true, false],
      [cancelled.id, 'cancelled', false, true],
    ]);
    for (const row of anonymised) {
      expect(row).toMatchObject({
        fullName: ERASED_NAME,
        email: erasedAddress(row.id),
        emailKey: erasedAddress(row.id),
        organization: null,
        searchKey: '',
        version: 2,
      });
      expect(row.reminderSentAt).not.toBeNull();
    }
    expect(await models.EventRegistration.findByPk(kept.id)).toMatchObject({
      fullName: 'Kim Kept',
      email: kept.email,
      version: 1,
    });

    expect(await models.AuditEntry.findByPk(processedEntry.id)).toMatchObject({
      userFullName: 'Sam Staff',
      label: ERASED_PERSON,
      changes: { processed: [false, true] },
    });
    expect(await models.AuditEntry.findByPk(attendedEntry.id)).toMatchObject({
      label: `${ERASED_PERSON} (${pastEvent.title})`,
      changes: { fullName: [ERASED_PERSON, ERASED_PERSON], email: [ERASED_PERSON, ERASED_PERSON] },
    });
    expect((await models.AuditEntry.findByPk(keptEntry.id))?.label).toBe('Kim Kept');

    // One line per kind with its count.
    expect(sweepLines().map((line) => ({ kind: line.kind, count: line.count }))).toEqual(
      (Object.keys(counts) as (keyof RetentionCounts)[]).map((kind) => ({ kind, count: counts[kind] })),
    );
    expect(sweepLines().find((line) => line.kind === 'spamRegistrations')).toMatchObject({
      level: 30,
      before: days(30).toISOString(),
    });

    // A second sweep finds nothing: anonymised registrations are not counted again.
    expect(await sweep()).toEqual(NOTHING);
  });

  it('follows the periods an admin saves', async () => {
    const bot = await createSpamRegistration(server.db, { createdAt: daysBefore(now, 10) });
    const enquiry = await createContactSubmission(server.db, {
      processed: true,
      submittedAt: monthsBefore(now, 4),
      processedAt: monthsBefore(now, 3),
    });
    // Expired two and four days ago: with a grace of three days, only the older one goes.
    await server.db.models.Session.bulkCreate([
      { id: 'expired-2-days', userId: null, data: '{}', expiresAt: daysBefore(now, 2) },
      { id: 'expired-4-days', userId: null, data: '{}', expiresAt: daysBefore(now, 4) },
    ]);
    expect(await sweep()).toEqual({ ...NOTHING, expiredSessions: 2 });
    await server.db.models.Session.bulkCreate([
      { id: 'expired-2-days', userId: null, data: '{}', expiresAt: daysBefore(now, 2) },
      { id: 'expired-4-days', userId: null, data: '{}', expiresAt: daysBefore(now, 4) },
    ]);

    const { lang: _lang, ...stored } = (await admin.get<PublicSiteSettings>('/api/settings')).body;
    const saved = await admin.put(
      '/api/admin/settings',
      settingsInput({
        ...stored,
        retention: {
          processedEnquiryMonths: 2,
          spamDays: 7,
          rateLimitDays: 1,
          pastEventRegistrationMonths: 24,
          expiredSessionDays: 3,
          sentMailDays: 30,
        },
      }),
    );
    expect(saved.status).toBe(200);
    try {
      expect(await sweep()).toEqual({ ...NOTHING, spamRegistrations: 1, processedEnquiries: 1, expiredSessions: 1 });
      expect(await server.db.models.Session.findByPk('expired-2-days')).not.toBeNull();
      expect(await server.db.models.Session.findByPk('expired-4-days')).toBeNull();
      expect(await server.db.models.SpamRegistration.findByPk(bot.id)).toBeNull();
      expect(await server.db.models.ContactSubmission.findByPk(enquiry.id)).toBeNull();
    } finally {
      await admin.put('/api/admin/settings', stored);
    }
  });

  it('works through more rows than a batch, one batch per statement', async () => {
    const { models } = server.db;
    const old = daysBefore(now, 40);
    const total = RETENTION_BATCH_SIZE * 2 + 3;
    await models.SpamRegistration.bulkCreate(
      Array.from({ length: total }, (_, index) => ({
        username: `bot_${index}`,
        fullName: `Bot ${index}`,
        email: `bot_${index}@example.com`,
        requestedRole: null,
        honeypot: 'https://bot.example',
        createdAt: old,
        updatedAt: old,
      })),
    );
    const recent = await createSpamRegistration(server.db);
    for (let index = 0; index < 25; index += 1) {
      await insertRateLimit(`contact:198.51.100.${index}`, daysBefore(now, 3));
    }
    const event = await createEvent(server.db, { date: monthsBefore(now, 30) });
    for (let index = 0; index < 12; index += 1) await createRegistration(server.db, event.id);

    const destroy = vi.spyOn(models.SpamRegistration, 'destroy');
    const update = vi.spyOn(models.EventRegistration, 'update');
    const query = vi.spyOn(server.db.sequelize, 'query');
    try {
      const counts = await sweep();
      expect(counts).toMatchObject({ spamRegistrations: total, rateLimits: 25, pastEventRegistrations: 12 });
      // 500 + 500 + 3: three statements, none over a batch.
      expect(destroy).toHaveBeenCalledTimes(3);
      expect(await models.SpamRegistration.findAll()).toEqual([expect.objectContaining({ id: recent.id })]);

      const small = await sweep({ batchSize: 5 });
      expect(small).toEqual(NOTHING);
      for (let index = 0; index < 12; index += 1) await createRegistration(server.db, event.id);
      for (let index = 0; index < 11; index += 1) {
        await insertRateLimit(`contact:192.0.2.${index}`, daysBefore(now, 3));
      }
      update.mockClear();
      query.mockClear();
      expect(await sweep({ batchSize: 5 })).toMatchObject({ rateLimits: 11, pastEventRegistrations: 12 });
      // 5 + 5 + 2 registrations; 5 + 5 + 1 counters.
      expect(update).toHaveBeenCalledTimes(3);
      const deletes = query.mock.calls.filter(
        ([sql]) => typeof sql === 'string' && sql.startsWith('DELETE FROM rate_limits'),
      );
      expect(deletes).toHaveLength(3);
      expect(await server.db.models.EventRegistration.count({ where: { fullName: ERASED_NAME } })).toBe(24);
    } finally {
      destroy.mockRestore();
      update.mockRestore();
      query.mockRestore();
    }
  });

  it('deletes outbox mail sent, failed or discarded longer ago than the period, never mail on its way', async () => {
    const { OutboxMail } = server.db.models;
    const sentAt = new Date();
    const sent = await createOutboxMail(server.db, { status: 'sent', sentAt });
    const failed = await createOutboxMail(server.db, { status: 'failed', lastError: '550 no such user' });
    const discarded = await createOutboxMail(server.db, { status: 'discarded', discardedAt: sentAt });
    const waiting = await createOutboxMail(server.db, { status: 'queued', nextAttemptAt: new Date(Date.now() + DAY) });
    const sweepAt = (at: Date) => runRetentionSweep(server.db, server.app.context.services.logger, { now: at });

    // The clock moves on: 29 days later all stay, 31 days later (the default is 30) only the waiting
    // one. (Last in this suite: moving the clock ends the admin's session too.)
    expect((await sweepAt(new Date(Date.now() + 29 * DAY))).sentMails).toBe(0);
    expect((await sweepAt(new Date(Date.now() + 31 * DAY))).sentMails).toBe(3);
    expect((await OutboxMail.findAll()).map((mail) => mail.id)).toEqual([waiting.id]);
    for (const gone of [sent, failed, discarded]) expect(await OutboxMail.findByPk(gone.id)).toBeNull();
  });
});
