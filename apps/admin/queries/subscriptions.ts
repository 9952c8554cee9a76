import type { SubscriptionList } from '../../../shared/entities';

/** The CSV export of one subscription list (a plain download: the session cookie goes along). */
export function subscriptionExportUrl(list: SubscriptionList): string {
  return `/api/admin/subscriptions/export?${new URLSearchParams({ list }).toString()}`;
}
