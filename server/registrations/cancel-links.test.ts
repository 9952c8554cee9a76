import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createRegistration } from '../../tests/factories';
import { testDatabaseKinds } from '../../tests/helpers/databases';
import { startTestServer, type TestServer } from '../../tests/helpers/server';
import { cancelTokenOf, LINK_SECRET_KEY, registrationByCancelToken } from './cancel-links';

describe.each(testDatabaseKinds())('cancellation links on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  it('signs each registration with the installation secret: the same link every time, only for that registration', async () => {
    const { models } = server.db;
    const event = await createEvent(server.db, { registrationMode: 'internal' });
    const one = await createRegistration(server.db, event.id);
    const other = await createRegistration(server.db, event.id);
    const token = await cancelTokenOf(models, one);
    expect(await cancelTokenOf(models, one)).toBe(token);
    expect((await registrationByCancelToken(models, token))?.id).toBe(one.id);
    expect(await cancelTokenOf(models, other)).not.toBe(token);

    // The secret is the installation's, kept once; nothing about a link is stored with the registration.
    expect(await models.AppMeta.count({ where: { key: LINK_SECRET_KEY } })).toBe(1);
    // The same person registered anew (a new row) gets a new link; the old one finds nothing.
    await one.destroy();
    expect(await registrationByCancelToken(models, token)).toBeNull();
    for (const bad of ['', 'abc', `${other.id}`, `${other.id}.`, `0.${'a'.repeat(43)}`]) {
      expect(await registrationByCancelToken(models, bad)).toBeNull();
    }
  });
});
