import { Op } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError, DashboardSummary, ManagedUser, Role, SpamRegistration, User } from '../../../shared/entities';
import { SIGN_IN_AUDIT_ACTIONS } from '../../../shared/entities';
import { validationMessages as m } from '../../../shared/messages';
import { createMember, createUser, FACTORY_PASSWORD, memberInput } from '../../../tests/factories';
import { testDatabaseKinds } from '../../../tests/helpers/databases';
import { ApiClient } from '../../../tests/helpers/http';
import { signedInClient, startTestServer, type TestServer } from '../../../tests/helpers/server';
import { createSessionStore } from '../../auth/session-store';
import { SESSION_COOKIE } from '../../app';
import { LAST_ADMIN_MESSAGE } from '../../users/management';
import { DEACTIVATED_MESSAGE } from '../auth';
import { totalOf } from '../../../tests/helpers/paging';

const MANAGED_USER_KEYS = [
  'active',
  'createdAt',
  'email',
  'fullName',
  'id',
  'lastLoginAt',
  'memberId',
  'requestedRole',
  'role',
  'username',
].sort();
const RESET_PASSWORD = 'reset-by-admin-1';

/** Each test gets its own server: the last-admin rule depends on who else is an admin. */
describe.each(testDatabaseKinds())('user management on %s', (kind) => {
  let server: TestServer;
  let admin: ApiClient;
  let adminId: number;
  const anonymous = () => new ApiClient(server.baseUrl);
  const signIn = async (username: string, password = FACTORY_PASSWORD) => {
    const client = anonymous();
    const response = await client.post<ApiError>('/api/login', { username, password });
    return { client, response };
  };
  // The changes made to an account: its sign-ins and sign-outs are entries about it too.
  const auditOf = (entityId: number) =>
    server.db.models.AuditEntry.findAll({
      where: { entity: 'user', entityId, action: { [Op.notIn]: SIGN_IN_AUDIT_ACTIONS } },
      order: [['id', 'ASC']],
    });

  beforeAll(async () => {
    server = await startTestServer(kind);
    const signed = await signedInClient(server, 'admin', { fullName: 'Aaron Admin' });
    admin = signed.client;
    adminId = signed.user.id;
  });
  afterAll(() => server.close());

  describe('access', () => {
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/admin/users'],
      ['POST', '/api/admin/users/1/role', { role: 'editor' }],
      ['POST', '/api/admin/users/1/approve'],
      ['POST', '/api/admin/users/1/decline'],
      ['POST', '/api/admin/users/1/deactivate'],
      ['POST', '/api/admin/users/1/activate'],
      ['POST', '/api/admin/users/1/password', { password: RESET_PASSWORD, confirmPassword: RESET_PASSWORD }],
      ['DELETE', '/api/admin/users/1'],
      ['GET', '/api/admin/users/spam-registrations'],
      ['DELETE', '/api/admin/users/spam-registrations/1'],
      ['PUT', '/api/admin/settings', { siteName: 'X', defaultLanguage: 'en', contactEmail: 'x@example.com' }],
    ];

    it('answers 401 to anonymous callers and 403 to editors and viewers; nothing changes', async () => {
      const before = await server.db.models.User.findByPk(adminId);
      for (const role of ['editor', 'viewer'] as const) {
        const { client } = await signedInClient(server, role);
        for (const [method, path, json] of routes) {
          const options = json === undefined ? {} : { json };
          expect((await anonymous().request(method, path, options)).status, `anonymous ${method} ${path}`).toBe(401);
          const response = await client.request<ApiError>(method, path, options);
          expect(response.status, `${role} ${method} ${path}`).toBe(403);
          expect(response.body).toEqual({ error: 'This requires admin privileges' });
        }
      }
      const after = await server.db.models.User.findByPk(adminId);
      expect(after?.role).toBe(before?.role);
      expect(after?.active).toBe(true);
    });
  });

  describe('GET /api/admin/users', () => {
    it('pages every user by full name with role, request, status and last sign-in', async () => {
      const zed = await createUser(server.db, { fullName: 'Zed Viewer', requestedRole: 'editor' });
      const bea = await createUser(server.db, { fullName: 'Bea Editor', role: 'editor', active: false });
      const response = await admin.get<ManagedUser[]>('/api/admin/users?pageSize=100');
      expect(response.status).toBe(200);
      const items = response.body;
      expect(totalOf(response)).toBe(items.length);
      // Every user fits on the one page of 100: no page before or after it.
      expect(response.headers.get('link')).toBeNull();
      const names = items.map((item) => item.fullName);
      expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      for (const item of items) expect(Object.keys(item).sort()).toEqual(MANAGED_USER_KEYS);
      expect(response.text).not.toMatch(/password|session/i);

      const me = items.find((item) => item.id === adminId);
      expect(me).toMatchObject({ role: 'admin', active: true, requestedRole: null });
      expect(me?.lastLoginAt).toEqual(expect.any(String));
      expect(items.find((item) => item.id === zed.id)).toMatchObject({
        role: 'viewer',
        requestedRole: 'editor',
        active: true,
        lastLoginAt: null,
        createdAt: zed.createdAt.toISOString(),
      });
      expect(items.find((item) => item.id === bea.id)).toMatchObject({ role: 'editor', active: false });

      const requests = await admin.get<ManagedUser[]>('/api/admin/users?status=requests&pageSize=100');
      expect(requests.body.map((item) => item.id)).toContain(zed.id);
      expect(requests.body.every((item) => item.requestedRole !== null)).toBe(true);
      const inactive = await admin.get<ManagedUser[]>('/api/admin/users?status=inactive&pageSize=100');
      expect(inactive.body.map((item) => item.id)).toContain(bea.id);
      expect(inactive.body.every((item) => !item.active)).toBe(true);
      const active = await admin.get<ManagedUser[]>('/api/admin/users?status=active&pageSize=100');
      expect(active.body.every((item) => item.active)).toBe(true);
      const editors = await admin.get<ManagedUser[]>('/api/admin/users?role=editor&pageSize=100');
      expect(editors.body.every((item) => item.role === 'editor')).toBe(true);
      const searched = await admin.get<ManagedUser[]>('/api/admin/users?search=ZED%20v');
      expect(searched.body.map((item) => item.id)).toEqual([zed.id]);
      const byMail = await admin.get<ManagedUser[]>(`/api/admin/users?search=${encodeURIComponent(bea.email)}`);
      expect(byMail.body.map((item) => item.id)).toEqual([bea.id]);
      const paged = await admin.get<ManagedUser[]>('/api/admin/users?pageSize=1&page=2');
      expect(paged.body).toHaveLength(1);
      expect(paged.body[0]?.fullName).toBe(names[1]);
    });

    it.each([
      ['page', 'page=0', m.invalidNumber],
      ['pageSize', 'pageSize=101', m.invalidNumber],
      ['role', 'role=root', m.invalidChoice],
      ['status', 'status=sleeping', m.invalidChoice],
      ['search', `search=${'x'.repeat(201)}`, m.tooLong],
    ])('refuses a bad %s with 400', async (field, query, message) => {
      const response = await admin.get<ApiError>(`/api/admin/users?${query}`);
      expect(response.status).toBe(400);
      expect(response.body.fields).toEqual({ [field]: message });
    });
  });

  describe('roles and requests', () => {
    it('takes staff access away (registered), and a member representative given a staff role leaves the company', async () => {
      const company = await createMember(server.db);
      const representative = await createUser(server.db, { role: 'member', memberId: company.id });
      const staffed = await admin.post<ManagedUser>(`/api/admin/users/${representative.id}/role`, { role: 'viewer' });
      expect(staffed.status).toBe(200);
      expect(staffed.body).toMatchObject({ role: 'viewer', memberId: null });
      const withdrawn = await admin.post<ManagedUser>(`/api/admin/users/${representative.id}/role`, {
        role: 'registered',
      });
      expect(withdrawn.status).toBe(200);
      expect(withdrawn.body).toMatchObject({ role: 'registered', memberId: null });
    });

    it('sets a role, clears a pending request and records it', async () => {
      const user = await createUser(server.db, { requestedRole: 'admin' });
      const response = await admin.post<ManagedUser>(`/api/admin/users/${user.id}/role`, { role: 'editor' });
      expect(response.status).toBe(200);
      expect(Object.keys(response.body).sort()).toEqual(MANAGED_USER_KEYS);
      expect(response.body).toMatchObject({ id: user.id, role: 'editor', requestedRole: null, active: true });
      const entries = await auditOf(user.id);
      expect(entries.map((entry) => [entry.action, entry.label, entry.userId])).toEqual([
        ['role', user.fullName, adminId],
      ]);
    });

    it('refuses an unknown role (400), an unknown user (404)', async () => {
      const user = await createUser(server.db);
      const bad = await admin.post<ApiError>(`/api/admin/users/${user.id}/role`, { role: 'superuser' });
      expect(bad.status).toBe(400);
      expect(bad.body.fields).toEqual({ role: m.roleAssignInvalid });
      const missing = await admin.post<ApiError>(`/api/admin/users/${user.id}/role`, {});
      expect(missing.status).toBe(400);
      expect(missing.body.fields).toEqual({ role: m.roleAssignInvalid });
      // A member representative's account comes with its company's invitation, never from this route.
      const member = await admin.post<ApiError>(`/api/admin/users/${user.id}/role`, { role: 'member' });
      expect(member.status).toBe(400);
      expect(member.body.fields).toEqual({ role: m.roleAssignInvalid });
      expect((await admin.post(`/api/admin/users/999999/role`, { role: 'editor' })).status).toBe(404);
      expect((await admin.post(`/api/admin/users/abc/deactivate`)).status).toBe(404);
      expect((await server.db.models.User.findByPk(user.id))?.role).toBe('viewer');
    });

    it('approves a request (role = requested role) and declines one; 409 without a request', async () => {
      const asking = await createUser(server.db, { requestedRole: 'editor' });
      const approved = await admin.post<ManagedUser>(`/api/admin/users/${asking.id}/approve`);
      expect(approved.status).toBe(200);
      expect(approved.body).toMatchObject({ role: 'editor', requestedRole: null });
      const again = await admin.post<ApiError>(`/api/admin/users/${asking.id}/approve`);
      expect(again.status).toBe(409);
      expect(again.body.error).toBe('This user has no pending role request');

      const declining = await createUser(server.db, { requestedRole: 'admin' });
      const declined = await admin.post<ManagedUser>(`/api/admin/users/${declining.id}/decline`);
      expect(declined.status).toBe(200);
      expect(declined.body).toMatchObject({ role: 'viewer', requestedRole: null });
      expect((await admin.post(`/api/admin/users/${declining.id}/decline`)).status).toBe(409);

      expect((await auditOf(asking.id)).map((entry) => entry.action)).toEqual(['approve']);
      expect((await auditOf(declining.id)).map((entry) => entry.action)).toEqual(['decline']);
    });

    it('applies a demotion to the very next request of the demoted user', async () => {
      const { client, user } = await signedInClient(server, 'editor');
      expect((await client.post('/api/admin/members', memberInput())).status).toBe(201);
      expect((await admin.post(`/api/admin/users/${user.id}/role`, { role: 'viewer' })).status).toBe(200);
      const denied = await client.post<ApiError>('/api/admin/members', memberInput());
      expect(denied.status).toBe(403);
      expect((await client.get('/api/admin/members')).status).toBe(403);
      expect((await client.get('/api/user')).status).toBe(200);
    });

    it('counts pending role requests on the dashboard for admins only', async () => {
      const base = (await admin.get<DashboardSummary>('/api/admin/dashboard')).body.users?.pendingRequests ?? 0;
      const first = await createUser(server.db, { requestedRole: 'editor' });
      await createUser(server.db, { requestedRole: 'admin' });
      expect((await admin.get<DashboardSummary>('/api/admin/dashboard')).body.users).toEqual({
        pendingRequests: base + 2,
      });
      await admin.post(`/api/admin/users/${first.id}/decline`);
      expect((await admin.get<DashboardSummary>('/api/admin/dashboard')).body.users).toEqual({
        pendingRequests: base + 1,
      });
      const { client: editor } = await signedInClient(server, 'editor');
      expect((await editor.get<DashboardSummary>('/api/admin/dashboard')).body.users).toBeNull();
    });
  });

  describe('deactivation and activation', () => {
    it('ends every session at once; sign-in with the right password is 403, with a wrong one 401', async () => {
      const { client, user } = await signedInClient(server, 'editor');
      const secondTab = (await signIn(user.username)).client;
      const response = await admin.post<ManagedUser>(`/api/admin/users/${user.id}/deactivate`);
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ id: user.id, active: false, role: 'editor' });
      expect((await client.get('/api/user')).status).toBe(401);
      expect((await secondTab.post('/api/admin/members', memberInput())).status).toBe(401);
      expect(await server.db.models.Session.count({ where: { userId: user.id } })).toBe(0);

      const right = await signIn(user.username);
      expect(right.response.status).toBe(403);
      expect(right.response.body).toEqual({
        error: 'This account has been deactivated. Please contact an administrator.',
      });
      expect(right.response.body.error).toBe(DEACTIVATED_MESSAGE);
      expect(right.client.cookies.has(SESSION_COOKIE)).toBe(false);
      const wrong = await signIn(user.username, 'not-the-password');
      expect(wrong.response.status).toBe(401);
      expect(wrong.response.body).toEqual({ error: 'Invalid username or password' });

      const activated = await admin.post<ManagedUser>(`/api/admin/users/${user.id}/activate`);
      expect(activated.status).toBe(200);
      expect(activated.body.active).toBe(true);
      expect((await signIn(user.username)).response.status).toBe(200);
      expect((await auditOf(user.id)).map((entry) => entry.action)).toEqual(['deactivate', 'activate']);
    });

    it('treats a session saved again after the deactivation (a racing request) as signed out', async () => {
      const { client, user } = await signedInClient(server, 'viewer');
      const sessionId = client.cookies.get(SESSION_COOKIE)!;
      const store = createSessionStore(server.db.models);
      const data = await store.get(sessionId);
      expect(data?.userId).toBe(user.id);
      expect((await admin.post(`/api/admin/users/${user.id}/deactivate`)).status).toBe(200);
      expect(await store.get(sessionId)).toBeUndefined();
      // A request in flight during the deactivation writes its session back.
      await store.set(sessionId, data!, 60_000);
      expect((await client.clone().get('/api/user')).status).toBe(401);
      expect(await store.get(sessionId)).toBeUndefined();
      // Reactivated, the old session is still dead (its version is older), and is removed when used.
      await admin.post(`/api/admin/users/${user.id}/activate`);
      await store.set(sessionId, data!, 60_000);
      expect((await client.clone().get('/api/user')).status).toBe(401);
      expect(await store.get(sessionId)).toBeUndefined();
      // A new sign-in works.
      expect((await signIn(user.username)).response.status).toBe(200);
    });

    it('treats a deactivated user as signed out even while their session row remains', async () => {
      const { client, user } = await signedInClient(server, 'editor');
      await server.db.models.User.update({ active: false }, { where: { id: user.id } });
      expect((await client.get('/api/admin/dashboard')).status).toBe(401);
    });

    it('answers 200 without a new audit entry when nothing changes', async () => {
      const user = await createUser(server.db);
      expect((await admin.post<ManagedUser>(`/api/admin/users/${user.id}/activate`)).body.active).toBe(true);
      expect(await auditOf(user.id)).toHaveLength(0);
    });
  });

  describe('password reset by an admin', () => {
    it('sets the password (204) and ends all their sessions', async () => {
      const { client, user } = await signedInClient(server, 'editor');
      const response = await admin.post(`/api/admin/users/${user.id}/password`, {
        password: RESET_PASSWORD,
        confirmPassword: RESET_PASSWORD,
      });
      expect(response.status).toBe(204);
      expect((await client.get('/api/user')).status).toBe(401);
      expect((await signIn(user.username)).response.status).toBe(401);
      expect((await signIn(user.username, RESET_PASSWORD)).response.status).toBe(200);
      const entries = await auditOf(user.id);
      expect(entries.map((entry) => [entry.action, entry.label])).toEqual([['password', user.fullName]]);
      expect(JSON.stringify(entries.map((entry) => entry.toJSON()))).not.toContain(RESET_PASSWORD);
      expect(JSON.stringify(server.logs)).not.toContain(RESET_PASSWORD);
    });

    it.each([
      ['password', { password: '12345', confirmPassword: '12345' }, m.passwordMin],
      ['password', { password: 'é'.repeat(40), confirmPassword: 'é'.repeat(40) }, m.passwordTooLong],
      ['confirmPassword', { password: RESET_PASSWORD, confirmPassword: 'different-one' }, m.passwordsMismatch],
      ['confirmPassword', { password: RESET_PASSWORD }, m.required],
    ])('refuses a bad %s with 400 and keeps the password', async (field, body, message) => {
      const user = await createUser(server.db);
      const response = await admin.post<ApiError>(`/api/admin/users/${user.id}/password`, body);
      expect(response.status).toBe(400);
      expect(response.body.fields?.[field]).toBe(message);
      expect((await signIn(user.username)).response.status).toBe(200);
    });
  });

  describe('deletion', () => {
    it('removes the account and its sessions (204); the audit trail keeps the name', async () => {
      const { client, user } = await signedInClient(server, 'editor', { fullName: 'Gone Soon' });
      expect((await client.post('/api/admin/members', memberInput())).status).toBe(201);
      const response = await admin.delete(`/api/admin/users/${user.id}`);
      expect(response.status).toBe(204);
      expect(await server.db.models.User.findByPk(user.id)).toBeNull();
      expect(await server.db.models.Session.count({ where: { userId: user.id } })).toBe(0);
      expect((await client.get('/api/user')).status).toBe(401);
      expect((await signIn(user.username)).response.status).toBe(401);
      const entries = await auditOf(user.id);
      expect(entries.map((entry) => [entry.action, entry.label, entry.userId])).toEqual([
        ['delete', 'Gone Soon', adminId],
      ]);
      // Their own entries stay, without the account.
      const theirs = await server.db.models.AuditEntry.findAll({ where: { userFullName: 'Gone Soon' } });
      expect(theirs.length).toBeGreaterThan(0);
      expect(theirs.every((entry) => entry.userId === null)).toBe(true);
      expect((await admin.delete(`/api/admin/users/${user.id}`)).status).toBe(404);
    });
  });

  describe("spam registrations (the register form's honeypot filled in)", () => {
    const SPAM_KEYS = ['createdAt', 'email', 'fullName', 'honeypot', 'id', 'requestedRole', 'username'];
    const spamList = (query = '') =>
      admin.get<SpamRegistration[]>(`/api/admin/users/spam-registrations?pageSize=100${query}`);
    /** A bot's registration through the public endpoint. */
    const botRegisters = async (username: string, overrides: Record<string, unknown> = {}) => {
      const response = await anonymous().post<User>('/api/register', {
        username,
        password: 'a-bot-password',
        fullName: `Bot ${username}`,
        email: `${username}@example.com`,
        website: 'https://bot.example',
        ...overrides,
      });
      expect(response.status).toBe(201);
      return response.body;
    };
    const pendingRequests = async () =>
      (await admin.get<DashboardSummary>('/api/admin/dashboard')).body.users?.pendingRequests;

    it('are no users: never in the users list (nor its total) and not counted on the dashboard', async () => {
      const [usersBefore, pendingBefore] = [
        totalOf(await admin.get<ManagedUser[]>('/api/admin/users')),
        await pendingRequests(),
      ];
      await botRegisters('spamlisted_one', { role: 'admin' });
      for (const query of ['', '?status=requests', '?status=active', '?role=viewer', '?search=spamlisted']) {
        const page = await admin.get<ManagedUser[]>(`/api/admin/users${query}`);
        expect(page.status).toBe(200);
        expect(
          page.body.some((item) => item.username === 'spamlisted_one'),
          query,
        ).toBe(false);
      }
      expect(totalOf(await admin.get<ManagedUser[]>('/api/admin/users'))).toBe(usersBefore);
      expect(await pendingRequests()).toBe(pendingBefore);
    });

    it('lists them for admins, newest first, searched on username, full name or e-mail', async () => {
      const first = await botRegisters('spamsearch_first', { role: 'editor' });
      const second = await botRegisters('spamsearch_second', { fullName: 'Rosa Robot', email: 'rosa@bots.example' });
      const listed = await spamList('&search=spamsearch');
      expect(listed.status).toBe(200);
      expect(listed.body.map((item) => item.id)).toEqual([second.id, first.id]);
      expect(totalOf(listed)).toBe(2);
      for (const item of listed.body) expect(Object.keys(item).sort()).toEqual(SPAM_KEYS);
      expect(listed.body[1]).toEqual({
        id: first.id,
        username: 'spamsearch_first',
        fullName: 'Bot spamsearch_first',
        email: 'spamsearch_first@example.com',
        requestedRole: 'editor',
        honeypot: 'https://bot.example',
        createdAt: expect.any(String) as string,
      });
      expect(listed.text).not.toMatch(/password/i);
      expect((await spamList('&search=ROSA%20rob')).body.map((item) => item.id)).toEqual([second.id]);
      expect((await spamList('&search=rosa%40bots')).body.map((item) => item.id)).toEqual([second.id]);
      const all = await spamList();
      expect(totalOf(all)).toBe(await server.db.models.SpamRegistration.count());
      const paged = await admin.get<SpamRegistration[]>(
        '/api/admin/users/spam-registrations?search=spamsearch&pageSize=1&page=2',
      );
      expect(paged.body.map((item) => item.id)).toEqual([first.id]);
    });

    it.each([
      ['page', 'page=0', m.invalidNumber],
      ['pageSize', 'pageSize=101', m.invalidNumber],
      ['search', `search=${'x'.repeat(201)}`, m.tooLong],
    ])('refuses a bad %s with 400', async (field, query, message) => {
      const response = await admin.get<ApiError>(`/api/admin/users/spam-registrations?${query}`);
      expect(response.status).toBe(400);
      expect(response.body.fields).toEqual({ [field]: message });
    });

    it('deletes one (204, then 404 for it and for an unknown id); users are untouched', async () => {
      const bot = await botRegisters('spamdelete_one');
      const users = await server.db.models.User.count();
      expect((await admin.delete(`/api/admin/users/spam-registrations/${bot.id}`)).status).toBe(204);
      expect(await server.db.models.SpamRegistration.findByPk(bot.id)).toBeNull();
      expect(totalOf(await spamList('&search=spamdelete_one'))).toBe(0);
      const again = await admin.delete<ApiError>(`/api/admin/users/spam-registrations/${bot.id}`);
      expect(again.status).toBe(404);
      expect(again.body).toEqual({ error: 'Spam registration not found' });
      expect((await admin.delete('/api/admin/users/spam-registrations/2147483647')).status).toBe(404);
      expect((await admin.delete('/api/admin/users/spam-registrations/abc')).status).toBe(404);
      expect(await server.db.models.User.count()).toBe(users);
      // The path is not a user id: no user route answers it.
      expect((await admin.post('/api/admin/users/spam-registrations/approve')).status).toBe(404);
    });
  });
});

