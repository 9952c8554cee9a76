import { describe, expect, it } from 'vitest';
import { keysToInvalidate, listQueryString } from './content';
import { subscriptionExportUrl } from './subscriptions';

const params = { page: 1, search: '', filters: {}, deleted: false };

describe('subscriptions', () => {
  it('refreshes the subscriptions list, the dashboard and the activity after a write', () => {
    expect(keysToInvalidate('subscriptions')).toEqual([
      ['admin', 'subscriptions'],
      ['admin', 'dashboard'],
      ['admin', 'activity'],
    ]);
  });

  it('keeps the subscription list as a filter the list request and the export both carry', () => {
    expect(listQueryString({ ...params, filters: { list: 'regulatory-updates' } })).toBe(
      'page=1&pageSize=20&list=regulatory-updates',
    );
    expect(subscriptionExportUrl('newsletter')).toBe('/api/admin/subscriptions/export?list=newsletter');
  });
});
