import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ApiError, CurrentUser, Invitation } from '../../../shared/entities';
import { validationMessages as m } from '../../../shared/messages';
import { testDatabaseKinds } from '../../../tests/helpers/databases';
import { ApiClient } from '../../../tests/helpers/http';
import { signedInClient, startTestServer, type TestServer } from '../../../tests/helpers/server';
import { mailTo, startSmtpServer, tokenOfLink, type TestSmtpServer } from '../../../tests/helpers/smtp';
import type { UserModel } from '../../models';
import { writeSiteSettings } from '../../settings';
import { INVALID_LINK_MESSAGE } from '../../users/account-tokens';
import { createUser, siteSettings } from '../../../tests/factories';

const SITE_NAME = 'Cámara Nórdica';

describe.each(testDatabaseKinds())('invitations on %s', (kind) => {
  let smtp: TestSmtpServer;
  let server: TestServer;
  let admin: ApiClient;
  let adminUser: UserModel;
  let clockOffsetMs = 0;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    server = await startTestServer(kind, {
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
    ({ client: admin, user: adminUser } = await signedInClient(server, 'admin', { fullName: 'Ana Admin' }));
  });
  afterAll(async () => {
    await server.close();
    await smtp.stop();
  });
  beforeEach(() => {
    smtp.received.length = 0;
    clockOffsetMs = 0;
  });

  /** Invites someone and returns the invitation and the token its mail carries. */
  async function invite(email: string, overrides: Record<string, unknown> = {}) {
    const response = await admin.post<Invitation>('/api/admin/invitations', {
      fullName: 'Lucía Fernández',
      email,
      role: 'editor',
      language: 'es',
      ...overrides,
    });
    expect(response.status).toBe(201);
    const mails = await smtp.waitFor(1);
    const mail = mailTo(mails, email);
    smtp.received.length = 0;
    return { invitation: response.body, mail, token: tokenOfLink(mail, '/auth/invitation') };
  }

  it('mails an invitation that is accepted once with a username and password, signed in with the role', async () => {
    const { invitation, mail, token } = await invite('lucia@example.es');
    expect(invitation).toMatchObject({
      fullName: 'Lucía Fernández',
      email: 'lucia@example.es',
      role: 'editor',
      language: 'es',
      expired: false,
      invitedBy: { id: adminUser.id, fullName: 'Ana Admin' },
    });
    const days = (Date.parse(invitation.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    expect(mail.parsed.subject).toBe(`Le invitamos a ${SITE_NAME}`);
    expect(mail.parsed.html).toContain('lang="es"');
    expect(mail.parsed.text).toContain('Ana Admin');
    expect(mail.parsed.text).toContain('editor');
    expect(mail.parsed.text).toContain(token);

    const listed = await admin.get<{ items: Invitation[] }>('/api/admin/invitations');
    expect(listed.body.items.map((item) => item.email)).toContain('lucia@example.es');

    const person = new ApiClient(server.baseUrl);
    const check = await person.post('/api/invitations/check', { token });
    expect(check.status).toBe(200);
    expect(check.body).toEqual({ fullName: 'Lucía Fernández', email: 'lucia@example.es', role: 'editor' });

    const taken = await person.post('/api/invitations/accept', {
      token,
      username: adminUser.username.toUpperCase(),
      password: 'lucia-password-1',
    });
    expect(taken.status).toBe(409);
    // A name that only looks like someone's: `chief` with a Cyrillic с.
    await createUser(server.db, { username: 'chief' });
    const confusable = await person.post<ApiError>('/api/invitations/accept', {
      token,
      username: '\u0441hief',
      password: 'lucia-password-1',
    });
    expect(confusable.status, confusable.text).toBe(409);
    expect(confusable.body.fields).toEqual({ username: m.usernameConfusable });
    const accepted = await person.post<CurrentUser>('/api/invitations/accept', {
      token,
      username: 'lucia.f',
      password: 'lucia-password-1',
    });
    expect(accepted.status).toBe(201);
    // The account keeps the invitation's language for its later mails.
    expect(accepted.body).toMatchObject({
      username: 'lucia.f',
      role: 'editor',
      email: 'lucia@example.es',
      language: 'es',
    });
    const me = await person.get<CurrentUser>('/api/user');
    expect(me.status).toBe(200);
    expect(me.body.role).toBe('editor');
    // An editor's screens open; an admin's do not.
    expect((await person.get('/api/admin/contact-submissions')).status).not.toBe(403);
    expect((await person.get('/api/admin/invitations')).status).toBe(403);
    await new ApiClient(server.baseUrl).login('lucia.f', 'lucia-password-1');

    // The accepted link is dead, and the invitation is no longer pending.
    const again = await new ApiClient(server.baseUrl).post('/api/invitations/accept', {
      token,
      username: 'lucia.two',
      password: 'lucia-password-2',
    });
    expect(again.status).toBe(400);
    expect((again.body as { error: string }).error).toBe(INVALID_LINK_MESSAGE);
    const after = await admin.get<{ items: Invitation[] }>('/api/admin/invitations');
    expect(after.body.items.map((item) => item.email)).not.toContain('lucia@example.es');

    const audit = await server.db.models.AuditEntry.findAll({
      where: { entity: 'invitation', entityId: invitation.id },
      order: [['id', 'ASC']],
    });
    expect(audit.map((entry) => [entry.action, entry.userFullName])).toEqual([
      ['invite', 'Ana Admin'],
      ['accept', 'Lucía Fernández'],
    ]);
  });

  it('resending makes a new link and kills the old one; revoking kills the link; both carry the version', async () => {
    const { invitation, token: first } = await invite('erik@example.se', { fullName: 'Erik Nilsson', language: 'sv' });
    const stale = await admin.post(`/api/admin/invitations/${invitation.id}/resend`, {
      version: invitation.version + 1,
    });
    expect(stale.status).toBe(409);
    const resent = await admin.post<Invitation>(`/api/admin/invitations/${invitation.id}/resend`, {
      version: invitation.version,
    });
    expect(resent.status).toBe(200);
    expect(resent.body.version).toBe(invitation.version + 1);
    const [mail] = await smtp.waitFor(1);
    expect(mail!.parsed.subject).toBe(`Du är inbjuden till ${SITE_NAME}`);
    const second = tokenOfLink(mail!, '/auth/invitation');
    expect(second).not.toBe(first);
    const person = new ApiClient(server.baseUrl);
    expect((await person.post('/api/invitations/check', { token: first })).status).toBe(400);
    expect((await person.post('/api/invitations/check', { token: second })).status).toBe(200);

    // Revoke with the old version: 409; with the current one: the link dies.
    expect((await admin.post(`/api/admin/invitations/${invitation.id}/revoke`, { version: 0 })).status).toBe(409);
    const revoked = await admin.post(`/api/admin/invitations/${invitation.id}/revoke`, {
      version: resent.body.version,
    });
    expect(revoked.status).toBe(204);
    expect((await person.post('/api/invitations/check', { token: second })).status).toBe(400);
    const accept = await person.post('/api/invitations/accept', {
      token: second,
      username: 'erik.n',
      password: 'erik-password-1',
    });
    expect(accept.status).toBe(400);
    expect(await server.db.models.User.count({ where: { email: 'erik@example.se' } })).toBe(0);
    // A revoked invitation can be neither resent nor revoked again.
    expect(
      (await admin.post(`/api/admin/invitations/${invitation.id}/resend`, { version: resent.body.version + 1 })).status,
    ).toBe(404);
    const audit = await server.db.models.AuditEntry.findAll({
      where: { entity: 'invitation', entityId: invitation.id },
      order: [['id', 'ASC']],
    });
    expect(audit.map((entry) => entry.action)).toEqual(['invite', 'resend', 'revoke']);
  });

  it('lets an invitation expire after 7 days', async () => {
    const { token } = await invite('late@example.org', { language: 'en' });
    clockOffsetMs = 7 * 24 * 60 * 60 * 1000 + 1000;
    const person = new ApiClient(server.baseUrl);
    expect((await person.post('/api/invitations/check', { token })).status).toBe(400);
    expect(
      (await person.post('/api/invitations/accept', { token, username: 'late.one', password: 'late-password-1' }))
        .status,
    ).toBe(400);
    const listed = await admin.get<{ items: Invitation[] }>('/api/admin/invitations');
    expect(listed.body.items.find((item) => item.email === 'late@example.org')?.expired).toBe(true);
  });

  it('refuses non-admins, header injection, taken addresses and a second pending invitation', async () => {
    const { client: editor } = await signedInClient(server, 'editor');
    const body = { fullName: 'Mallory', email: 'mallory@example.org', role: 'admin', language: 'en' };
    expect((await editor.post('/api/admin/invitations', body)).status).toBe(403);
    expect((await editor.get('/api/admin/invitations')).status).toBe(403);
    expect((await new ApiClient(server.baseUrl).post('/api/admin/invitations', body)).status).toBe(401);

    const injected = await admin.post<{ fields: Record<string, string> }>('/api/admin/invitations', {
      ...body,
      fullName: 'Eve\r\nBcc: victim@example.org',
    });
    expect(injected.status).toBe(400);
    expect(injected.body.fields.fullName).toBe('This field must be one line, without line breaks');
    expect(
      (await admin.post('/api/admin/invitations', { ...body, email: 'eve@example.org\r\nBcc: victim@example.org' }))
        .status,
    ).toBe(400);
    expect((await admin.post('/api/admin/invitations', { ...body, email: adminUser.email })).status).toBe(409);
    await invite('twice@example.org');
    expect((await admin.post('/api/admin/invitations', { ...body, email: 'twice@example.org' })).status).toBe(409);
    expect(await server.db.models.OutboxMail.count({ where: { toAddress: 'mallory@example.org' } })).toBe(0);
  });
});
