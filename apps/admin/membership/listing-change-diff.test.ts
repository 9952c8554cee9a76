import { describe, expect, it } from 'vitest';
import type { ListingFields } from '../../../shared/membership';
import { changedFields, compareListing, LISTING_FIELD_NAMES } from './listing-change-diff';

const current: ListingFields = {
  description: 'We make boats.',
  descriptionEs: null,
  descriptionSv: 'Vi bygger båtar.',
  logo: null,
  logoAlt: null,
  website: 'https://boats.example',
  location: 'Gothenburg',
  contactName: 'Ana',
  contactEmail: null,
  contactPhone: null,
};

describe('compareListing', () => {
  it('lists every field of the proposal, in the schema order', () => {
    expect(compareListing(current, current).map((row) => row.field)).toEqual(LISTING_FIELD_NAMES);
    expect(LISTING_FIELD_NAMES).toContain('contactPhone');
    expect(LISTING_FIELD_NAMES[0]).toBe('description');
  });

  it('marks nothing when the proposal equals the listing', () => {
    expect(changedFields(compareListing(current, { ...current }))).toEqual([]);
  });

  it('marks the fields the proposal changes, added and removed values included', () => {
    const rows = compareListing(current, {
      ...current,
      description: 'We make fast boats.',
      descriptionEs: 'Hacemos barcos.',
      website: null,
    });
    expect(changedFields(rows)).toEqual(['description', 'descriptionEs', 'website']);
    const website = rows.find((row) => row.field === 'website');
    expect(website).toEqual({ field: 'website', current: 'https://boats.example', proposed: null, changed: true });
  });

  it('treats blank and missing as the same, and ignores surrounding spaces', () => {
    const rows = compareListing(current, { ...current, descriptionEs: '', contactName: ' Ana ', logo: '  ' });
    expect(changedFields(rows)).toEqual([]);
  });
});
