import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ListingChange, ListingFields } from '../../../shared/membership';
import common from '../../web/src/locales/en/common.json';
import { listingChangeKeys, type ListingChangePage } from '../admin-queries';
import en from '../locales/en/admin.json';
import { ListingChangesScreen } from './ListingChangesScreen';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { admin: en, common } },
    ns: ['admin', 'common'],
    defaultNS: 'admin',
    interpolation: { escapeValue: false },
  });
});

const fields: ListingFields = {
  description: 'We make boats.',
  descriptionEs: null,
  descriptionSv: null,
  logo: null,
  logoAlt: null,
  website: null,
  location: 'Gothenburg',
  contactName: null,
  contactEmail: null,
  contactPhone: null,
};
const change: ListingChange = {
  id: 7,
  memberId: 3,
  memberName: 'Boats AB',
  proposed: fields,
  current: fields,
  status: 'pending',
  reason: null,
  proposedBy: { id: 9, fullName: 'Ana Rep' },
  decidedBy: null,
  decidedAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  version: 1,
};

function render(url: string, status: 'pending' | 'approved', page: ListingChangePage) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(listingChangeKeys.list({ status, page: 1 }), page);
  return renderToStaticMarkup(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[url]}>
          <ListingChangesScreen />
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

describe('ListingChangesScreen', () => {
  it('lists the pending changes first, with the counts of each status on the filter', () => {
    const html = render('/admin/listing-changes', 'pending', {
      items: [change],
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
