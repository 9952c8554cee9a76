import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError, CurrentUser } from '../../../shared/entities';
import { createUser } from '../../../tests/factories';
import { testDatabaseKinds } from '../../../tests/helpers/databases';
import { ApiClient } from '../../../tests/helpers/http';
import { startTestServer, type TestServer } from '../../../tests/helpers/server';
import { newToken } from '../../users/account-tokens';

// A registration proves nothing about its address: it must not take the address of a person
// invited to it, whose acceptance would then fail.
describe.each(testDatabaseKinds())('registration and a pending invitation on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  async function invite(email: string, expiresInMs = 86_400_000) {
    const { token, hash } = newToken();
    await server.db.models.AccountToken.create({
      kind: 'invitation',
      tokenHash: hash,
      email,
      fullName: 'Irene Invited',
      role: 'editor',
      language: 'en',
      expiresAt: new Date(Date.now() + expiresInMs),
    });
    return token;
  }
  const register = (username: string, email: string) =>
    new ApiClient(server.baseUrl).post<CurrentUser | ApiError>('/api/register', {
      username,
      password: 'a-good-password',
      fullName: `Squatter ${username}`,
      email,
      role: 'viewer',
    });

  it('answers the address of a live invitation like a registered one, and the invitee still accepts', async () => {
    const token = await invite('irene@example.com');
    await createUser(server.db, { email: 'holder@example.com' });
    const invited = await register('squatter.one', 'Irene@Example.com');
    const registered = await register('squatter.two', 'holder@example.com');
    expect(invited.status).toBe(409);
    expect(invited.status).toBe(registered.status);
    expect(invited.body).toEqual(registered.body);
    expect(await server.db.models.User.count({ where: { email: 'irene@example.com' } })).toBe(0);

    const accepted = await new ApiClient(server.baseUrl).post<CurrentUser>('/api/invitations/accept', {
      token,
      username: 'irene.invited',
      password: 'a-long-secret-42',
    });
    expect(accepted.status).toBe(201);
    expect(accepted.body).toMatchObject({ email: 'irene@example.com', role: 'editor' });
  });

  it('lets the address be registered once the invitation has expired', async () => {
    await invite('late@example.com', -1000);
    expect((await register('late.comer', 'late@example.com')).status).toBe(201);
  });
});
