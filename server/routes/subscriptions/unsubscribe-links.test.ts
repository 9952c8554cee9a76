import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ApiError, Newsletter, Subscription } from '../../../shared/entities';
import { testDatabaseKinds } from '../../../tests/helpers/databases';
import { ApiClient } from '../../../tests/helpers/http';
import { signedInClient, startTestServer, TEST_SESSION_KEY, type TestServer } from '../../../tests/helpers/server';
import { mailTo, startSmtpServer, tokenOfLink, type TestSmtpServer } from '../../../tests/helpers/smtp';
import { UNSUBSCRIBE_INVALID_MESSAGE } from './index';

const content = {
  en: { subject: 'Signed links', body: 'Dear members,\n\nNews.' },
  es: { subject: 'Enlaces firmados', body: 'Estimados socios,\n\nNoticias.' },
  sv: { subject: 'Signerade länkar', body: 'Kära medlemmar,\n\nNyheter.' },
};

describe.each(testDatabaseKinds())('signed unsubscribe links on %s', (kind) => {
  let smtp: TestSmtpServer;
  let server: TestServer;
  let editor: ApiClient;
  const anonymous = () => new ApiClient(server.baseUrl);

  const waitUntil = async (check: () => boolean | Promise<boolean>, what: string, timeoutMs = 15_000) => {
    const deadline = Date.now() + timeoutMs;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  /** Every string the database holds in its tables, each value of each row (the outbox's too). */
  const databaseValues = async () => {
    const { sequelize } = server.db;
    const tables =
      sequelize.getDialect() === 'sqlite'
        ? ((await sequelize.query("SELECT name FROM sqlite_master WHERE type = 'table'"))[0] as { name: string }[])
        : ((
            await sequelize.query('SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema()')
          )[0] as {
            name: string;
          }[]);
    const values: string[] = [];
    for (const { name } of tables) {
      const [rows] = await sequelize.query(`SELECT * FROM "${name}"`);
      for (const row of rows as Record<string, unknown>[]) {
        for (const value of Object.values(row)) if (typeof value === 'string') values.push(value);
      }
    }
    return values;
  };

  /** The SQLite database's files as they lie in DATA_DIR (the main file and its journal). */
  const databaseFiles = async () => {
    const dir = server.database.dataDir;
    const names = (await readdir(dir)).filter((name) => name.startsWith('chamber.sqlite'));
    return Buffer.concat(await Promise.all(names.map((name) => readFile(path.join(dir, name))))).toString('latin1');
  };

  /** Subscribes `email` through the form and confirms through the mailed link, as a person does. */
  const subscribeAndConfirm = async (email: string, language: 'en' | 'es' | 'sv') => {
    expect((await anonymous().post('/api/subscriptions', { list: 'newsletter', email, language })).status).toBe(202);
    const prefix = language === 'en' ? '' : `/${language}`;
    await waitUntil(() => smtp.received.some((mail) => mail.envelopeTo.includes(email)), 'the confirmation mail');
    const token = tokenOfLink(mailTo(smtp.received, email), `${prefix}/subscription/confirm`);
    expect((await anonymous().post('/api/subscriptions/confirm', { token })).status).toBe(200);
  };

  /** Sends a newsletter to the list and returns each recipient's unsubscribe link token and header token. */
  const sendNewsletter = async (sender: ApiClient = editor) => {
    smtp.received.length = 0;
    const created = await sender.post<Newsletter>('/api/admin/newsletters', { list: 'newsletter', content });
    expect(created.status).toBe(201);
    const id = created.body.id;
    expect((await sender.post(`/api/admin/newsletters/${id}/send`, { version: created.body.version })).status).toBe(
      202,
    );
    const count = await server.db.models.Subscription.count({ where: { list: 'newsletter', spam: false } });
    await waitUntil(() => smtp.received.length >= count, 'the newsletter mails');
    await waitUntil(
      async () => (await sender.get<{ status: string }>(`/api/admin/newsletters/${id}`)).body.status === 'sent',
      'the newsletter to be sent',
    );
    return (email: string) => {
      const mail = mailTo(smtp.received, email);
      const headers = mail.raw.slice(0, mail.raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
      const header = /^List-Unsubscribe: <([^>]+)>$/m.exec(headers)![1]!;
      const link = [...String(mail.parsed.html).matchAll(/href="([^"]+)"/g)]
        .map((match) => match[1]!.replaceAll('&amp;', '&'))
        .find((href) => new URL(href).pathname.endsWith('/unsubscribe'))!;
      return { link: new URL(link).searchParams.get('token')!, header: new URL(header).searchParams.get('token')! };
    };
  };

  beforeAll(async () => {
    smtp = await startSmtpServer();
    server = await startTestServer(kind, {
      mail: { smtpUrl: smtp.url, sender: { pollMs: 100 }, newsletters: { pollMs: 100, ratePerMinute: 6000 } },
    });
    ({ client: editor } = await signedInClient(server, 'editor'));
  });
  afterAll(async () => {
    await server.close();
    await smtp.stop();
  });
  beforeEach(async () => {
    smtp.received.length = 0;
    await server.db.models.Subscription.destroy({ where: {} });
  });

  it('stores no token the site accepts; the link a newsletter carries unsubscribes, once', async () => {
    await subscribeAndConfirm('signed.reader@example.com', 'sv');
    const tokensOf = await sendNewsletter();
    const { link, header } = tokensOf('signed.reader@example.com');
    expect(link).toMatch(/^[1-9][0-9]*\.[A-Za-z0-9_-]{43}$/);
    expect(header).toBe(link);

    // The subscription's row holds no unsubscribe token: no value of it is accepted.
    const [row] = await server.db.sequelize.query('SELECT * FROM subscriptions');
    const rowValues = Object.values((row as Record<string, unknown>[])[0]!).filter(
      (value): value is string => typeof value === 'string',
    );
    expect(rowValues.length).toBeGreaterThan(0);
    for (const value of rowValues) {
      const tried = await anonymous().post<ApiError>('/api/unsubscribe', { token: value });
      expect(tried.status, value).not.toBe(200);
    }
    expect((row as Record<string, unknown>[])[0]).toMatchObject({ legacy_token_hash: null });
    expect(Object.keys((row as Record<string, unknown>[])[0]!)).not.toContain('token');
    // Nor does any row anywhere (the outbox's sent newsletter included), nor the SQLite files.
    for (const value of await databaseValues()) expect(value).not.toContain(link);
    if (kind === 'sqlite') expect(await databaseFiles()).not.toContain(link);

    // The staff list and the export give the same link the mail carried.
    const listed = await editor.get<Subscription[]>('/api/admin/subscriptions?list=newsletter');
    expect(listed.body.map((item) => item.unsubscribeUrl)).toEqual([`/sv/unsubscribe?token=${link}`]);
    const csv = await editor.get('/api/admin/subscriptions/export?list=newsletter');
    expect(csv.text).toContain(`${server.baseUrl}/sv/unsubscribe?token=${link}`);

    const done = await fetch(`${server.baseUrl}/api/unsubscribe/one-click?token=${header}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(done.status).toBe(200);
    expect(await server.db.models.Subscription.count()).toBe(0);
    const again = await anonymous().post<ApiError>('/api/unsubscribe', { token: link });
    expect(again.status).toBe(404);
  });

  it('refuses a forged or altered token with the answer an unknown one gets', async () => {
    await subscribeAndConfirm('forged.reader@example.com', 'en');
    const { link } = (await sendNewsletter())('forged.reader@example.com');
    const [id, signature] = link.split('.') as [string, string];
    const flip = (text: string, at: number) =>
      `${text.slice(0, at)}${text[at] === 'A' ? 'B' : 'A'}${text.slice(at + 1)}`;
    const unknown = await anonymous().post<ApiError>('/api/unsubscribe', { token: 'A'.repeat(43) });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: UNSUBSCRIBE_INVALID_MESSAGE });
    for (const bad of [
      `${id}.${flip(signature, 0)}`,
      `${id}.${flip(signature, 42)}`,
      `${Number(id) + 1}.${signature}`,
      `${id}.${'A'.repeat(43)}`,
      `0${id}.${signature}`,
    ]) {
      const refused = await anonymous().post<ApiError>('/api/unsubscribe', { token: bad });
      expect({ bad, status: refused.status, body: refused.body }).toEqual({
        bad,
        status: unknown.status,
        body: unknown.body,
      });
      const oneClick = await fetch(`${server.baseUrl}/api/unsubscribe/one-click?token=${bad}`, { method: 'POST' });
      expect(oneClick.status).toBe(404);
    }
    expect(await server.db.models.Subscription.count()).toBe(1);
    expect((await anonymous().post('/api/unsubscribe', { token: link })).status).toBe(200);
  });

  it('keeps the links mailed before a session key rotation working', async () => {
    await subscribeAndConfirm('rotated.reader@example.com', 'es');
    const { link } = (await sendNewsletter())('rotated.reader@example.com');
    // The same database served with a new session key first and the old one kept last.
    const rotated = await startTestServer(kind, {
      reuse: server,
      sessionKeys: ['rotated-session-key-0123456789abcdef0123', TEST_SESSION_KEY],
    });
    // Served with only a new key, the old links no longer verify.
    const replaced = await startTestServer(kind, {
      reuse: server,
      sessionKeys: ['another-session-key-0123456789abcdef0123'],
    });
    try {
      // The new key signs: the link staff see now differs, and both it and the mailed one work.
      const { client: staff } = await signedInClient(rotated, 'editor');
      const listed = await staff.get<Subscription[]>('/api/admin/subscriptions?list=newsletter');
      const current = new URL(listed.body[0]!.unsubscribeUrl, 'http://localhost').searchParams.get('token')!;
      expect(current).not.toBe(link);
      const refused = await new ApiClient(replaced.baseUrl).post<ApiError>('/api/unsubscribe', { token: link });
      expect(refused.status).toBe(404);
      expect((await new ApiClient(replaced.baseUrl).post('/api/unsubscribe', { token: current })).status).toBe(404);
      const done = await new ApiClient(rotated.baseUrl).post<{ list: string }>('/api/unsubscribe', { token: link });
      expect(done.status).toBe(200);
      expect(done.body).toEqual({ list: 'newsletter' });
    } finally {
      await replaced.close();
      await rotated.close();
    }
  });
});
