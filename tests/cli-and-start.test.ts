import { existsSync } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Member, User } from '../shared/entities';
import { openDatabase, type Database } from '../server/db';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from './helpers/databases';
import { ApiClient } from './helpers/http';
import {
  databaseEnv,
  EXIT_TIMEOUT_MS,
  exitWithin,
  killAll,
  LISTENING,
  PROCESS_TEST_TIMEOUT_MS,
  spawnNode,
  START_TIMEOUT_MS,
  startServer,
  withCookies,
  type StartedServer,
} from './helpers/processes';

const PASSWORD_LINE = /^\s*password: (\S+)\s*$/m;
const SHOWN_ONCE = 'This password is shown only once';

/** `npm run user:create -- …` in a child process; resolves with its exit code and output. */
async function userCreate(env: Record<string, string>, args: string[]) {
  const spawned = spawnNode('server/cli/user-create.ts', args, env);
  const { code } = await exitWithin(spawned, START_TIMEOUT_MS);
  return { code, stdout: spawned.stdout(), stderr: spawned.stderr() };
}

function userArgs(fields: { username?: string; password?: string; role?: string; fullName?: string; email?: string }) {
  const args: string[] = [];
  if (fields.username !== undefined) args.push('--username', fields.username);
  if (fields.password !== undefined) args.push('--password', fields.password);
  if (fields.role !== undefined) args.push('--role', fields.role);
  if (fields.fullName !== undefined) args.push('--full-name', fields.fullName);
  if (fields.email !== undefined) args.push('--email', fields.email);
  return args;
}

// A describe block keeps its server running from test to test; each block kills what is left in afterAll.
afterAll(killAll);

