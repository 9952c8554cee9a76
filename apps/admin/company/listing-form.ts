import type { ListingFields, MyCompany } from '../../../shared/membership';
import type { ListingProposal } from '../../../shared/schemas/membership';
import { LISTING_FIELD_NAMES } from '../membership/listing-change-diff';

/** The listing form's values: the proposal schema's input (the form fills every field with text). */
export type ListingFormValues = ListingProposal;

/** Stored listing fields as form values (null → ''). */
export function listingToValues(fields: ListingFields): ListingFormValues {
  return Object.fromEntries(LISTING_FIELD_NAMES.map((name) => [name, fields[name] ?? ''])) as ListingFormValues;
}

/**
 * What the listing form starts from: the pending proposal when there is one (the representative
 * goes on from what was sent), else the listing as published.
 */
export function companyFormDefaults(company: MyCompany): { values: ListingFormValues; fromPending: boolean } {
  const pending = company.latestChange?.status === 'pending' ? company.latestChange : null;
  return { values: listingToValues(pending ? pending.proposed : company.listing), fromPending: pending !== null };
}
