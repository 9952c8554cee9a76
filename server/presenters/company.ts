import type { ListingChange, ListingFields, MyCompany, Representative } from '../../shared/membership';
import type { AccountTokenModel, MemberModel, UserModel } from '../models';
import { listingFieldsOf } from './listing-changes';

/** A representative with an account (accepted), or one invited who has not accepted yet (the invitation's id). */
function presentRepresentative(person: UserModel | AccountTokenModel, accepted: boolean): Representative {
  return { id: person.id, fullName: person.fullName ?? '', email: person.email, accepted };
}

/**
 * The signed-in representative's company: its listing (see `listingsOf`), its latest proposal, its
 * representatives (the accounts first, then the invitations still out).
 */
export function presentMyCompany(
  member: MemberModel,
  related: {
    listing: ListingFields;
    latestChange: ListingChange | null;
    accounts: UserModel[];
    invitations: AccountTokenModel[];
  },
): MyCompany {
  return {
    id: member.id,
    name: member.name,
    industry: member.industry,
    region: member.region,
    published: Boolean(member.published),
    hidden: Boolean(member.hidden),
    listing: listingFieldsOf(related.listing),
    latestChange: related.latestChange,
    representatives: [
      ...related.accounts.map((account) => presentRepresentative(account, true)),
      ...related.invitations.map((invitation) => presentRepresentative(invitation, false)),
    ],
    version: member.version,
  };
}
