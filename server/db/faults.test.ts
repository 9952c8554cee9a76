import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMember, memberInput } from '../../tests/factories';
import { testDatabaseKinds, type DatabaseKind } from '../../tests/helpers/databases';
import { ApiClient } from '../../tests/helpers/http';
import { signedInClient, startTestServer, type TestServer } from '../../tests/helpers/server';

/**
 * SQL that makes every INSERT, UPDATE or DELETE on `table` fail inside the database itself (SQLite:
 * a trigger writing to a table that does not exist, an error at statement time like a failing
 * disk; PostgreSQL: a trigger raising an exception).
 */
function faultSql(kind: DatabaseKind, table: string): string[] {
  if (kind === 'sqlite') {
    return ['INSERT', 'UPDATE', 'DELETE'].map(
      (event) =>
        `CREATE TRIGGER fault_${table}_${event.toLowerCase()} BEFORE ${event} ON ${table}
         BEGIN INSERT INTO injected_fault_unavailable VALUES (1); END`,
    );
  }
  return [
    `CREATE OR REPLACE FUNCTION injected_fault() RETURNS trigger AS $$
     BEGIN RAISE EXCEPTION 'injected fault: could not write block'; END $$ LANGUAGE plpgsql`,
    `CREATE TRIGGER fault_${table} BEFORE INSERT OR UPDATE OR DELETE ON ${table}
     FOR EACH ROW EXECUTE FUNCTION injected_fault()`,
  ];
}

function clearSql(kind: DatabaseKind, table: string): string[] {
  if (kind === 'sqlite') {
    return ['insert', 'update', 'delete'].map((event) => `DROP TRIGGER IF EXISTS fault_${table}_${event}`);
  }
  return [`DROP TRIGGER IF EXISTS fault_${table} ON ${table}`];
}

describe.each(testDatabaseKinds())('%s: a fault in the database during a write', (kind) => {
  let server: TestServer;
  let editor: ApiClient;
  const injected: string[] = [];
  const inject = async (table: string) => {
    for (const sql of faultSql(kind, table)) await server.db.sequelize.query(sql);
    injected.push(table);
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    ({ client: editor } = await signedInClient(server, 'editor'));
  });
  afterEach(async () => {
    for (const table of injected.splice(0))
      for (const sql of clearSql(kind, table)) await server.db.sequelize.query(sql);
  });
  afterAll(() => server.close());

  const expectFault = (answer: { status: number; text: string }) => {
    expect(answer.status).toBe(500);
    expect(answer.text).not.toMatch(/injected|trigger|SQL|sequelize|sqlite|postgres|stack/i);
  };

  it('creating a member fails as a whole when its audit entry cannot be written: 500, no member, no entry', async () => {
    const { Member, AuditEntry } = server.db.models;
    const [members, entries] = [await Member.count({ paranoid: false }), await AuditEntry.count()];
    await inject('audit_entries');
    const input = memberInput();
    expectFault(await editor.post('/api/admin/members', input));
    expect(await Member.count({ paranoid: false })).toBe(members);
    expect(await Member.count({ where: { name: input.name } })).toBe(0);
    expect(await AuditEntry.count()).toBe(entries);
  });

  it('an update and a delete that fail leave the stored item as it was', async () => {
    const member = await createMember(server.db);
    await inject('audit_entries');
    expectFault(
      await editor.put(`/api/admin/members/${member.id}`, {
        ...memberInput({ name: 'Renamed During A Fault' }),
        version: member.version,
      }),
    );
    expectFault(await editor.delete(`/api/admin/members/${member.id}`));
    const stored = await server.db.models.Member.findByPk(member.id);
    expect(stored).toMatchObject({ name: member.name, version: member.version, deletedAt: null });
  });

  it('a contact submission that cannot be stored is not answered 2xx; after the fault it is', async () => {
    const before = await server.db.models.ContactSubmission.count();
    await inject('contact_submissions');
    const body = {
      fullName: 'Fault Sender',
      email: 'fault@example.com',
      inquiryType: 'other',
      message: 'Hello there.',
    };
    expectFault(await new ApiClient(server.baseUrl).post('/api/contact', body));
    expect(await server.db.models.ContactSubmission.count()).toBe(before);
    for (const sql of clearSql(kind, 'contact_submissions')) await server.db.sequelize.query(sql);
    injected.length = 0;
    expect((await new ApiClient(server.baseUrl).post('/api/contact', body)).status).toBe(201);
    expect(await server.db.models.ContactSubmission.count()).toBe(before + 1);
  });
});
