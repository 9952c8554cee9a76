import type { ListingFields, MyCompany } from '../../../shared/membership';
import type { ListingProposal } from '../../../shared/schemas/membership';
import { LISTING_FIELD_NAMES } from '../membership';

/** The listing form's values: the proposal schema's input (the form fills every field with text). */
export type ListingFormValues = ListingProposal;

/** Stored listing fields as form values (null → ''). */
export function listingToValues(fields: ListingFields): ListingFormValues {
  return Object.fromEntries(LISTING_FIELD_NAMES.map((name) => [name, fields[name] ?? ''])) as ListingFormValues;
}

/** Where the listing form's values come from: the listing as published, or the latest proposal (waiting or rejected). */
export type ListingFormStart = 'listing' | 'pending' | 'rejected';

/**
 * What the listing form starts from: the pending proposal when there is one (the representative
 * goes on from what was sent); the rejected proposal when the latest one was rejected (the
 * representative changes what the chamber turned down instead of typing it all again); else the
 * listing as published (an approved proposal is the listing now).
 */
export function companyFormDefaults(company: MyCompany): { values: ListingFormValues; from: ListingFormStart } {
  const latest = company.latestChange;
  if (latest?.status === 'pending' || latest?.status === 'rejected') {
    return { values: listingToValues(latest.proposed), from: latest.status };
  }
  return { values: listingToValues(company.listing), from: 'listing' };
}
