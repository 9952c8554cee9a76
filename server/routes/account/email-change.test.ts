import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ApiError, CurrentUser, EmailChangeTokenInfo } from '../../../shared/entities';
import { validationMessages as m } from '../../../shared/messages';
import { createUser, FACTORY_PASSWORD, siteSettings } from '../../../tests/factories';
import { testDatabaseKinds } from '../../../tests/helpers/databases';
import { ApiClient } from '../../../tests/helpers/http';
import { startTestServer, type TestServer } from '../../../tests/helpers/server';
import { mailLinks, mailTo, startSmtpServer, tokenOfLink, type TestSmtpServer } from '../../../tests/helpers/smtp';
import { BUILT_IN_RATE_LIMITS, RATE_LIMITED_MESSAGE } from '../../rate-limit';
import { writeSiteSettings } from '../../settings';
import { EMAIL_CHANGE_LIFETIME_MS, hashToken, INVALID_LINK_MESSAGE } from '../../users/account-tokens';
import { EMAIL_TAKEN_MESSAGE } from '../../users/management';

const SITE_NAME = 'Cámara Nórdica';

describe.each(testDatabaseKinds())('own e-mail change on %s', (kind) => {
  let smtp: TestSmtpServer;
  let server: TestServer;
  let webDist: string;
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
      rateLimits: BUILT_IN_RATE_LIMITS,
      mail: { smtpUrl: smtp.url, sender: { pollMs: 200 } },
      now: () => new Date(Date.now() + clockOffsetMs),
    });
    await server.db.sequelize.transaction((transaction) =>
      writeSiteSettings(
        server.db.models,
        siteSettings({ siteName: SITE_NAME, defaultLanguage: 'en', contactEmail: 'hello@chamber.example' }),
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

  async function signedIn(email: string, fullName: string) {
    const user = await createUser(server.db, { email, fullName });
    const client = new ApiClient(server.baseUrl);
    await client.login(user.username, FACTORY_PASSWORD);
    return { client, user };
  }

  /** Asks for `newEmail` with the right password; returns the link's token and the two mails. */
  async function requestChange(client: ApiClient, fullName: string, oldEmail: string, newEmail: string) {
    const response = await client.put<CurrentUser>('/api/user', {
      fullName,
      email: newEmail,
      currentPassword: FACTORY_PASSWORD,
    });
    expect(response.status).toBe(200);
    const mails = await smtp.waitFor(2);
    const confirmMail = mailTo(mails, newEmail);
    const notice = mailTo(mails, oldEmail);
    smtp.received.length = 0;
    return { response, token: tokenOfLink(confirmMail, '/auth/email'), confirmMail, notice };
  }

  it('refuses a new address without the current password or with a wrong one (400), changing and mailing nothing', async () => {
    const { client, user } = await signedIn('owner1@example.com', 'Owner One');
    const without = await client.put<ApiError>('/api/user', { fullName: 'Owner One', email: 'thief@example.net' });
    expect(without.status).toBe(400);
    expect(without.body.fields).toEqual({ currentPassword: m.currentPasswordForEmail });
    const wrong = await client.put<ApiError>('/api/user', {
      fullName: 'Owner One',
      email: 'thief@example.net',
      currentPassword: 'not-the-password',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields).toEqual({ currentPassword: m.currentPasswordWrong });
    expect((await server.db.models.User.findByPk(user.id))?.email).toBe('owner1@example.com');
    expect(await server.db.models.AccountToken.count({ where: { userId: user.id } })).toBe(0);
    expect(await server.db.models.OutboxMail.count({ where: { toAddress: 'thief@example.net' } })).toBe(0);
  });

  it('changes the name and the mail language without a password', async () => {
    const { client, user } = await signedIn('owner2@example.com', 'Owner Two');
    const response = await client.put<CurrentUser>('/api/user', {
      fullName: 'Owner Renamed',
      email: 'owner2@example.com',
      language: 'sv',
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ fullName: 'Owner Renamed', language: 'sv', pendingEmail: null });
    const stored = await server.db.models.User.findByPk(user.id);
    expect([stored?.fullName, stored?.language]).toEqual(['Owner Renamed', 'sv']);
  });

  it('mails the new address a single-use link, tells the old one, and moves the account only on confirmation', async () => {
    const { client, user } = await signedIn('owner3@example.com', 'Owner Three');
    const { response, token, confirmMail, notice } = await requestChange(
      client,
      'Owner Three',
      'owner3@example.com',
      'owner3.new@example.org',
    );
    // Nothing moved yet: the answer shows the address waiting for its confirmation.
    expect(response.body).toMatchObject({ email: 'owner3@example.com', pendingEmail: 'owner3.new@example.org' });
    expect((await client.get<CurrentUser>('/api/user')).body.pendingEmail).toBe('owner3.new@example.org');
    expect((await server.db.models.User.findByPk(user.id))?.email).toBe('owner3@example.com');

    expect(confirmMail.parsed.subject).toBe(`Confirm your new e-mail address – ${SITE_NAME}`);
    expect(mailLinks(confirmMail).some((href) => href.startsWith(`${server.baseUrl}/auth/email?token=`))).toBe(true);
    // The old address learns of the request and gets nothing that acts on the account.
    expect(notice.parsed.text).toContain('owner3.new@example.org');
    expect(notice.raw).not.toContain(token);
    expect(mailLinks(notice).filter((href) => href.includes('token='))).toEqual([]);
    // Only the hash is stored.
    const row = await server.db.models.AccountToken.findOne({ where: { userId: user.id, kind: 'email-change' } });
    expect(row?.tokenHash).toBe(hashToken(token));

    // Opening the link (or a scanner fetching it) and checking it spend nothing.
    const page = await fetch(`${server.baseUrl}/auth/email?token=${token}`);
    expect(page.status).toBe(200);
    const browser = new ApiClient(server.baseUrl);
    for (let i = 0; i < 2; i += 1) {
      const check = await browser.post<EmailChangeTokenInfo>('/api/email-change/check', { token });
      expect(check.status).toBe(200);
      expect(check.body).toEqual({ username: user.username, email: 'owner3.new@example.org' });
    }
    expect((await server.db.models.User.findByPk(user.id))?.email).toBe('owner3@example.com');

    const confirm = await browser.post<EmailChangeTokenInfo>('/api/email-change/confirm', { token });
    expect(confirm.status).toBe(200);
    expect(confirm.body).toEqual({ username: user.username, email: 'owner3.new@example.org' });
    expect((await server.db.models.User.findByPk(user.id))?.email).toBe('owner3.new@example.org');
    expect((await client.get<CurrentUser>('/api/user')).body).toMatchObject({
      email: 'owner3.new@example.org',
      pendingEmail: null,
    });
    // The old address is told once more that the change took effect.
    const [changed] = await smtp.waitFor(1);
    expect(changed!.envelopeTo).toEqual(['owner3@example.com']);
    expect(changed!.parsed.subject).toBe(`Your e-mail address was changed – ${SITE_NAME}`);
    // Single use.
    const again = await browser.post<ApiError>('/api/email-change/confirm', { token });
    expect(again.status).toBe(400);
    expect(again.body.error).toBe(INVALID_LINK_MESSAGE);
  });

  it('answers alike for a registered and a free address, and refuses the link of a taken one at confirmation', async () => {
    await createUser(server.db, { email: 'someone.else@example.com' });
    const { client, user } = await signedIn('owner4@example.com', 'Owner Four');
    const { response, token } = await requestChange(
      client,
      'Owner Four',
      'owner4@example.com',
      'someone.else@example.com',
    );
    expect(response.body.pendingEmail).toBe('someone.else@example.com');
    const confirm = await new ApiClient(server.baseUrl).post<ApiError>('/api/email-change/confirm', { token });
    expect(confirm.status).toBe(409);
    expect(confirm.body.error).toBe(EMAIL_TAKEN_MESSAGE);
    expect((await server.db.models.User.findByPk(user.id))?.email).toBe('owner4@example.com');
  });

  it('rechecks the address at confirmation: one registered meanwhile cannot be claimed', async () => {
    const { client, user } = await signedIn('owner5@example.com', 'Owner Five');
    const { token } = await requestChange(client, 'Owner Five', 'owner5@example.com', 'claimed.later@example.com');
    await createUser(server.db, { email: 'claimed.later@example.com' });
    const confirm = await new ApiClient(server.baseUrl).post<ApiError>('/api/email-change/confirm', { token });
    expect(confirm.status).toBe(409);
    expect((await server.db.models.User.findByPk(user.id))?.email).toBe('owner5@example.com');
  });

  it('ends the link after 24 hours, with a newer request, and with a new password', async () => {
    const { client, user } = await signedIn('owner6@example.com', 'Owner Six');
    const first = await requestChange(client, 'Owner Six', 'owner6@example.com', 'six.a@example.com');
    const second = await requestChange(client, 'Owner Six', 'owner6@example.com', 'six.b@example.com');
    const browser = new ApiClient(server.baseUrl);
    expect((await browser.post('/api/email-change/check', { token: first.token })).status).toBe(400);

    clockOffsetMs = EMAIL_CHANGE_LIFETIME_MS + 1000;
    expect((await browser.post('/api/email-change/confirm', { token: second.token })).status).toBe(400);
    clockOffsetMs = 0;

    await client.post('/api/user/password', {
      currentPassword: FACTORY_PASSWORD,
      newPassword: 'another-password-9',
      confirmPassword: 'another-password-9',
    });
    expect((await browser.post('/api/email-change/confirm', { token: second.token })).status).toBe(400);
    expect((await server.db.models.User.findByPk(user.id))?.email).toBe('owner6@example.com');
  });

  it('counts wrong current passwords of an e-mail change with those of a password change (429 after 5)', async () => {
    const { client } = await signedIn('owner7@example.com', 'Owner Seven');
    for (let i = 0; i < 3; i += 1) {
      const answer = await client.put('/api/user', {
        fullName: 'Owner Seven',
        email: 'seven.new@example.com',
        currentPassword: 'not-the-password',
      });
      expect(answer.status).toBe(400);
    }
    for (let i = 0; i < 2; i += 1) {
      const answer = await client.post('/api/user/password', {
        currentPassword: 'not-the-password',
        newPassword: 'another-password-9',
        confirmPassword: 'another-password-9',
      });
      expect(answer.status).toBe(400);
    }
    const limited = await client.put<ApiError>('/api/user', {
      fullName: 'Owner Seven',
      email: 'seven.new@example.com',
      currentPassword: FACTORY_PASSWORD,
    });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ error: RATE_LIMITED_MESSAGE });
  });
});
