import type { QueryClient } from '@tanstack/react-query';
import { beforeAll, describe, expect, it } from 'vitest';
import { listingChangeKeys, type ListingChangePage } from '../queries/company';
import { initTestI18n, pendingChange, renderScreen } from '../screen-test-support';
import { ListingChangesScreen } from './ListingChangesScreen';

beforeAll(initTestI18n);

function render(url: string, status: 'pending' | 'approved', page: ListingChangePage) {
  const seed = (queryClient: QueryClient) =>
    queryClient.setQueryData(listingChangeKeys.list({ status, page: 1 }), page);
  return renderScreen(<ListingChangesScreen />, seed, url);
}

describe('ListingChangesScreen', () => {
  it('lists the pending changes first, with the counts of each status on the filter', () => {
    const html = render('/admin/listing-changes', 'pending', {
      items: [pendingChange],
      total: 1,
      page: 1,
      pageSize: 20,
      counts: { pending: 1, approved: 4, rejected: 2 },
    });
    expect(html).toMatch(/<h1[^>]*>Listing changes<\/h1>/);
    for (const tab of ['Pending (1)', 'Approved (4)', 'Rejected (2)', 'All (7)']) expect(html).toContain(tab);
    expect(html).toContain('Boats AB');
    expect(html).toContain('Ana Rep');
    expect(html).toContain('aria-label="Review the changes proposed for Boats AB"');
    expect(html).toContain('>Review<');
  });

  it('takes the filter from the link, and says when nothing waits', () => {
    const html = render('/admin/listing-changes?status=approved', 'approved', {
      items: [],
      total: 0,
      page: 1,
      pageSize: 20,
      counts: { pending: 0, approved: 0, rejected: 0 },
    });
    expect(html).toMatch(/aria-selected="true"[^>]*>(?:<[^>]+>)*Approved \(0\)/);
    expect(html).toContain('No results found');
  });
});
