import { Op } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError, AuditEntry, CurrentUser, ManagedUser, User } from '../../../shared/entities';
import { validationMessages as m } from '../../../shared/messages';
import { createUser, FACTORY_PASSWORD } from '../../../tests/factories';
import { testDatabaseKinds } from '../../../tests/helpers/databases';
import { ApiClient } from '../../../tests/helpers/http';
import { signedInClient, startTestServer, type TestServer } from '../../../tests/helpers/server';
import { SESSION_COOKIE } from '../../app';
import { ensureFirstAdmin } from '../../users/commands';
import { BUILT_IN_RATE_LIMITS, RATE_LIMITED_MESSAGE } from '../../rate-limit';
import { ROLES, SIGN_IN_AUDIT_ACTIONS } from '../../../shared/entities';

const NEW_PASSWORD = 'a-brand-new-secret';

describe.each(testDatabaseKinds())('own account on %s', (kind) => {
  let server: TestServer;
  const anonymous = () => new ApiClient(server.baseUrl);
  const signIn = async (username: string, password = FACTORY_PASSWORD) => {
    const client = anonymous();
    const response = await client.post<User | ApiError>('/api/login', { username, password });
    return { client, status: response.status };
  };
  // The changes made to an account: its sign-ins and sign-outs are entries about it too.
  const auditOf = (userId: number) =>
    server.db.models.AuditEntry.findAll({
      where: { entity: 'user', entityId: userId, action: { [Op.notIn]: SIGN_IN_AUDIT_ACTIONS } },
      order: [['id', 'ASC']],
    });

  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  describe('PUT /api/user', () => {
    it('answers 401 to an anonymous caller', async () => {
      const response = await anonymous().put<ApiError>('/api/user', {
        fullName: 'Nobody',
        email: 'nobody@example.com',
      });
      expect(response.status).toBe(401);
    });

    it.each(ROLES)(
      'lets a signed-in %s save their name (trimmed) and keep their e-mail in any case, audited',
      async (role) => {
        const { client, user } = await signedInClient(server, role);
        // One name per role: two users may not share a full name.
        const name = `Åsa Öberg ${role}`;
        const response = await client.put<User>('/api/user', {
          fullName: `  ${name} `,
          email: ` ${user.email.toUpperCase()} `,
        });
        expect(response.status).toBe(200);
        expect(Object.keys(response.body).sort()).toEqual([
          'email',
          'fullName',
          'id',
          'language',
          'memberId',
          'passwordGenerated',
          'pendingEmail',
          'requestedRole',
          'role',
          'username',
        ]);
        expect(response.body).toEqual({
          id: user.id,
          username: user.username,
          fullName: name,
          email: user.email,
          role,
          requestedRole: null,
          memberId: null,
          passwordGenerated: false,
          language: null,
          pendingEmail: null,
        });
        expect((await client.get<User>('/api/user')).body).toEqual(response.body);
        const stored = await server.db.models.User.findByPk(user.id);
        expect(stored?.fullName).toBe(name);
        const entries = await auditOf(user.id);
        expect(entries.map((entry) => [entry.action, entry.label, entry.userId])).toEqual([['update', name, user.id]]);
      },
    );

    it.each([
      ['fullName', { fullName: 'A' }, m.fullNameMin],
      ['fullName', { fullName: undefined }, m.required],
      ['fullName', { fullName: 'x'.repeat(101) }, m.tooLong],
      ['email', { email: 'not-an-email' }, m.invalidEmail],
      ['email', { email: undefined }, m.required],
      ['role', { role: 'admin' }, 'Unknown field: role'],
      ['username', { username: 'renamed' }, 'Unknown field: username'],
      ['language', { language: 'de' }, m.invalidChoice],
    ])('refuses a bad %s (%j) with 400 and changes nothing', async (field, change, message) => {
      const { client, user } = await signedInClient(server, 'viewer');
      const response = await client.put<ApiError>('/api/user', {
        fullName: 'Valid Name',
        email: 'valid-name@example.com',
        ...change,
      });
      expect(response.status).toBe(400);
      expect(response.body.fields).toEqual({ [field]: message });
      const stored = await server.db.models.User.findByPk(user.id);
      expect(stored?.fullName).toBe(user.fullName);
      expect(stored?.email).toBe(user.email);
      expect(stored?.role).toBe('viewer');
    });

    it("answers another user's address (any letter case) like a free one: nothing moves before the link is confirmed", async () => {
      const other = await createUser(server.db, { email: 'taken@example.com' });
      const { client, user } = await signedInClient(server, 'editor');
      const response = await client.put<CurrentUser>('/api/user', {
        fullName: 'New Name',
        email: 'TAKEN@example.com',
        currentPassword: FACTORY_PASSWORD,
      });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ email: user.email, pendingEmail: 'taken@example.com' });
      expect((await server.db.models.User.findByPk(user.id))?.email).toBe(user.email);
      expect((await server.db.models.User.findByPk(other.id))?.email).toBe('taken@example.com');
    });

    it('accepts the own unchanged address', async () => {
      const { client, user } = await signedInClient(server, 'viewer');
      const response = await client.put<User>('/api/user', { fullName: 'Same Mail', email: user.email });
      expect(response.status).toBe(200);
      expect(response.body.email).toBe(user.email);
    });
  });

  describe('POST /api/user/password', () => {
    const change = (overrides: Record<string, unknown> = {}) => ({
      currentPassword: FACTORY_PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
      ...overrides,
    });

    it('answers 401 to an anonymous caller', async () => {
      expect((await anonymous().post('/api/user/password', change())).status).toBe(401);
    });

    it.each([
      ['currentPassword', { currentPassword: '' }, m.required],
      ['currentPassword', { currentPassword: undefined }, m.required],
      ['newPassword', { newPassword: '12345', confirmPassword: '12345' }, m.passwordMin],
      ['newPassword', { newPassword: 'é'.repeat(40), confirmPassword: 'é'.repeat(40) }, m.passwordTooLong],
      ['newPassword', { newPassword: FACTORY_PASSWORD, confirmPassword: FACTORY_PASSWORD }, m.newPasswordSame],
      ['confirmPassword', { confirmPassword: 'something-else' }, m.passwordsMismatch],
      ['confirmPassword', { confirmPassword: '123' }, m.confirmPasswordMin],
      ['extra', { extra: 1 }, 'Unknown field: extra'],
    ])('refuses a bad %s (%j) with 400; the password stays', async (field, overrides, message) => {
      const { client, user } = await signedInClient(server, 'viewer');
      const response = await client.post<ApiError>('/api/user/password', change(overrides));
      expect(response.status).toBe(400);
      expect(response.body.fields?.[field]).toBe(message);
      expect((await signIn(user.username)).status).toBe(200);
    });

    it('answers 400 to a wrong current password and changes nothing: sessions, password, audit', async () => {
      const { client, user } = await signedInClient(server, 'editor');
      const otherTab = (await signIn(user.username)).client;
      const response = await client.post<ApiError>(
        '/api/user/password',
        change({ currentPassword: 'not-the-password' }),
      );
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        error: m.currentPasswordWrong,
        fields: { currentPassword: 'The current password is not correct' },
      });
      expect((await client.get('/api/user')).status).toBe(200);
      expect((await otherTab.get('/api/user')).status).toBe(200);
      expect((await signIn(user.username)).status).toBe(200);
      expect((await signIn(user.username, NEW_PASSWORD)).status).toBe(401);
      expect(await auditOf(user.id)).toHaveLength(0);
    });

    it('changes the password (204): other sessions end, this one continues on a new session id', async () => {
      const { client, user } = await signedInClient(server, 'admin');
      const otherTab = (await signIn(user.username)).client;
      const before = client.cookies.get(SESSION_COOKIE);
      const stolenCopy = client.clone();

      const response = await client.post('/api/user/password', change());
      expect(response.status).toBe(204);
      expect(response.text).toBe('');

      const after = client.cookies.get(SESSION_COOKIE);
      expect(after).toBeTruthy();
      expect(after).not.toBe(before);
      expect((await client.get<User>('/api/user')).body.id).toBe(user.id);
      expect((await client.get('/api/admin/users')).status).toBe(200);
      expect((await otherTab.get('/api/user')).status).toBe(401);
      // The old cookie of this very tab is dead too.
      expect((await stolenCopy.get('/api/user')).status).toBe(401);
      expect(await server.db.models.Session.count({ where: { userId: user.id } })).toBe(1);

      expect((await signIn(user.username)).status).toBe(401);
      expect((await signIn(user.username, NEW_PASSWORD)).status).toBe(200);

      const entries = await auditOf(user.id);
      expect(entries.map((entry) => [entry.action, entry.label])).toEqual([['password', user.fullName]]);
      const activity = await client.get<AuditEntry[]>('/api/admin/activity');
      expect(activity.text).not.toContain(NEW_PASSWORD);
      expect(activity.text).not.toContain(FACTORY_PASSWORD);
      expect(JSON.stringify(server.logs)).not.toContain(NEW_PASSWORD);
    });
  });

  describe('the generated first-admin password', () => {
    it('is flagged for its user only, until they change it themself', async () => {
      // Another admin exists in this suite's database: make room for the first-admin bootstrap.
      await server.db.models.User.update({ role: 'viewer' }, { where: { role: 'admin' } });
      const outcome = await ensureFirstAdmin(server.db, {});
      if (outcome.kind !== 'created' || !outcome.generatedPassword) throw new Error('no admin was generated');
      const generated = outcome.generatedPassword;

      const client = anonymous();
      const login = await client.post<CurrentUser>('/api/login', { username: 'admin', password: generated });
      expect(login.status).toBe(200);
      expect(login.body.passwordGenerated).toBe(true);
      expect((await client.get<CurrentUser>('/api/user')).body.passwordGenerated).toBe(true);
      // Saving the name is not a password change: the reminder stays.
      const me = (await client.get<CurrentUser>('/api/user')).body;
      const saved = await client.put<CurrentUser>('/api/user', { fullName: 'First Admin', email: me.email });
      expect(saved.body.passwordGenerated).toBe(true);
      // Administrators' lists do not carry it: it is the user's own business.
      const users = await client.get<ManagedUser[]>('/api/admin/users');
      expect(users.status).toBe(200);
      expect(users.body.every((item) => !('passwordGenerated' in item))).toBe(true);

      // A refused change leaves it set.
      const wrong = await client.post('/api/user/password', {
        currentPassword: 'not-the-password',
        newPassword: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      });
      expect(wrong.status).toBe(400);
      expect((await client.get<CurrentUser>('/api/user')).body.passwordGenerated).toBe(true);

      const changed = await client.post('/api/user/password', {
        currentPassword: generated,
        newPassword: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      });
      expect(changed.status).toBe(204);
      expect((await client.get<CurrentUser>('/api/user')).body.passwordGenerated).toBe(false);
      const again = await signIn('admin', NEW_PASSWORD);
      expect((await again.client.get<CurrentUser>('/api/user')).body.passwordGenerated).toBe(false);
    });

    it('is never set for a chosen password (ADMIN_PASSWORD, a user signing up)', async () => {
      const { client } = await signedInClient(server, 'editor');
      expect((await client.get<CurrentUser>('/api/user')).body.passwordGenerated).toBe(false);
      const registered = await anonymous().post<CurrentUser>('/api/register', {
        username: 'fresh.signup',
        password: 'a-good-password',
        fullName: 'Fresh Signup',
        email: 'fresh.signup@example.com',
        role: 'viewer',
      });
      expect(registered.status).toBe(201);
      expect(registered.body.passwordGenerated).toBe(false);
    });
  });
});

