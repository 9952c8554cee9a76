import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_AUDIT_ACTIONS, type AuditEntry, type AuditLogEntry } from '../../../shared/entities';
import { createUser, FACTORY_PASSWORD, memberInput } from '../../../tests/factories';
import { testDatabaseKinds } from '../../../tests/helpers/databases';
import { ApiClient } from '../../../tests/helpers/http';
import { totalOf } from '../../../tests/helpers/paging';
import { signedInClient, startTestServer, type TestServer } from '../../../tests/helpers/server';
import type { AuditEntryModel, UserModel } from '../../models';
import { newToken, RESET_LIFETIME_MS } from '../../users/account-tokens';

/** A password typed at a refused sign-in: it must appear in no entry. */
const TYPED_PASSWORD = 'Typed-Secret-4711';
const NEW_PASSWORD = 'a-brand-new-password';
const signInActions = new Set<string>(SIGN_IN_AUDIT_ACTIONS);

describe.each(testDatabaseKinds())('sign-ins, sign-outs and password resets in the audit trail on %s', (kind) => {
  let server: TestServer;
  let admin: ApiClient;
  let editor: ApiClient;
  let sam: UserModel;
  let gone: UserModel;

  beforeAll(async () => {
    // Behind a trusted proxy, each case signs in from an address of its own (X-Forwarded-For), so
    // its counters and its entries are its own.
    server = await startTestServer(kind, {
      trustProxy: true,
      rateLimits: {
        loginAccount: { max: 2, windowMs: 60_000 },
        loginAddress: { max: 4, windowMs: 60_000 },
      },
    });
    ({ client: admin } = await signedInClient(server, 'admin'));
    ({ client: editor } = await signedInClient(server, 'editor'));
    sam = await createUser(server.db, { username: 'sam.sign', fullName: 'Sam Sign', email: 'sam@example.org' });
    gone = await createUser(server.db, { username: 'gone.away', fullName: 'Gone Away', active: false });
  });
  afterAll(() => server.close());

  const signIn = (address: string, username: string, password: string, client = new ApiClient(server.baseUrl)) =>
    client.post('/api/login', { username, password }, { 'x-forwarded-for': address });
  const entriesFrom = (address: string) =>
    server.db.models.AuditEntry.findAll({ where: { clientAddress: address }, order: [['id', 'ASC']] });
  const summary = (entry: AuditEntryModel) => ({
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    userId: entry.userId,
    userFullName: entry.userFullName,
    label: entry.label,
    changes: entry.changes,
  });
  /** Every stored entry, raw, as one text: a typed password must be nowhere in it. */
  const allRows = async () => JSON.stringify(await server.db.models.AuditEntry.findAll({ raw: true }));

  it('records a sign-in by the account that signed in, with the address it came from', async () => {
    expect((await signIn('198.51.100.1', ' SAM.sign ', FACTORY_PASSWORD)).status).toBe(200);
    const [entry, ...rest] = await entriesFrom('198.51.100.1');
    expect(rest).toHaveLength(0);
    expect(summary(entry!)).toEqual({
      action: 'sign-in',
      entity: 'user',
      entityId: sam.id,
      userId: sam.id,
      userFullName: 'Sam Sign',
      label: 'sam.sign',
      changes: null,
    });
  });

  it('records each refused sign-in with its reason and no actor, never the password', async () => {
    expect((await signIn('198.51.100.2', 'nobody.here', TYPED_PASSWORD)).status).toBe(401);
    expect((await signIn('198.51.100.2', 'sam.sign', TYPED_PASSWORD)).status).toBe(401);
    expect((await signIn('198.51.100.2', 'gone.away', FACTORY_PASSWORD)).status).toBe(403);
    // A deactivated account with a wrong password is a wrong password: the answer says nothing more.
    expect((await signIn('198.51.100.2', 'gone.away', TYPED_PASSWORD)).status).toBe(401);
    const entries = (await entriesFrom('198.51.100.2')).map(summary);
    const refused = { action: 'sign-in-failed', entity: 'user', userId: null, userFullName: '' };
    expect(entries).toEqual([
      { ...refused, entityId: 0, label: 'nobody.here', changes: { reason: [null, 'unknown-user'] } },
      { ...refused, entityId: sam.id, label: 'sam.sign', changes: { reason: [null, 'wrong-password'] } },
      { ...refused, entityId: gone.id, label: 'gone.away', changes: { reason: [null, 'deactivated'] } },
      { ...refused, entityId: gone.id, label: 'gone.away', changes: { reason: [null, 'wrong-password'] } },
    ]);
    const rows = await allRows();
    expect(rows).not.toContain(TYPED_PASSWORD);
    expect(rows).not.toContain(FACTORY_PASSWORD);
  });

  it('records the first refusal of a window of an account as a lockout, not every refusal after it', async () => {
    for (let attempt = 0; attempt < 2; attempt += 1)
      expect((await signIn('198.51.100.3', 'sam.sign', TYPED_PASSWORD)).status).toBe(401);
    // Locked: refused even with the right password, and a further try adds no entry.
    expect((await signIn('198.51.100.3', 'sam.sign', FACTORY_PASSWORD)).status).toBe(429);
    expect((await signIn('198.51.100.3', 'Sam.Sign', TYPED_PASSWORD)).status).toBe(429);
    const entries = (await entriesFrom('198.51.100.3')).map(summary);
    expect(entries.map((entry) => entry.action)).toEqual(['sign-in-failed', 'sign-in-failed', 'lockout']);
    expect(entries[2]).toEqual({
      action: 'lockout',
      entity: 'user',
      entityId: sam.id,
      userId: null,
      userFullName: '',
      label: 'sam.sign',
      changes: { reason: [null, 'account-limit'] },
    });
    expect(await allRows()).not.toContain(TYPED_PASSWORD);
  });

  it('records the lockout of an address, named by the username typed when it began', async () => {
    for (const username of ['guess.one', 'guess.two', 'guess.three', 'guess.four'])
      expect((await signIn('198.51.100.4', username, TYPED_PASSWORD)).status).toBe(401);
    expect((await signIn('198.51.100.4', 'guess.five', TYPED_PASSWORD)).status).toBe(429);
    expect((await signIn('198.51.100.4', 'sam.sign', FACTORY_PASSWORD)).status).toBe(429);
    const entries = (await entriesFrom('198.51.100.4')).map(summary);
    expect(entries.filter((entry) => entry.action === 'lockout')).toEqual([
      {
        action: 'lockout',
        entity: 'user',
        entityId: 0,
        userId: null,
        userFullName: '',
        label: 'guess.five',
        changes: { reason: [null, 'address-limit'] },
      },
    ]);
    expect(entries).toHaveLength(5);
  });

  it('records a sign-out of a signed-in session, and nothing for one that signs no one in', async () => {
    const client = new ApiClient(server.baseUrl);
    expect((await signIn('198.51.100.5', 'sam.sign', FACTORY_PASSWORD, client)).status).toBe(200);
    expect((await client.post('/api/logout', undefined, { 'x-forwarded-for': '198.51.100.5' })).status).toBe(204);
    expect((await client.get('/api/user')).status).toBe(401);
    // Signing out again, or without ever signing in, is no sign-out.
    expect((await client.post('/api/logout', undefined, { 'x-forwarded-for': '198.51.100.5' })).status).toBe(204);
    const visitor = new ApiClient(server.baseUrl);
    expect((await visitor.post('/api/logout', undefined, { 'x-forwarded-for': '198.51.100.5' })).status).toBe(204);
    const entries = (await entriesFrom('198.51.100.5')).map(summary);
    expect(entries.map((entry) => [entry.action, entry.userId, entry.label])).toEqual([
      ['sign-in', sam.id, 'sam.sign'],
      ['sign-out', sam.id, 'sam.sign'],
    ]);
  });

  it('records a password reset by mailed link in its transaction, but not the request for the link', async () => {
    const before = await server.db.models.AuditEntry.count();
    const requested = await new ApiClient(server.baseUrl).post(
      '/api/password-reset',
      { email: 'sam@example.org' },
      { 'x-forwarded-for': '198.51.100.6' },
    );
    expect(requested.status).toBe(202);
    expect(await server.db.models.AuditEntry.count()).toBe(before);

    const { token, hash } = newToken();
    await server.db.models.AccountToken.create({
      kind: 'reset',
      tokenHash: hash,
      userId: sam.id,
      email: 'sam@example.org',
      language: 'en',
      expiresAt: new Date(Date.now() + RESET_LIFETIME_MS),
    });
    const browser = new ApiClient(server.baseUrl);
    const body = { token, password: NEW_PASSWORD };
    // The entry cannot be written: the reset fails as a whole, the link stays good.
    const { AuditEntry } = server.db.models;
    AuditEntry.addHook('beforeCreate', 'failForTest', () => {
      throw new Error('audit storage failed');
    });
    try {
      const failed = await browser.post('/api/password-reset/confirm', body, { 'x-forwarded-for': '198.51.100.6' });
      expect(failed.status).toBe(500);
    } finally {
      AuditEntry.removeHook('beforeCreate', 'failForTest');
    }
    expect((await signIn('198.51.100.7', 'sam.sign', NEW_PASSWORD)).status).toBe(401);

    const confirmed = await browser.post('/api/password-reset/confirm', body, { 'x-forwarded-for': '198.51.100.6' });
    expect(confirmed.status, confirmed.text).toBe(200);
    const entries = (await entriesFrom('198.51.100.6')).map(summary);
    expect(entries).toEqual([
      {
        action: 'password-reset',
        entity: 'user',
        entityId: sam.id,
        userId: sam.id,
        userFullName: 'Sam Sign',
        label: 'sam.sign',
        changes: null,
      },
    ]);
    const rows = await allRows();
    expect(rows).not.toContain(NEW_PASSWORD);
    expect(rows).not.toContain(token);
  });

  /** One page of the trail as `client` reads it: the entries, and the total over all pages (X-Total-Count). */
  const listed = async (client: ApiClient, query: string) => {
    const answer = await client.get<AuditLogEntry[]>(`/api/admin/audit${query}`);
    expect(answer.status, answer.text).toBe(200);
    return { items: answer.body, total: totalOf(answer) };
  };

  it('lists the entries on the Activity page for admins only, and leaves them off the dashboard', async () => {
    const failed = await listed(admin, '?action=sign-in-failed&pageSize=100');
    expect(failed.items.find((entry) => entry.label === 'nobody.here')).toMatchObject({
      user: null,
      entity: 'user',
      entityId: 0,
      changes: { reason: [null, 'unknown-user'] },
      address: '198.51.100.2',
    });
    for (const action of SIGN_IN_AUDIT_ACTIONS)
      expect((await listed(admin, `?action=${action}`)).total, action).toBeGreaterThan(0);

    // An entry about content, which an editor does read, beside the sign-ins.
    expect((await editor.post('/api/admin/members', memberInput())).status).toBe(201);
    const forEditor = await listed(editor, '?pageSize=100');
    expect(forEditor.items.length).toBeGreaterThan(0);
    expect(forEditor.items.filter((entry) => signInActions.has(entry.action))).toEqual([]);
    for (const action of SIGN_IN_AUDIT_ACTIONS)
      expect((await listed(editor, `?action=${action}`)).total, action).toBe(0);

    const dashboard = await admin.get<AuditEntry[]>('/api/admin/activity?limit=50');
    expect(dashboard.status).toBe(200);
    expect(dashboard.body.length).toBeGreaterThan(0);
    expect(dashboard.body.filter((entry) => signInActions.has(entry.action))).toEqual([]);
  });

  it('offers no way to change or delete an entry, one by one or all at once', async () => {
    const before = await server.db.models.AuditEntry.count();
    const [entry] = (await listed(admin, '?action=sign-in-failed')).items;
    for (const path of ['/api/admin/audit', `/api/admin/audit/${entry!.id}`])
      for (const method of ['PUT', 'PATCH', 'DELETE', 'POST']) {
        const answer = await admin.request(method, path, { json: {} });
        expect([404, 405], `${method} ${path}: ${answer.status}`).toContain(answer.status);
      }
    expect(await server.db.models.AuditEntry.count()).toBe(before);
    expect(summary((await server.db.models.AuditEntry.findByPk(entry!.id))!)).toMatchObject({
      action: 'sign-in-failed',
      label: entry!.label,
    });
  });
});
