import { createHmac } from 'node:crypto';
import type { Transaction } from 'sequelize';
import { signatureMatches, type KeyRing } from '../key-ring';
import type { EventRegistrationModel, Models } from '../models';

// A registration's cancellation link carries `<id>.<signature>`: an HMAC of the registration (its id
// and when it was made) under a key derived from the session keys (server/key-ring.ts). Every mail
// about a registration carries the same link, so an earlier mail's link keeps working, and nothing
// about the link is stored. The key is outside the database when the session keys are (SESSION_KEYS,
// or DATA_DIR's key file on SQLite): then a copy of the database forges no link. On PostgreSQL
// without SESSION_KEYS the session keys are in app_meta, and so, in effect, is this key.
//
// Installations from before this kept a secret of their own in app_meta: the registrations made
// before the upgrade (`LEGACY_LINKS_BEFORE_KEY`) keep being signed with it, so the links already
// mailed keep working; a copy of the database can forge only those, and only until their events pass.

/** The `app_meta` key of the secret the links were signed with before they moved to the session keys. */
export const LINK_SECRET_KEY = 'registration_link_secret';

/** The `app_meta` key of the instant (ISO 8601) before which registrations keep the old secret's links. */
export const LEGACY_LINKS_BEFORE_KEY = 'registration_link_secret_before';

const TOKEN_SHAPE = /^([1-9][0-9]{0,9})\.([A-Za-z0-9_-]{43})$/;

interface LegacyLinks {
  secret: Buffer;
  before: Date;
}

const legacy = new WeakMap<object, Promise<LegacyLinks | null>>();

/** The old secret and its cutoff, when this installation had one (read once; never made). */
function legacyLinks(models: Pick<Models, 'AppMeta'>): Promise<LegacyLinks | null> {
  let found = legacy.get(models.AppMeta);
  if (!found) {
    found = (async () => {
      const [secret, before] = await Promise.all([
        models.AppMeta.findByPk(LINK_SECRET_KEY),
        models.AppMeta.findByPk(LEGACY_LINKS_BEFORE_KEY),
      ]);
      if (!secret || !before) return null;
      return { secret: Buffer.from(secret.value, 'base64url'), before: new Date(before.value) };
    })();
    // A failed read is tried again next time.
    found.catch(() => legacy.delete(models.AppMeta));
    legacy.set(models.AppMeta, found);
  }
  return found;
}

/**
 * Reads the old links' secret, if any: called before a transaction that mails a link, so it is
 * never read on a second connection while the transaction holds a lock.
 */
export async function prepareCancelLinks(models: Pick<Models, 'AppMeta'>): Promise<void> {
  await legacyLinks(models);
}

type Signed = Pick<EventRegistrationModel, 'id' | 'createdAt'>;

const signature = (key: Buffer, registration: Signed) =>
  createHmac('sha256', key)
    .update(`registration-cancel:${registration.id}:${registration.createdAt.toISOString()}`)
    .digest();

/** The keys a registration's link is signed with: the newest first (it signs), every one verifies. */
async function keysOf(models: Pick<Models, 'AppMeta'>, keyRing: KeyRing, registration: Signed) {
  const old = await legacyLinks(models);
  if (old && registration.createdAt < old.before) return [old.secret];
  return keyRing.keys('registration-cancel-links');
}

/** The cancellation link's token of a registration: the same in every mail about it. */
export async function cancelTokenOf(
  models: Pick<Models, 'AppMeta'>,
  keyRing: KeyRing,
  registration: Signed,
): Promise<string> {
  const [key] = await keysOf(models, keyRing, registration);
  return `${registration.id}.${signature(key!, registration).toString('base64url')}`;
}

/**
 * The registration a cancellation link's token belongs to, or null (a malformed token, an unknown
 * id, a wrong signature — also the link of a registration made again after a cancellation).
 */
export async function registrationByCancelToken(
  models: Pick<Models, 'AppMeta' | 'EventRegistration'>,
  keyRing: KeyRing,
  token: string,
  transaction?: Transaction,
): Promise<EventRegistrationModel | null> {
  const match = TOKEN_SHAPE.exec(token);
  if (!match) return null;
  const registration = await models.EventRegistration.findByPk(Number(match[1]), transaction ? { transaction } : {});
  if (!registration) return null;
  const keys = await keysOf(models, keyRing, registration);
  const valid = keys.some((key) => signatureMatches(match[2]!, signature(key, registration)));
  return valid ? registration : null;
}
