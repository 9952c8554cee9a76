import { describe, expect, it } from 'vitest';
import type { ListingChange, ListingFields, MyCompany } from '../../../shared/membership';
import { ListingProposalSchema } from '../../../shared/schemas/membership';
import { companyFormDefaults, listingToValues } from './listing-form';

const listing: ListingFields = {
  description: 'We make boats.',
  descriptionEs: null,
  descriptionSv: 'Vi bygger båtar.',
  logo: '/api/images/4',
  logoAlt: null,
  website: 'https://boats.example',
  location: 'Gothenburg',
  contactName: null,
  contactEmail: 'info@boats.example',
  contactPhone: null,
};

const change = (status: ListingChange['status'], proposed: Partial<ListingFields>): ListingChange => ({
  id: 7,
  memberId: 3,
  memberName: 'Boats AB',
  proposed: { ...listing, ...proposed },
  current: listing,
  status,
  reason: status === 'rejected' ? 'No' : null,
  proposedBy: { id: 9, fullName: 'Ana Rep' },
  decidedBy: null,
  decidedAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  version: 1,
});

const company = (latestChange: ListingChange | null): MyCompany => ({
  id: 3,
  name: 'Boats AB',
  industry: 'manufacturing',
  region: 'nordic',
  published: true,
  hidden: false,
  listing,
  latestChange,
  representatives: [],
  version: 2,
});

describe('listingToValues', () => {
  it('gives every field of the proposal schema, missing values as empty text', () => {
    const values = listingToValues(listing);
    expect(Object.keys(values)).toEqual(Object.keys(ListingProposalSchema.shape));
    expect(values.descriptionEs).toBe('');
    expect(values.contactName).toBe('');
    expect(values.descriptionSv).toBe('Vi bygger båtar.');
  });

  it('round-trips through the schema: empty text is sent as null', () => {
    const parsed = ListingProposalSchema.parse(listingToValues(listing));
    expect(parsed).toEqual(listing);
  });
});

describe('companyFormDefaults', () => {
  it('starts from the listing when nothing was proposed', () => {
    expect(companyFormDefaults(company(null))).toEqual({ values: listingToValues(listing), from: 'listing' });
  });

  it('starts from the pending proposal when there is one', () => {
    const defaults = companyFormDefaults(company(change('pending', { website: 'https://new.example' })));
    expect(defaults.from).toBe('pending');
    expect(defaults.values.website).toBe('https://new.example');
  });

  it('starts from the rejected proposal, so the member changes it instead of typing it again', () => {
    const rejected = change('rejected', { website: 'https://turned-down.example', contactName: 'Ana' });
    const defaults = companyFormDefaults(company(rejected));
    expect(defaults).toEqual({ values: listingToValues(rejected.proposed), from: 'rejected' });
    expect(defaults.values.website).toBe('https://turned-down.example');
    expect(defaults.values.contactName).toBe('Ana');
  });

  it('starts from the listing when the latest proposal was approved (the listing shows it now)', () => {
    const defaults = companyFormDefaults(company(change('approved', { website: 'https://old-proposal.example' })));
    expect(defaults).toEqual({ values: listingToValues(listing), from: 'listing' });
  });
});
