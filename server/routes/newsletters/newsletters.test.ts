import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ApiError, Newsletter, NewsletterReport } from '../../../shared/entities';
import { validationMessages as m } from '../../../shared/messages';
import { createNewsArticle, createSubscription } from '../../../tests/factories';
import { testDatabaseKinds } from '../../../tests/helpers/databases';
import { type ApiClient } from '../../../tests/helpers/http';
import { mailLinks, mailsTo, startSmtpServer, type TestSmtpServer } from '../../../tests/helpers/smtp';
import { signedInClient, startTestServer, type TestServer } from '../../../tests/helpers/server';
import type { UserModel } from '../../models';
import { NEWSLETTER_ALREADY_SENT_MESSAGE, TEST_PREFIX } from './index';
import { unsubscribeTokenOf } from '../../subscriptions/unsubscribe-links';

type Detail = Newsletter & { report: NewsletterReport };

const content = {
  en: { subject: 'Nordic trade news', body: 'Dear members,\n\nSee https://example.org/trade for more.' },
  es: { subject: 'Noticias de comercio nórdico', body: 'Estimados socios,\n\nMás en https://example.org/trade.' },
  sv: { subject: 'Nyheter om nordisk handel', body: 'Kära medlemmar,\n\nMer på https://example.org/trade.' },
};

