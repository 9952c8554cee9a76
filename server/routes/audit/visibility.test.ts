import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, AUDIT_ENTITIES, STAFF_ROLES, type AuditEntry } from '../../../shared/entities';
import { AUDIT_VISIBILITY, auditPermission, canReadAudit, PERMISSIONS, auditEntitiesFor } from '../../../shared/roles';
import { testDatabaseKinds } from '../../../tests/helpers/databases';
import type { ApiClient } from '../../../tests/helpers/http';
import { signedInClient, startTestServer, type TestServer } from '../../../tests/helpers/server';
import { activityFor } from '../dashboard/activity';

// Every kind of audit entry the trail can hold (each action on each entity: the model accepts no
// other) has one rule of who reads it, and every place that shows entries follows it.
const EVERY_KIND = AUDIT_ENTITIES.flatMap((entity) => AUDIT_ACTIONS.map((action) => ({ action, entity })));

describe('the audit visibility table', () => {
  it('gives every kind a rule: a permission of the role table, or no one', () => {
    for (const entity of AUDIT_ENTITIES) expect(AUDIT_VISIBILITY, entity).toHaveProperty(entity);
    for (const { action, entity } of EVERY_KIND) {
      const permission = auditPermission(action, entity);
      if (permission !== null) expect(Object.keys(PERMISSIONS), `${action} ${entity}`).toContain(permission);
    }
  });

  it('keeps personal-data entries for privacy:manage, and entries about people and files from viewers', () => {
    for (const action of AUDIT_ACTIONS) expect(auditPermission(action, 'personal-data')).toBe('privacy:manage');
    for (const { action, entity } of EVERY_KIND) {
      if (!canReadAudit('viewer', action, entity)) continue;
      // What a viewer reads: published content only, never an export, an import or a deleted title.
      expect(['member', 'event', 'news'], `${action} ${entity}`).toContain(entity);
      expect(['export', 'import', 'delete'], `${action} ${entity}`).not.toContain(action);
    }
    expect(canReadAudit('viewer', 'delete', 'report')).toBe(false);
    expect(canReadAudit('viewer', 'create', 'file')).toBe(false);
    for (const role of ['member', 'registered'] as const) {
      expect(EVERY_KIND.some(({ action, entity }) => canReadAudit(role, action, entity))).toBe(false);
    }
  });
});

describe.each(testDatabaseKinds())('who reads which audit entries on %s', (kind) => {
  let server: TestServer;
  const clients = {} as Record<(typeof STAFF_ROLES)[number], ApiClient>;

  beforeAll(async () => {
    server = await startTestServer(kind);
    for (const role of STAFF_ROLES) ({ client: clients[role] } = await signedInClient(server, role));
  });
  afterAll(() => server.close());

  it("shows a viewer nothing of an admin's look-up of a person's data", async () => {
    const lookUp = await clients.admin.get('/api/admin/personal-data?email=molly@example.com');
    expect(lookUp.status).toBe(200);
    const viewer = await clients.viewer.get<AuditEntry[]>('/api/admin/activity?limit=50');
    expect(viewer.status).toBe(200);
    expect(viewer.text).not.toContain('molly@example.com');
    expect(viewer.body.some((entry) => entry.entity === 'personal-data')).toBe(false);
    const editor = await clients.editor.get<AuditEntry[]>('/api/admin/activity?limit=50');
    expect(editor.text).not.toContain('molly@example.com');
    const admin = await clients.admin.get<AuditEntry[]>('/api/admin/activity?limit=50');
    expect(admin.text).toContain('molly@example.com');
  });

  it('shows each role, in the activity feed and on the Activity page and its export, only the kinds the table gives it', async () => {
    const { AuditEntry: Entries } = server.db.models;
    await Entries.destroy({ where: {} });
    await Entries.bulkCreate(
      EVERY_KIND.map(({ action, entity }) => ({
        at: new Date(),
        userId: null,
        userFullName: 'Someone',
        action,
        entity,
        // An id no item has: content entries are then never public ones.
        entityId: 987_654,
        label: `kind:${action}:${entity}`,
        changes: null,
        clientAddress: null,
      })),
    );
    const labelsOf = (entries: readonly { label: string }[]) => new Set(entries.map((entry) => entry.label));
    const expected = (filter: (kind: (typeof EVERY_KIND)[number]) => boolean) =>
      new Set(EVERY_KIND.filter(filter).map(({ action, entity }) => `kind:${action}:${entity}`));

    for (const role of STAFF_ROLES) {
      // The dashboard's feed: sign-ins left out; content that is not public (here: none) neither, for viewers.
      const feed = await activityFor(server.db.models, role, 10_000, new Date());
      const contentHidden = role === 'viewer' ? ['member', 'event', 'news'] : [];
      expect(labelsOf(feed), role).toEqual(
        expected(
          ({ action, entity }) =>
            canReadAudit(role, action, entity) &&
            !['sign-in', 'sign-in-failed', 'lockout', 'sign-out', 'password-reset'].includes(action) &&
            !contentHidden.includes(entity),
        ),
      );

      // The Activity page's export: the same selection as its list.
      const exported = await clients[role].get(`/api/admin/audit/export`);
      if (role === 'viewer') {
        expect(exported.status).toBe(403);
        continue;
      }
      expect(exported.status, role).toBe(200);
      const shown = new Set(exported.text.match(/kind:[a-z-]+:[a-z-]+/g) ?? []);
      expect(shown, role).toEqual(
        expected(({ action, entity }) => canReadAudit(role, action, entity) && auditEntitiesFor(role).includes(entity)),
      );
      const page = await clients[role].get<{ label: string }[]>(`/api/admin/audit?pageSize=100`);
      expect(page.status, role).toBe(200);
      for (const label of labelsOf(page.body)) if (label.startsWith('kind:')) expect(shown, role).toContain(label);
    }
  });
});
