import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError, AuditLogEntry, StaffRef } from '../../../shared/entities';
import { validationMessages as m } from '../../../shared/messages';
import { createUser, memberInput, settingsInput } from '../../../tests/factories';
import { testDatabaseKinds } from '../../../tests/helpers/databases';
import { ApiClient } from '../../../tests/helpers/http';
import { signedInClient, startTestServer, type TestServer } from '../../../tests/helpers/server';
import { auditEntitiesFor } from '../../../shared/roles';
import { totalOf } from '../../../tests/helpers/paging';

describe.each(testDatabaseKinds())('the Activity page’s audit trail on %s', (databaseKind) => {
  let server: TestServer;
  let admin: ApiClient;
  let editor: ApiClient;
  let viewer: ApiClient;
  let editorId: number;
  let memberId: number;

  beforeAll(async () => {
    server = await startTestServer(databaseKind);
    ({ client: admin } = await signedInClient(server, 'admin', { fullName: 'Ada Admin' }));
    const signedEditor = await signedInClient(server, 'editor', { fullName: 'Edith Editor' });
    editor = signedEditor.client;
    editorId = signedEditor.user.id;
    ({ client: viewer } = await signedInClient(server, 'viewer'));

    // An editor adds a member, then renames it and changes its city: the update says what changed.
    const created = await editor.post<{ id: number; version: number }>(
      '/api/admin/members',
      memberInput({ name: 'Fjord Logistics AB', location: 'Oslo, Norway' }),
    );
    expect(created.status, created.text).toBe(201);
    memberId = created.body.id;
    const updated = await editor.put(`/api/admin/members/${memberId}`, {
      ...memberInput({ name: 'Fjord Logistics Group', location: 'Bergen, Norway' }),
      version: created.body.version,
    });
    expect(updated.status, updated.text).toBe(200);
    // An admin changes a setting and a person's role: entries an editor may not read.
    expect((await admin.put('/api/admin/settings', settingsInput({ siteName: 'Cámara Nórdica' }))).status).toBe(200);
    const someone = await createUser(server.db, { role: 'viewer', fullName: 'Victor Viewer' });
    const role = await admin.post(`/api/admin/users/${someone.id}/role`, { role: 'editor' });
    expect(role.status, role.text).toBe(200);
  });
  afterAll(() => server.close());

  const list = (client: ApiClient, query = '') => client.get<AuditLogEntry[]>(`/api/admin/audit${query}`);
  const find = (entries: AuditLogEntry[], action: string, entity: string) =>
    entries.find((entry) => entry.action === action && entry.entity === entity);

  it('shows what an update changed, field by field, who made it and from which address', async () => {
    const page = await list(admin, `?entity=member&action=update`);
    expect(page.status, page.text).toBe(200);
    const entry = page.body.find((item) => item.entityId === memberId);
    expect(entry).toMatchObject({
      label: 'Fjord Logistics Group',
      user: { id: editorId, fullName: 'Edith Editor' },
      changes: { name: ['Fjord Logistics AB', 'Fjord Logistics Group'], location: ['Oslo, Norway', 'Bergen, Norway'] },
    });
    // Only the fields that changed.
    expect(Object.keys(entry!.changes!).sort()).toEqual(['location', 'name']);
    expect(entry!.address).toMatch(/127\.0\.0\.1/);
    const creation = find((await list(admin, `?entity=member&action=create`)).body, 'create', 'member');
    expect(creation?.changes).toBeNull();
  });

  it('records a role change and a settings change with their values', async () => {
    const items = (await list(admin)).body;
    expect(find(items, 'role', 'user')).toMatchObject({
      label: 'Victor Viewer',
      changes: { role: ['viewer', 'editor'] },
    });
    expect(find(items, 'update', 'settings')?.changes).toMatchObject({
      siteName: [expect.any(String), 'Cámara Nórdica'],
    });
  });

  it('narrows by person, action, kind, dates and a text of the label, and pages', async () => {
    const byEditor = await list(admin, `?user=${editorId}`);
    // The member added and renamed, and the editor's sign-in.
    expect(totalOf(byEditor)).toBe(3);
    expect(byEditor.body.every((entry) => entry.user?.id === editorId)).toBe(true);
    const people = await admin.get<StaffRef[]>('/api/admin/audit/people');
    expect(people.status).toBe(200);
    expect(people.body.map((person) => person.fullName)).toEqual(expect.arrayContaining(['Ada Admin', 'Edith Editor']));
    expect(totalOf(await list(admin, '?search=fjord%20logistics'))).toBe(2);
    expect(totalOf(await list(admin, '?search=100%25'))).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect(totalOf(await list(admin, `?from=${today}&to=${today}`))).toBe(totalOf(await list(admin)));
    expect(totalOf(await list(admin, '?to=2020-01-01'))).toBe(0);
    const first = (await list(admin, '?pageSize=2')).body;
    const second = (await list(admin, '?pageSize=2&page=2')).body;
    expect(first).toHaveLength(2);
    expect(second[0]!.id).toBeLessThan(first[1]!.id);

    const inverted = await admin.get<ApiError>(`/api/admin/audit?from=2026-05-02&to=2026-05-01`);
    expect(inverted.status).toBe(400);
    expect(inverted.body.fields).toEqual({ to: m.endBeforeStart });
    for (const bad of ['?action=explode', '?entity=planet', '?from=yesterday', '?user=me']) {
      expect((await admin.get(`/api/admin/audit${bad}`)).status, bad).toBe(400);
    }
  });

  it('shows an editor the entries about content only; refuses viewers and visitors', async () => {
    const items = (await list(editor, '?pageSize=100')).body;
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((entry) => auditEntitiesFor('editor').includes(entry.entity))).toBe(true);
    expect(find(items, 'role', 'user')).toBeUndefined();
    expect(find(items, 'update', 'settings')).toBeUndefined();
    expect(totalOf(await list(editor, '?entity=user'))).toBe(0);
    // The "who" filter offers only the people of what the editor may see: not the admin who only changed settings and roles.
    const people = (await editor.get<StaffRef[]>('/api/admin/audit/people')).body.map((person) => person.fullName);
    expect(people).toContain('Edith Editor');
    expect(people).not.toContain('Ada Admin');
    expect((await viewer.get('/api/admin/audit/people')).status).toBe(403);
    expect((await list(viewer)).status).toBe(403);
    expect((await list(new ApiClient(server.baseUrl))).status).toBe(401);
  });

  it('exports the selection as CSV, UTF-8 with a byte order mark, formula-safe, and records the export', async () => {
    const formula = await editor.post<{ id: number }>('/api/admin/members', memberInput({ name: '=HYPERLINK("x")' }));
    expect(formula.status).toBe(201);
    const response = await fetch(`${server.baseUrl}/api/admin/audit/export?entity=member`, {
      headers: { cookie: [...admin.cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8').slice(1);
    expect(text.split('\r\n')[0]).toBe('at,by,action,kind,item id,item,changes,address');
    expect(text).toContain(`"'=HYPERLINK(""x"")"`);
    expect(text).toContain('Fjord Logistics Group');
    expect(text).not.toContain('Victor Viewer');
    const exported = find((await list(admin, '?action=export')).body, 'export', 'audit');
    expect(exported).toMatchObject({ user: { fullName: 'Ada Admin' } });
  });

  it('exports what an anonymous visitor typed as a username so that no spreadsheet locale makes a formula of it', async () => {
    const typed = 'probe;=1+2,@SUM(1)';
    const refused = await new ApiClient(server.baseUrl).post('/api/login', { username: typed, password: 'wrong-pass' });
    expect(refused.status).toBe(401);
    const response = await fetch(`${server.baseUrl}/api/admin/audit/export?action=sign-in-failed`, {
      headers: { cookie: [...admin.cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    expect(response.status).toBe(200);
    const line = (await response.text()).split('\r\n').find((row) => row.includes('probe'));
    expect(line).toContain(`"probe;'=1+2,'@SUM(1)"`);
    // Excel or LibreOffice set to a semicolon or tab separator, and one that ignores the quotes.
    for (const separator of [',', ';', '\t']) {
      for (const cell of line!.split(separator)) expect(cell.replace(/^"/, '')).not.toMatch(/^[=+\-@]/);
    }
  });

  it('offers no way to change or delete an entry', async () => {
    const before = await server.db.models.AuditEntry.count();
    const [entry] = (await list(admin)).body;
    for (const method of ['PUT', 'PATCH', 'DELETE', 'POST']) {
      const answer = await admin.request(method, `/api/admin/audit/${entry!.id}`, { json: {} });
      expect([404, 405], `${method} ${answer.status}`).toContain(answer.status);
    }
    expect(await server.db.models.AuditEntry.count()).toBe(before);
    expect(await server.db.models.AuditEntry.findByPk(entry!.id)).not.toBeNull();
  });
});
