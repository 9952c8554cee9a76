import type { Language } from '../../shared/constants';
import type { Subscription } from '../../shared/entities';
import { localizedPath } from '../../shared/routes';
import type { KeyRing } from '../key-ring';
import type { SubscriptionModel } from '../models';
import { unsubscribeTokenOf } from '../subscriptions/unsubscribe-links';
import { iso, isoOrNull } from './fields';

/** The site-relative unsubscribe link of a subscription's token, on the page in the subscriber's language. */
export const unsubscribeUrl = (token: string, language: Language) =>
  localizedPath(`/unsubscribe?token=${encodeURIComponent(token)}`, language);

/** A subscriber as staff see it, with the unsubscribe link the mailings carry (signed, not stored). */
export function presentSubscription(subscription: SubscriptionModel, keyRing: KeyRing): Subscription {
  return {
    id: subscription.id,
    list: subscription.list,
    email: subscription.email,
    region: subscription.region ?? null,
    language: subscription.language,
    consentedAt: iso(subscription.consentedAt),
    status: subscription.confirmedAt ? 'confirmed' : 'pending',
    confirmedAt: isoOrNull(subscription.confirmedAt ?? null),
    form: subscription.form ?? null,
    unsubscribeUrl: unsubscribeUrl(unsubscribeTokenOf(keyRing, subscription), subscription.language),
  };
}
