import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError } from '../../../shared/entities';
import { PERMISSIONS, rolesFor } from '../../../shared/roles';
import type { NotificationFeed, NotificationItem } from '../../../shared/schemas/notifications';
import { createContactSubmission, FACTORY_PASSWORD } from '../../../tests/factories';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../../tests/helpers/databases';
import { ApiClient } from '../../../tests/helpers/http';
import { signedInClient, startTestServer, type TestServer } from '../../../tests/helpers/server';
import { openDatabase, type Database } from '../../db';
import { migrate, migrateDownAll } from '../../db/migrate';
import { migrations } from '../../db/migrations';
import { roleRequestTimes } from '../../db/migrations/20261202-0018-role-request-times';
import { encodeCursor, INVALID_CURSOR_MESSAGE } from './cursor';
import { NOTIFICATION_LIMIT, NOTIFICATION_PERMISSIONS, NOTIFICATION_SETTLE_MS } from '.';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let sequence = 0;
const next = () => {
  sequence += 1;
  return `${sequence}${Math.random().toString(36).slice(2, 6)}`;
};

/** An enquiry as the public contact form sends it. */
const enquiryBody = (overrides: Record<string, unknown> = {}) => {
  const n = next();
  return {
    fullName: `Ana Pérez ${n}`,
    email: `ana.${n}@example.com`,
    organization: 'Puente Norte Capital',
    inquiryType: 'partnership',
    message: 'We would like to explore a partnership with the chamber.',
    ...overrides,
  };
};

/** A company's application as the public form sends it: a new company and address each time. */
const applicationBody = (overrides: Record<string, unknown> = {}) => {
  const n = next();
  sequence += 1;
  return {
    companyName: `Andes Nord ${n} SpA`,
    organisationNumber: `76.${String(100_000 + sequence)}-K`,
    country: 'CL',
    region: 'ibero-america',
    industry: 'technology',
    companyWebsite: 'https://andes-nord.example',
    size: '10-49',
    contactName: 'Lucía Fernández',
    contactEmail: `lucia.${n}@andes.example`,
    contactPhone: '+56 2 2345 6789',
    message: 'We export copper tools to the Nordic countries.',
    consent: true,
    language: 'es',
    website: '',
    ...overrides,
  };
};

/** A registration asking for a staff role, as the sign-in page's register form sends it. */
const registrationBody = (overrides: Record<string, unknown> = {}) => {
  const n = next();
  return {
    username: `nora_${n}`,
    password: 'a-good-password',
    fullName: `Nora Nilsson ${n}`,
    email: `nora.${n}@example.com`,
    role: 'editor',
    website: '',
    ...overrides,
  };
};

/** The API list behind each admin screen a notification links to, with the presets the screen passes on. */
function listRequestOf(path: string): string {
  const url = new URL(path, 'http://admin.invalid');
  const query = new URLSearchParams(url.searchParams);
  if (url.pathname === '/admin/contacts') return `/api/admin/contact-submissions?${query.toString()}`;
  if (url.pathname === '/admin/applications') return `/api/admin/applications?${query.toString()}`;
  if (url.pathname === '/admin/settings' && query.get('tab') === 'users') {
    query.delete('tab');
    return `/api/admin/users?${query.toString()}`;
  }
  throw new Error(`no admin list known for ${path}`);
}

describe('who hears of notifications', () => {
  it('is exactly the roles that may see at least one kind of item', () => {
    const seeing = new Set(Object.values(NOTIFICATION_PERMISSIONS).flatMap((permission) => rolesFor(permission)));
    expect([...rolesFor('notifications:read')].sort()).toEqual([...seeing].sort());
  });

  it('names, for each kind, the permission of the screen that lists it', () => {
    expect(NOTIFICATION_PERMISSIONS).toEqual({
      enquiry: 'contacts:read',
      application: 'members:review',
      'role-request': 'settings:manage',
    });
    expect(PERMISSIONS['settings:manage']).toEqual(['admin']);
  });
});