describe.each(testDatabaseKinds())('npm start on %s', (kind) => {
  let database: TestDatabase;
  let env: Record<string, string>;
  let first: StartedServer | undefined;
  let adminPassword: string;
  let admin: ApiClient;
  let memberCount: number;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    env = databaseEnv(database);
  });
  afterAll(async () => {
    await killAll();
    await database.drop();
  });

  it(
    'starts, seeds the sample content and prints the generated admin password once',
    async () => {
      first = await startServer(env);
      expect(first.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const stdout = first.stdout();
      expect(stdout.split(SHOWN_ONCE)).toHaveLength(2);
      const password = PASSWORD_LINE.exec(stdout)?.[1];
      expect(password).toBeDefined();
      adminPassword = password!;
      expect(adminPassword.length).toBeGreaterThanOrEqual(16);
      expect(stdout.split(adminPassword)).toHaveLength(2); // printed exactly once, never logged again
      expect(stdout).toMatch(/username: admin$/m);

      const members = await new ApiClient(first.url).get<Member[]>('/api/members');
      expect(members.status).toBe(200);
      expect(members.body.length).toBeGreaterThanOrEqual(12);
      memberCount = members.body.length;
      if (kind === 'sqlite') expect(existsSync(path.join(database.dataDir, 'chamber.sqlite'))).toBe(true);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

  it('answers GET /api/health with 200', async () => {
    const response = await new ApiClient(first!.url).get('/api/health');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok' });
  });

  it('lets the admin sign in with the printed password', async () => {
    admin = new ApiClient(first!.url);
    const login = await admin.post<User>('/api/login', { username: 'admin', password: adminPassword });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ username: 'admin', role: 'admin' });
    expect(admin.cookies.size).toBeGreaterThan(0);
    expect((await admin.get('/api/admin/contact-submissions')).status).toBe(200);
  });

  /**
   * Where the generated session keys are kept: in DATA_DIR, readable by the owner only (SQLite); in
   * the database, shared by every process, with no file (PostgreSQL).
   */
  async function expectGeneratedKeysKept(server: StartedServer) {
    const file = path.join(database.dataDir, 'session-keys');
    if (kind === 'sqlite') {
      expect((await stat(file)).mode & 0o777).toBe(0o600);
    } else {
      expect(existsSync(file)).toBe(false);
      expect(server.stdout()).toMatch(/Session keys: (generated and )?kept in the database/);
    }
  }

  it('keeps the generated session keys where every process of the database finds them', async () => {
    await expectGeneratedKeysKept(first!);
  });

  it(
    'stops with exit code 0 within 15 s of SIGTERM',
    async () => {
      const started = Date.now();
      first!.child.kill('SIGTERM');
      const { code, signal } = await exitWithin(first!, EXIT_TIMEOUT_MS);
      expect(signal).toBeNull();
      expect(code).toBe(0);
      expect(Date.now() - started).toBeLessThan(EXIT_TIMEOUT_MS);
      await expect(fetch(`${first!.url}/api/health`)).rejects.toThrow();
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

  it(
    'restarts on the same DATA_DIR without a new password or new sample content, and old sessions still work',
    async () => {
      // Restarted with other rate limits and session lifetimes: the server applies what the environment sets.
      const second = await startServer({ ...env, RATE_LIMIT_CONTACT: '1/30s', SESSION_IDLE_TIMEOUT: '10m' });
      const stdout = second.stdout();
      expect(stdout).not.toContain(SHOWN_ONCE);
      expect(stdout).not.toMatch(PASSWORD_LINE);
      expect(stdout).not.toContain(adminPassword);

      const members = await new ApiClient(second.url).get<Member[]>('/api/members');
      expect(members.body).toHaveLength(memberCount);

      const replayed = withCookies(admin, second.url);
      const me = await replayed.get<User>('/api/user');
      expect(me.status).toBe(200);
      expect(me.body).toMatchObject({ username: 'admin', role: 'admin' });
      expect((await new ApiClient(second.url).get('/api/user')).status).toBe(401);

      const login = await new ApiClient(second.url).post('/api/login', { username: 'admin', password: adminPassword });
      expect(login.status).toBe(200);
      const expires = /expires=([^;]+)/i.exec(login.headers.get('set-cookie') ?? '')?.[1] ?? '';
      expect(Date.parse(expires) - Date.now()).toBeGreaterThan(5 * 60_000);
      expect(Date.parse(expires) - Date.now()).toBeLessThanOrEqual(10 * 60_000);
      const visitor = new ApiClient(second.url);
      const contact = (n: number) => ({
        fullName: 'Ana Perez',
        email: `limit${n}@example.com`,
        organization: 'Andes Export',
        inquiryType: 'membership',
        message: 'We would like to know more about membership.',
      });
      expect((await visitor.post('/api/contact', contact(1))).status).toBe(201);
      const limited = await visitor.post('/api/contact', contact(2));
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(30);

      await expectGeneratedKeysKept(second);

      second.child.kill('SIGTERM');
      expect((await exitWithin(second, EXIT_TIMEOUT_MS)).code).toBe(0);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});

describe('SQLite serves one server process', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
  });
  afterAll(async () => {
    await killAll();
    await database.drop();
  });

  it(
    'a second process on the same database refuses to start; once the first has stopped (even killed) one can',
    async () => {
      const env = {
        ...databaseEnv(database),
        SEED_SAMPLE_DATA: 'false',
        ADMIN_USERNAME: 'owner',
        ADMIN_PASSWORD: 'a-long-password-1',
      };
      const first = await startServer(env);
      const second = spawnNode('server/start.ts', [], { PORT: '0', HOST: '127.0.0.1', ...env });
      const { code } = await exitWithin(second, START_TIMEOUT_MS);
      expect(code).toBe(1);
      expect(second.stderr()).toContain('Another server process is already using this SQLite database');
      expect(second.stdout()).not.toMatch(LISTENING);
      expect((await new ApiClient(first.url).get('/api/health')).status).toBe(200);

      // A process that dies without cleaning up leaves no lock behind.
      first.child.kill('SIGKILL');
      await first.exited;
      const third = await startServer(env);
      expect((await new ApiClient(third.url).get('/api/health')).status).toBe(200);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});

describe('npm start with a bad configuration', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'chamber-badconfig-'));
  });
  afterEach(killAll);
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it.each([
    ['PORT', { PORT: 'abc' }],
    ['TRUST_PROXY', { TRUST_PROXY: 'sometimes' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://x' }],
  ])(
    'exits with code 1 and names %s on stderr',
    async (variable, bad) => {
      const spawned = spawnNode('server/start.ts', [], { PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, ...bad });
      const { code } = await exitWithin(spawned, START_TIMEOUT_MS);
      expect(code).toBe(1);
      expect(spawned.stderr()).toContain(variable);
      expect(spawned.stdout()).not.toMatch(LISTENING);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});

describe.each(testDatabaseKinds())('npm run user:create on %s', (kind) => {
  let database: TestDatabase;
  let env: Record<string, string>;
  let db: Database;
  let server: StartedServer;

  const editor = {
    username: 'eva.editor',
    password: 'first-secret',
    role: 'editor',
    fullName: 'Eva Editor',
    email: 'eva@example.com',
  };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    env = databaseEnv(database);
  }, PROCESS_TEST_TIMEOUT_MS);
  afterAll(async () => {
    await killAll();
    await db?.close();
    await database.drop();
  });

  it(
    'creates an editor who can then sign in through a started server',
    async () => {
      const result = await userCreate(env, userArgs(editor));
      expect(result.stderr).toBe('');
      expect(result.code).toBe(0);
      expect(result.stdout).toContain("Created editor 'eva.editor'.");
      expect(result.stdout).not.toContain(editor.password);

      server = await startServer(env);
      db = await openDatabase(database.config);
      const client = new ApiClient(server.url);
      const login = await client.post<User>('/api/login', { username: 'eva.editor', password: 'first-secret' });
      expect(login.status).toBe(200);
      expect(login.body).toEqual({
        id: expect.any(Number) as number,
        username: 'eva.editor',
        fullName: 'Eva Editor',
        email: 'eva@example.com',
        role: 'editor',
        requestedRole: null,
        memberId: null,
        // A password set with user:create was chosen by someone, not generated by the server.
        passwordGenerated: false,
        // Nobody said which language: the site's default.
        language: null,
        pendingEmail: null,
      });
      expect((await client.get('/api/admin/contact-submissions')).status).toBe(200);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

  it.each([
    ['password', { password: '12345' }, 'Password must be at least 6 characters long'],
    ['email', { email: 'not-an-email' }, 'Please enter a valid email address'],
    ['role', { role: 'owner' }, 'Choose one of the roles: admin, editor or viewer'],
    ['username', { username: 'ab' }, 'Username must be at least 3 characters long'],
    ['fullName', { fullName: 'X' }, 'Full name must be at least 2 characters long'],
  ])(
    'refuses a bad %s with a non-zero exit and a message naming the field',
    async (field, change, message) => {
      const usersBefore = await db.models.User.count();
      const result = await userCreate(env, userArgs({ ...editor, username: 'newcomer', ...change }));
      expect(result.code).not.toBe(0);
      expect(result.stderr).toContain(`${field}: ${message}`);
      expect(result.stdout).not.toContain('Created');
      expect(await db.models.User.count()).toBe(usersBefore);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

  it(
    'refuses missing flags with a non-zero exit and the usage',
    async () => {
      const result = await userCreate(env, userArgs({ username: 'newcomer', password: 'secret-pass' }));
      expect(result.code).not.toBe(0);
      expect(result.stderr).toContain('--role');
      expect(result.stderr).toContain('--full-name');
      expect(result.stderr).toContain('--email');
      expect(result.stderr).toContain('Usage:');

      const none = await userCreate(env, []);
      expect(none.code).not.toBe(0);
      expect(none.stderr).toContain('Usage:');
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

  it(
    'refuses an unknown flag with a non-zero exit and the usage',
    async () => {
      const result = await userCreate(env, [...userArgs({ ...editor, username: 'newcomer' }), '--admin']);
      expect(result.code).not.toBe(0);
      expect(result.stderr).toContain('--admin');
      expect(result.stderr).toContain('Usage:');
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

  it(
    'resets the password when run again with the same username, ending the old sessions',
    async () => {
      const before = new ApiClient(server.url);
      await before.login('eva.editor', 'first-secret');
      expect((await before.get('/api/user')).status).toBe(200);

      const result = await userCreate(env, userArgs({ ...editor, username: 'Eva.Editor', password: 'second-secret' }));
      expect(result.code).toBe(0);
      expect(result.stdout).toContain("Reset 'eva.editor'");
      expect(await db.models.User.count({ where: { usernameKey: 'eva.editor' } })).toBe(1);

      const old = await new ApiClient(server.url).post('/api/login', {
        username: 'eva.editor',
        password: 'first-secret',
      });
      expect(old.status).toBe(401);
      const fresh = await new ApiClient(server.url).post<User>('/api/login', {
        username: 'eva.editor',
        password: 'second-secret',
      });
      expect(fresh.status).toBe(200);
      expect(fresh.body.role).toBe('editor');
      expect((await before.get('/api/user')).status).toBe(401);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

  it(
    'refuses an e-mail address that belongs to another user',
    async () => {
      const result = await userCreate(env, userArgs({ ...editor, username: 'someone.else' }));
      expect(result.code).not.toBe(0);
      expect(result.stderr).toContain('This e-mail address is already registered');
      expect(await db.models.User.count({ where: { usernameKey: 'someone.else' } })).toBe(0);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});