describe.each(testDatabaseKinds())('own account changes are limited on %s', (kind) => {
  let server: TestServer;
  const change = (currentPassword: string) => ({
    currentPassword,
    newPassword: NEW_PASSWORD,
    confirmPassword: NEW_PASSWORD,
  });
  const expect429 = (answer: { status: number; headers: Headers; body: unknown }, windowSeconds: number) => {
    expect(answer.status).toBe(429);
    expect(answer.body).toEqual({ error: RATE_LIMITED_MESSAGE });
    const retryAfter = Number(answer.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  };

  beforeAll(async () => {
    server = await startTestServer(kind, { rateLimits: BUILT_IN_RATE_LIMITS });
  });
  afterAll(() => server.close());

  it('refuses the current-password check after 5 wrong ones of an account, the right one too (429)', async () => {
    const { client, user } = await signedInClient(server, 'editor');
    for (let i = 0; i < 5; i += 1) {
      expect((await client.post('/api/user/password', change('not-the-password'))).status).toBe(400);
    }
    expect429(await client.post('/api/user/password', change(FACTORY_PASSWORD)), 15 * 60);
    // The password stayed; another session of the account is limited as well.
    const other = new ApiClient(server.baseUrl);
    await other.login(user.username, FACTORY_PASSWORD);
    expect429(await other.post('/api/user/password', change(FACTORY_PASSWORD)), 15 * 60);
    // Another account from the same address is not.
    const { client: colleague } = await signedInClient(server, 'viewer');
    expect((await colleague.post('/api/user/password', change(FACTORY_PASSWORD))).status).toBe(204);
  });

  it('forgets the wrong ones once the right current password is given', async () => {
    const { client } = await signedInClient(server, 'viewer');
    for (let i = 0; i < 4; i += 1) {
      expect((await client.post('/api/user/password', change('not-the-password'))).status).toBe(400);
    }
    expect((await client.post('/api/user/password', change(FACTORY_PASSWORD))).status).toBe(204);
    for (let i = 0; i < 5; i += 1) {
      expect((await client.post('/api/user/password', change('not-the-password'))).status).toBe(400);
    }
  });

  it('limits the current-password checks of one client address over all its accounts', async () => {
    const limited = await startTestServer(kind, {
      rateLimits: { ...BUILT_IN_RATE_LIMITS, passwordAddress: { max: 3, windowMs: 60_000 } },
    });
    try {
      for (let i = 0; i < 3; i += 1) {
        const { client } = await signedInClient(limited, 'viewer');
        expect((await client.post('/api/user/password', change('not-the-password'))).status).toBe(400);
      }
      const { client } = await signedInClient(limited, 'viewer');
      expect429(await client.post('/api/user/password', change(FACTORY_PASSWORD)), 60);
    } finally {
      await limited.close();
    }
  });

  it('limits own account changes to 10 an hour per account (each new address mails two people)', async () => {
    const { client, user } = await signedInClient(server, 'viewer');
    for (let i = 0; i < 10; i += 1) {
      const answer = await client.put('/api/user', {
        fullName: user.fullName,
        email: `probe${i}@example.com`,
        currentPassword: FACTORY_PASSWORD,
      });
      expect(answer.status).toBe(200);
    }
    expect429(await client.put('/api/user', { fullName: user.fullName, email: user.email }), 60 * 60);
    // Another account is not limited by this one's changes.
    const { client: colleague, user: other } = await signedInClient(server, 'viewer');
    expect((await colleague.put('/api/user', { fullName: other.fullName, email: other.email })).status).toBe(200);
  });
});

describe.each(testDatabaseKinds())('own full name on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  it.each(['Administrator', '  ADMIN istrator ', 'administrador', 'Administratör', '\u0410dministrator'])(
    "refuses %j as one's own name (400, fields.fullName), changing nothing",
    async (fullName) => {
      const { client, user } = await signedInClient(server, 'editor');
      const response = await client.put<ApiError>('/api/user', { fullName, email: user.email });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ error: m.fullNameReserved, fields: { fullName: m.fullNameReserved } });
      expect((await server.db.models.User.findByPk(user.id))?.fullName).toBe(user.fullName);
    },
  );

  it("refuses another user's full name (any case or spacing) with 409, changing nothing", async () => {
    await createUser(server.db, { fullName: 'Chief Executive' });
    const { client, user } = await signedInClient(server, 'viewer');
    const response = await client.put<ApiError>('/api/user', { fullName: ' chief  EXECUTIVE', email: user.email });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ error: m.fullNameTaken, fields: { fullName: m.fullNameTaken } });
    expect((await server.db.models.User.findByPk(user.id))?.fullName).toBe(user.fullName);
  });

  it.each(['Ch\u0456ef Execut\u0456ve', 'Chief Ex\u0435cutive', '\u0421hief Executive'])(
    "refuses %j, a look-alike of another user's full name, with 409",
    async (fullName) => {
      await createUser(server.db, { fullName: 'Chief Executive' }).catch(() => undefined);
      const { client, user } = await signedInClient(server, 'viewer');
      const response = await client.put<ApiError>('/api/user', { fullName, email: user.email });
      expect(response.status).toBe(409);
      expect(response.body.fields).toEqual({ fullName: m.fullNameTaken });
    },
  );

  it('lets an account keep the name it has (the first admin is "Administrator") while changing its e-mail', async () => {
    const admin = await createUser(server.db, { role: 'admin', fullName: 'Administrator' });
    const client = new ApiClient(server.baseUrl);
    await client.login(admin.username, FACTORY_PASSWORD);
    const response = await client.put<CurrentUser>('/api/user', {
      fullName: 'Administrator',
      email: 'it@example.com',
      currentPassword: FACTORY_PASSWORD,
    });
    expect(response.status).toBe(200);
    expect(response.body.pendingEmail).toBe('it@example.com');
  });
});
