import { describe, expect, it } from 'vitest';
import type { ListingChange, ListingFields } from '../../../shared/membership';
import { ListingChangeListQuerySchema, ListingChangeRejectSchema } from '../../../shared/schemas/membership';
import { listingChangeDecisionRequest, listingChangeKeys, listingChangeQueryString } from '../queries/company';

const fields: ListingFields = {
  description: 'Boats',
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
  id: 12,
  memberId: 2,
  memberName: 'Boats AB',
  proposed: fields,
  current: fields,
  status: 'pending',
  reason: null,
  proposedBy: null,
  decidedBy: null,
  decidedAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  version: 4,
};

describe('listing changes list requests', () => {
  it('sends page and size always, the status unless all, in the shape the server validates', () => {
    expect(listingChangeQueryString({ status: 'all', page: 2 })).toBe('page=2&pageSize=20');
    const query = listingChangeQueryString({ status: 'rejected', page: 1 }, 10);
    expect(query).toBe('page=1&pageSize=10&status=rejected');
    const parsed = ListingChangeListQuerySchema.safeParse(Object.fromEntries(new URLSearchParams(query)));
    expect(parsed.success).toBe(true);
  });

  it('never asks for a page before the first', () => {
    expect(listingChangeQueryString({ status: 'pending', page: 0 })).toBe('page=1&pageSize=20&status=pending');
  });

  it('keeps every list under the key a decision refreshes (under the admin keys logging out clears)', () => {
    const key = listingChangeKeys.list({ status: 'pending', page: 3 });
    expect(key.slice(0, 2)).toEqual(listingChangeKeys.all);
    expect(key[0]).toBe('admin');
  });
});

describe('listingChangeDecisionRequest', () => {
  it('approves with the version read', () => {
    expect(listingChangeDecisionRequest({ change, action: 'approve' })).toEqual({
      path: '/api/admin/listing-changes/12/approve',
      body: { version: 4 },
    });
  });

  it('rejects with the version and the reason, as the reject schema expects', () => {
    const request = listingChangeDecisionRequest({ change, action: 'reject', reason: 'Logo is not yours' });
    expect(request).toEqual({
      path: '/api/admin/listing-changes/12/reject',
      body: { version: 4, reason: 'Logo is not yours' },
    });
    expect(ListingChangeRejectSchema.safeParse(request.body).success).toBe(true);
  });
});
