import type { ListingChange, ListingFields } from '../../shared/membership';
import type { ListingChangeModel, UserModel } from '../models';
import { iso, isoOrNull } from './fields';

/** The listing fields of a proposal or of a listing, each named (a stored proposal's JSON carries nothing else out). */
export function listingFieldsOf(fields: ListingFields): ListingFields {
  return {
    description: fields.description,
    descriptionEs: fields.descriptionEs ?? null,
    descriptionSv: fields.descriptionSv ?? null,
    logo: fields.logo ?? null,
    logoAlt: fields.logoAlt ?? null,
    website: fields.website ?? null,
    location: fields.location,
    contactName: fields.contactName ?? null,
    contactEmail: fields.contactEmail ?? null,
    contactPhone: fields.contactPhone ?? null,
  };
}

/**
 * A proposed listing change beside the listing as it is now (`current`, see `listingOf`), with the
 * company's name and the accounts that proposed and decided it (null once gone).
 */
export function presentListingChange(
  change: ListingChangeModel,
  related: { memberName: string; current: ListingFields; proposer: UserModel | null; decider: UserModel | null },
): ListingChange {
  const { proposer, decider } = related;
  return {
    id: change.id,
    memberId: change.memberId,
    memberName: related.memberName,
    proposed: listingFieldsOf(change.fields),
    current: listingFieldsOf(related.current),
    status: change.status,
    reason: change.reason ?? null,
    proposedBy: proposer ? { id: proposer.id, fullName: proposer.fullName } : null,
    decidedBy: decider ? { id: decider.id, fullName: decider.fullName } : null,
    decidedAt: isoOrNull(change.decidedAt ?? null),
    createdAt: iso(change.createdAt),
    version: change.version,
  };
}