describe.each(testDatabaseKinds())('staff notifications on %s', (kind) => {
  let server: TestServer;
  /** The same database served by a process whose clock is that of the test: nothing there has settled yet. */
  let unsettled: TestServer;
  let admin: ApiClient;
  let editor: ApiClient;
  let viewer: ApiClient;
  let member: ApiClient;
  let registered: ApiClient;
  const anonymous = () => new ApiClient(server.baseUrl);

  const feed = async (client: ApiClient, since?: string) => {
    const response = await client.get<NotificationFeed & ApiError>(
      `/api/admin/notifications${since === undefined ? '' : `?since=${encodeURIComponent(since)}`}`,
    );
    expect(response.status, response.text).toBe(200);
    return response.body;
  };
  /** A cursor for now, for `client`. */
  const start = async (client: ApiClient) => {
    const first = await feed(client);
    expect(first.items).toEqual([]);
    return first.cursor;
  };
  const postEnquiry = async (overrides: Record<string, unknown> = {}) => {
    const body = enquiryBody(overrides);
    const response = await anonymous().post<{ id: number }>('/api/contact', body);
    expect(response.status).toBe(201);
    return { ...body, id: response.body.id };
  };
  const postApplication = async (overrides: Record<string, unknown> = {}) => {
    const body = applicationBody(overrides);
    const response = await anonymous().post<{ id: number }>('/api/membership/applications', body);
    expect(response.status, response.text).toBe(201);
    const stored = await server.db.models.MembershipApplication.findOne({
      where: { organisationNumber: body.organisationNumber },
    });
    return { ...body, id: stored!.id };
  };
  const postRoleRequest = async (overrides: Record<string, unknown> = {}) => {
    const body = registrationBody(overrides);
    const response = await anonymous().post<{ id: number }>('/api/register', body);
    expect(response.status, response.text).toBe(201);
    const stored = await server.db.models.User.findOne({ where: { email: body.email } });
    return { ...body, id: stored!.id };
  };
  /** Whether the admin list a notification links to shows its item. */
  const pathFinds = async (item: NotificationItem) => {
    const response = await admin.get<{ id: number }[]>(listRequestOf(item.path));
    expect(response.status, item.path).toBe(200);
    return response.body.some((row) => row.id === item.id);
  };

  beforeAll(async () => {
    // Items are announced once they are NOTIFICATION_SETTLE_MS old: this server's clock is that far ahead.
    server = await startTestServer(kind, { now: () => new Date(Date.now() + NOTIFICATION_SETTLE_MS) });
    unsettled = await startTestServer(kind, { reuse: server });
    ({ client: admin } = await signedInClient(server, 'admin', { fullName: 'Ada Admin' }));
    ({ client: editor } = await signedInClient(server, 'editor'));
    ({ client: viewer } = await signedInClient(server, 'viewer'));
    ({ client: member } = await signedInClient(server, 'member'));
    ({ client: registered } = await signedInClient(server, 'registered'));
  });
  afterAll(async () => {
    await unsettled.close();
    await server.close();
  });

  it('announces new enquiries, applications and role requests once each, oldest first, with paths that find them', async () => {
    // Older items are not announced to a new cursor.
    await postEnquiry();
    const cursor = await start(admin);
    expect((await feed(admin, cursor)).items).toEqual([]);

    const enquiry = await postEnquiry();
    await pause(5);
    const application = await postApplication();
    await pause(5);
    const request = await postRoleRequest();

    const answer = await feed(admin, cursor);
    expect(answer.items).toEqual([
      {
        kind: 'enquiry',
        id: enquiry.id,
        title: enquiry.fullName,
        createdAt: expect.any(String) as string,
        path: `/admin/contacts?search=${encodeURIComponent(enquiry.email)}`,
      },
      {
        kind: 'application',
        id: application.id,
        title: application.companyName,
        createdAt: expect.any(String) as string,
        path: `/admin/applications?search=${encodeURIComponent(application.organisationNumber)}`,
      },
      {
        kind: 'role-request',
        id: request.id,
        title: request.fullName,
        createdAt: expect.any(String) as string,
        path: `/admin/settings?tab=users&status=requests&search=${request.username}`,
      },
    ]);
    const times = answer.items.map((item) => Date.parse(item.createdAt));
    expect(times.every((time) => Math.abs(time - Date.now()) < 60_000)).toBe(true);
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    for (const item of answer.items) expect(await pathFinds(item), item.path).toBe(true);
    expect(answer.cursor).not.toBe(cursor);

    // The cursor moved on: nothing is announced twice.
    const after = await feed(admin, answer.cursor);
    expect(after.items).toEqual([]);
    // The old cursor still gives the same items (a client that lost an answer asks again).
    expect((await feed(admin, cursor)).items.map((item) => item.id)).toEqual(answer.items.map((item) => item.id));
  });

  it('tells each role only of the kinds it may see, and refuses roles that see none', async () => {
    const adminCursor = await start(admin);
    const editorCursor = await start(editor);
    const enquiry = await postEnquiry();
    const application = await postApplication();
    const request = await postRoleRequest();

    const forEditor = await feed(editor, editorCursor);
    expect(forEditor.items.map((item) => [item.kind, item.id])).toEqual([
      ['enquiry', enquiry.id],
      ['application', application.id],
    ]);
    const forAdmin = await feed(admin, adminCursor);
    expect(forAdmin.items.map((item) => [item.kind, item.id])).toEqual([
      ['enquiry', enquiry.id],
      ['application', application.id],
      ['role-request', request.id],
    ]);

    const refusal = { error: `This requires ${rolesFor('notifications:read').join(' or ')} privileges` };
    for (const client of [viewer, member, registered]) {
      const response = await client.get<ApiError>('/api/admin/notifications');
      expect(response.status).toBe(403);
      expect(response.body).toEqual(refusal);
    }
    const response = await anonymous().get<ApiError>(`/api/admin/notifications?since=${adminCursor}`);
    expect(response.status).toBe(401);
  });

  it('never announces spam, nor a role request already decided', async () => {
    const cursor = await start(admin);
    await postEnquiry({ website: 'https://spam.example' });
    await postApplication({ website: 'https://spam.example' });
    // A bot's registration is kept apart as a spam registration, never as a user asking for a role.
    const bot = await anonymous().post('/api/register', registrationBody({ website: 'https://spam.example' }));
    expect(bot.status).toBe(201);
    const declined = await postRoleRequest();
    expect((await admin.post(`/api/admin/users/${declined.id}/decline`)).status).toBe(200);
    const person = await postEnquiry();

    const answer = await feed(admin, cursor);
    expect(answer.items.map((item) => [item.kind, item.id])).toEqual([['enquiry', person.id]]);
    const user = await server.db.models.User.findByPk(declined.id);
    expect(user!.roleRequestedAt).toBeNull();
  });

  it(`gives at most ${NOTIFICATION_LIMIT} items and the rest on the next call, none twice`, async () => {
    const cursor = await start(admin);
    const created: number[] = [];
    for (let index = 0; index < NOTIFICATION_LIMIT + 3; index += 1) {
      created.push((await createContactSubmission(server.db, { fullName: `Batch ${index}` })).id);
    }
    const first = await feed(admin, cursor);
    expect(first.items).toHaveLength(NOTIFICATION_LIMIT);
    const second = await feed(admin, first.cursor);
    expect(second.items).toHaveLength(3);
    const third = await feed(admin, second.cursor);
    expect(third.items).toEqual([]);
    const seen = [...first.items, ...second.items].map((item) => item.id);
    expect(seen).toEqual(created);
  });

  it('goes on across kinds and within one millisecond: role requests made at the same instant', async () => {
    const cursor = await start(admin);
    const enquiries: number[] = [];
    let lastEnquiryAt = 0;
    for (let index = 0; index < NOTIFICATION_LIMIT - 2; index += 1) {
      const enquiry = await createContactSubmission(server.db, { fullName: `Mixed ${index}` });
      enquiries.push(enquiry.id);
      lastEnquiryAt = Math.max(lastEnquiryAt, enquiry.createdAt.getTime());
    }
    const requests: number[] = [];
    for (let index = 0; index < 5; index += 1) requests.push((await postRoleRequest()).id);
    // One instant for all five, just after the enquiries: only the user id tells them apart.
    const instant = lastEnquiryAt + 1;
    await server.db.models.User.update({ roleRequestedAt: new Date(instant) }, { where: { id: requests } });
    // The server's settle bound is the test's clock: the instant must have passed on it, or the
    // five are not yet settled and the first answer holds only the enquiries.
    while (Date.now() < instant) await pause(1);

    const first = await feed(admin, cursor);
    expect(first.items.map((item) => item.id)).toEqual([...enquiries, ...requests.slice(0, 2)]);
    const second = await feed(admin, first.cursor);
    expect(second.items.map((item) => [item.kind, item.id])).toEqual(
      requests.slice(2).map((id) => ['role-request', id]),
    );
    expect((await feed(admin, second.cursor)).items).toEqual([]);
  });

  it('waits until an item has settled before announcing it, and then does', async () => {
    const cursor = await start(admin);
    const enquiry = await postEnquiry();
    const request = await postRoleRequest();
    // The same cursor on a process whose clock says the items are brand new: not yet.
    const early = new ApiClient(unsettled.baseUrl);
    const user = (await server.db.models.User.findOne({ where: { fullName: 'Ada Admin' } }))!;
    await early.login(user.username, FACTORY_PASSWORD);
    const notYet = await feed(early, cursor);
    expect(notYet.items).toEqual([]);
    const settled = await feed(admin, notYet.cursor);
    expect(settled.items.map((item) => [item.kind, item.id])).toEqual([
      ['enquiry', enquiry.id],
      ['role-request', request.id],
    ]);
  });

  it('answers 400 with a clear message to a cursor it did not give out', async () => {
    const cursor = await start(admin);
    const [payload, signature] = cursor.split('.') as [string, string];
    const edited = Buffer.from(
      Buffer.from(payload, 'base64url')
        .toString('utf8')
        .replace(/e(\d+)/, 'e0'),
    ).toString('base64url');
    const forged = encodeCursor({ enquiry: 0, application: 0, roleRequest: { at: 0, id: null } }, [
      'not-the-server-key-0123456789abcdef',
    ]);
    for (const bad of [`${edited}.${signature}`, forged, 'not-a-cursor', `${payload}.${signature}x`, `${payload}`]) {
      const response = await admin.get<ApiError>(`/api/admin/notifications?since=${encodeURIComponent(bad)}`);
      expect(response.status, bad).toBe(400);
      expect(response.body, bad).toEqual({ error: INVALID_CURSOR_MESSAGE });
    }
    // The genuine one is accepted.
    expect((await admin.get(`/api/admin/notifications?since=${encodeURIComponent(cursor)}`)).status).toBe(200);
  });
});

