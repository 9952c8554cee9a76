import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { UniqueConstraintError, type Transaction } from 'sequelize';
import type { EventRegistrationModel, Models } from '../models';

// A registration's cancellation link carries `<id>.<signature>`: an HMAC of the registration (its id
// and when it was made) under a secret of this installation. Every mail about a registration carries
// the same link, so an earlier mail's link keeps working, and nothing about the link is stored: the
// database holds only the secret, and a copy of it alone cancels nothing without the mails.

/** The `app_meta` key of the secret the links are signed with (made on first use, shared by every process). */
export const LINK_SECRET_KEY = 'registration_link_secret';

const TOKEN_SHAPE = /^([1-9][0-9]{0,9})\.([A-Za-z0-9_-]{43})$/;

const secrets = new WeakMap<object, Promise<Buffer>>();

/** The installation's link secret: read, or made once (of several processes making it at once, one wins). */
function linkSecret(models: Pick<Models, 'AppMeta'>): Promise<Buffer> {
  let secret = secrets.get(models.AppMeta);
  if (!secret) {
    secret = (async () => {
      const stored = await models.AppMeta.findByPk(LINK_SECRET_KEY);
      if (stored) return Buffer.from(stored.value, 'base64url');
      try {
        const made = randomBytes(32).toString('base64url');
        await models.AppMeta.create({ key: LINK_SECRET_KEY, value: made });
        return Buffer.from(made, 'base64url');
      } catch (error) {
        if (!(error instanceof UniqueConstraintError)) throw error;
        const won = await models.AppMeta.findByPk(LINK_SECRET_KEY);
        return Buffer.from(won!.value, 'base64url');
      }
    })();
    // A failed read is tried again next time.
    secret.catch(() => secrets.delete(models.AppMeta));
    secrets.set(models.AppMeta, secret);
  }
  return secret;
}

/**
 * Reads (or makes) the links' secret: called before a transaction that mails a link, so the secret
 * is never made inside a transaction that might roll back, nor read on a second connection while
 * the transaction holds a lock.
 */
export async function prepareCancelLinks(models: Pick<Models, 'AppMeta'>): Promise<void> {
  await linkSecret(models);
}

const signature = (secret: Buffer, registration: Pick<EventRegistrationModel, 'id' | 'createdAt'>) =>
  createHmac('sha256', secret)
    .update(`registration-cancel:${registration.id}:${registration.createdAt.toISOString()}`)
    .digest();

/** The cancellation link's token of a registration: the same in every mail about it. */
export async function cancelTokenOf(
  models: Pick<Models, 'AppMeta'>,
  registration: Pick<EventRegistrationModel, 'id' | 'createdAt'>,
): Promise<string> {
  return `${registration.id}.${signature(await linkSecret(models), registration).toString('base64url')}`;
}

/**
 * The registration a cancellation link's token belongs to, or null (a malformed token, an unknown
 * id, a wrong signature — also the link of a registration made again after a cancellation).
 */
export async function registrationByCancelToken(
  models: Pick<Models, 'AppMeta' | 'EventRegistration'>,
  token: string,
  transaction?: Transaction,
): Promise<EventRegistrationModel | null> {
  const match = TOKEN_SHAPE.exec(token);
  if (!match) return null;
  const registration = await models.EventRegistration.findByPk(Number(match[1]), transaction ? { transaction } : {});
  if (!registration) return null;
  const expected = signature(await linkSecret(models), registration);
  const given = Buffer.from(match[2]!, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected) ? registration : null;
}
