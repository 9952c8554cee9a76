import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../../shared/entities';
import type { PersonalData, PersonalDataErasure } from '../../../shared/personal-data';
import { createUser, FACTORY_PASSWORD } from '../../../tests/factories';
import { testDatabaseKinds } from '../../../tests/helpers/databases';
import { ApiClient } from '../../../tests/helpers/http';
import { signedInClient, startTestServer, type TestServer } from '../../../tests/helpers/server';

// A new address an account asked for is that person's data before it is confirmed: the look-up,
// the export and the erasure of either address reach it.
describe.each(testDatabaseKinds())('a pending new e-mail address as personal data on %s', (kind) => {
  let server: TestServer;
  let admin: ApiClient;

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = (await signedInClient(server, 'admin')).client;
  });
  afterAll(() => server.close());

  async function withPendingChange(current: string, pending: string) {
    const user = await createUser(server.db, { email: current });
    const client = new ApiClient(server.baseUrl);
    await client.login(user.username, FACTORY_PASSWORD);
    const answer = await client.put<CurrentUser>('/api/user', {
      fullName: user.fullName,
      email: pending,
      currentPassword: FACTORY_PASSWORD,
    });
    expect(answer.body.pendingEmail).toBe(pending);
    return user;
  }
  const lookUp = (email: string) =>
    admin.get<PersonalData>(`/api/admin/personal-data?email=${encodeURIComponent(email)}`);

  it('is found and exported under the new address and under the account’s own', async () => {
    const user = await withPendingChange('carl@example.com', 'carl.new@example.net');
    const byNew = await lookUp('Carl.New@example.net');
    expect(byNew.status).toBe(200);
    expect(byNew.body.counts.emailChanges).toBe(1);
    expect(byNew.body.emailChanges[0]).toMatchObject({
      email: 'carl.new@example.net',
      username: user.username,
      usedAt: null,
    });
    expect(byNew.text).not.toMatch(/token/i);
    const byCurrent = await lookUp('carl@example.com');
    expect(byCurrent.body.counts).toMatchObject({ account: 1, emailChanges: 1 });
    const exported = await admin.get<{ data: PersonalData }>(
      `/api/admin/personal-data/export?email=${encodeURIComponent('carl.new@example.net')}`,
    );
    expect(exported.status).toBe(200);
    expect(exported.text).toContain('carl.new@example.net');
  });

  it('is erased with the new address, leaving the account as it is', async () => {
    const user = await withPendingChange('dora@example.com', 'dora.new@example.net');
    const answer = await admin.post<PersonalDataErasure>('/api/admin/personal-data/erase', {
      email: 'dora.new@example.net',
      confirm: 'dora.new@example.net',
    });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.erased.emailChanges).toBe(1);
    expect(await server.db.models.AccountToken.count({ where: { userId: user.id, kind: 'email-change' } })).toBe(0);
    expect((await server.db.models.User.findByPk(user.id))?.email).toBe('dora@example.com');
    expect((await lookUp('dora.new@example.net')).body.counts.emailChanges).toBe(0);
  });
});
