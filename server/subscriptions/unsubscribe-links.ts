import { createHash } from 'node:crypto';
import type { Transaction } from 'sequelize';
import type { KeyRing } from '../key-ring';
import type { Models, SubscriptionModel } from '../models';

// A subscription's unsubscribe link carries `<id>.<signature>`: an HMAC of the subscription (its id
// and when it was made) under a key derived from the session keys (server/key-ring.ts). Nothing
// about the link is stored, so the mails, the staff list and the export compute it when they need
// it, and a copy of the database unsubscribes nobody when the session keys are outside it
// (SESSION_KEYS, or DATA_DIR's key file on SQLite). The newest session key signs, every one
// verifies: a rotation that keeps the old key last keeps the links already mailed working.
//
// Subscriptions from before this kept a random token in clear; only its SHA-256 is left
// (`legacy_token_hash`), so the links already mailed keep working and a copy of the database holds
// none of them. Subscriptions made since have no such column value.

const TOKEN_SHAPE = /^([1-9][0-9]{0,9})\.([A-Za-z0-9_-]{43})$/;

type Signed = Pick<SubscriptionModel, 'id' | 'createdAt'>;

const signedText = (subscription: Signed) =>
  `subscription-unsubscribe:${subscription.id}:${subscription.createdAt.toISOString()}`;

/** The stored form of an unsubscribe token from before the links were signed: its SHA-256 (hex). */
export const legacyTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** The unsubscribe link's token of a subscription: the same in every mail to it. */
export const unsubscribeTokenOf = (keyRing: KeyRing, subscription: Signed): string =>
  `${subscription.id}.${keyRing.sign('unsubscribe-links', signedText(subscription))}`;

/**
 * The subscription an unsubscribe token belongs to, or null (a malformed token, an unknown id, a
 * wrong signature, a legacy token no stored hash matches — all alike to the caller).
 */
export async function subscriptionByUnsubscribeToken(
  models: Pick<Models, 'Subscription'>,
  keyRing: KeyRing,
  token: string,
  transaction?: Transaction,
): Promise<SubscriptionModel | null> {
  const options = transaction ? { transaction } : {};
  const match = TOKEN_SHAPE.exec(token);
  if (!match) {
    return models.Subscription.findOne({ where: { legacyTokenHash: legacyTokenHash(token) }, ...options });
  }
  const subscription = await models.Subscription.findByPk(Number(match[1]), options);
  if (!subscription) return null;
  return keyRing.verify('unsubscribe-links', signedText(subscription), match[2]!) ? subscription : null;
}