describe.each(testDatabaseKinds())('newsletters on %s', (kind) => {
  let smtp: TestSmtpServer;
  let server: TestServer;
  const unsubscribeTokenFor = (subscription: Parameters<typeof unsubscribeTokenOf>[1]) =>
    unsubscribeTokenOf(server.app.context.services.keyRing, subscription);
  let editor: ApiClient;
  let editorUser: UserModel;
  let viewer: ApiClient;

  const waitUntil = async (check: () => Promise<boolean>, what: string, timeoutMs = 15_000) => {
    const deadline = Date.now() + timeoutMs;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const detail = async (id: number) => (await editor.get<Detail>(`/api/admin/newsletters/${id}`)).body;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    server = await startTestServer(kind, {
      mail: {
        smtpUrl: smtp.url,
        sender: { pollMs: 200 },
        // Batches of 2 (the rate allows 2 a batch at most): the send takes several batches.
        newsletters: { pollMs: 200, maxBatch: 2, ratePerMinute: 6000 },
      },
    });
    ({ client: editor, user: editorUser } = await signedInClient(server, 'editor', { fullName: 'Elsa Editor' }));
    ({ client: viewer } = await signedInClient(server, 'viewer'));
  });
  afterAll(async () => {
    await server.close();
    await smtp.stop();
  });
  beforeEach(async () => {
    smtp.received.length = 0;
    await server.db.models.Subscription.destroy({ where: {} });
  });

  it('composes, tests, sends once to each confirmed subscriber in their language, with one-click unsubscribe', async () => {
    const article = await createNewsArticle(server.db, { title: 'Baltic ports expand', excerpt: 'Three ports grow.' });
    const en = await createSubscription(server.db, { email: 'anna@example.com', language: 'en' });
    const es = await createSubscription(server.db, { email: 'bea@example.es', language: 'es' });
    const sv = await createSubscription(server.db, { email: 'carl@example.se', language: 'sv' });
    const extra = await createSubscription(server.db, { email: 'dora@example.se', language: 'sv' });
    await createSubscription(server.db, { email: 'pending@example.com', confirmedAt: null });
    await createSubscription(server.db, {
      email: 'other.list@example.com',
      list: 'regulatory-updates',
      region: 'nordic',
    });

    expect((await viewer.post('/api/admin/newsletters', { list: 'newsletter', content })).status).toBe(403);
    const created = await editor.post<Newsletter>('/api/admin/newsletters', {
      list: 'newsletter',
      content: { ...content, sv: { subject: '', body: '' } },
      articleIds: [article.id],
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: 'draft', version: 0, content: { sv: null } });
    const updated = await editor.put<Newsletter>(`/api/admin/newsletters/${created.body.id}`, {
      list: 'newsletter',
      content,
      articleIds: [article.id],
      version: 0,
    });
    expect(updated.status).toBe(200);
    const id = updated.body.id;

    const preview = await editor.post<Record<string, { subject: string; html: string }>>(
      '/api/admin/newsletters/preview',
      { list: 'newsletter', content, articleIds: [article.id] },
    );
    expect(preview.status).toBe(200);
    expect(preview.body.es!.subject).toBe(content.es.subject);
    expect(preview.body.sv!.html).toContain('Baltic ports expand');
    expect(preview.body.sv!.html).toContain(`${server.baseUrl}/sv/news/${article.id}`);

    // The test goes to the editor only, once per language written.
    const test = await editor.post(`/api/admin/newsletters/${id}/test`, { version: 1 });
    expect(test.status).toBe(202);
    const tests = await smtp.waitFor(3);
    expect(tests.flatMap((mail) => mail.envelopeTo)).toEqual([editorUser.email, editorUser.email, editorUser.email]);
    expect(tests.map((mail) => mail.parsed.subject).sort()).toEqual(
      [content.en.subject, content.es.subject, content.sv.subject].map((s) => `${TEST_PREFIX}${s}`).sort(),
    );
    smtp.received.length = 0;

    const sent = await editor.post<Detail>(`/api/admin/newsletters/${id}/send`, { version: 1 });
    expect(sent.status).toBe(202);
    expect(sent.body.status).toBe('sending');
    await smtp.waitFor(4);
    await waitUntil(async () => (await detail(id)).status === 'sent', 'the newsletter to be sent');
    await waitUntil(async () => (await detail(id)).report.sent === 4, 'the mails to be delivered');
    await new Promise((resolve) => setTimeout(resolve, 500));

    // Exactly one mail to each confirmed subscriber of the list, none to anyone else.
    expect(smtp.received.flatMap((mail) => mail.envelopeTo).sort()).toEqual(
      [en.email, es.email, sv.email, extra.email].sort(),
    );
    for (const [subscription, text] of [
      [en, content.en],
      [es, content.es],
      [sv, content.sv],
    ] as const) {
      const [mail, ...more] = mailsTo(smtp.received, subscription.email);
      expect(more).toHaveLength(0);
      expect(mail!.parsed.subject).toBe(text.subject);
      expect(mail!.parsed.html).toContain(`lang="${subscription.language}"`);
      const prefix = subscription.language === 'en' ? '' : `/${subscription.language}`;
      expect(mailLinks(mail!)).toContain(`${server.baseUrl}${prefix}/news/${article.id}`);
      expect(mailLinks(mail!)).toContain(
        `${server.baseUrl}${prefix}/unsubscribe?token=${unsubscribeTokenFor(subscription)}`,
      );
      // The header block (up to the first empty line), unfolded.
      const headers = mail!.raw.slice(0, mail!.raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
      expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
      expect(headers).toContain(
        `List-Unsubscribe: <${server.baseUrl}/api/unsubscribe/one-click?token=${unsubscribeTokenFor(subscription)}>`,
      );
    }
    const report = await detail(id);
    expect(report).toMatchObject({
      status: 'sent',
      recipientCount: 4,
      report: { total: 4, queued: 0, sent: 4, failed: 0 },
    });

    // The one-click POST of the header (as a mail provider sends it) unsubscribes.
    const oneClick = await fetch(`${server.baseUrl}/api/unsubscribe/one-click?token=${unsubscribeTokenFor(sv)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect(await server.db.models.Subscription.findByPk(sv.id)).toBeNull();

    // Sent is final: no second send, no edit, no delete.
    const again = await editor.post<ApiError>(`/api/admin/newsletters/${id}/send`, { version: 2 });
    expect(again.status).toBe(409);
    expect((await editor.put(`/api/admin/newsletters/${id}`, { list: 'newsletter', content, version: 2 })).status).toBe(
      409,
    );
    expect((await editor.delete(`/api/admin/newsletters/${id}`)).status).toBe(409);
  });

  it('sends once when two requests (two staff, or a double click) start the send at the same time', async () => {
    await createSubscription(server.db, { email: 'only@example.com' });
    await createSubscription(server.db, { email: 'second@example.com', language: 'es' });
    const { client: other } = await signedInClient(server, 'admin');
    const created = await editor.post<Newsletter>('/api/admin/newsletters', { list: 'newsletter', content });
    const id = created.body.id;
    const answers = await Promise.all([
      editor.post<ApiError>(`/api/admin/newsletters/${id}/send`, { version: 0 }),
      other.post<ApiError>(`/api/admin/newsletters/${id}/send`, { version: 0 }),
      editor.post<ApiError>(`/api/admin/newsletters/${id}/send`, { version: 0 }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([202, 409, 409]);
    for (const answer of answers.filter((a) => a.status === 409)) {
      expect([NEWSLETTER_ALREADY_SENT_MESSAGE, expect.stringContaining('Someone else changed')]).toContainEqual(
        answer.body.error,
      );
    }
    await waitUntil(async () => (await detail(id)).report.sent === 2, 'the mails to be delivered');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.received.flatMap((mail) => mail.envelopeTo).sort()).toEqual(['only@example.com', 'second@example.com']);
    expect(await server.db.models.NewsletterSend.count({ where: { newsletterId: id } })).toBe(1);
    const audit = await server.db.models.AuditEntry.count({
      where: { entity: 'newsletter', action: 'send', entityId: id },
    });
    expect(audit).toBe(1);
  });

  it('refuses a line break in a subject with a clear error (no header injection)', async () => {
    for (const [subject, message] of [
      ['Hello\r\nBcc: victim@example.org', m.singleLine],
      ['Hello\nBcc: victim@example.org', m.singleLine],
      ['Tab\there', m.controlCharacters],
    ]) {
      const response = await editor.post<ApiError>('/api/admin/newsletters', {
        list: 'newsletter',
        content: { en: { subject, body: 'Body' } },
      });
      expect(response.status, JSON.stringify(subject)).toBe(400);
      expect(response.body.fields?.['content.en.subject']).toBe(message);
    }
    const es = await editor.post<ApiError>('/api/admin/newsletters/preview', {
      list: 'newsletter',
      content: { en: content.en, es: { subject: 'Hola\rBcc: x@example.org', body: 'x' } },
    });
    expect(es.status).toBe(400);
    expect(es.body.fields?.['content.es.subject']).toBe(m.singleLine);
  });

  it('edits drafts with a version guard and soft-deletes them', async () => {
    const created = await editor.post<Newsletter>('/api/admin/newsletters', { list: 'regulatory-updates', content });
    const id = created.body.id;
    const stale = await editor.put<ApiError>(`/api/admin/newsletters/${id}`, {
      list: 'regulatory-updates',
      content,
      version: 5,
    });
    expect(stale.status).toBe(409);
    expect((await editor.delete(`/api/admin/newsletters/${id}`)).status).toBe(204);
    expect((await editor.get(`/api/admin/newsletters/${id}`)).status).toBe(404);
    expect((await server.db.models.Newsletter.findByPk(id))!.deletedAt).toBeInstanceOf(Date);
    const list = await editor.get<Newsletter[]>('/api/admin/newsletters');
    expect(list.body.map((item) => item.id)).not.toContain(id);
  });
});
