import { eventTime } from './templates/registration';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../shared/constants';
import { defaultSender, parseMailbox } from './addresses';
import { MailHeaderError, type MailRequest } from './message';
import { renderMail } from './render';
import { redactSecrets, restoreSecrets, UnmarkedSecretError } from './secrets';
import { MAIL_TEMPLATES, type MailTemplateName } from './templates';

const site = {
  siteName: 'Cámara Nórdica',
  publicUrl: 'https://chamber.example.org',
  from: parseMailbox('"Chamber" <noreply@chamber.example.org>')!,
};

const enquiry = {
  fullName: 'Ana Pérez',
  email: 'ana@example.org',
  organization: null,
  inquiryType: 'event' as const,
  message: 'Hello <b>there</b> & welcome',
  language: 'es' as const,
};

/** An event as the registration mails show it: a hybrid breakfast in Stockholm, in winter time. */
const mailEvent = {
  id: 7,
  title: 'Breakfast seminar <b>&</b> networking',
  start: '2026-12-03T07:30:00.000Z',
  end: '2026-12-03T09:30:00.000Z',
  timeZone: 'Europe/Stockholm',
  location: 'Stockholm, Sweden & Online',
  eventType: 'hybrid' as const,
};

/** A request of every template with props that fill every field. */
const EXAMPLES: { [N in MailTemplateName]: MailRequest<N> } = {
  'contact-notification': {
    to: 'hello@chamber.example.org',
    language: 'en',
    template: 'contact-notification',
    props: enquiry,
  },
  'contact-acknowledgement': {
    to: 'ana@example.org',
    language: 'es',
    template: 'contact-acknowledgement',
    props: { inquiryType: 'event' },
  },
  'role-request-approved': {
    to: 'ana@example.org',
    language: 'sv',
    template: 'role-request-approved',
    props: { fullName: 'Ana', username: 'ana', requestedRole: 'editor', role: 'editor' },
  },
  'role-request-declined': {
    to: 'ana@example.org',
    language: 'en',
    template: 'role-request-declined',
    props: { fullName: 'Ana', username: 'ana', requestedRole: 'admin', role: 'viewer' },
  },
  'password-reset': {
    to: 'ana@example.org',
    language: 'es',
    template: 'password-reset',
    props: { fullName: 'Ana', username: 'ana', token: 'a'.repeat(43) },
  },
  invitation: {
    to: 'ana@example.org',
    language: 'sv',
    template: 'invitation',
    props: { fullName: 'Ana', inviterName: 'Erik', role: 'editor', token: 'b'.repeat(43) },
  },
  'email-change-confirm': {
    to: 'ana.new@example.org',
    language: 'es',
    template: 'email-change-confirm',
    props: { fullName: 'Ana', username: 'ana', token: 'd'.repeat(43) },
  },
  'email-change-requested': {
    to: 'ana@example.org',
    language: 'sv',
    template: 'email-change-requested',
    props: { fullName: 'Ana', username: 'ana', newEmail: 'ana.new@example.org' },
  },
  'email-changed': {
    to: 'ana@example.org',
    language: 'en',
    template: 'email-changed',
    props: { fullName: 'Ana', username: 'ana', newEmail: 'ana.new@example.org' },
  },
  'subscription-confirmation': {
    to: 'ana@example.org',
    language: 'en',
    template: 'subscription-confirmation',
    props: { list: 'newsletter', token: 'c'.repeat(43), days: 7 },
  },
  newsletter: {
    to: 'ana@example.org',
    language: 'en',
    template: 'newsletter',
    props: {
      subject: 'November news',
      body: 'Dear members,\n\nRead more at https://chamber.example.org/news and join us.',
      articles: [{ id: 3, title: 'A new trade route', excerpt: 'Ports of the Baltic and of Chile.' }],
    },
    list: { unsubscribeToken: 'd'.repeat(43) },
  },
  'regulatory-update': {
    to: 'ana@example.org',
    language: 'en',
    template: 'regulatory-update',
    props: {
      title: 'New customs rules <b>&</b> forms',
      description: 'From January the forms change.\n\nRead the details on the page.',
      region: 'nordic',
      publishedOn: '2026-11-20',
    },
    list: { unsubscribeToken: 'd'.repeat(43) },
  },
  'registration-confirmed': {
    to: 'ana@example.org',
    language: 'es',
    template: 'registration-confirmed',
    props: { event: mailEvent, attendance: 'online', cancelToken: 'e'.repeat(43) },
  },
  'registration-waitlisted': {
    to: 'ana@example.org',
    language: 'sv',
    template: 'registration-waitlisted',
    props: { event: mailEvent, attendance: 'in-person', cancelToken: 'f'.repeat(43), position: 3 },
  },
  'registration-promoted': {
    to: 'ana@example.org',
    language: 'en',
    template: 'registration-promoted',
    props: { event: mailEvent, attendance: 'in-person', cancelToken: 'g'.repeat(43) },
  },
  'registration-cancelled': {
    to: 'ana@example.org',
    language: 'en',
    template: 'registration-cancelled',
    props: { event: mailEvent },
  },
  'event-reminder': {
    to: 'ana@example.org',
    language: 'sv',
    template: 'event-reminder',
    props: { event: mailEvent, attendance: 'in-person', cancelToken: 'h'.repeat(43) },
  },
  'event-changed': {
    to: 'ana@example.org',
    language: 'es',
    template: 'event-changed',
    props: { event: mailEvent, attendance: 'online', cancelToken: 'i'.repeat(43) },
  },
  'event-cancelled': {
    to: 'ana@example.org',
    language: 'en',
    template: 'event-cancelled',
    props: { event: mailEvent },
  },
  'listing-change-submitted': {
    to: 'hello@chamber.example.org',
    language: 'en',
    template: 'listing-change-submitted',
    props: { companyName: 'Andes <Trading> SA', proposerName: 'Ana Pérez', replaced: true },
  },
  'listing-change-approved': {
    to: 'ana@example.org',
    language: 'es',
    template: 'listing-change-approved',
    props: { fullName: 'Ana', companyName: 'Andes Trading SA' },
  },
  'listing-change-rejected': {
    to: 'ana@example.org',
    language: 'sv',
    template: 'listing-change-rejected',
    props: { fullName: 'Ana', companyName: 'Andes Trading SA', reason: 'The logo is <b>blurred</b>.' },
  },
  'application-received': {
    to: 'ana@example.org',
    language: 'es',
    template: 'application-received',
    props: {},
  },
  'application-notice': {
    to: 'hello@chamber.example.org',
    language: 'en',
    template: 'application-notice',
    props: {
      companyName: 'Andes & Nord AB',
      organisationNumber: '556677-8899',
      country: 'CL',
      contactName: 'Ana',
      contactEmail: 'ana@example.org',
      contactPhone: '+46 8 123 456',
      language: 'es',
    },
  },
  'application-under-review': {
    to: 'ana@example.org',
    language: 'sv',
    template: 'application-under-review',
    props: { contactName: 'Ana', companyName: 'Andes & Nord AB' },
  },
  'application-approved': {
    to: 'ana@example.org',
    language: 'en',
    template: 'application-approved',
    props: { contactName: 'Ana', companyName: 'Andes & Nord AB', memberId: 7, published: true },
  },
  'application-rejected': {
    to: 'ana@example.org',
    language: 'es',
    template: 'application-rejected',
    props: { contactName: 'Ana', companyName: 'Andes & Nord AB', reason: 'Outside our regions.' },
  },
};

