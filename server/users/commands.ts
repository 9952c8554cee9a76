import { randomBytes } from 'node:crypto';
import { Op, type Transaction } from 'sequelize';
import type { Register, UserCreate } from '../../shared/schemas';
import { hashPassword } from '../auth/passwords';
import type { Database } from '../db';
import { LOCKS, lockForTransaction } from '../db/locks';
import { conflict } from '../errors';
import type { Models, SpamRegistrationModel, UserModel } from '../models';
import { usernameKey } from '../models/user';

/** The 409 of an address in use (as in management.ts, which imports this module: no import back). */
const EMAIL_TAKEN_MESSAGE = 'This e-mail address is already registered';
import { assertOwnFullNameAllowed, assertUsernameDistinct } from './identity';

/** The user with this username (letter case and outer spaces ignored), if any. */
export function findUserByUsername(models: Pick<Models, 'User'>, username: string): Promise<UserModel | null> {
  return models.User.findOne({ where: { usernameKey: usernameKey(username) } });
}

async function assertAvailable(
  models: Pick<Models, 'User'>,
  username: string,
  email: string,
  exceptId?: number,
  transaction?: Transaction,
) {
  const clash = await models.User.findOne({
    where: {
      [Op.or]: [{ usernameKey: usernameKey(username) }, { email }],
      ...(exceptId ? { id: { [Op.ne]: exceptId } } : {}),
    },
    ...(transaction ? { transaction } : {}),
  });
  if (!clash) return;
  if (clash.usernameKey === usernameKey(username)) {
    throw conflict('This username is already taken', { username: 'This username is already taken' });
  }
  throw conflict(EMAIL_TAKEN_MESSAGE, { email: EMAIL_TAKEN_MESSAGE });
}

/**
 * Anonymous registration: an account without staff access (`registered`), which sees only its own
 * account page. The staff role asked for (the sign-in page's role select, viewer included) is kept
 * as `requestedRole` for an administrator to approve; nobody gives themselves access.
 *
 * An address with a live invitation is answered exactly like one with an account (the same 409):
 * a registration never proves the address is the registrant's, so it must not take the address
 * from the person invited to it (their acceptance would then fail), and the answer does not tell
 * an invitation from an account.
 */
export async function registerUser(
  models: Pick<Models, 'User' | 'AccountToken'>,
  input: Register,
  now: Date,
): Promise<UserModel> {
  await assertAvailable(models, input.username, input.email);
  const invited = await models.AccountToken.findOne({
    where: { kind: 'invitation', usedAt: null, revokedAt: null, email: input.email, expiresAt: { [Op.gt]: now } },
  });
  if (invited) throw conflict(EMAIL_TAKEN_MESSAGE, { email: EMAIL_TAKEN_MESSAGE });
  await assertUsernameDistinct(models, input.username);
  await assertOwnFullNameAllowed(models, input.fullName);
  return models.User.create({
    username: input.username,
    usernameKey: usernameKey(input.username),
    passwordHash: await hashPassword(input.password),
    fullName: input.fullName,
    email: input.email,
    role: 'registered',
    requestedRole: input.role,
    roleRequestedAt: new Date(),
    language: input.language ?? null,
  });
}

/**
 * A registration with the honeypot filled in (a bot's): kept as a spam registration, never as a
 * user, so it claims no username or e-mail address (no clash check: a bot gets no 409, and a person
 * can register the same name later) and can never sign in. The password is hashed and thrown away,
 * so the answer takes as long as a person's; neither it nor its hash is stored.
 */
export async function registerSpam(
  models: Pick<Models, 'SpamRegistration'>,
  input: Register,
): Promise<SpamRegistrationModel> {
  await hashPassword(input.password);
  return models.SpamRegistration.create({
    username: input.username,
    fullName: input.fullName,
    email: input.email,
    requestedRole: input.role,
    honeypot: input.website,
  });
}

/**
 * Creates or resets a user inside `transaction`; `passwordHash` is computed beforehand (bcrypt is
 * slow). `passwordGenerated` says whether that password is a random one the server made (the user is
 * then asked to change it) rather than one an operator chose.
 */
