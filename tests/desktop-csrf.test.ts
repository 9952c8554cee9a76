import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forwardApiRequest } from '../apps/desktop/main/forward';
import { createUser, FACTORY_PASSWORD } from './factories';
import { startTestServer, type TestServer } from './helpers/server';
import { createSessionFetch } from './helpers/session-fetch';

describe("the desktop client's forwarded writes pass the cross-site check by design", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('sqlite');
    await createUser(server.db, { username: 'desktop.editor', role: 'editor' });
  });
  afterAll(() => server.close());

  it('sign-in, a write and sign-out through the main process forwarding function', async () => {
    // The window session's cookie store, as Electron keeps it for the server's origin.
    const sessionFetch = createSessionFetch();
    const jar = sessionFetch.jar;
    // What the renderer sends: its own origin, same-origin, JSON.
    const fromRenderer = (path: string, body?: unknown) =>
      new Request(`chamber://app${path}`, {
        method: 'POST',
        headers: {
          origin: 'chamber://app',
          'sec-fetch-site': 'same-origin',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    const forward = (request: Request) => forwardApiRequest(request, server.baseUrl, sessionFetch);

    const login = await forward(fromRenderer('/api/login', { username: 'desktop.editor', password: FACTORY_PASSWORD }));
    expect(login.status).toBe(200);
    expect(login.headers.get('set-cookie')).toBeNull();
    expect(jar.has('chamber.sid')).toBe(true);

    const before = await server.db.models.Member.count();
    const created = await forward(
      fromRenderer('/api/admin/members', {
        name: 'Desktop Member AB',
        logo: null,
        location: 'Tallinn, Estonia',
        description: 'Created from the desktop client.',
        industry: 'technology',
        region: 'baltic',
        website: 'https://desktop.example',
        featured: false,
      }),
    );
    expect(created.status).toBe(201);
    expect(await server.db.models.Member.count()).toBe(before + 1);

    expect((await forward(fromRenderer('/api/logout'))).status).toBe(204);
    const after = await sessionFetch(`${server.baseUrl}/api/user`, {});
    expect(after.status).toBe(401);
  });
});
