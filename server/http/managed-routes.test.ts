import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError, AuditEntity } from '../../shared/entities';
import { eventInput, memberInput, newsInput } from '../../tests/factories';
import { testDatabaseKinds } from '../../tests/helpers/databases';
import { ApiClient } from '../../tests/helpers/http';
import { signedInClient, startTestServer, type TestServer } from '../../tests/helpers/server';
import { STALE_VERSION_MESSAGE } from '../errors';
import type { UserModel } from '../models';
import { EVENT_KEYS, MEMBER_KEYS, NEWS_KEYS } from '../../tests/helpers/content-shapes';
import { totalOf } from '../../tests/helpers/paging';

/** A managed item as the staff API answers it (the fields every kind has). */
interface Managed {
  id: number;
  version: number;
  createdAt: string;
  updatedAt: string;
  deletedAt: string | null;
  [field: string]: unknown;
}

const MANAGED_KEYS = ['createdAt', 'deletedAt', 'translations', 'updatedAt', 'version'];

/** The three kinds of content the staff manage the same way. */
const KINDS = [
  {
    path: 'members',
    entity: 'member',
    input: memberInput,
    labelField: 'name',
    // Staff also see whether it is published and whether the member hid it.
    publicKeys: [...MEMBER_KEYS, 'hidden', 'published'],
    notFound: 'Member not found',
  },
  {
    path: 'events',
    entity: 'event',
    input: eventInput,
    labelField: 'title',
    // Staff also see how many registered.
    publicKeys: [...EVENT_KEYS, 'registrations'],
    notFound: 'Event not found',
  },
  {
    path: 'news',
    entity: 'news',
    input: newsInput,
    labelField: 'title',
    publicKeys: [...NEWS_KEYS, 'status'],
    notFound: 'Article not found',
  },
] as const satisfies readonly {
  path: string;
  entity: AuditEntity;
  input: (overrides?: Record<string, unknown>) => Record<string, unknown>;
  labelField: string;
  publicKeys: readonly string[];
  notFound: string;
}[];