describe.each(testDatabaseKinds())('the role request times migration on %s', (kind) => {
  let database: TestDatabase;
  let db: Database;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    db = await openDatabase(database.config);
  });
  afterAll(async () => {
    await db.close();
    await database.drop();
  });

  // Dates as replacements are written the way each dialect stores them.
  const insertUser = (name: string, requestedRole: string | null, createdAt: Date) =>
    db.sequelize.query(
      `INSERT INTO users (username, username_key, password_hash, full_name, email, role, requested_role, created_at, updated_at)
       VALUES (:name, :name, 'x', :name, :email, 'registered', :requestedRole, :createdAt, :createdAt)`,
      { replacements: { name, email: `${name}@example.com`, requestedRole, createdAt } },
    );

  it('dates the requests already pending by their account, leaves the others empty, and reverts', async () => {
    const before = migrations[migrations.indexOf(roleRequestTimes) - 1]!.name;
    await migrate(db.sequelize, { to: before });
    await insertUser('pending', 'editor', new Date('2026-01-02T03:04:05.000Z'));
    await insertUser('none', null, new Date('2026-02-03T04:05:06.000Z'));
    expect(await migrate(db.sequelize, { to: roleRequestTimes.name })).toEqual([roleRequestTimes.name]);

    const users = await db.models.User.findAll({ attributes: ['username', 'roleRequestedAt'], order: [['id', 'ASC']] });
    expect(users.map((user) => [user.username, user.roleRequestedAt?.toISOString() ?? null])).toEqual([
      ['pending', '2026-01-02T03:04:05.000Z'],
      ['none', null],
    ]);

    await migrateDownAll(db.sequelize);
    expect(await migrate(db.sequelize)).toEqual(migrations.map((migration) => migration.name));
  });
});
