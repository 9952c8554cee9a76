import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../../shared/entities';
import { validationMessages as m } from '../../../shared/messages';
import { createUser, FACTORY_PASSWORD } from '../../../tests/factories';
import { testDatabaseKinds } from '../../../tests/helpers/databases';
import { ApiClient, type ApiResponse } from '../../../tests/helpers/http';
import { startTestServer, type TestServer } from '../../../tests/helpers/server';
import { SESSION_COOKIE } from '../../app';
import { usernameKey } from '../../models/user';

type ErrorBody = { error: string; fields?: Record<string, string> };

const USER_KEYS = [
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
];
const SIGNATURE_COOKIE = `${SESSION_COOKIE}.sig`;

/** The Set-Cookie line that finally sets cookie `name` (koa-session may first expire, then set it). */
function setCookieLine(response: ApiResponse, name: string): string | undefined {
  return response.headers
    .getSetCookie()
    .filter((line) => line.startsWith(`${name}=`))
    .at(-1);
}

const sha256Hex = (value: string) => createHash('sha256').update(value).digest('hex');

/** The session id a client holds (the value of chamber.sid, whose signature is chamber.sid.sig). */
function sessionIdOf(client: ApiClient): string {
  const id = client.cookies.get(SESSION_COOKIE);
  if (!id) throw new Error(`the client holds no ${SESSION_COOKIE} cookie`);
  return id;
}