async function upsertUser(
  db: Database,
  input: Omit<UserCreate, 'password'>,
  passwordHash: string,
  passwordGenerated: boolean,
  transaction: Transaction,
): Promise<{ user: UserModel; created: boolean }> {
  const { User, Session } = db.models;
  const existing = await User.findOne({ where: { usernameKey: usernameKey(input.username) }, transaction });
  await assertAvailable(db.models, input.username, input.email, existing?.id, transaction);
  await assertUsernameDistinct(db.models, input.username, existing?.id, transaction);
  if (!existing) {
    const user = await User.create(
      {
        username: input.username,
        usernameKey: usernameKey(input.username),
        passwordHash,
        fullName: input.fullName,
        email: input.email,
        role: input.role,
        requestedRole: null,
        roleRequestedAt: null,
        passwordGenerated,
      },
      { transaction },
    );
    return { user, created: true };
  }
  // A reset is how an operator gives someone their account back: it also reactivates it, and
  // moves the session version on (every session of the old password ends).
  await existing.update(
    {
      passwordHash,
      fullName: input.fullName,
      email: input.email,
      role: input.role,
      requestedRole: null,
      roleRequestedAt: null,
      active: true,
      deactivatedAt: null,
      sessionVersion: existing.sessionVersion + 1,
      passwordGenerated,
    },
    { transaction },
  );
  await Session.destroy({ where: { userId: existing.id }, transaction });
  return { user: existing, created: false };
}

/**
 * Creates a user with the given role, or resets an existing one (password, name, e-mail, role,
 * reactivated if deactivated); a reset ends that user's sessions. Used by `npm run user:create`.
 */
export async function createOrResetUser(
  db: Database,
  input: UserCreate,
): Promise<{ user: UserModel; created: boolean }> {
  const passwordHash = await hashPassword(input.password);
  return db.sequelize.transaction((transaction) => upsertUser(db, input, passwordHash, false, transaction));
}

/** The users who can administer the site: admins that are not deactivated. */
export const ACTIVE_ADMIN = { role: 'admin', active: true } as const;

/** What the first-admin bootstrap did. */
export type FirstAdminOutcome = { kind: 'exists' } | { kind: 'created'; username: string; generatedPassword?: string };

/**
 * When no active admin exists, creates one: from ADMIN_USERNAME/ADMIN_PASSWORD, or `admin` with a
 * random password that the caller prints once (an existing user of that name is reset: admin,
 * active, new password). With an active admin present it changes nothing.
 */
export async function ensureFirstAdmin(
  db: Database,
  options: { username?: string | undefined; password?: string | undefined },
): Promise<FirstAdminOutcome> {
  const { User } = db.models;
  if ((await User.count({ where: ACTIVE_ADMIN })) > 0) return { kind: 'exists' };
  const username = options.username ?? 'admin';
  const generatedPassword = options.password ? undefined : randomBytes(18).toString('base64url');
  const passwordHash = await hashPassword(options.password ?? generatedPassword ?? '');
  // Check again under a lock: of several processes starting together, exactly one creates the admin.
  return db.sequelize.transaction(async (transaction): Promise<FirstAdminOutcome> => {
    await lockForTransaction(db.sequelize, transaction, LOCKS.bootstrap);
    if ((await User.count({ where: ACTIVE_ADMIN, transaction })) > 0) return { kind: 'exists' };
    const existing = await User.findOne({ where: { usernameKey: usernameKey(username) }, transaction });
    await upsertUser(
      db,
      {
        username,
        fullName: existing?.fullName ?? 'Administrator',
        email: existing?.email ?? `${usernameKey(username).replace(/[^a-z0-9._-]/g, '')}@chamber.invalid`,
        role: 'admin',
      },
      passwordHash,
      generatedPassword !== undefined,
      transaction,
    );
    return generatedPassword ? { kind: 'created', username, generatedPassword } : { kind: 'created', username };
  });
}
