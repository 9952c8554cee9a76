import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validationMessages as m } from '../../shared/messages';
import { createUser } from '../../tests/factories';
import { testDatabaseKinds } from '../../tests/helpers/databases';
import { startTestServer, type TestServer } from '../../tests/helpers/server';
import { HttpError } from '../errors';
import { createOrResetUser } from './commands';
import { isReservedFullName, usernameSkeleton } from './identity';

describe('usernameSkeleton (UTS #39 skeleton, case-folded)', () => {
  it('is one for a name and its look-alikes in other scripts, letter case or width', () => {
    const variants = ['chief', 'CHIEF', '\u0441hief', '\u0421hief', 'ch\u0456ef', 'ｃｈｉｅｆ'];
    expect(new Set(variants.map(usernameSkeleton))).toEqual(new Set([usernameSkeleton('chief')]));
    expect(usernameSkeleton('\u0440\u0430\u0443\u0440\u0430l')).toBe(usernameSkeleton('paypal'));
  });

  it('keeps names apart that do not look alike', () => {
    expect(usernameSkeleton('chef')).not.toBe(usernameSkeleton('chief'));
    expect(usernameSkeleton('anna')).not.toBe(usernameSkeleton('anne'));
  });
});

describe('isReservedFullName', () => {
  it.each([
    'Administrator',
    ' administrator ',
    'ADMIN ISTRATOR',
    'Administrador',
    'Administratör',
    '\u0410dministrator',
  ])('reserves %j', (name) => expect(isReservedFullName(name)).toBe(true));
  it.each(['Ana Administrator', 'Admin', 'Adam Ministrator'])('lets %j through', (name) =>
    expect(isReservedFullName(name)).toBe(false),
  );
});

describe.each(testDatabaseKinds())('user:create (createOrResetUser) on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  const input = (username: string) => ({
    username,
    password: 'a-good-password',
    role: 'editor' as const,
    fullName: 'Operator Made',
    email: `${Math.random().toString(36).slice(2)}@example.com`,
  });

  it("refuses a username that looks like an existing user's (409), creating no one", async () => {
    await createUser(server.db, { username: 'boss' });
    const before = await server.db.models.User.count();
    const error = await createOrResetUser(server.db, input('b\u043ess')).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(409);
    expect((error as HttpError).message).toBe(m.usernameConfusable);
    expect(await server.db.models.User.count()).toBe(before);
  });

  it('still resets the existing user of that very username', async () => {
    await createUser(server.db, { username: 'keeper' });
    const { created } = await createOrResetUser(server.db, input('Keeper'));
    expect(created).toBe(false);
  });
});