describe.each(testDatabaseKinds())('auth routes on %s', (kind) => {
  let server: TestServer;
  // One user of each kind for the whole suite (bcrypt is slow); tests that change sessions make their own.
  let admin: Awaited<ReturnType<typeof createUser>>;
  let viewer: Awaited<ReturnType<typeof createUser>>;
  let editor: Awaited<ReturnType<typeof createUser>>;
  const client = () => new ApiClient(server.baseUrl);

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await createUser(server.db, { role: 'admin', username: 'admin', email: 'admin@example.com' });
    viewer = await createUser(server.db, { role: 'viewer' });
    editor = await createUser(server.db, { role: 'editor' });
  });
  afterAll(() => server.close());

  describe('GET /api/user', () => {
    it('answers 401 with a JSON error to an anonymous caller, and creates no session', async () => {
      const before = await server.db.models.Session.count();
      const response = await client().get<ErrorBody>('/api/user');
      expect(response.status).toBe(401);
      expect(response.headers.get('content-type')).toMatch(/application\/json/);
      expect(response.body).toEqual({ error: expect.any(String) as string });
      expect(response.body.error.length).toBeGreaterThan(0);
      expect(response.headers.getSetCookie()).toEqual([]);
      expect(await server.db.models.Session.count()).toBe(before);
    });

    it('answers 200 with exactly the public user fields once signed in, never the password hash', async () => {
      const api = client();
      await api.login(viewer.username, FACTORY_PASSWORD);
      const response = await api.get<User>('/api/user');
      expect(response.status).toBe(200);
      expect(Object.keys(response.body).sort()).toEqual(USER_KEYS);
      expect(response.body).toEqual({
        id: viewer.id,
        username: viewer.username,
        fullName: viewer.fullName,
        email: viewer.email,
        role: 'viewer',
        requestedRole: null,
        memberId: null,
        passwordGenerated: false,
        language: null,
        pendingEmail: null,
      });
      // No password or hash field (passwordGenerated only says whether the server made the password).
      expect(response.text).not.toMatch(/"password(Hash)?"|\$2[aby]\$/i);
      expect(response.text).not.toContain(viewer.passwordHash);
    });
  });

  describe('POST /api/login', () => {
    it('answers 400 with the shared validation messages per field', async () => {
      const response = await client().post<ErrorBody>('/api/login', { username: 'ab', password: '12345' });
      expect(response.status).toBe(400);
      expect(response.body.fields).toEqual({
        username: 'Username must be at least 3 characters long',
        password: 'Password must be at least 6 characters long',
      });
      expect(response.body.fields?.username).toBe(m.usernameMin);
      expect(response.body.fields?.password).toBe(m.passwordMin);
      expect(response.body.error).toBe(m.usernameMin);
    });

    it('answers 400 to each too-short field on its own', async () => {
      const shortUser = await client().post<ErrorBody>('/api/login', { username: 'ab', password: FACTORY_PASSWORD });
      expect(shortUser.status).toBe(400);
      expect(shortUser.body).toEqual({ error: m.usernameMin, fields: { username: m.usernameMin } });
      const shortPassword = await client().post<ErrorBody>('/api/login', {
        username: viewer.username,
        password: '12345',
      });
      expect(shortPassword.status).toBe(400);
      expect(shortPassword.body).toEqual({ error: m.passwordMin, fields: { password: m.passwordMin } });
    });

    it('refuses an unknown extra field with 400, even with valid credentials', async () => {
      const api = client();
      const response = await api.post<ErrorBody>('/api/login', {
        username: viewer.username,
        password: FACTORY_PASSWORD,
        remember: true,
      });
      expect(response.status).toBe(400);
      expect(response.body.fields).toHaveProperty('remember');
      expect(api.cookies.has(SESSION_COOKIE)).toBe(false);
    });

    it('gives a wrong password and an unknown username the same 401 and the same body', async () => {
      const wrongPassword = await client().post<ErrorBody>('/api/login', {
        username: viewer.username,
        password: 'not-the-password',
      });
      const unknownUser = await client().post<ErrorBody>('/api/login', {
        username: 'nobody_here',
        password: 'not-the-password',
      });
      expect(wrongPassword.status).toBe(401);
      expect(unknownUser.status).toBe(401);
      expect(unknownUser.text).toBe(wrongPassword.text);
      expect(wrongPassword.body).toEqual({ error: expect.any(String) as string });
      expect(wrongPassword.headers.getSetCookie()).toEqual([]);
    });

    it('matches the username case-insensitively', async () => {
      const api = client();
      const response = await api.post<User>('/api/login', { username: 'ADMIN', password: FACTORY_PASSWORD });
      expect(response.status).toBe(200);
      expect(response.body.id).toBe(admin.id);
      expect(response.body.username).toBe('admin');
      expect((await api.get<User>('/api/user')).body.id).toBe(admin.id);
    });

    it('answers 200 with the user and sets an HttpOnly, SameSite=Lax, non-Secure cookie over plain http', async () => {
      const api = client();
      const response = await api.post<User>('/api/login', { username: editor.username, password: FACTORY_PASSWORD });
      expect(response.status).toBe(200);
      expect(Object.keys(response.body).sort()).toEqual(USER_KEYS);
      expect(response.body).toMatchObject({ id: editor.id, username: editor.username, role: 'editor' });
      // No password or hash field (passwordGenerated only says whether the server made the password).
      expect(response.text).not.toMatch(/"password(Hash)?"|\$2[aby]\$/i);

      for (const name of [SESSION_COOKIE, SIGNATURE_COOKIE]) {
        const line = setCookieLine(response, name);
        expect(line, `Set-Cookie ${name}`).toBeDefined();
        expect(line).toMatch(/;\s*httponly/i);
        expect(line).toMatch(/;\s*samesite=lax/i);
        expect(line).not.toMatch(/;\s*secure/i);
      }
    });

    it('uses a session id of at least 128 random bits and stores only its SHA-256 in the sessions table', async () => {
      const api = client();
      await api.login(viewer.username, FACTORY_PASSWORD);
      const sessionId = sessionIdOf(api);
      expect(api.cookies.get(SIGNATURE_COOKIE)).toBeTruthy();
      // ≥ 22 base64url characters = ≥ 132 bits.
      expect(sessionId).toMatch(/^[A-Za-z0-9_-]{22,}$/);

      const { Session } = server.db.models;
      const stored = await Session.findByPk(sha256Hex(sessionId));
      expect(stored).not.toBeNull();
      expect(stored?.id).toMatch(/^[0-9a-f]{64}$/);
      expect(stored?.userId).toBe(viewer.id);
      expect(await Session.findByPk(sessionId)).toBeNull();
      const rows = await Session.findAll();
      for (const row of rows) expect(JSON.stringify(row.toJSON())).not.toContain(sessionId);
    });

    it('regenerates the session id at login and ends the old one', async () => {
      const api = client();
      await api.login(viewer.username, FACTORY_PASSWORD);
      const c1 = sessionIdOf(api);
      const holdsOnlyC1 = api.clone();
      expect((await holdsOnlyC1.get<User>('/api/user')).body.id).toBe(viewer.id);

      await api.login(editor.username, FACTORY_PASSWORD);
      const c2 = sessionIdOf(api);
      expect(c2).not.toBe(c1);
      const current = await api.get<User>('/api/user');
      expect(current.status).toBe(200);
      expect(current.body.id).toBe(editor.id);

      expect((await holdsOnlyC1.get('/api/user')).status).toBe(401);
      expect(await server.db.models.Session.findByPk(sha256Hex(c1))).toBeNull();
    });
  });

  describe('POST /api/logout', () => {
    it('answers 204, ends the session for this tab and for a replayed cookie, and deletes the row', async () => {
      const api = client();
      await api.login(viewer.username, FACTORY_PASSWORD);
      const sessionId = sessionIdOf(api);
      const replay = api.clone();
      const { Session } = server.db.models;
      expect(await Session.findByPk(sha256Hex(sessionId))).not.toBeNull();

      const response = await api.post('/api/logout');
      expect(response.status).toBe(204);
      expect(response.text).toBe('');

      expect((await api.get('/api/user')).status).toBe(401);
      expect(replay.cookies.get(SESSION_COOKIE)).toBe(sessionId);
      expect((await replay.get('/api/user')).status).toBe(401);
      expect(await Session.findByPk(sha256Hex(sessionId))).toBeNull();
    });

    it('answers 204 to an anonymous caller too', async () => {
      expect((await client().post('/api/logout')).status).toBe(204);
    });
  });

  describe('behind a TLS-terminating proxy (TRUST_PROXY)', () => {
    let proxied: TestServer;
    let user: Awaited<ReturnType<typeof createUser>>;
    beforeAll(async () => {
      proxied = await startTestServer(kind, { trustProxy: true });
      user = await createUser(proxied.db, { role: 'viewer' });
    });
    afterAll(() => proxied.close());

    it('marks the session cookie Secure when the proxy says X-Forwarded-Proto: https', async () => {
      const api = new ApiClient(proxied.baseUrl);
      const response = await api.post(
        '/api/login',
        { username: user.username, password: FACTORY_PASSWORD },
        { 'X-Forwarded-Proto': 'https' },
      );
      expect(response.status).toBe(200);
      for (const name of [SESSION_COOKIE, SIGNATURE_COOKIE]) {
        const line = setCookieLine(response, name);
        expect(line, `Set-Cookie ${name}`).toBeDefined();
        expect(line).toMatch(/;\s*secure/i);
        expect(line).toMatch(/;\s*httponly/i);
        expect(line).toMatch(/;\s*samesite=lax/i);
      }
    });

    it('does not mark it Secure on the same server without the header', async () => {
      const response = await new ApiClient(proxied.baseUrl).post('/api/login', {
        username: user.username,
        password: FACTORY_PASSWORD,
      });
      expect(response.status).toBe(200);
      const line = setCookieLine(response, SESSION_COOKIE);
      expect(line).toBeDefined();
      expect(line).not.toMatch(/;\s*secure/i);
    });
  });

  describe('POST /api/register', () => {
    // Each username its own full name: two users may not share one.
    const valid = (overrides: Record<string, unknown> = {}) => ({
      username: 'new_user',
      password: 'a-good-password',
      fullName: typeof overrides.username === 'string' ? `Nora ${overrides.username}` : 'Nora Nilsson',
      email: 'nora@example.com',
      ...overrides,
    });
    const userCount = () => server.db.models.User.count();

    it('answers 400 with the shared validation message of each invalid field', async () => {
      const before = await userCount();
      const response = await client().post<ErrorBody>('/api/register', {
        username: 'ab',
        password: '12345',
        fullName: 'N',
        email: 'not-an-email',
      });
      expect(response.status).toBe(400);
      expect(response.body.fields).toEqual({
        username: 'Username must be at least 3 characters long',
        password: 'Password must be at least 6 characters long',
        fullName: 'Full name must be at least 2 characters long',
        email: 'Please enter a valid email address',
      });
      expect(await userCount()).toBe(before);
    });

    it.each([
      ['username', { username: 'ab' }, m.usernameMin],
      ['password', { password: '12345' }, m.passwordMin],
      ['fullName', { fullName: ' N ' }, m.fullNameMin],
      ['email', { email: 'nora@' }, m.invalidEmail],
      ['language', { language: 'fi' }, m.invalidChoice],
    ])('answers 400 when only %s is invalid', async (field, overrides, message) => {
      const response = await client().post<ErrorBody>('/api/register', valid(overrides));
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ error: message, fields: { [field]: message } });
    });

    it('refuses confirmPassword (the client drops it before sending) with 400', async () => {
      const before = await userCount();
      const api = client();
      const response = await api.post<ErrorBody>(
        '/api/register',
        valid({ username: 'confirm_user', email: 'confirm@example.com', confirmPassword: 'a-good-password' }),
      );
      expect(response.status).toBe(400);
      expect(response.body.fields).toHaveProperty('confirmPassword');
      expect(await userCount()).toBe(before);
      expect(api.cookies.has(SESSION_COOKIE)).toBe(false);
    });

    it('refuses a role outside admin/editor/viewer with 400', async () => {
      const response = await client().post<ErrorBody>(
        '/api/register',
        valid({ username: 'root_user', email: 'root@example.com', role: 'superuser' }),
      );
      expect(response.status).toBe(400);
      expect(response.body.fields).toEqual({ role: m.roleInvalid });
      expect(await server.db.models.User.findOne({ where: { usernameKey: 'root_user' } })).toBeNull();
    });

    it('refuses a password over 72 bytes (though only 40 characters) and creates no user', async () => {
      const password = 'é'.repeat(40);
      expect(password.length).toBe(40);
      expect(Buffer.byteLength(password, 'utf8')).toBe(80);
      const response = await client().post<ErrorBody>(
        '/api/register',
        valid({ username: 'long_password', email: 'long@example.com', password }),
      );
      expect(response.status).toBe(400);
      expect(response.body.fields).toEqual({ password: 'Password must be at most 72 bytes long' });
      expect(response.body.error).toBe(m.passwordTooLong);
      expect(await server.db.models.User.findOne({ where: { usernameKey: 'long_password' } })).toBeNull();
    });

    it('creates an account without staff access (201), signs them in, and stores only a cost-12 bcrypt hash', async () => {
      const api = client();
      // Sent from the Swedish page: the account's mails are in Swedish.
      const response = await api.post<User>('/api/register', valid({ role: 'viewer', language: 'sv' }));
      expect(response.status).toBe(201);
      expect(Object.keys(response.body).sort()).toEqual(USER_KEYS);
      expect(response.body).toEqual({
        id: expect.any(Number) as number,
        username: 'new_user',
        fullName: 'Nora Nilsson',
        email: 'nora@example.com',
        role: 'registered',
        requestedRole: 'viewer',
        memberId: null,
        passwordGenerated: false,
        language: 'sv',
        pendingEmail: null,
      });

      const stored = await server.db.models.User.findByPk(response.body.id);
      expect(stored).not.toBeNull();
      expect(stored?.language).toBe('sv');
      const hash = stored?.passwordHash ?? '';
      expect(hash).toMatch(/^\$2[ab]\$12\$/);
      expect(hash).not.toContain('a-good-password');
      expect(response.text).not.toContain(hash);
      // No password or hash field (passwordGenerated only says whether the server made the password).
      expect(response.text).not.toMatch(/"password(Hash)?"|\$2[aby]\$/i);

      const me = await api.get<User>('/api/user');
      expect(me.status).toBe(200);
      expect(me.body).toEqual(response.body);
      const sessionRow = await server.db.models.Session.findByPk(sha256Hex(sessionIdOf(api)));
      expect(sessionRow?.userId).toBe(response.body.id);
    });

    it('asks for the viewer role when none is chosen', async () => {
      const response = await client().post<User>(
        '/api/register',
        valid({ username: 'no_role', email: 'no-role@example.com' }),
      );
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({ role: 'registered', requestedRole: 'viewer' });
    });

    it('refuses to let anyone register as a member representative (400): that account comes with an invitation', async () => {
      const response = await client().post<ErrorBody>(
        '/api/register',
        valid({ username: 'wants_member', email: 'wants-member@example.com', role: 'member' }),
      );
      expect(response.status).toBe(400);
      expect(response.body.fields).toEqual({ role: m.roleInvalid });
    });

    it.each(['admin', 'editor', 'viewer'] as const)(
      'keeps a self-registered %s out of every staff screen until an admin approves: the request is only a request',
      async (role) => {
        const api = client();
        const response = await api.post<User>(
          '/api/register',
          valid({ username: `wants_${role}`, email: `wants-${role}@example.com`, role }),
        );
        expect(response.status).toBe(201);
        expect(response.body).toMatchObject({ role: 'registered', requestedRole: role });
        const stored = await server.db.models.User.findByPk(response.body.id);
        expect(stored?.role).toBe('registered');
        expect(stored?.requestedRole).toBe(role);

        expect((await api.get<User>('/api/user')).body).toMatchObject({ role: 'registered', requestedRole: role });
        for (const path of [
          '/api/admin/dashboard',
          '/api/admin/activity',
          '/api/admin/contact-submissions',
          '/api/admin/news',
        ]) {
          expect((await api.get<ErrorBody>(path)).status, path).toBe(403);
        }
      },
    );

    it('answers 409 with fields.username for a username taken in another letter case', async () => {
      await createUser(server.db, { username: 'Taken_Name', email: 'taken-name@example.com' });
      const before = await userCount();
      const api = client();
      const response = await api.post<ErrorBody>(
        '/api/register',
        valid({ username: 'tAKEN_nAME', email: 'someone-else@example.com' }),
      );
      expect(response.status).toBe(409);
      expect(response.body.fields).toEqual({ username: expect.any(String) as string });
      expect(response.body.fields).not.toHaveProperty('email');
      expect(await userCount()).toBe(before);
      expect(api.cookies.has(SESSION_COOKIE)).toBe(false);
    });

    it('answers 409 with fields.email for an e-mail address registered in another letter case', async () => {
      await createUser(server.db, { username: 'mail_owner', email: 'owner@example.com' });
      const before = await userCount();
      const response = await client().post<ErrorBody>(
        '/api/register',
        valid({ username: 'mail_thief', email: 'Owner@EXAMPLE.com' }),
      );
      expect(response.status).toBe(409);
      expect(response.body.fields).toEqual({ email: expect.any(String) as string });
      expect(response.body.fields).not.toHaveProperty('username');
      expect(await userCount()).toBe(before);
    });

    it('lets only one of two simultaneous registrations of one username through (409 fields.username)', async () => {
      const [first, second] = await Promise.all([
        client().post<ErrorBody>('/api/register', valid({ username: 'race_user', email: 'race-1@example.com' })),
        client().post<ErrorBody>('/api/register', valid({ username: 'RACE_USER', email: 'race-2@example.com' })),
      ]);
      expect([first.status, second.status].sort()).toEqual([201, 409]);
      const loser = first.status === 409 ? first : second;
      expect(loser.body.fields).toEqual({ username: expect.any(String) as string });
      expect(await server.db.models.User.count({ where: { usernameKey: usernameKey('race_user') } })).toBe(1);
    });

    describe('the honeypot (`website`)', () => {
      const BOT_TEXT = 'https://cheap-pills.example';
      const spamCount = () => server.db.models.SpamRegistration.count();
      /** The names of the cookies an answer sets. */
      const cookieNames = (response: ApiResponse) =>
        response.headers
          .getSetCookie()
          .map((line) => line.split('=')[0])
          .sort();

      it('answers a bot exactly as a person (201, same body keys, a session cookie) but signs in no one', async () => {
        const person = client();
        const human = await person.post<User>(
          '/api/register',
          valid({ username: 'hp_person', email: 'hp-person@example.com', role: 'editor', website: '', language: 'es' }),
        );
        const bot = client();
        const usersBefore = await userCount();
        const answer = await bot.post<User>(
          '/api/register',
          valid({
            username: 'Hp_Bot',
            fullName: '  Bot Botsson ',
            email: ' HP-Bot@Example.COM ',
            role: 'editor',
            website: ` ${BOT_TEXT} `,
            language: 'es',
          }),
        );
        expect(human.status).toBe(201);
        expect(answer.status).toBe(201);
        expect(Object.keys(answer.body).sort()).toEqual(USER_KEYS);
        expect(answer.body).toEqual({
          id: expect.any(Number) as number,
          username: 'Hp_Bot',
          fullName: 'Bot Botsson',
          email: 'hp-bot@example.com',
          role: 'registered',
          requestedRole: 'editor',
          memberId: null,
          passwordGenerated: false,
          language: 'es',
          pendingEmail: null,
        });
        expect([...answer.headers.keys()].sort()).toEqual([...human.headers.keys()].sort());
        expect(cookieNames(answer)).toEqual(cookieNames(human));
        expect(cookieNames(answer)).toEqual([SESSION_COOKIE, SIGNATURE_COOKIE]);

        // The cookie signs in no one: the bot is a signed-out caller, the person is signed in.
        expect(bot.cookies.has(SESSION_COOKIE)).toBe(true);
        expect((await bot.get<ErrorBody>('/api/user')).status).toBe(401);
        expect((await bot.get<ErrorBody>('/api/admin/contact-submissions')).status).toBe(401);
        expect((await person.get<User>('/api/user')).body.username).toBe('hp_person');
        const session = await server.db.models.Session.findByPk(sha256Hex(sessionIdOf(bot)));
        expect(session?.userId ?? null).toBeNull();

        // Stored as a spam registration with what was typed (trimmed, e-mail lower-cased), no password.
        expect(await userCount()).toBe(usersBefore);
        expect(await server.db.models.User.findOne({ where: { usernameKey: usernameKey('Hp_Bot') } })).toBeNull();
        const row = await server.db.models.SpamRegistration.findByPk(answer.body.id);
        expect(row?.get({ plain: true })).toEqual({
          id: answer.body.id,
          username: 'Hp_Bot',
          fullName: 'Bot Botsson',
          email: 'hp-bot@example.com',
          requestedRole: 'editor',
          honeypot: BOT_TEXT,
          createdAt: expect.any(Date) as Date,
          updatedAt: expect.any(Date) as Date,
        });
        const columns = Object.keys(await server.db.sequelize.getQueryInterface().describeTable('spam_registrations'));
        expect(columns.sort()).toEqual(
          ['created_at', 'email', 'full_name', 'honeypot', 'id', 'requested_role', 'updated_at', 'username'].sort(),
        );
        const [stored] = await server.db.sequelize.query('SELECT * FROM spam_registrations WHERE id = :id', {
          replacements: { id: answer.body.id },
        });
        expect(JSON.stringify(stored)).not.toContain('a-good-password');
        expect(JSON.stringify(stored)).not.toMatch(/\$2[ab]\$/);
      });

      it('claims nothing: a taken username or e-mail still gets 201, users stay as they were, a person registers the names later', async () => {
        const owner = await createUser(server.db, { username: 'Hp_Owner', email: 'hp-owner@example.com' });
        const ownerRow = async () => (await server.db.models.User.findByPk(owner.id))?.get({ plain: true });
        const ownerBefore = await ownerRow();
        const usersBefore = await userCount();
        for (const taken of [
          { username: 'hp_owner', email: 'hp-other@example.com' },
          { username: 'hp_other', email: 'HP-Owner@example.com' },
        ]) {
          const bot = await client().post<User>('/api/register', valid({ ...taken, website: BOT_TEXT }));
          expect(bot.status).toBe(201);
          expect(bot.body).toMatchObject({ username: taken.username, role: 'registered', requestedRole: 'viewer' });
        }
        expect(await userCount()).toBe(usersBefore);
        expect(await ownerRow()).toEqual(ownerBefore);

        // A bot registers first; a person then registers the same username and e-mail.
        const names = { username: 'hp_later', email: 'hp-later@example.com' };
        expect((await client().post('/api/register', valid({ ...names, website: BOT_TEXT }))).status).toBe(201);
        expect((await client().post('/api/register', valid({ ...names, website: BOT_TEXT }))).status).toBe(201);
        const person = client();
        const human = await person.post<User>('/api/register', valid(names));
        expect(human.status).toBe(201);
        expect((await person.get<User>('/api/user')).body).toEqual(human.body);
        expect(await server.db.models.User.count({ where: { usernameKey: 'hp_later' } })).toBe(1);
        expect(await server.db.models.SpamRegistration.count({ where: { username: 'hp_later' } })).toBe(2);
      });

      it("refuses a bot's invalid input with the same 400 as a person's, and stores nothing", async () => {
        const [usersBefore, spamBefore] = [await userCount(), await spamCount()];
        const invalid = { username: 'ab', password: '12345', fullName: 'N', email: 'not-an-email' };
        const human = await client().post<ErrorBody>('/api/register', invalid);
        const api = client();
        const bot = await api.post<ErrorBody>('/api/register', { ...invalid, website: BOT_TEXT });
        expect(bot.status).toBe(400);
        expect(bot.text).toBe(human.text);
        for (const website of [42, ['x'], 'x'.repeat(501)]) {
          const response = await client().post<ErrorBody>('/api/register', valid({ username: 'hp_bad', website }));
          expect(response.status).toBe(400);
          expect(Object.keys(response.body.fields ?? {})).toEqual(['website']);
        }
        expect(api.cookies.has(SESSION_COOKIE)).toBe(false);
        expect([await userCount(), await spamCount()]).toEqual([usersBefore, spamBefore]);
      });

      it('takes an empty or blank honeypot as a person', async () => {
        const spamBefore = await spamCount();
        for (const [index, website] of ['', '   '].entries()) {
          const api = client();
          const response = await api.post<User>(
            '/api/register',
            valid({ username: `hp_blank_${index}`, email: `hp-blank-${index}@example.com`, website }),
          );
          expect(response.status).toBe(201);
          expect((await api.get<User>('/api/user')).body.id).toBe(response.body.id);
        }
        expect(await spamCount()).toBe(spamBefore);
      });
    });
  });
});

