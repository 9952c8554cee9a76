import { createHmac, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createRegistration } from '../../tests/factories';
import { testDatabaseKinds } from '../../tests/helpers/databases';
import { startTestServer, type TestServer } from '../../tests/helpers/server';
import { KeyRing } from '../key-ring';
import type { EventRegistrationModel } from '../models';
import { cancelTokenOf, LEGACY_LINKS_BEFORE_KEY, LINK_SECRET_KEY, registrationByCancelToken } from './cancel-links';

/** A link signed the way the links were before, with `secret` (what a copy of app_meta gave). */
const signedWith = (secret: Buffer, registration: EventRegistrationModel) =>
  `${registration.id}.${createHmac('sha256', secret)
    .update(`registration-cancel:${registration.id}:${registration.createdAt.toISOString()}`)
    .digest('base64url')}`;

describe.each(testDatabaseKinds())('cancellation links on %s', (kind) => {
  let server: TestServer;
  const keyRing = () => server.app.context.services.keyRing;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  it('signs each registration with a key of the session keys: the same link every time, only for that registration', async () => {
    const { models } = server.db;
    const event = await createEvent(server.db, { registrationMode: 'internal' });
    const one = await createRegistration(server.db, event.id);
    const other = await createRegistration(server.db, event.id);
    const token = await cancelTokenOf(models, keyRing(), one);
    expect(await cancelTokenOf(models, keyRing(), one)).toBe(token);
    expect((await registrationByCancelToken(models, keyRing(), token))?.id).toBe(one.id);
    expect(await cancelTokenOf(models, keyRing(), other)).not.toBe(token);

    // Nothing of the key is in the database: a copy of it, every app_meta value tried as the
    // secret, forges no link.
    expect(await models.AppMeta.count({ where: { key: LINK_SECRET_KEY } })).toBe(0);
    for (const row of await models.AppMeta.findAll()) {
      for (const secret of [Buffer.from(row.value, 'base64url'), Buffer.from(row.value)]) {
        expect(await registrationByCancelToken(models, keyRing(), signedWith(secret, other))).toBeNull();
      }
    }

    // Rotated session keys (the new one first, the old one kept) still open the links mailed before.
    const rotated = new KeyRing([
      'rotated-session-key-0123456789abcdef0123',
      'test-session-key-0123456789abcdef0123456789',
    ]);
    expect((await registrationByCancelToken(models, rotated, token))?.id).toBe(one.id);
    expect(
      await registrationByCancelToken(models, new KeyRing(['another-session-key-0123456789abcdef']), token),
    ).toBeNull();

    // The same person registered anew (a new row) gets a new link; the old one finds nothing.
    await one.destroy();
    expect(await registrationByCancelToken(models, keyRing(), token)).toBeNull();
    for (const bad of ['', 'abc', `${other.id}`, `${other.id}.`, `0.${'a'.repeat(43)}`]) {
      expect(await registrationByCancelToken(models, keyRing(), bad)).toBeNull();
    }
  });

  it('keeps the links mailed before the upgrade working, and only those of registrations made before it', async () => {
    // An installation upgraded from the app_meta secret: the migration noted when.
    const upgraded = await startTestServer(kind);
    try {
      const { models } = upgraded.db;
      const ring = upgraded.app.context.services.keyRing;
      const secret = randomBytes(32);
      const event = await createEvent(upgraded.db, { registrationMode: 'internal' });
      const before = await createRegistration(upgraded.db, event.id, { createdAt: new Date(Date.now() - 60_000) });
      await models.AppMeta.bulkCreate([
        { key: LINK_SECRET_KEY, value: secret.toString('base64url') },
        { key: LEGACY_LINKS_BEFORE_KEY, value: new Date(Date.now() - 1000).toISOString() },
      ]);
      const after = await createRegistration(upgraded.db, event.id);

      const mailed = signedWith(secret, before);
      expect((await registrationByCancelToken(models, ring, mailed))?.id).toBe(before.id);
      // A later mail about it carries the same link.
      expect(await cancelTokenOf(models, ring, before)).toBe(mailed);
      // A registration made since is signed with the session keys' key: the old secret forges nothing.
      expect(await registrationByCancelToken(models, ring, signedWith(secret, after))).toBeNull();
      const current = await cancelTokenOf(models, ring, after);
      expect(current).not.toBe(signedWith(secret, after));
      expect((await registrationByCancelToken(models, ring, current))?.id).toBe(after.id);
    } finally {
      await upgraded.close();
    }
  });
});
