import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ListingChange, ListingFields, MyCompany } from '../../../shared/membership';
import common from '../../web/src/locales/en/common.json';
import { COMPANY_KEY } from '../admin-queries';
import en from '../locales/en/admin.json';
import { CompanyScreen } from './CompanyScreen';

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

const listing: ListingFields = {
  description: 'We make boats.',
  descriptionEs: null,
  descriptionSv: null,
  logo: null,
  logoAlt: null,
  website: 'https://boats.example',
  location: 'Gothenburg',
  contactName: null,
  contactEmail: null,
  contactPhone: null,
};

const pending: ListingChange = {
  id: 7,
  memberId: 3,
  memberName: 'Boats AB',
  proposed: { ...listing, website: 'https://fast-boats.example' },
  current: listing,
  status: 'pending',
  reason: null,
  proposedBy: { id: 9, fullName: 'Ana Rep' },
  decidedBy: null,
  decidedAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  version: 1,
};

const company = (changes: Partial<MyCompany>): MyCompany => ({
  id: 3,
  name: 'Boats AB',
  industry: 'manufacturing',
  region: 'nordic',
  published: true,
  hidden: false,
  listing,
  latestChange: null,
  representatives: [
    { id: 9, fullName: 'Ana Rep', email: 'ana@boats.example', accepted: true },
    { id: 2, fullName: 'Bo Colleague', email: 'bo@boats.example', accepted: false },
  ],
  version: 2,
  ...changes,
});

function render(data: MyCompany) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(COMPANY_KEY, data);
  return renderToStaticMarkup(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <CompanyScreen />
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

describe('CompanyScreen', () => {
  it('shows the company, its states, the pending proposal in the form and the representatives', () => {
    const html = render(company({ latestChange: pending }));
    expect(html).toMatch(/<h1[^>]*>Boats AB<\/h1>/);
    expect(html).toContain('Published by the chamber.');
    expect(html).toContain('Shown in the public member directory.');
    expect(html).toContain('Hide from the directory');
    expect(html).toContain('Changes waiting for review');
    // The form goes on from the pending proposal, and says so.
    expect(html).toContain('value="https://fast-boats.example"');
    expect(html).toContain('The form shows the changes you sent for review.');
    expect(html).toContain('Bo Colleague');
    expect(html).toContain('Invitation sent');
    expect(html).toContain('Invite a colleague');
  });

  it('says when the listing waits to be published, is hidden, or a proposal was rejected (with the reason)', () => {
    const rejected: ListingChange = {
      ...pending,
      status: 'rejected',
      reason: 'The logo is not yours.',
      decidedAt: '2026-11-21T10:00:00.000Z',
    };
    const html = render(company({ published: false, hidden: true, latestChange: rejected }));
    expect(html).toContain('Waiting for the chamber to publish it.');
    expect(html).toContain('Hidden from the public member directory');
    expect(html).toContain('Show in the directory');
    expect(html).toContain('Reason: The logo is not yours.');
    // A decided proposal is not put back into the form: it starts from the listing.
    expect(html).toContain('value="https://boats.example"');
    expect(html).not.toContain('The form shows the changes you sent for review.');
  });
});
