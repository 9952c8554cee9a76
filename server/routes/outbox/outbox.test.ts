import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CurrentUser, OutboxMailDetail, OutboxMailSummary } from '../../../shared/entities';
import { createOutboxMail, createSubscription, createUser } from '../../../tests/factories';
import { testDatabaseKinds } from '../../../tests/helpers/databases';
import { ApiClient, fetchWithHost } from '../../../tests/helpers/http';
import { signedInClient, startTestServer, type TestServer } from '../../../tests/helpers/server';
import { OUTBOX_CHANGED_MESSAGE } from './index';
import { totalOf } from '../../../tests/helpers/paging';
import { unsubscribeTokenOf } from '../../subscriptions/unsubscribe-links';

const enquiry = {
  fullName: 'Jonas Berzins',
  email: 'jonas@example.lv',
  organization: null,
  inquiryType: 'event',
  message: 'We would like to co-host an event in Riga.',
};

const SUMMARY_KEYS = [
  'attempts',
  'createdAt',
  'id',
  'language',
  'lastError',
  'nextAttemptAt',
  'sentAt',
  'status',
  'subject',
  'template',
  'to',
  'version',
].sort();

describe.each(testDatabaseKinds())('the outbox without SMTP_URL on %s', (kind) => {
  let server: TestServer;
  let admin: ApiClient;
  let editor: ApiClient;
  let anonymous: ApiClient;

  beforeAll(async () => {
    server = await startTestServer(kind);
    ({ client: admin } = await signedInClient(server, 'admin', { fullName: 'Outbox Admin' }));
    ({ client: editor } = await signedInClient(server, 'editor'));
    anonymous = new ApiClient(server.baseUrl);
  });
  afterAll(() => server.close());

  it('keeps an enquiry’s mails queued and shows them, rendered, to admins only', async () => {
    expect((await anonymous.post('/api/contact', { ...enquiry, language: 'es' })).status).toBe(201);
    const page = await admin.get<OutboxMailSummary[]>('/api/admin/outbox');
    expect(page.status).toBe(200);
    // No SMTP_URL here: the mails stay, and the list says so beside the page.
    expect(page.headers.get('x-mail-delivery')).toBe('off');
    expect(totalOf(page)).toBe(2);
    for (const item of page.body) {
      expect(Object.keys(item).sort()).toEqual(SUMMARY_KEYS);
      expect(item.status).toBe('queued');
    }
    const ack = page.body.find((item) => item.template === 'contact-acknowledgement')!;
    expect(ack).toMatchObject({
      to: enquiry.email,
      language: 'es',
      subject: expect.stringMatching(/^Hemos recibido su consulta/) as string,
    });
    // The search finds the acknowledgement by its recipient, the notification by its subject.
    const byRecipient = await admin.get<OutboxMailSummary[]>(
      `/api/admin/outbox?search=${encodeURIComponent(enquiry.email)}`,
    );
    expect(byRecipient.body.map((item) => item.id)).toEqual([ack.id]);
    const bySender = await admin.get<OutboxMailSummary[]>(
      `/api/admin/outbox?search=${encodeURIComponent('Jonas Berzins')}`,
    );
    expect(bySender.body.map((item) => item.template)).toEqual(['contact-notification']);
    const detail = await admin.get<OutboxMailDetail>(`/api/admin/outbox/${ack.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.html).toContain('lang="es"');
    expect(detail.body.text).toContain('Hemos recibido su consulta sobre eventos');
    expect(detail.body.from).toMatch(/<noreply@\[127\.0\.0\.1\]>$/);
    expect(detail.body.headers).toEqual({});

    expect((await editor.get('/api/admin/outbox')).status).toBe(403);
    expect((await editor.get(`/api/admin/outbox/${ack.id}`)).status).toBe(403);
    expect((await anonymous.get('/api/admin/outbox')).status).toBe(401);
    expect((await admin.get('/api/admin/outbox/999999')).status).toBe(404);
  });

  it('filters by status and searches recipient and subject', async () => {
    const failed = await createOutboxMail(server.db, {
      status: 'failed',
      subject: 'Unique failing subject',
      lastError: '550 No such user',
    });
    const byStatus = await admin.get<OutboxMailSummary[]>('/api/admin/outbox?status=failed');
    expect(byStatus.body.map((item) => item.id)).toContain(failed.id);
    expect(byStatus.body.every((item) => item.status === 'failed')).toBe(true);
    const bySubject = await admin.get<OutboxMailSummary[]>('/api/admin/outbox?search=unique%20failing');
    expect(bySubject.body.map((item) => item.id)).toEqual([failed.id]);
    expect(bySubject.body[0]!.lastError).toBe('550 No such user');
    expect((await admin.get('/api/admin/outbox?status=bogus')).status).toBe(400);
  });

  it('retries a failed mail: queued again, due now, tries reset, audited; a stale version is 409', async () => {
    const mail = await createOutboxMail(server.db, { status: 'failed', attempts: 15, lastError: 'timeout' });
    const retried = await admin.post<OutboxMailSummary>(`/api/admin/outbox/${mail.id}/retry`, { version: 0 });
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({ status: 'queued', attempts: 0, version: 1 });
    expect(new Date(retried.body.nextAttemptAt!).getTime()).toBeLessThanOrEqual(Date.now());
    const audit = await server.db.models.AuditEntry.findAll({ where: { entity: 'outbox', entityId: mail.id } });
    expect(audit.map((entry) => [entry.action, entry.userFullName, entry.label])).toEqual([
      ['retry', 'Outbox Admin', `${mail.toAddress}: ${mail.subject}`],
    ]);
    const stale = await admin.post<{ error: string; current: OutboxMailSummary }>(
      `/api/admin/outbox/${mail.id}/retry`,
      {
        version: 0,
      },
    );
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({
      error: OUTBOX_CHANGED_MESSAGE,
      current: expect.objectContaining({ version: 1 }) as unknown,
    });
    expect((await admin.post(`/api/admin/outbox/${mail.id}/retry`, {})).status).toBe(400);
  });

  it('discards a queued mail softly: kept and listed as discarded, audited, never sent, not retried', async () => {
    const mail = await createOutboxMail(server.db);
    const discarded = await admin.post<OutboxMailSummary>(`/api/admin/outbox/${mail.id}/discard`, { version: 0 });
    expect(discarded.status).toBe(200);
    expect(discarded.body).toMatchObject({ status: 'discarded', version: 1 });
    const stored = await server.db.models.OutboxMail.findByPk(mail.id, { rejectOnEmpty: true });
    expect(stored.discardedAt).toBeInstanceOf(Date);
    expect(
      (await admin.get<OutboxMailSummary[]>('/api/admin/outbox?status=discarded')).body.map((i) => i.id),
    ).toContain(mail.id);
    expect(
      await server.db.models.AuditEntry.count({ where: { entity: 'outbox', entityId: mail.id, action: 'discard' } }),
    ).toBe(1);
    // Neither retried nor discarded again once discarded; nor a sent mail.
    expect((await admin.post(`/api/admin/outbox/${mail.id}/retry`, { version: 1 })).status).toBe(409);
    expect((await admin.post(`/api/admin/outbox/${mail.id}/discard`, { version: 1 })).status).toBe(409);
    const sent = await createOutboxMail(server.db, { status: 'sent', sentAt: new Date() });
    expect((await admin.post(`/api/admin/outbox/${sent.id}/discard`, { version: 0 })).status).toBe(409);
    expect((await editor.post(`/api/admin/outbox/${sent.id}/discard`, { version: 0 })).status).toBe(403);
  });

  it('stores nothing of an enquiry whose mail cannot be stored, and no mail of one that is not stored', async () => {
    const { ContactSubmission, OutboxMail } = server.db.models;
    const counts = async () => [await ContactSubmission.count(), await OutboxMail.count()];
    const before = await counts();
    // The second mail fails to be stored (after the submission and the first mail were written).
    let created = 0;
    OutboxMail.addHook('afterCreate', 'failSecond', () => {
      created += 1;
      if (created === 2) throw new Error('disk full');
    });
    try {
      const response = await anonymous.post<{ error: string }>('/api/contact', {
        ...enquiry,
        email: 'lost@example.org',
      });
      expect(response.status).toBe(500);
      expect(response.text).not.toMatch(/disk full|sequelize|outbox_mails|at .*\.ts/i);
    } finally {
      OutboxMail.removeHook('afterCreate', 'failSecond');
    }
    expect(await counts()).toEqual(before);

    // The submission fails after its insert ran: its mails go with it.
    ContactSubmission.addHook('afterCreate', 'failInsert', () => {
      throw new Error('constraint');
    });
    try {
      expect((await anonymous.post('/api/contact', { ...enquiry, email: 'lost2@example.org' })).status).toBe(500);
    } finally {
      ContactSubmission.removeHook('afterCreate', 'failInsert');
    }
    expect(await counts()).toEqual(before);
    // And without a fault, both are there.
    expect((await anonymous.post('/api/contact', { ...enquiry, email: 'kept@example.org' })).status).toBe(201);
    expect(await counts()).toEqual([before[0]! + 1, before[1]! + 2]);
  });

  it('tells the person when an admin approves or declines their role request', async () => {
    const asksEditor = await createUser(server.db, { requestedRole: 'editor', fullName: 'Liis Tamm' });
    const asksAdmin = await createUser(server.db, { requestedRole: 'admin', fullName: 'Mats Ek' });
    expect((await admin.post(`/api/admin/users/${asksEditor.id}/approve`)).status).toBe(200);
    expect((await admin.post(`/api/admin/users/${asksAdmin.id}/decline`)).status).toBe(200);
    const approved = await server.db.models.OutboxMail.findOne({ where: { toAddress: asksEditor.email } });
    expect(approved).toMatchObject({ template: 'role-request-approved', toName: 'Liis Tamm', language: 'en' });
    expect(approved!.text).toContain(`your account ${asksEditor.username} now has the role editor`);
    expect(approved!.html).toContain(`href="${server.baseUrl}/auth"`);
    const declined = await server.db.models.OutboxMail.findOne({ where: { toAddress: asksAdmin.email } });
    expect(declined).toMatchObject({ template: 'role-request-declined' });
    expect(declined!.text).toContain(
      `request for the role administrator. Your account ${asksAdmin.username} keeps the role viewer`,
    );
    // A second decision has no request left: 409, and no second mail.
    expect((await admin.post(`/api/admin/users/${asksAdmin.id}/decline`)).status).toBe(409);
    expect(await server.db.models.OutboxMail.count({ where: { toAddress: asksAdmin.email } })).toBe(1);
  });

  it('writes the decision in the language the person registered in, or the one they chose since', async () => {
    const { OutboxMail } = server.db.models;
    const register = (username: string, email: string, role: 'editor' | 'admin', language: 'sv' | 'en') =>
      new ApiClient(server.baseUrl).post<CurrentUser>('/api/register', {
        username,
        password: 'a-long-password',
        fullName: 'Karin Lind',
        email,
        role,
        language,
      });
    // Registered on the Swedish page: the approval is in Swedish.
    const swedish = await register('karin.lind', 'karin@example.se', 'editor', 'sv');
    expect(swedish.status).toBe(201);
    expect(swedish.body.language).toBe('sv');
    expect((await admin.post(`/api/admin/users/${swedish.body.id}/approve`)).status).toBe(200);
    const approved = await OutboxMail.findOne({ where: { toAddress: 'karin@example.se' } });
    expect(approved).toMatchObject({ template: 'role-request-approved', language: 'sv' });
    expect(approved!.subject).toMatch(/^Din rollbegäran har godkänts/);

    // Registered in English, then chose Spanish in their account: the decline is in Spanish.
    const person = new ApiClient(server.baseUrl);
    const english = await person.post<CurrentUser>('/api/register', {
      username: 'pablo.ruiz',
      password: 'a-long-password',
      fullName: 'Pablo Ruiz',
      email: 'pablo@example.es',
      role: 'admin',
      language: 'en',
    });
    expect(english.body.language).toBe('en');
    const saved = await person.put<CurrentUser>('/api/user', {
      fullName: 'Pablo Ruiz',
      email: 'pablo@example.es',
      language: 'es',
    });
    expect(saved.body.language).toBe('es');
    // Saving without a language keeps the chosen one.
    const again = await person.put<CurrentUser>('/api/user', { fullName: 'Pablo Ruiz', email: 'pablo@example.es' });
    expect(again.body.language).toBe('es');
    expect((await admin.post(`/api/admin/users/${english.body.id}/decline`)).status).toBe(200);
    const declined = await OutboxMail.findOne({ where: { toAddress: 'pablo@example.es' } });
    expect(declined).toMatchObject({ template: 'role-request-declined', language: 'es' });
    expect(declined!.subject).toMatch(/^Su solicitud de rol ha sido rechazada/);
  });
});

describe.each(testDatabaseKinds())('one-click unsubscribe (RFC 8058) on %s', (kind) => {
  let server: TestServer;
  const unsubscribeTokenFor = (subscription: Parameters<typeof unsubscribeTokenOf>[1]) =>
    unsubscribeTokenOf(server.app.context.services.keyRing, subscription);
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  it('removes the subscription on a form-encoded POST from another site, without a session', async () => {
    const subscription = await createSubscription(server.db, { language: 'sv' });
    const url = `${server.baseUrl}/api/unsubscribe/one-click?token=${encodeURIComponent(unsubscribeTokenFor(subscription))}`;
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.provider.example' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ list: subscription.list });
    expect(await server.db.models.Subscription.findByPk(subscription.id)).toBeNull();
    // Used once: the same link again is 404 (and says nothing else).
    const again = await fetch(url, { method: 'POST', body: 'List-Unsubscribe=One-Click' });
    expect(again.status).toBe(404);
  });

  it('never unsubscribes on a GET: it opens the unsubscribe page in the subscriber’s language', async () => {
    const subscription = await createSubscription(server.db, { language: 'es' });
    // Over node:http, so that the forged Host reaches the server (fetch sends the real one).
    const response = await fetchWithHost(
      `${server.baseUrl}/api/unsubscribe/one-click?token=${unsubscribeTokenFor(subscription)}`,
      {
        headers: { host: 'evil.example' },
      },
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(
      `${server.baseUrl}/es/unsubscribe?token=${unsubscribeTokenFor(subscription)}`,
    );
    expect(await server.db.models.Subscription.findByPk(subscription.id)).not.toBeNull();
  });

  it('refuses a missing or malformed token', async () => {
    expect((await fetch(`${server.baseUrl}/api/unsubscribe/one-click`, { method: 'POST' })).status).toBe(400);
    expect((await fetch(`${server.baseUrl}/api/unsubscribe/one-click?token=short`, { method: 'POST' })).status).toBe(
      400,
    );
  });

  it('keeps the cross-site check on every other write', async () => {
    const response = await fetch(`${server.baseUrl}/api/unsubscribe`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'token=x',
    });
    expect(response.status).toBe(415);
  });
});
