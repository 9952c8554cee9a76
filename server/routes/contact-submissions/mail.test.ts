import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../../tests/helpers/databases';
import { ApiClient } from '../../../tests/helpers/http';
import {
  mailLinks as links,
  mailTo as byRecipient,
  startSmtpServer,
  type TestSmtpServer,
} from '../../../tests/helpers/smtp';
import { startTestServer, type TestServer } from '../../../tests/helpers/server';
import type { ApiError, SiteSettings } from '../../../shared/entities';
import { validationMessages as m } from '../../../shared/messages';
import { writeSiteSettings } from '../../settings';
import { siteSettings } from '../../../tests/factories';

const CONTACT_EMAIL = 'hello@chamber.example';
const SITE_NAME = 'Cámara Nórdica';

const enquiry = {
  fullName: 'Sofia Lindqvist',
  email: 'sofia@example.se',
  organization: 'Nordljus AB',
  inquiryType: 'membership',
  message: 'Vi vill bli medlemmar.\nHur går det till?',
};

describe.each(testDatabaseKinds())('enquiry mails on %s', (kind) => {
  let smtp: TestSmtpServer;
  let server: TestServer;
  let webDist: string;
  let anonymous: ApiClient;

  /** Stores the site settings of these tests: the site's name and contact e-mail, with `overrides`. */
  const saveSettings = (overrides: Partial<SiteSettings> = {}) =>
    server.db.sequelize.transaction((transaction) =>
      writeSiteSettings(
        server.db.models,
        siteSettings({ siteName: SITE_NAME, contactEmail: CONTACT_EMAIL, ...overrides }),
        transaction,
      ),
    );

  beforeAll(async () => {
    smtp = await startSmtpServer();
    // A stand-in for the built browser app: enough to show that the mail's admin link reaches an admin page.
    webDist = await mkdtemp(path.join(os.tmpdir(), 'chamber-web-'));
    await writeFile(
      path.join(webDist, 'index.html'),
      '<!doctype html><title>Chamber admin</title><div id="root"></div>',
    );
    server = await startTestServer(kind, { webDist, mail: { smtpUrl: smtp.url, sender: { pollMs: 200 } } });
    anonymous = new ApiClient(server.baseUrl);
    await saveSettings({ defaultLanguage: 'en' });
  });
  afterAll(async () => {
    await server.close();
    await smtp.stop();
    await rm(webDist, { recursive: true, force: true });
  });
  beforeEach(() => {
    smtp.received.length = 0;
  });

  it('sends the notification to the contact e-mail and the acknowledgement in the page language', async () => {
    // A Host header of another site changes nothing: links come from PUBLIC_URL.
    const response = await anonymous.post(
      '/api/contact',
      { ...enquiry, language: 'sv' },
      { 'x-forwarded-host': 'evil.example', host: 'evil.example' },
    );
    expect(response.status).toBe(201);
    const mails = await smtp.waitFor(2);
    expect(mails).toHaveLength(2);

    const notification = byRecipient(mails, CONTACT_EMAIL);
    expect(notification.envelopeTo).toEqual([CONTACT_EMAIL]);
    expect(notification.parsed.subject).toBe('New enquiry from Sofia Lindqvist (membership)');
    expect(notification.parsed.from?.value).toEqual([{ name: SITE_NAME, address: 'noreply@[127.0.0.1]' }]);
    expect(notification.parsed.replyTo?.value[0]?.address).toBe(enquiry.email);
    expect(notification.parsed.html).toContain('lang="en"');
    expect(notification.parsed.html).toContain('Nordljus AB');
    expect(notification.parsed.text).toContain('Vi vill bli medlemmar.');
    expect(notification.parsed.text).toContain('Swedish');
    // Both parts, as a multipart/alternative.
    expect(notification.raw).toMatch(/Content-Type: multipart\/alternative/i);
    expect(notification.raw).toMatch(/Content-Type: text\/plain/i);
    expect(notification.raw).toMatch(/Content-Type: text\/html/i);

    const adminLink = links(notification).find((href) => href.includes('/admin/'));
    expect(adminLink).toBe(`${server.baseUrl}/admin/contacts?search=${encodeURIComponent(enquiry.email)}`);
    for (const href of links(notification)) expect(href.startsWith(server.baseUrl)).toBe(true);
    // Following the link reaches the admin app on its contacts page (not its not-found screen).
    const page = await fetch(adminLink!);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Chamber admin');

    const acknowledgement = byRecipient(mails, enquiry.email);
    expect(acknowledgement.envelopeTo).toEqual([enquiry.email]);
    expect(acknowledgement.parsed.subject).toBe(`Vi har tagit emot din förfrågan – ${SITE_NAME}`);
    expect(acknowledgement.parsed.html).toContain('lang="sv"');
    expect(acknowledgement.parsed.text).toContain('Vi har tagit emot din förfrågan om medlemskap.');
    // It repeats nothing the sender typed (the form must not carry anyone's words to a stranger).
    expect(acknowledgement.parsed.text).not.toContain('Vi vill bli medlemmar');
    expect(acknowledgement.raw).not.toContain('evil.example');
    expect(notification.raw).not.toContain('evil.example');

    // The relay has both mails; the sender records `sent` once the relay's answer is back.
    await expect
      .poll(async () => (await server.db.models.OutboxMail.findAll()).map((row) => row.status))
      .toEqual(['sent', 'sent']);
  });

  it("names the site in the mail's language where staff translated the name", async () => {
    const translations = {
      es: { siteName: 'Cámara Ibero-Nórdica', tagline: '' },
      sv: { siteName: '', tagline: '' },
    };
    await saveSettings({ translations });
    try {
      const spanish = await anonymous.post('/api/contact', { ...enquiry, email: 'ana@example.es', language: 'es' });
      expect(spanish.status).toBe(201);
      const swedish = await anonymous.post('/api/contact', { ...enquiry, email: 'sven@example.se', language: 'sv' });
      expect(swedish.status).toBe(201);
      const mails = await smtp.waitFor(4);
      const toAna = byRecipient(mails, 'ana@example.es').parsed;
      expect(toAna.subject).toBe('Hemos recibido su consulta – Cámara Ibero-Nórdica');
      expect(toAna.from?.value[0]?.name).toBe('Cámara Ibero-Nórdica');
      // No Swedish name: the English one.
      const toSven = byRecipient(mails, 'sven@example.se').parsed;
      expect(toSven.subject).toContain(SITE_NAME);
      expect(toSven.from?.value[0]?.name).toBe(SITE_NAME);
    } finally {
      await saveSettings({ defaultLanguage: 'en' });
    }
  });

  it('writes the acknowledgement in the site default language when the form names none', async () => {
    await saveSettings({ defaultLanguage: 'es' });
    try {
      const response = await anonymous.post('/api/contact', { ...enquiry, email: 'lucia@example.es' });
      expect(response.status).toBe(201);
      const mails = await smtp.waitFor(2);
      expect(byRecipient(mails, 'lucia@example.es').parsed.subject).toBe(`Hemos recibido su consulta – ${SITE_NAME}`);
      // The chamber's own copy is in the site's language too.
      expect(byRecipient(mails, CONTACT_EMAIL).parsed.subject).toBe('Nueva consulta de Sofia Lindqvist (membresía)');
    } finally {
      await saveSettings({ defaultLanguage: 'en' });
    }
  });

  it('sends and queues nothing for a filled-in honeypot', async () => {
    const before = await server.db.models.OutboxMail.count();
    const response = await anonymous.post('/api/contact', { ...enquiry, email: 'bot@example.net', website: 'x' });
    expect(response.status).toBe(201);
    expect(await server.db.models.OutboxMail.count()).toBe(before);
    // A later real enquiry's mails are the only ones to arrive.
    await anonymous.post('/api/contact', { ...enquiry, email: 'real@example.se' });
    const mails = await smtp.waitFor(2);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mails.flatMap((mail) => mail.envelopeTo).sort()).toEqual([CONTACT_EMAIL, 'real@example.se']);
  });

  it('refuses a line break or control character in the name, so none reaches a header', async () => {
    for (const [fullName, message] of [
      ['Eve\r\nBcc: victim@example.org', m.singleLine],
      ['Eve\u0001Adams', m.controlCharacters],
    ]) {
      const response = await anonymous.post<ApiError>('/api/contact', {
        ...enquiry,
        fullName,
        email: 'eve@example.org',
      });
      expect(response.status).toBe(400);
      expect(response.body.fields).toEqual({ fullName: message });
    }
    expect(await server.db.models.ContactSubmission.count({ where: { email: 'eve@example.org' } })).toBe(0);
  });
});
