import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser, FACTORY_PASSWORD, siteSettings } from '../../../tests/factories';
import { testDatabaseKinds } from '../../../tests/helpers/databases';
import { ApiClient } from '../../../tests/helpers/http';
import { startTestServer, type TestServer } from '../../../tests/helpers/server';
import { mailLinks, startSmtpServer, tokenOfLink, type TestSmtpServer } from '../../../tests/helpers/smtp';
import { BUILT_IN_RATE_LIMITS } from '../../rate-limit';
import { writeSiteSettings } from '../../settings';
import { hashToken, INVALID_LINK_MESSAGE } from '../../users/account-tokens';
import { RESET_REQUESTED_MESSAGE } from './password-reset';

const SITE_NAME = 'Cámara Nórdica';
const NEW_PASSWORD = 'a-new-password-7';

describe.each(testDatabaseKinds())('password reset on %s', (kind) => {
  let smtp: TestSmtpServer;
  let server: TestServer;
  let webDist: string;
  // The clock of mailed links: a test moves it forward to expire a link.
  let clockOffsetMs = 0;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    webDist = await mkdtemp(path.join(os.tmpdir(), 'chamber-web-'));
    await writeFile(
      path.join(webDist, 'index.html'),
      '<!doctype html><title>Chamber admin</title><div id="root"></div>',
    );
    server = await startTestServer(kind, {
      webDist,
      mail: { smtpUrl: smtp.url, sender: { pollMs: 200 } },
      now: () => new Date(Date.now() + clockOffsetMs),
    });
    await server.db.sequelize.transaction((transaction) =>
      writeSiteSettings(
        server.db.models,
        siteSettings(
          siteSettings({ siteName: SITE_NAME, defaultLanguage: 'en', contactEmail: 'hello@chamber.example' }),
        ),
        transaction,
      ),
    );
  });
  afterAll(async () => {
    await server.close();
    await smtp.stop();
    await rm(webDist, { recursive: true, force: true });
  });
  beforeEach(() => {
    smtp.received.length = 0;
    clockOffsetMs = 0;
  });

  /** Asks for a reset of `email` from the page in `language` and returns the token its mail carries. */
  async function requestReset(email: string, language = 'en') {
    const response = await new ApiClient(server.baseUrl).post('/api/password-reset', { email, language });
    expect(response.status).toBe(202);
    const [mail] = await smtp.waitFor(1);
    smtp.received.length = 0;
    return { mail: mail!, token: tokenOfLink(mail!, '/auth/reset') };
  }

  it('mails a single-use link that a GET does not spend, sets the password once and ends the sessions', async () => {
    const user = await createUser(server.db, { fullName: 'Ingrid Berg', email: 'ingrid@example.se' });
    const oldSession = new ApiClient(server.baseUrl);
    await oldSession.login(user.username, FACTORY_PASSWORD);
    expect((await oldSession.get('/api/user')).status).toBe(200);

    // A Host header of another site changes nothing: the link comes from PUBLIC_URL.
    const response = await new ApiClient(server.baseUrl).post(
      '/api/password-reset',
      { email: 'Ingrid@Example.se', language: 'sv' },
      { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    );
    expect(response.status).toBe(202);
    expect(response.body).toEqual({ message: RESET_REQUESTED_MESSAGE });
    const [mail] = await smtp.waitFor(1);
    expect(mail!.envelopeTo).toEqual(['ingrid@example.se']);
    expect(mail!.parsed.subject).toBe(`Välj ett nytt lösenord – ${SITE_NAME}`);
    expect(mail!.parsed.html).toContain('lang="sv"');
    expect(mail!.parsed.text).toContain(user.username);
    expect(mail!.raw).toMatch(/Content-Type: text\/plain/i);
    expect(mail!.raw).toMatch(/Content-Type: text\/html/i);
    expect(mail!.raw).not.toContain('evil.example');
    const link = mailLinks(mail!).find((href) => href.includes('/auth/reset'))!;
    expect(link.startsWith(`${server.baseUrl}/auth/reset?token=`)).toBe(true);
    const token = new URL(link).searchParams.get('token')!;
    // The text part carries the link too (mail clients without HTML).
    expect(mail!.parsed.text).toContain(token);

    // Only the hash is stored; the token itself is in no row and in no log line.
    const stored = await server.db.models.AccountToken.findOne({ where: { userId: user.id } });
    expect(stored!.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(await server.db.models.AccountToken.findAll({ raw: true }))).not.toContain(token);

    // Following the link (a person, or a mail scanner) shows the page and spends nothing.
    const page = await fetch(link);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Chamber admin');
    const browser = new ApiClient(server.baseUrl);
    const check = await browser.post('/api/password-reset/check', { token });
    expect(check.status).toBe(200);
    expect(check.body).toEqual({ username: user.username });
    expect((await browser.post('/api/password-reset/check', { token })).status).toBe(200);

    const confirm = await browser.post('/api/password-reset/confirm', { token, password: NEW_PASSWORD });
    expect(confirm.status).toBe(200);
    expect((confirm.body as { username: string }).username).toBe(user.username);
    // Signed in on the new session; every older session ended.
    expect((await browser.get('/api/user')).status).toBe(200);
    expect((await oldSession.get('/api/user')).status).toBe(401);
    // The new password works, the old one no longer does.
    await new ApiClient(server.baseUrl).login(user.username, NEW_PASSWORD);
    expect(
      (await new ApiClient(server.baseUrl).post('/api/login', { username: user.username, password: FACTORY_PASSWORD }))
        .status,
    ).toBe(401);

    // A second use is refused and changes nothing.
    const again = await new ApiClient(server.baseUrl).post('/api/password-reset/confirm', {
      token,
      password: 'yet-another-password',
    });
    expect(again.status).toBe(400);
    expect((again.body as { error: string }).error).toBe(INVALID_LINK_MESSAGE);
    expect((await new ApiClient(server.baseUrl).post('/api/password-reset/check', { token })).status).toBe(400);
    await new ApiClient(server.baseUrl).login(user.username, NEW_PASSWORD);
    // The trail: the first sign-in, the reset (by the account, not a signed-in session), then the
    // sign-ins with the new password and the old one's refusal; the request for the link is not recorded.
    const audit = await server.db.models.AuditEntry.findAll({
      where: { entity: 'user', entityId: user.id },
      order: [['id', 'ASC']],
    });
    expect(audit.map((entry) => [entry.action, entry.userId, entry.label])).toEqual([
      ['sign-in', user.id, user.username],
      ['password-reset', user.id, user.username],
      ['sign-in', user.id, user.username],
      ['sign-in-failed', null, user.username],
      ['sign-in', user.id, user.username],
    ]);
    expect(audit[1]!.clientAddress).toMatch(/127\.0\.0\.1/);
    expect(server.logs.map((line) => JSON.stringify(line)).join('\n')).not.toContain(token);
  });

  it('refuses an expired link, and unknown or malformed tokens, changing nothing', async () => {
    const user = await createUser(server.db, { email: 'expired@example.org' });
    const { token } = await requestReset('expired@example.org');
    clockOffsetMs = 60 * 60 * 1000 + 1000;
    const client = new ApiClient(server.baseUrl);
    for (const body of [
      { token, password: NEW_PASSWORD },
      { token: 'A'.repeat(43), password: NEW_PASSWORD },
      { token: 'not a token', password: NEW_PASSWORD },
      { token: `${token}x`, password: NEW_PASSWORD },
    ]) {
      const response = await client.post('/api/password-reset/confirm', body);
      expect(response.status).toBe(400);
      expect((response.body as { error: string }).error).toBe(INVALID_LINK_MESSAGE);
      expect((await client.post('/api/password-reset/check', { token: body.token })).status).toBe(400);
    }
    expect((await client.get('/api/user')).status).toBe(401);
    await new ApiClient(server.baseUrl).login(user.username, FACTORY_PASSWORD);
    // Within the hour the same link still worked: the clock alone made it expire.
    clockOffsetMs = 0;
    expect((await client.post('/api/password-reset/check', { token })).status).toBe(200);
  });

  it('applies the password rules of registration', async () => {
    await createUser(server.db, { email: 'rules@example.org' });
    const { token } = await requestReset('rules@example.org');
    const client = new ApiClient(server.baseUrl);
    const short = await client.post('/api/password-reset/confirm', { token, password: '12345' });
    expect(short.status).toBe(400);
    expect((short.body as { fields: Record<string, string> }).fields.password).toBe(
      'Password must be at least 6 characters long',
    );
    // The refused attempt spent nothing.
    expect((await client.post('/api/password-reset/check', { token })).status).toBe(200);
  });

  it('answers identically for an existing and an unknown address, and mails only the account', async () => {
    await createUser(server.db, { email: 'known@example.org' });
    const known = await new ApiClient(server.baseUrl).post('/api/password-reset', { email: 'known@example.org' });
    const unknown = await new ApiClient(server.baseUrl).post('/api/password-reset', { email: 'nobody@example.org' });
    expect(unknown.status).toBe(known.status);
    expect(unknown.text).toBe(known.text);
    expect(unknown.headers.get('content-type')).toBe(known.headers.get('content-type'));
    expect([...unknown.headers.keys()].sort()).toEqual([...known.headers.keys()].sort());
    await smtp.waitFor(1);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(smtp.received.flatMap((mail) => mail.envelopeTo)).toEqual(['known@example.org']);
    // Nothing is stored for the unknown address: no token, no mail.
    expect(await server.db.models.AccountToken.count({ where: { email: 'nobody@example.org' } })).toBe(0);
    expect(await server.db.models.OutboxMail.count({ where: { toAddress: 'nobody@example.org' } })).toBe(0);
    // A deactivated account is answered the same and gets no link.
    await createUser(server.db, { email: 'gone@example.org', active: false });
    const inactive = await new ApiClient(server.baseUrl).post('/api/password-reset', { email: 'gone@example.org' });
    expect(inactive.text).toBe(known.text);
    expect(await server.db.models.OutboxMail.count({ where: { toAddress: 'gone@example.org' } })).toBe(0);
  });

  it('refuses a line break in the address', async () => {
    const response = await new ApiClient(server.baseUrl).post('/api/password-reset', {
      email: 'a@example.org\r\nBcc: victim@example.org',
    });
    expect(response.status).toBe(400);
  });
});

describe('password reset rate limits', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('sqlite', {
      rateLimits: {
        ...BUILT_IN_RATE_LIMITS,
        resetAccount: { max: 2, windowMs: 60_000 },
        resetAddress: { max: 4, windowMs: 60_000 },
      },
    });
  });
  afterAll(() => server.close());

  it('limits requests per account and per client address, known or unknown alike', async () => {
    await createUser(server.db, { email: 'limited@example.org' });
    const client = new ApiClient(server.baseUrl);
    const statuses = [];
    for (let i = 0; i < 3; i += 1)
      statuses.push((await client.post('/api/password-reset', { email: 'limited@example.org' })).status);
    expect(statuses).toEqual([202, 202, 429]);
    // The per-account limit counts the address in any letter case.
    expect((await client.post('/api/password-reset', { email: 'LIMITED@example.org' })).status).toBe(429);
    // Only two links were issued.
    expect(await server.db.models.AccountToken.count({ where: { email: 'limited@example.org' } })).toBe(2);
    // The address's own limit (4 requests counted so far) stops a fifth for any e-mail address.
    const other = await client.post('/api/password-reset', { email: 'someone-else@example.org' });
    expect(other.status).toBe(429);
    expect(other.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});
