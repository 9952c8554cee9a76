import { describe, expect, it } from 'vitest';
import type { ListingChange, ListingFields } from '../../../shared/membership';
import { ApiError } from '../../ui/api';
import { decisionFailureOf } from './listing-change-failure';

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
const change = (status: ListingChange['status']): ListingChange => ({
  id: 5,
  memberId: 2,
  memberName: 'Boats AB',
  proposed: fields,
  current: fields,
  status,
  reason: null,
  proposedBy: null,
  decidedBy: null,
  decidedAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  version: 3,
});
const apiError = (status: number, body?: Record<string, unknown>) =>
  new ApiError(status, `${status}`, typeof body?.error === 'string' ? body.error : undefined, undefined, body);

describe('decisionFailureOf', () => {
  it('reads a 409 with the pending change as it is now as a stale version', () => {
    const current = change('pending');
    expect(decisionFailureOf(apiError(409, { error: 'Someone else changed this item', current }))).toEqual({
      type: 'stale',
      current,
    });
  });

  it('reads a 409 without the change, or with a decided one, as decided already', () => {
    expect(decisionFailureOf(apiError(409, { error: 'This change has already been decided' }))).toEqual({
      type: 'decided',
      current: null,
    });
    const current = change('approved');
    expect(decisionFailureOf(apiError(409, { current }))).toEqual({ type: 'decided', current });
    // Something that is no listing change is not taken for one.
    expect(decisionFailureOf(apiError(409, { current: { id: 5 } }))).toEqual({ type: 'decided', current: null });
  });

  it('reads 404 as gone and anything else as other', () => {
    expect(decisionFailureOf(apiError(404, { error: 'Listing change not found' }))).toEqual({
      type: 'gone',
      current: null,
    });
    expect(decisionFailureOf(apiError(400, { error: 'Invalid' }))).toEqual({ type: 'other' });
    expect(decisionFailureOf(new Error('network'))).toEqual({ type: 'other' });
  });
});
