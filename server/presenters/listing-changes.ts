import { Op, type Transaction } from 'sequelize';
import type { ListingChange, ListingFields } from '../../shared/membership';
import { listingsOf } from '../membership/listings';
import type { ListingChangeModel, Models, UserModel } from '../models';
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
 * A proposed listing change beside the listing as it is now (`current`, see `listingsOf`), with the
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

/** `changes` as staff and members see them: each beside its company's listing now, with the people named. */
export async function presentListingChanges(
  models: Models,
  changes: readonly ListingChangeModel[],
  transaction?: Transaction,
): Promise<ListingChange[]> {
  if (changes.length === 0) return [];
  const memberIds = [...new Set(changes.map((change) => change.memberId))];
  const userIds = [
    ...new Set(changes.flatMap((change) => [change.proposedBy, change.decidedBy]).filter((id) => id !== null)),
  ];
  const [members, users] = await Promise.all([
    // Deleted companies too: their changes stay readable.
    models.Member.findAll({ where: { id: { [Op.in]: memberIds } }, transaction }),
    userIds.length ? models.User.findAll({ where: { id: { [Op.in]: userIds } }, transaction }) : [],
  ]);
  const listings = await listingsOf(models, members, transaction);
  const userOf = (id: number | null) => (id === null ? null : (users.find((user) => user.id === id) ?? null));
  return changes.map((change) => {
    const member = members.find((candidate) => candidate.id === change.memberId)!;
    return presentListingChange(change, {
      memberName: member.name,
      current: listings.get(member.id)!,
      proposer: userOf(change.proposedBy),
      decider: userOf(change.decidedBy ?? null),
    });
  });
}

/** One change as presented (see `presentListingChanges`). */
export async function presentOneListingChange(
  models: Models,
  change: ListingChangeModel,
  transaction?: Transaction,
): Promise<ListingChange> {
  return (await presentListingChanges(models, [change], transaction))[0]!;
}
