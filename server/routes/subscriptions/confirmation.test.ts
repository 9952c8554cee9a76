import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ApiError } from '../../../shared/entities';
import { testDatabaseKinds } from '../../../tests/helpers/databases';
import { ApiClient } from '../../../tests/helpers/http';
import { mailLinks, mailTo, startSmtpServer, type TestSmtpServer } from '../../../tests/helpers/smtp';
import { signedInClient, startTestServer, type TestServer } from '../../../tests/helpers/server';
import { CONFIRM_INVALID_MESSAGE, CONFIRMATION_DAYS } from './index';

const DAY = 24 * 60 * 60 * 1000;

describe.each(testDatabaseKinds())('double opt-in on %s', (kind) => {
  let smtp: TestSmtpServer;
  let server: TestServer;
  let editor: ApiClient;
  const anonymous = () => new ApiClient(server.baseUrl);
  const exported = async (list: string) => (await editor.get(`/api/admin/subscriptions/export?list=${list}`)).text;
  const rowOf = async (email: string) => server.db.models.Subscription.findOne({ where: { email } });

  /** Subscribes, waits for the confirmation mail and returns its link to the confirmation page. */
  async function subscribe(body: Record<string, string>) {
    const before = smtp.received.length;
    const response = await anonymous().post('/api/subscriptions', body);
    expect(response.status).toBe(202);
    const mail = mailTo((await smtp.waitFor(before + 1)).slice(before), body.email!);
    const link = mailLinks(mail).find((href) => href.includes('/subscription/confirm?token='));
    expect(link, 'the confirmation link').toBeDefined();
    return { mail, link: new URL(link!) };
  }

  beforeAll(async () => {
    smtp = await startSmtpServer();
    server = await startTestServer(kind, { mail: { smtpUrl: smtp.url, sender: { pollMs: 200 } } });
    ({ client: editor } = await signedInClient(server, 'editor'));
    // The first server render of a page compiles its modules (slow on a busy machine): done here.
    await fetch(`${server.baseUrl}/subscription/confirm`);
  }, 120_000);
  afterAll(async () => {
    await server.close();
    await smtp.stop();
  });
  beforeEach(() => {
    smtp.received.length = 0;
  });

  it('mails a link in the form’s language; opening its page confirms nothing; the button’s POST does', async () => {
    const email = 'ines@example.es';
    const { mail, link } = await subscribe({
      list: 'regulatory-updates',
      email,
      region: 'ibero-america',
      language: 'es',
    });
    expect(mail.parsed.subject).toMatch(/^Confirme su suscripción a nuestro actualizaciones normativas/);
    expect(mail.parsed.html).toContain('lang="es"');
    expect(link.origin).toBe(server.baseUrl);
    expect(link.pathname).toBe('/es/subscription/confirm');
    // Pending: not a subscriber yet, so not exported.
    expect(await exported('regulatory-updates')).not.toContain(email);
    expect((await rowOf(email))!.confirmedAt).toBeNull();

    // The page (what a mail scanner or a preview fetches) shows the button and changes nothing.
    const page = await fetch(link);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Confirmar suscripción');
    expect(html).toMatch(/<meta name="robots" content="noindex/);
    expect((await rowOf(email))!.confirmedAt).toBeNull();
    expect(await exported('regulatory-updates')).not.toContain(email);

    const confirmed = await anonymous().post('/api/subscriptions/confirm', { token: link.searchParams.get('token') });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ list: 'regulatory-updates' });
    const row = await rowOf(email);
    expect(row!.confirmedAt).toBeInstanceOf(Date);
    // The consent record: when, which form (page, in its language), which language, when confirmed.
    expect(row).toMatchObject({ form: '/es/trade-regulations', language: 'es', region: 'ibero-america' });
    expect(row!.confirmedAt!.getTime()).toBeGreaterThanOrEqual(row!.consentedAt.getTime());
    const csv = await exported('regulatory-updates');
    expect(csv).toContain(
      `${email},ibero-america,es,${row!.consentedAt.toISOString()},${row!.confirmedAt!.toISOString()},/es/trade-regulations,`,
    );

    // The link is single-use.
    const again = await anonymous().post<ApiError>('/api/subscriptions/confirm', {
      token: link.searchParams.get('token'),
    });
    expect(again.status).toBe(404);
    expect(again.body.error).toBe(CONFIRM_INVALID_MESSAGE);
  });

  it('subscribing a confirmed address again changes nothing and sends nothing', async () => {
    const email = 'already@example.se';
    const { link } = await subscribe({ list: 'newsletter', email, language: 'sv' });
    await anonymous().post('/api/subscriptions/confirm', { token: link.searchParams.get('token') });
    const before = await rowOf(email);
    smtp.received.length = 0;
    const first = await anonymous().post('/api/subscriptions', { list: 'newsletter', email, language: 'en' });
    const fresh = await anonymous().post('/api/subscriptions', {
      list: 'newsletter',
      email: 'fresh@example.se',
      language: 'en',
    });
    // Same answer for a subscribed and a new address.
    expect(first.status).toBe(fresh.status);
    expect(first.text).toBe(fresh.text);
    await smtp.waitFor(1);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(smtp.received.flatMap((received) => received.envelopeTo)).toEqual(['fresh@example.se']);
    const after = await rowOf(email);
    expect(after!.toJSON()).toEqual(before!.toJSON());
  });

  it('an expired link cannot confirm; the pending row is cleaned up; subscribing again sends a new link', async () => {
    const email = 'late@example.com';
    const { link } = await subscribe({ list: 'newsletter', email, language: 'en' });
    const token = link.searchParams.get('token')!;
    // The link was mailed more than CONFIRMATION_DAYS ago.
    const old = new Date(Date.now() - CONFIRMATION_DAYS * DAY - 60_000);
    await server.db.models.Subscription.update({ confirmationSentAt: old, consentedAt: old }, { where: { email } });

    const expired = await anonymous().post<ApiError>('/api/subscriptions/confirm', { token });
    expect(expired.status).toBe(404);
    expect(expired.body.error).toBe(CONFIRM_INVALID_MESSAGE);
    expect(await rowOf(email)).toBeNull();
    expect(await exported('newsletter')).not.toContain(email);

    // Another expired pending row is removed by the next subscribe (of anyone).
    const stale = await subscribe({ list: 'newsletter', email: 'stale@example.com', language: 'en' });
    const staffList = async () => ({
      emails: (await editor.get<{ email: string }[]>('/api/admin/subscriptions?list=newsletter')).body.map(
        (item) => item.email,
      ),
      counts: (await editor.get<{ pending: number }>('/api/admin/subscriptions/counts?list=newsletter')).body,
    });
    const before = await staffList();
    expect(before.emails).toContain('stale@example.com');
    await server.db.models.Subscription.update({ confirmationSentAt: old }, { where: { email: 'stale@example.com' } });
    // Expired, it is no longer shown to staff as pending (it can never be confirmed).
    const after = await staffList();
    expect(after.emails).not.toContain('stale@example.com');
    expect(after.counts.pending).toBe(before.counts.pending - 1);
    const renewed = await subscribe({ list: 'newsletter', email, language: 'en' });
    expect(await rowOf('stale@example.com')).toBeNull();
    expect(renewed.link.searchParams.get('token')).not.toBe(token);
    expect(stale.link.searchParams.get('token')).not.toBe(renewed.link.searchParams.get('token'));
    expect(
      (await anonymous().post('/api/subscriptions/confirm', { token: renewed.link.searchParams.get('token') })).status,
    ).toBe(200);
    expect(await exported('newsletter')).toContain(email);
  });

  it('answers an unknown token with 404 and a malformed one with 400, changing nothing', async () => {
    const { link } = await subscribe({ list: 'newsletter', email: 'waiting@example.com', language: 'en' });
    const rows = JSON.stringify(await server.db.models.Subscription.findAll({ order: [['id', 'ASC']] }));
    const unknown = await anonymous().post<ApiError>('/api/subscriptions/confirm', { token: 'A'.repeat(43) });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe(CONFIRM_INVALID_MESSAGE);
    for (const token of [
      'short',
      'has spaces and more than thirty-two chars!!',
      '',
      `${link.searchParams.get('token')}\n`,
    ]) {
      const response = await anonymous().post<ApiError>('/api/subscriptions/confirm', {
        token: token.replace('\n', '!'),
      });
      expect(response.status, token).toBe(400);
      expect(response.body.fields).toHaveProperty('token');
    }
    expect((await anonymous().post('/api/subscriptions/confirm', {})).status).toBe(400);
    // A GET of the API confirms nothing either.
    expect(
      (await fetch(`${server.baseUrl}/api/subscriptions/confirm?token=${link.searchParams.get('token')}`)).status,
    ).not.toBe(200);
    expect(JSON.stringify(await server.db.models.Subscription.findAll({ order: [['id', 'ASC']] }))).toBe(rows);
  });
});
