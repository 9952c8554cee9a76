import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry, ManagedMember, ManagedNewsArticle } from '../../../shared/entities';
import { createMember, createUser, FACTORY_PASSWORD, memberInput, newsInput } from '../../../tests/factories';
import { testDatabaseKinds } from '../../../tests/helpers/databases';
import { ApiClient } from '../../../tests/helpers/http';
import { signedInClient, startTestServer, type TestServer } from '../../../tests/helpers/server';

const DAY = 86_400_000;

// The activity feed of a role that cannot manage content (a viewer) names only what the public can
// see: a security review found a self-registered account reading the title of a secret draft there.
describe.each(testDatabaseKinds())('the activity feed shows a viewer nothing that is not public (%s)', (kind) => {
  let server: TestServer;
  let editor: ApiClient;
  let viewer: ApiClient;

  beforeAll(async () => {
    server = await startTestServer(kind);
    ({ client: editor } = await signedInClient(server, 'editor'));
    ({ client: viewer } = await signedInClient(server, 'viewer'));
  });
  afterAll(() => server.close());

  const feed = async (client: ApiClient) => {
    const response = await client.get<AuditEntry[]>('/api/admin/activity?limit=50');
    expect(response.status).toBe(200);
    return response.body;
  };

  it('leaves out drafts, scheduled and deleted articles and unpublished or hidden members; an editor sees them all', async () => {
    const draft = await editor.post<ManagedNewsArticle>(
      '/api/admin/news',
      newsInput({ title: 'SECRET draft: merger of X and Y', status: 'draft' }),
    );
    const scheduled = await editor.post<ManagedNewsArticle>(
      '/api/admin/news',
      newsInput({ title: 'SECRET scheduled', publishDate: new Date(Date.now() + 7 * DAY).toISOString() }),
    );
    const deleted = await editor.post<ManagedNewsArticle>('/api/admin/news', newsInput({ title: 'SECRET deleted' }));
    expect((await editor.delete(`/api/admin/news/${deleted.body.id}`)).status).toBe(204);
    const unpublished = await editor.post<ManagedMember>(
      '/api/admin/members',
      memberInput({ name: 'SECRET unpublished member', published: false }),
    );
    const hidden = await createMember(server.db, { name: 'SECRET hidden member', hidden: true });
    await server.db.models.AuditEntry.create({
      at: new Date(),
      userId: null,
      userFullName: 'A member',
      action: 'hide',
      entity: 'member',
      entityId: hidden.id,
      label: 'SECRET hidden member',
    });
    const published = await editor.post<ManagedNewsArticle>('/api/admin/news', newsInput({ title: 'Public article' }));
    for (const response of [draft, scheduled, deleted, unpublished, published]) expect(response.status).toBe(201);

    const forEditor = JSON.stringify(await feed(editor));
    for (const title of ['SECRET draft', 'SECRET scheduled', 'SECRET deleted', 'SECRET unpublished', 'SECRET hidden']) {
      expect(forEditor).toContain(title);
    }
    const forViewer = await feed(viewer);
    expect(JSON.stringify(forViewer)).not.toContain('SECRET');
    expect(forViewer[0]).toMatchObject({ entity: 'news', entityId: published.body.id, label: 'Public article' });
  });

  it('names a published item by its public title of now, not the draft title an older entry was written under', async () => {
    const article = await editor.post<ManagedNewsArticle>(
      '/api/admin/news',
      newsInput({ title: 'SECRET working title', status: 'draft' }),
    );
    const {
      id: _id,
      createdAt: _c,
      updatedAt: _u,
      deletedAt: _d,
      translations: _t,
      lang: _l,
      ...fields
    } = article.body;
    const renamed = await editor.put<ManagedNewsArticle>(`/api/admin/news/${article.body.id}`, {
      ...fields,
      title: 'Announced title',
      status: 'published',
    });
    expect(renamed.status).toBe(200);
    const entries = (await feed(viewer)).filter(
      (entry) => entry.entityId === article.body.id && entry.entity === 'news',
    );
    expect(entries.map((entry) => entry.action).sort()).toEqual(['create', 'update']);
    for (const entry of entries) expect(entry.label).toBe('Announced title');
  });

  it('answers 403 to accounts without staff access and to member representatives', async () => {
    for (const role of ['registered', 'member'] as const) {
      const user = await createUser(server.db, { role });
      const client = new ApiClient(server.baseUrl);
      await client.login(user.username, FACTORY_PASSWORD);
      expect((await client.get('/api/admin/activity')).status, role).toBe(403);
      expect((await client.get('/api/admin/dashboard')).status, role).toBe(403);
    }
  });
});