describe.each(testDatabaseKinds())('usernames and names that pass for another on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
    await createUser(server.db, { username: 'chief', fullName: 'Carla Chief' });
  });
  afterAll(() => server.close());

  const register = (username: string, fullName: string) =>
    new ApiClient(server.baseUrl).post<{ error: string; fields?: Record<string, string> }>('/api/register', {
      username,
      password: 'a-good-password',
      fullName,
      email: `${username.normalize('NFKD').replace(/[^a-z0-9]/gi, '')}.${Math.random().toString(36).slice(2)}@example.com`,
    });

  it.each([
    ['\u0441hief', 'Cyrillic с'],
    ['\u0421HIEF', 'Cyrillic С, capitals'],
    ['ch\u0456ef', 'Cyrillic і'],
  ])('refuses %j (%s) next to the existing chief: 409 with fields.username, no user', async (username) => {
    const before = await server.db.models.User.count();
    const response = await register(username, 'Someone Else');
    expect(response.status).toBe(409);
    expect(response.body.fields).toEqual({ username: m.usernameConfusable });
    expect(await server.db.models.User.count()).toBe(before);
  });

  it('accepts a username that only shares letters (chiefs, chef)', async () => {
    expect((await register('chiefs', 'Chris Chiefs')).status).toBe(201);
    expect((await register('chef', 'Charlie Chef')).status).toBe(201);
  });

  it.each(['Administrator', 'ADMINISTRATOR', 'Admini strator', 'administrador', 'Administratör'])(
    'refuses the full name %j on registration (400, fields.fullName)',
    async (fullName) => {
      const response = await register(`someone.${Math.random().toString(36).slice(2, 8)}`, fullName);
      expect(response.status).toBe(400);
      expect(response.body.fields).toEqual({ fullName: m.fullNameReserved });
    },
  );

  it("refuses another user's full name on registration (409, fields.fullName)", async () => {
    const response = await register('carla.two', ' carla  CHIEF ');
    expect(response.status).toBe(409);
    expect(response.body.fields).toEqual({ fullName: m.fullNameTaken });
  });
});