describe('renderMail', () => {
  it.each(Object.keys(MAIL_TEMPLATES) as MailTemplateName[])(
    'renders %s in every language with HTML, text and absolute links only',
    async (template) => {
      for (const language of LANGUAGES) {
        const mail = await renderMail({ ...EXAMPLES[template], language }, site);
        expect(mail.html).toContain(`lang="${language}"`);
        expect(mail.subject.length).toBeGreaterThan(5);
        expect(mail.text.length).toBeGreaterThan(20);
        for (const [, href] of mail.html.matchAll(/href="([^"]+)"/g))
          expect(href).toMatch(/^https:\/\/chamber\.example\.org\//);
        // No i18n key left raw in any part.
        expect(`${mail.subject}\n${mail.text}`).not.toMatch(
          /\b(contactNotification|contactAcknowledgement|roleRequest\w+|passwordReset|invitation|subscriptionConfirmation|newsletter|regulatoryUpdate|lists|layout|inquiryTypes|roles|application)\.\w+/,
        );
      }
    },
  );

  it.each(Object.keys(MAIL_TEMPLATES) as MailTemplateName[])(
    'keeps every token of %s out of what the outbox stores, and puts each back for sending',
    async (template) => {
      const request = EXAMPLES[template];
      const tokens = Object.entries(request.props as Record<string, unknown>)
        .filter(([name, value]) => /token/i.test(name) && typeof value === 'string')
        .map(([, value]) => value as string)
        .concat(request.list ? [request.list.unsubscribeToken] : []);
      const mail = await renderMail(request, site);
      const stored = JSON.stringify([mail.subject, mail.html, mail.text, mail.headers, mail.attachments]);
      for (const token of tokens) expect(stored).not.toContain(token);
      expect(Object.values(mail.secrets).sort()).toEqual([...tokens].sort());
      const sent = restoreSecrets(mail, mail.secrets);
      for (const token of tokens) expect(sent.text).toContain(token);
    },
  );

  it('refuses a mail with a token in a link to the site that its template does not name as a secret', () => {
    const parts = { subject: 'Hi', html: '', text: 'https://chamber.example.org/auth/new?token=abc123', headers: {} };
    expect(() => redactSecrets('invitation', 'https://chamber.example.org', parts, [])).toThrow(UnmarkedSecretError);
    expect(redactSecrets('invitation', 'https://chamber.example.org', parts, ['abc123']).parts.text).toMatch(
      /^https:\/\/chamber\.example\.org\/auth\/new\?token=__secret_[0-9a-f]{16}_0__$/,
    );
    // A link elsewhere (typed by staff into a newsletter) is no secret of the site's.
    const elsewhere = { ...parts, text: 'https://other.example/page?token=abc123' };
    expect(redactSecrets('newsletter', 'https://chamber.example.org', elsewhere, []).parts.text).toBe(elsewhere.text);
  });

  it('escapes what a sender typed in the HTML and keeps it as typed in the text', async () => {
    const mail = await renderMail(EXAMPLES['contact-notification'], site);
    expect(mail.html).toContain('Hello &lt;b&gt;there&lt;/b&gt; &amp; welcome');
    expect(mail.html).not.toContain('<b>there</b>');
    expect(mail.text).toContain('Hello <b>there</b> & welcome');
  });

  it('writes the mail in the requested language', async () => {
    const sv = await renderMail({ ...EXAMPLES['role-request-approved'] }, site);
    expect(sv.subject).toBe('Din rollbegäran har godkänts – Cámara Nórdica');
    expect(sv.text).toContain('ditt konto ana har nu rollen redaktör');
    const es = await renderMail({ ...EXAMPLES['role-request-approved'], language: 'es' }, site);
    expect(es.subject).toBe('Su solicitud de rol ha sido aprobada – Cámara Nórdica');
  });

  it('gives a list mail List-Unsubscribe (one-click POST address) and List-Unsubscribe-Post, and a footer link', async () => {
    const mail = await renderMail(
      { ...EXAMPLES['contact-acknowledgement'], list: { unsubscribeToken: 'tok_en-123' } },
      site,
    );
    // The token is a secret: the rendered mail holds a placeholder, the sender puts the token back.
    expect(JSON.stringify([mail.subject, mail.html, mail.text, mail.headers])).not.toContain('tok_en-123');
    expect(Object.values(mail.secrets)).toEqual(['tok_en-123']);
    const sent = restoreSecrets(mail, mail.secrets);
    expect(sent.headers).toEqual({
      'List-Unsubscribe': '<https://chamber.example.org/api/unsubscribe/one-click?token=tok_en-123>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(sent.html).toContain('href="https://chamber.example.org/es/unsubscribe?token=tok_en-123"');
    const plain = await renderMail(EXAMPLES['contact-acknowledgement'], site);
    expect(plain.headers).toEqual({});
    expect(plain.html).not.toContain('unsubscribe');
  });

  it('refuses a line break or a bad address in a header, whatever the template', async () => {
    const base = EXAMPLES['contact-acknowledgement'];
    const refused: MailRequest[] = [
      { ...base, to: 'ana@example.org\r\nBcc: victim@example.org' },
      { ...base, to: 'not an address' },
      { ...base, to: 'a@example.org, b@example.org' },
      { ...base, toName: 'Ana\nBcc: victim@example.org' },
      { ...base, replyTo: 'ana@example.org\rBcc: victim@example.org' },
    ];
    for (const request of refused)
      await expect(renderMail(request, site), JSON.stringify(request)).rejects.toThrow(MailHeaderError);
    await expect(
      renderMail(base, { ...site, from: { name: 'Chamber\r\nBcc: x@y.z', address: 'noreply@chamber.example.org' } }),
    ).rejects.toThrow(MailHeaderError);
  });

  it('puts a name with a line break on one line in the subject', async () => {
    const mail = await renderMail(
      { ...EXAMPLES['contact-notification'], props: { ...enquiry, fullName: 'Eve\r\nBcc: victim@example.org' } },
      { ...site, siteName: 'Two\nLines' },
    );
    expect(mail.subject).toBe('New enquiry from Eve Bcc: victim@example.org (event)');
    const ack = await renderMail(EXAMPLES['contact-acknowledgement'], { ...site, siteName: 'Two\nLines' });
    expect(ack.subject).toBe('Hemos recibido su consulta – Two Lines');
  });

  it('fixes a Message-ID at the sender domain', async () => {
    const mail = await renderMail(EXAMPLES['contact-acknowledgement'], site);
    expect(mail.messageId).toMatch(/^<[0-9a-f-]{36}@chamber\.example\.org>$/);
  });
});

describe('mail addresses', () => {
  it('reads MAIL_FROM strictly: one mailbox, with or without a (quoted) name', () => {
    expect(parseMailbox('noreply@chamber.example.org')).toEqual({ name: '', address: 'noreply@chamber.example.org' });
    expect(parseMailbox('"Chamber, Stockholm" <noreply@chamber.example.org>')).toEqual({
      name: 'Chamber, Stockholm',
      address: 'noreply@chamber.example.org',
    });
    expect(parseMailbox('Chamber <noreply@chamber.example.org>')).toEqual({
      name: 'Chamber',
      address: 'noreply@chamber.example.org',
    });
    for (const bad of [
      'garbage',
      'Chamber <noreply@chamber.example.org> trailing',
      'a@example.org, b@example.org',
      'Chamber <noreply@chamber.example.org>\r\nBcc: x@example.org',
      'Chamber\n <noreply@chamber.example.org>',
      '<not-an-address>',
      '"Unclosed <noreply@chamber.example.org>',
    ]) {
      expect(parseMailbox(bad), bad).toBeNull();
    }
  });

  it('defaults the sender to the site name at noreply@ PUBLIC_URL host (an IP as a literal)', () => {
    expect(defaultSender('Chamber', 'https://chamber.example.org/base')).toEqual({
      name: 'Chamber',
      address: 'noreply@chamber.example.org',
    });
    expect(defaultSender('Chamber', 'http://127.0.0.1:3000')).toEqual({
      name: 'Chamber',
      address: 'noreply@[127.0.0.1]',
    });
    expect(defaultSender('Two\nLines', 'http://localhost:3000')).toEqual({
      name: 'Two Lines',
      address: 'noreply@localhost',
    });
  });
});

describe('eventTime', () => {
  it('writes an event time where it happens, with the zone in force that day, in each language', () => {
    expect(eventTime('2026-12-03T07:30:00.000Z', 'Europe/Stockholm', 'en')).toBe(
      'Thursday, 3 December 2026 at 08:30 CET',
    );
    expect(eventTime('2026-07-03T07:30:00.000Z', 'Europe/Stockholm', 'sv')).toBe('fredag 3 juli 2026 kl. 09:30 CEST');
    expect(eventTime('2026-12-03T07:30:00.000Z', 'Europe/Stockholm', 'es')).toBe(
      'jueves, 3 de diciembre de 2026, 08:30 CET',
    );
    // Mexico City keeps one offset all year.
    expect(eventTime('2026-07-03T16:00:00.000Z', 'America/Mexico_City', 'en')).toMatch(/10:00 GMT-6$/);
  });
});
