import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxMailDetail } from '../../shared/entities';
import { createEvent, createSubscription, createUser } from '../../tests/factories';
import { testDatabaseKinds } from '../../tests/helpers/databases';
import { ApiClient } from '../../tests/helpers/http';
import { signedInClient, startTestServer, type TestServer } from '../../tests/helpers/server';
import { mailLinks, mailTo, startSmtpServer, tokenOfLink, type TestSmtpServer } from '../../tests/helpers/smtp';
import { REDACTED_SECRET } from './secrets';
import { unsubscribeTokenOf } from '../subscriptions/unsubscribe-links';

const DAY = 86_400_000;

describe.each(testDatabaseKinds())('secrets of mail in the outbox on %s', (kind) => {
  let server: TestServer;
  const unsubscribeTokenFor = (subscription: Parameters<typeof unsubscribeTokenOf>[1]) =>
    unsubscribeTokenOf(server.app.context.services.keyRing, subscription);
  let sender: TestServer | undefined;
  let smtp: TestSmtpServer;
  let admin: ApiClient;
  const anonymous = () => new ApiClient(server.baseUrl);

  /** Every stored outbox row as text, every column (the sealed secrets too). */
  const outboxDump = async () => JSON.stringify(await server.db.models.OutboxMail.findAll({ raw: true }));

  /** The SQLite database's files as they lie in DATA_DIR (the main file and its journal). */
  const databaseFiles = async () => {
    const dir = server.database.dataDir;
    const names = (await readdir(dir)).filter((name) => name.startsWith('chamber.sqlite'));
    const parts = await Promise.all(names.map((name) => readFile(path.join(dir, name))));
    return Buffer.concat(parts).toString('latin1');
  };

  beforeAll(async () => {
    smtp = await startSmtpServer();
    // Mail waits in the outbox (no SMTP_URL), as it does until delivery is set up.
    server = await startTestServer(kind);
    ({ client: admin } = await signedInClient(server, 'admin'));
  });
  afterAll(async () => {
    await sender?.close();
    await server.close();
    await smtp.stop();
  });

  it('stores no token that the site accepts, before or after sending, and shows each as hidden', async () => {
    await createUser(server.db, { fullName: 'Rita Reset', email: 'rita@example.se' });
    expect((await anonymous().post('/api/password-reset', { email: 'rita@example.se', language: 'en' })).status).toBe(
      202,
    );
    const invited = await admin.post('/api/admin/invitations', {
      fullName: 'Ivan Invited',
      email: 'ivan@example.org',
      role: 'editor',
      language: 'sv',
    });
    expect(invited.status).toBe(201);
    expect(
      (await anonymous().post('/api/subscriptions', { list: 'newsletter', email: 'sara@example.com', language: 'es' }))
        .status,
    ).toBeLessThan(300);
    const event = await createEvent(server.db, {
      title: 'Breakfast seminar on secrets',
      eventType: 'in-person',
      location: 'Stockholm, Sweden',
      timeZone: 'Europe/Stockholm',
      registrationMode: 'internal',
      capacity: 5,
      date: new Date(Math.floor((Date.now() + 7 * DAY) / 60_000) * 60_000),
    });
    const registered = await anonymous().post(`/api/events/${event.id}/registrations`, {
      fullName: 'Lucía Fernández',
      email: 'lucia@andes.example',
      organization: 'Andes Trading SA',
      consent: true,
      language: 'es',
      website: '',
    });
    expect(registered.status).toBe(201);
    // A list mail: its unsubscribe token is in a footer link and in List-Unsubscribe.
    const subscriber = await createSubscription(server.db, { email: 'nils@example.se' });
    await server.db.sequelize.transaction((transaction) =>
      server.app.context.services.mail.queue(transaction, {
        to: 'nils@example.se',
        language: 'en',
        template: 'newsletter',
        props: { subject: 'December news', body: 'News of the month.', articles: [] },
        list: { unsubscribeToken: unsubscribeTokenFor(subscriber) },
      }),
    );

    const queuedRows = await outboxDump();
    const queuedFile = kind === 'sqlite' ? await databaseFiles() : '';
    const queued = await server.db.models.OutboxMail.findAll({ order: [['id', 'ASC']] });
    expect(queued.map((mail) => mail.template)).toEqual([
      'password-reset',
      'invitation',
      'subscription-confirmation',
      'registration-confirmed',
      'newsletter',
    ]);
    expect(queued.every((mail) => mail.secrets !== null)).toBe(true);

    // The admin's view of a waiting invitation: the link is there, its token hidden.
    const invitationMail = queued[1]!;
    const detail = await admin.get<OutboxMailDetail>(`/api/admin/outbox/${invitationMail.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.text).toContain(`/auth/invitation?token=${REDACTED_SECRET}`);

    // Another process with SMTP sends them: the secrets are unsealed there, with the same session keys.
    sender = await startTestServer(kind, { reuse: server, mail: { smtpUrl: smtp.url, sender: { pollMs: 100 } } });
    const received = await smtp.waitFor(5);
    await expect
      .poll(async () => server.db.models.OutboxMail.count({ where: { status: 'sent' } }), { timeout: 10_000 })
      .toBe(5);

    const resetToken = tokenOfLink(mailTo(received, 'rita@example.se'), '/auth/reset');
    const invitationToken = tokenOfLink(mailTo(received, 'ivan@example.org'), '/auth/invitation');
    const confirmToken = new URL(
      mailLinks(mailTo(received, 'sara@example.com')).find((href) => href.includes('token='))!,
    ).searchParams.get('token')!;
    const cancelToken = new URL(
      mailLinks(mailTo(received, 'lucia@andes.example')).find((href) => href.includes('/registration/cancel'))!,
    ).searchParams.get('token')!;
    const newsletter = mailTo(received, 'nils@example.se');
    expect(newsletter.raw).toMatch(
      new RegExp(`List-Unsubscribe:\\s*<[^>]*token=${unsubscribeTokenFor(subscriber)}>`, 'i'),
    );
    expect(mailLinks(newsletter).some((href) => href.includes(unsubscribeTokenFor(subscriber)))).toBe(true);

    // The delivered links work: the tokens below are live ones.
    expect((await anonymous().post('/api/password-reset/check', { token: resetToken })).status).toBe(200);
    expect((await anonymous().post('/api/invitations/check', { token: invitationToken })).status).toBe(200);
    expect((await anonymous().get(`/api/registrations/cancel?token=${encodeURIComponent(cancelToken)}`)).status).toBe(
      200,
    );

    const sentRows = await outboxDump();
    const sent = await server.db.models.OutboxMail.findAll();
    expect(sent.every((mail) => mail.secrets === null)).toBe(true);
    for (const token of [resetToken, invitationToken, confirmToken, cancelToken, unsubscribeTokenFor(subscriber)]) {
      expect(queuedRows).not.toContain(token);
      expect(sentRows).not.toContain(token);
    }
    if (kind === 'sqlite') {
      // The whole database file: the account and cancellation tokens are nowhere in it. (A
      // subscription's own row keeps its token: the subscriber export's unsubscribe links need it.)
      const sentFile = await databaseFiles();
      for (const token of [resetToken, invitationToken, cancelToken]) {
        expect(queuedFile).not.toContain(token);
        expect(sentFile).not.toContain(token);
      }
    }
  });
});
