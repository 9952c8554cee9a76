import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validationMessages as m } from '../../shared/messages';
import { createUser } from '../../tests/factories';
import { testDatabaseKinds } from '../../tests/helpers/databases';
import { startTestServer, type TestServer } from '../../tests/helpers/server';
import { HttpError } from '../errors';
import { createOrResetUser } from './commands';
import { isReservedFullName, usernamesLookAlike } from './identity';

describe('usernamesLookAlike (UTS #39 skeletons, as typed and case-folded)', () => {
  it.each(['chief', 'CHIEF', '\u0441hief', '\u0421hief', 'ch\u0456ef', 'ｃｈｉｅｆ'])(
    'takes %j for chief (other scripts, letter case, width)',
    (name) => expect(usernamesLookAlike(name, 'chief')).toBe(true),
  );

  it.each(['moIly', 'MOLLY', 'MoIIy', 'mo1ly', 'm0lly', 'MOLLY ', 'rnolly', 'm\u03BFlly', 'mo\u0399ly', 'mo\u0406ly'])(
    'takes %j for molly (a capital I or a digit for l, O and 0, Greek and Cyrillic letters)',
    (name) => expect(usernamesLookAlike(name, 'molly')).toBe(true),
  );

  it('is the same in either order', () => {
    expect(usernamesLookAlike('molly', 'moIly')).toBe(true);
    expect(usernamesLookAlike('\u0440\u0430\u0443\u0440\u0430l', 'paypal')).toBe(true);
  });

  it('keeps names apart that do not look alike', () => {
    expect(usernamesLookAlike('chef', 'chief')).toBe(false);
    expect(usernamesLookAlike('anna', 'anne')).toBe(false);
    expect(usernamesLookAlike('moily', 'molly')).toBe(false);
    expect(usernamesLookAlike('holly', 'molly')).toBe(false);
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
    'ADMlNISTRATOR',
    'Adm\u0399nistrator',
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

  it.each(['moIly', 'MoIIy', 'm0lly', 'm\u03BFlly', 'mo\u0406ly'])(
    'refuses %j next to molly (a look-alike by its capitals, digits or letters of another script)',
    async (username) => {
      await createUser(server.db, { username: 'molly' }).catch(() => undefined);
      const error = await createOrResetUser(server.db, input(username)).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).status).toBe(409);
    },
  );

  it('still resets the existing user of that very username', async () => {
    await createUser(server.db, { username: 'keeper' });
    const { created } = await createOrResetUser(server.db, input('Keeper'));
    expect(created).toBe(false);
  });
});