describe.each(testDatabaseKinds())('the last active admin on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  /** Leaves exactly the given admins active (every other admin is made an editor). */
  async function onlyAdmins(...ids: number[]) {
    const { User } = server.db.models;
    for (const user of await User.findAll({ where: { role: 'admin' } })) {
      if (!ids.includes(user.id)) await user.update({ role: 'editor' });
    }
  }

  it('can be neither demoted, deactivated nor deleted (409), not even by themselves', async () => {
    const { client, user } = await signedInClient(server, 'admin');
    await onlyAdmins(user.id);
    const inactiveAdmin = await createUser(server.db, { role: 'admin', active: false });
    for (const role of ['editor', 'viewer'] as Role[]) {
      const response = await client.post<ApiError>(`/api/admin/users/${user.id}/role`, { role });
      expect(response.status).toBe(409);
      expect(response.body).toEqual({ error: 'There must always be at least one active admin' });
    }
    expect((await client.post<ApiError>(`/api/admin/users/${user.id}/deactivate`)).body.error).toBe(LAST_ADMIN_MESSAGE);
    const deleted = await client.delete<ApiError>(`/api/admin/users/${user.id}`);
    expect(deleted.status).toBe(409);
    expect(deleted.body.error).toBe(LAST_ADMIN_MESSAGE);

    const stored = await server.db.models.User.findByPk(user.id);
    expect(stored).toMatchObject({ role: 'admin', active: true });
    expect((await client.get('/api/user')).status).toBe(200);
    expect(
      await server.db.models.AuditEntry.count({
        where: { entity: 'user', entityId: user.id, action: { [Op.notIn]: SIGN_IN_AUDIT_ACTIONS } },
      }),
    ).toBe(0);
    // An inactive admin does not count, and may be demoted or deleted.
    expect((await client.post(`/api/admin/users/${inactiveAdmin.id}/role`, { role: 'viewer' })).status).toBe(200);
    // Keeping the role (admin → admin) is allowed.
    expect((await client.post(`/api/admin/users/${user.id}/role`, { role: 'admin' })).status).toBe(200);
  });

  it('can be demoted once another admin is active', async () => {
    const first = await signedInClient(server, 'admin');
    const second = await createUser(server.db, { role: 'admin' });
    await onlyAdmins(first.user.id, second.id);
    const response = await first.client.post<ManagedUser>(`/api/admin/users/${second.id}/role`, { role: 'editor' });
    expect(response.status).toBe(200);
    expect((await first.client.post(`/api/admin/users/${first.user.id}/deactivate`)).status).toBe(409);
  });

  it('survives two admins demoting each other at the same time: exactly one succeeds', async () => {
    for (let round = 0; round < 3; round += 1) {
      const a = await signedInClient(server, 'admin');
      const b = await signedInClient(server, 'admin');
      await onlyAdmins(a.user.id, b.user.id);
      const [byA, byB] = await Promise.all([
        a.client.post(`/api/admin/users/${b.user.id}/role`, { role: 'viewer' }),
        b.client.post(`/api/admin/users/${a.user.id}/role`, { role: 'viewer' }),
      ]);
      const statuses = [byA.status, byB.status].sort();
      // The loser is refused either by the rule (409) or because it is no longer an admin (403).
      expect(statuses[0], `round ${round}`).toBe(200);
      expect([403, 409], `round ${round}`).toContain(statuses[1]);
      expect(await server.db.models.User.count({ where: { role: 'admin', active: true } })).toBe(1);
    }
  });

  it('survives two admins deactivating each other at the same time', async () => {
    const a = await signedInClient(server, 'admin');
    const b = await signedInClient(server, 'admin');
    await onlyAdmins(a.user.id, b.user.id);
    const [byA, byB] = await Promise.all([
      a.client.post(`/api/admin/users/${b.user.id}/deactivate`),
      b.client.post(`/api/admin/users/${a.user.id}/deactivate`),
    ]);
    expect([byA.status, byB.status].filter((status) => status === 200)).toHaveLength(1);
    expect(await server.db.models.User.count({ where: { role: 'admin', active: true } })).toBe(1);
  });
});