describe.each(testDatabaseKinds())('staff content API on %s', (kind) => {
  let server: TestServer;
  let admin: ApiClient;
  let adminUser: UserModel;
  let editor: ApiClient;
  let editorUser: UserModel;
  let viewer: ApiClient;
  let anonymous: ApiClient;

  beforeAll(async () => {
    server = await startTestServer(kind);
    ({ client: admin, user: adminUser } = await signedInClient(server, 'admin', { fullName: 'Astrid Admin' }));
    ({ client: editor, user: editorUser } = await signedInClient(server, 'editor', { fullName: 'Eduardo Editor' }));
    ({ client: viewer } = await signedInClient(server, 'viewer'));
    anonymous = new ApiClient(server.baseUrl);
  });
  afterAll(() => server.close());

  /** The audit entries of one item, oldest first, as stored. */
  async function auditOf(entity: AuditEntity, entityId: number) {
    return (await server.db.models.AuditEntry.findAll({ where: { entity, entityId }, order: [['id', 'ASC']] })).map(
      (entry) => entry.toJSON(),
    );
  }

  describe.each(KINDS)('/api/admin/$path', (content) => {
    const base = `/api/admin/${content.path}`;
    const publicBase = `/api/${content.path}`;

    async function create(client: ApiClient = editor, overrides: Record<string, unknown> = {}): Promise<Managed> {
      const response = await client.post<Managed>(base, content.input(overrides));
      expect(response.status, response.text).toBe(201);
      return response.body;
    }

    /** The body of an update: the item's input fields as read, changed by `changes`, plus `version`. */
    function updateOf(item: Managed, changes: Record<string, unknown>): Record<string, unknown> {
      const input: Record<string, unknown> = content.input();
      const body: Record<string, unknown> = {};
      for (const key of Object.keys(input)) body[key] = item[key];
      return { ...body, ...changes, version: item.version };
    }

    it('refuses an anonymous caller (401) and a viewer (403) on every route', async () => {
      const item = await create();
      const calls: [string, string, unknown?][] = [
        ['GET', base],
        ['GET', `${base}/${item.id}`],
        ['POST', base, content.input()],
        ['PUT', `${base}/${item.id}`, updateOf(item, {})],
        ['DELETE', `${base}/${item.id}`],
        ['POST', `${base}/${item.id}/restore`],
      ];
      for (const [method, path, json] of calls) {
        const options = json === undefined ? {} : { json };
        const anonymousAnswer = await anonymous.request<ApiError>(method, path, options);
        expect(anonymousAnswer.status, `${method} ${path}`).toBe(401);
        const viewerAnswer = await viewer.request<ApiError>(method, path, options);
        expect(viewerAnswer.status, `${method} ${path}`).toBe(403);
        expect(viewerAnswer.body.error).toMatch(/^This requires admin( or editor)? privileges$/);
      }
      // Nothing changed: still version 1, not deleted.
      expect((await editor.get<Managed>(`${base}/${item.id}`)).body).toEqual(item);
    });

    it('creates an item (201, version 1) for an editor and an admin, with an audit entry each', async () => {
      for (const [client, user] of [
        [editor, editorUser],
        [admin, adminUser],
      ] as const) {
        const input: Record<string, unknown> = content.input();
        const response = await client.post<Managed>(base, input);
        expect(response.status).toBe(201);
        const item = response.body;
        expect(Object.keys(item).sort()).toEqual([...content.publicKeys, ...MANAGED_KEYS].sort());
        expect(item).toMatchObject({ ...input, version: 1, deletedAt: null });
        expect(new Date(item.createdAt).toISOString()).toBe(item.createdAt);
        expect(Number.isInteger(item.id)).toBe(true);
        expect((await client.get(`${base}/${item.id}`)).body).toEqual(item);

        const audit = await auditOf(content.entity, item.id);
        expect(audit).toEqual([
          expect.objectContaining({
            action: 'create',
            entity: content.entity,
            entityId: item.id,
            label: input[content.labelField],
            userId: user.id,
            userFullName: user.fullName,
          }),
        ]);
      }
    });

    it('answers 404 for an unknown id on every item route', async () => {
      const path = `${base}/2147483647`;
      expect((await editor.get(path)).body).toEqual({ error: content.notFound });
      expect((await editor.put(path, { ...content.input(), version: 1 })).status).toBe(404);
      expect((await editor.delete(path)).status).toBe(404);
      expect((await admin.post(`${path}/restore`)).status).toBe(404);
    });

    it('refuses an unknown field and a bad version with 400 naming the field, storing nothing', async () => {
      const count = await auditCount();
      const unknown = await editor.post<ApiError>(base, { ...content.input(), id: 5, color: 'red' });
      expect(unknown.status).toBe(400);
      expect(unknown.body.fields).toMatchObject({ id: 'Unknown field: id', color: 'Unknown field: color' });

      const item = await create();
      for (const version of [undefined, 'one', 0, -1, 1.5]) {
        const response = await editor.put<ApiError>(`${base}/${item.id}`, { ...updateOf(item, {}), version });
        expect(response.status, String(version)).toBe(400);
        expect(response.body.fields).toEqual({ version: 'Please enter a whole number' });
      }
      // A create does not take a version: the server sets it.
      const withVersion = await editor.post<ApiError>(base, { ...content.input(), version: 7 });
      expect(withVersion.status).toBe(400);
      expect(withVersion.body.fields).toEqual({ version: 'Unknown field: version' });
      expect(await auditCount()).toBe(count + 1); // only the create above
      expect((await editor.get<Managed>(`${base}/${item.id}`)).body.version).toBe(1);
    });

    it('updates with the version it was read at: 200, version + 1, audited', async () => {
      const item = await create();
      const label = `Renamed ${item.id}`;
      const response = await admin.put<Managed>(`${base}/${item.id}`, updateOf(item, { [content.labelField]: label }));
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ id: item.id, version: 2, [content.labelField]: label, deletedAt: null });
      expect(response.body.createdAt).toBe(item.createdAt);
      expect(Date.parse(response.body.updatedAt)).toBeGreaterThanOrEqual(Date.parse(item.updatedAt));
      expect((await editor.get(`${base}/${item.id}`)).body).toEqual(response.body);
      const audit = await auditOf(content.entity, item.id);
      expect(audit.map((entry) => [entry.action, entry.label, entry.userId])).toEqual([
        ['create', item[content.labelField], editorUser.id],
        ['update', label, adminUser.id],
      ]);
    });

    it('answers 409 with the stored item to the second of two editors, overwriting nothing and auditing nothing', async () => {
      const item = await create();
      // Both read version 1.
      const [first, second] = await Promise.all([
        editor.get<Managed>(`${base}/${item.id}`),
        admin.get<Managed>(`${base}/${item.id}`),
      ]);
      expect(first.body.version).toBe(1);
      expect(second.body.version).toBe(1);

      const saved = await editor.put<Managed>(
        `${base}/${item.id}`,
        updateOf(first.body, { [content.labelField]: 'First save wins' }),
      );
      expect(saved.status).toBe(200);
      const auditBefore = await auditOf(content.entity, item.id);

      const stale = await admin.put<{ error: string; current: Managed }>(
        `${base}/${item.id}`,
        updateOf(second.body, { [content.labelField]: 'Second save loses' }),
      );
      expect(stale.status).toBe(409);
      expect(stale.body).toEqual({ error: STALE_VERSION_MESSAGE, current: saved.body });
      expect(stale.body.current.version).toBe(2);

      expect((await editor.get(`${base}/${item.id}`)).body).toEqual(saved.body);
      expect(await auditOf(content.entity, item.id)).toEqual(auditBefore);

      // Reloaded, the second editor can save on top of the first.
      const retried = await admin.put<Managed>(
        `${base}/${item.id}`,
        updateOf(stale.body.current, { [content.labelField]: 'Second save, reloaded' }),
      );
      expect(retried.status).toBe(200);
      expect(retried.body.version).toBe(3);
    });

    it('lets exactly one of two simultaneous saves of the same version through', async () => {
      const item = await create();
      const answers = await Promise.all(
        [editor, admin].map((client, index) =>
          client.put<Managed>(`${base}/${item.id}`, updateOf(item, { [content.labelField]: `Concurrent ${index}` })),
        ),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const winner = answers.find((answer) => answer.status === 200)!;
      expect((await editor.get(`${base}/${item.id}`)).body).toEqual(winner.body);
      expect((await auditOf(content.entity, item.id)).filter((entry) => entry.action === 'update')).toHaveLength(1);
    });

    it('soft-deletes (204): hidden from the public and the staff list, kept in the database, audited', async () => {
      const item = await create();
      expect((await anonymous.get(`${publicBase}/${item.id}`)).status).toBe(200);
      expect((await anonymous.get<{ id: number }[]>(publicBase)).body.map((row) => row.id)).toContain(item.id);

      const response = await editor.delete(`${base}/${item.id}`);
      expect(response.status).toBe(204);
      expect(response.text).toBe('');

      const publicDetail = await anonymous.get(`${publicBase}/${item.id}`);
      expect(publicDetail.status).toBe(404);
      expect(publicDetail.body).toEqual({ error: content.notFound });
      expect((await anonymous.get<{ id: number }[]>(publicBase)).body.map((row) => row.id)).not.toContain(item.id);

      const staffList = await editor.get<Managed[]>(`${base}?pageSize=100`);
      expect(staffList.body.map((row) => row.id)).not.toContain(item.id);
      const deletedList = await admin.get<Managed[]>(`${base}?deleted=true&pageSize=100`);
      expect(deletedList.status).toBe(200);
      expect(deletedList.body.map((row) => row.id)).toContain(item.id);
      expect(deletedList.body.every((row) => row.deletedAt !== null)).toBe(true);

      // Staff still read it by id, marked deleted; the version moved.
      const stored = await editor.get<Managed>(`${base}/${item.id}`);
      expect(stored.status).toBe(200);
      expect(stored.body.version).toBe(2);
      expect(Date.parse(stored.body.deletedAt!)).toBeGreaterThan(Date.now() - 60_000);

      // Deleting or updating a deleted item is 404.
      expect((await editor.delete(`${base}/${item.id}`)).status).toBe(404);
      expect((await editor.put(`${base}/${item.id}`, updateOf(stored.body, {}))).status).toBe(404);

      const audit = await auditOf(content.entity, item.id);
      expect(audit.map((entry) => [entry.action, entry.userId])).toEqual([
        ['create', editorUser.id],
        ['delete', editorUser.id],
      ]);
    });

    it('lists deleted items and restores them for admins only; a restored item is public again', async () => {
      const item = await create();
      expect((await editor.delete(`${base}/${item.id}`)).status).toBe(204);

      const editorDeletedList = await editor.get<ApiError>(`${base}?deleted=true`);
      expect(editorDeletedList.status).toBe(403);
      expect(editorDeletedList.body.error).toBe('This requires admin privileges');
      const editorRestore = await editor.post<ApiError>(`${base}/${item.id}/restore`);
      expect(editorRestore.status).toBe(403);
      expect(editorRestore.body.error).toBe('This requires admin privileges');

      const restored = await admin.post<Managed>(`${base}/${item.id}/restore`);
      expect(restored.status).toBe(200);
      expect(restored.body).toMatchObject({ id: item.id, deletedAt: null, version: 3 });
      expect((await anonymous.get(`${publicBase}/${item.id}`)).status).toBe(200);
      expect((await anonymous.get<{ id: number }[]>(publicBase)).body.map((row) => row.id)).toContain(item.id);

      // Restoring an item that is not deleted is 404.
      expect((await admin.post(`${base}/${item.id}/restore`)).status).toBe(404);

      const audit = await auditOf(content.entity, item.id);
      expect(audit.map((entry) => [entry.action, entry.userId, entry.userFullName])).toEqual([
        ['create', editorUser.id, 'Eduardo Editor'],
        ['delete', editorUser.id, 'Eduardo Editor'],
        ['restore', adminUser.id, 'Astrid Admin'],
      ]);
    });

    it('an edit opened before a delete cannot overwrite after the restore (409)', async () => {
      const item = await create();
      expect((await editor.delete(`${base}/${item.id}`)).status).toBe(204);
      expect((await admin.post(`${base}/${item.id}/restore`)).status).toBe(200);
      const stale = await editor.put<ApiError>(`${base}/${item.id}`, updateOf(item, {}));
      expect(stale.status).toBe(409);
    });

    it('stores neither the change nor its audit entry when the audit entry cannot be written', async () => {
      const item = await create();
      const { AuditEntry } = server.db.models;
      const count = await auditCount();
      AuditEntry.addHook('beforeCreate', 'failForTest', () => {
        throw new Error('audit storage failed');
      });
      try {
        const update = await editor.put<ApiError>(
          `${base}/${item.id}`,
          updateOf(item, { [content.labelField]: 'Never stored' }),
        );
        expect(update.status).toBe(500);
        expect(update.body).toEqual({ error: expect.any(String) as string, requestId: expect.any(String) as string });
        expect(update.text).not.toMatch(/audit storage failed|INSERT|UPDATE/);

        const created = await editor.post(base, content.input({ [content.labelField]: 'Never created' }));
        expect(created.status).toBe(500);
        expect((await editor.delete(`${base}/${item.id}`)).status).toBe(500);
      } finally {
        AuditEntry.removeHook('beforeCreate', 'failForTest');
      }
      expect((await editor.get(`${base}/${item.id}`)).body).toEqual(item);
      const list = await editor.get<Managed[]>(`${base}?search=Never&pageSize=100`);
      expect(totalOf(list)).toBe(0);
      expect(await auditCount()).toBe(count);
    });
  });

  async function auditCount(): Promise<number> {
    return server.db.models.AuditEntry.count();
  }
});
