import { literal, type Order, type Transaction } from 'sequelize';
import type { Language } from '../../shared/constants';
import type { ListingChangeStatus, ListingFields, MyCompany } from '../../shared/membership';
import type { ListingProposalPayload } from '../../shared/schemas';
import { translatableFields } from '../../shared/schemas/translations';
import { recordAudit } from '../content/audit';
import type { Services } from '../context';
import { conflict, notFound, staleVersion } from '../errors';
import { oneLine } from '../mail';
import type { ListingChangeModel, MemberModel, Models, UserModel } from '../models';
import { presentMyCompany } from '../presenters/company';
import { presentOneListingChange } from '../presenters/listing-changes';
import { readSiteSettings } from '../settings';
import { pendingMemberInvitations } from '../users/invitations';
import { listingsOf, TRANSLATED_DESCRIPTIONS } from './listings';

// A member company's representatives propose changes to its listing; staff approve or reject them.
// The company is always the signed-in representative's own (`user.memberId`), never one named in a
// request. Every write that touches a company takes its row's lock first (proposal, decision,
// visibility), so two of them on one company queue instead of interleaving or deadlocking.

export const COMPANY_NOT_FOUND = 'Company not found';
export const LISTING_CHANGE_NOT_FOUND = 'Listing change not found';
/** The 409 of a decision on a change that is no longer pending (another staff member was quicker). */
export const ALREADY_DECIDED = 'This change has already been decided';

/**
 * The representative's company, not deleted (404 otherwise: a member account whose company is gone
 * manages nothing). With `lock`, its row is locked for the rest of the transaction.
 */
export async function companyOf(
  models: Models,
  user: UserModel,
  options: { transaction?: Transaction; lock?: boolean } = {},
): Promise<MemberModel> {
  const { transaction, lock } = options;
  const member =
    user.memberId === null || user.memberId === undefined
      ? null
      : await models.Member.findOne({
          where: { id: user.memberId, deletedAt: null },
          ...(transaction ? { transaction, ...(lock ? { lock: transaction.LOCK.UPDATE } : {}) } : {}),
        });
  if (!member) throw notFound(COMPANY_NOT_FOUND);
  return member;
}

/** The latest proposal of a company: the pending one, else the one decided last. */
async function latestChangeOf(models: Models, memberId: number): Promise<ListingChangeModel | null> {
  const pending = await models.ListingChange.findOne({ where: { memberId, status: 'pending' } });
  return (
    pending ??
    models.ListingChange.findOne({
      where: { memberId },
      order: [
        ['decidedAt', 'DESC'],
        ['id', 'DESC'],
      ],
    })
  );
}

/** GET /api/company: the representative's company, its listing, latest proposal and representatives. */
export async function readMyCompany(services: Services, user: UserModel): Promise<MyCompany> {
  const { models } = services.db;
  const member = await companyOf(models, user);
  const [listings, latest, accounts, invitations] = await Promise.all([
    listingsOf(models, [member]),
    latestChangeOf(models, member.id),
    models.User.findAll({
      where: { role: 'member', memberId: member.id, active: true },
      order: [
        ['fullName', 'ASC'],
        ['id', 'ASC'],
      ],
    }),
    pendingMemberInvitations(services, member.id),
  ]);
  return presentMyCompany(member, {
    listing: listings.get(member.id)!,
    latestChange: latest && (await presentOneListingChange(models, latest)),
    accounts,
    invitations,
  });
}

/** The whole proposed field set, each field named (what is stored as the change's `fields`). */
function proposedFields(proposal: ListingProposalPayload): ListingFields {
  return {
    description: proposal.description,
    descriptionEs: proposal.descriptionEs ?? null,
    descriptionSv: proposal.descriptionSv ?? null,
    logo: proposal.logo ?? null,
    logoAlt: proposal.logoAlt ?? null,
    website: proposal.website ?? null,
    location: proposal.location,
    contactName: proposal.contactName ?? null,
    contactEmail: proposal.contactEmail ?? null,
    contactPhone: proposal.contactPhone ?? null,
  };
}

/**
 * PUT /api/company/listing: a proposal for the representative's company. A pending one is replaced
 * (the same row: it keeps its place in the staff's queue, its version moves on so a decision opened
 * on the old text is refused as stale); otherwise a new pending change. The listing itself does not
 * change. The chamber's contact address is told, when the site settings have one.
 */
export async function proposeListingChange(
  services: Services,
  user: UserModel,
  proposal: ListingProposalPayload,
): Promise<void> {
  const { db } = services;
  const { models } = db;
  const fields = proposedFields(proposal);
  await db.sequelize.transaction(async (transaction) => {
    const member = await companyOf(models, user, { transaction, lock: true });
    const pending = await models.ListingChange.findOne({
      where: { memberId: member.id, status: 'pending' },
      transaction,
    });
    let change: ListingChangeModel;
    if (pending) {
      change = await pending.update({ fields, proposedBy: user.id, version: pending.version + 1 }, { transaction });
    } else {
      change = await models.ListingChange.create({ memberId: member.id, fields, proposedBy: user.id }, { transaction });
    }
    await recordAudit(models, transaction, user, {
      action: pending ? 'update' : 'create',
      entity: 'listing-change',
      entityId: change.id,
      label: member.name,
    });
    const settings = await readSiteSettings(models, transaction);
    if (settings.contactEmail) {
      await services.mail.queue(transaction, {
        to: settings.contactEmail,
        language: settings.defaultLanguage,
        template: 'listing-change-submitted',
        props: { companyName: member.name, proposerName: user.fullName, replaced: pending !== null },
      });
    }
  });
}

/**
 * PUT /api/company/visibility: the member's own choice to leave the public directory, or to come
 * back. Applies at once (no review); asking for the state it is already in changes nothing.
 */
export async function setCompanyVisibility(services: Services, user: UserModel, hidden: boolean): Promise<void> {
  const { db } = services;
  const { models } = db;
  await db.sequelize.transaction(async (transaction) => {
    const member = await companyOf(models, user, { transaction, lock: true });
    if (Boolean(member.hidden) === hidden) return;
    await member.update({ hidden, version: member.version + 1 }, { transaction });
    await recordAudit(models, transaction, user, {
      action: hidden ? 'hide' : 'show',
      entity: 'member',
      entityId: member.id,
      label: member.name,
    });
  });
}

/**
 * The staff list's order: pending changes first, oldest first (first come, first served), then the
 * decided ones, newest decision first.
 */
export const STAFF_ORDER: Order = [
  [literal("CASE WHEN status = 'pending' THEN 0 ELSE 1 END"), 'ASC'],
  [literal("CASE WHEN status = 'pending' THEN created_at END"), 'ASC'],
  ['decidedAt', 'DESC'],
  [literal("CASE WHEN status = 'pending' THEN id ELSE -id END"), 'ASC'],
];

/** How many changes stand in each state. */
export async function listingChangeCounts(models: Models): Promise<Record<ListingChangeStatus, number>> {
  const rows = (await models.ListingChange.count({ group: ['status'] })) as unknown as {
    status: ListingChangeStatus;
    count: number | string;
  }[];
  const counts: Record<ListingChangeStatus, number> = { pending: 0, approved: 0, rejected: 0 };
  for (const row of rows) counts[row.status] = Number(row.count);
  return counts;
}

/** A staff decision: approve, or reject with the reason the representative is told. */
export type ListingDecision = { status: 'approved' } | { status: 'rejected'; reason: string };

/**
 * Writes `proposed` into the company's listing inside `transaction`: the English fields on the row
 * (its version moves on; `textChangedAt` too when a translated English text changed, so the
 * translations made from the old text show as needing a look), and the Spanish and Swedish
 * descriptions into `content_translations`, ready — staff approving them is the review. An empty
 * proposed translation means "no translation in that language": that language's stored description
 * is cleared, and the English one shows. A translation row is marked current with the English text
 * only when nothing else in it (its logo description) was made from an older English text.
 */
async function applyListing(
  models: Models,
  member: MemberModel,
  proposed: ListingFields,
  transaction: Transaction,
): Promise<void> {
  const before = { textChangedAt: member.textChangedAt, logoAlt: member.logoAlt ?? null };
  const changedText = translatableFields('members').some(
    (field) => (member[field] ?? null) !== ((proposed as unknown as Record<string, string | null>)[field] ?? null),
  );
  await models.Member.update(
    {
      description: proposed.description,
      logo: proposed.logo,
      logoAlt: proposed.logoAlt,
      website: proposed.website,
      location: proposed.location,
      contactName: proposed.contactName,
      contactEmail: proposed.contactEmail,
      contactPhone: proposed.contactPhone,
      version: literal('version + 1'),
      ...(changedText ? { textChangedAt: new Date() } : {}),
    },
    { where: { id: member.id }, transaction },
  );
  await member.reload({ transaction });
  const logoAltChanged = before.logoAlt !== (member.logoAlt ?? null);

  for (const [language, field] of TRANSLATED_DESCRIPTIONS) {
    const text = proposed[field];
    const row = await models.ContentTranslation.findOne({
      where: { kind: 'members', itemId: member.id, language },
      transaction,
    });
    if (!text) {
      if (row?.description) await row.update({ description: null }, { transaction });
      continue;
    }
    if (!row) {
      await models.ContentTranslation.create(
        {
          kind: 'members',
          itemId: member.id,
          language,
          title: null,
          excerpt: null,
          description: text,
          content: null,
          location: null,
          imageAlt: null,
          logoAlt: null,
          ready: true,
          sourceChangedAt: member.textChangedAt,
        },
        { transaction },
      );
      continue;
    }
    const staleLogoAlt =
      Boolean(row.logoAlt) && (logoAltChanged || row.sourceChangedAt.getTime() < before.textChangedAt.getTime());
    await row.update(
      { description: text, ready: true, ...(staleLogoAlt ? {} : { sourceChangedAt: member.textChangedAt }) },
      { transaction },
    );
  }
}

/**
 * Staff decide the change `id`, read at `version`, in one transaction: the company's row is locked,
 * then one conditional UPDATE (id, version, still pending) decides it, so of two staff deciding at
 * once exactly one wins and the other gets 409 before anything is applied. Approval applies the
 * proposal to the listing (`applyListing`); rejection leaves the listing as it is. Audited, and the
 * representative who proposed it is mailed in their language.
 */
export async function decideListingChange(
  services: Services,
  staff: UserModel,
  id: number,
  version: number,
  decision: ListingDecision,
): Promise<ListingChangeModel> {
  const { db } = services;
  const { models } = db;
  return db.sequelize.transaction(async (transaction) => {
    const found = await models.ListingChange.findByPk(id, { transaction });
    if (!found) throw notFound(LISTING_CHANGE_NOT_FOUND);
    const member = await models.Member.findOne({
      where: { id: found.memberId },
      lock: transaction.LOCK.UPDATE,
      transaction,
    });
    const [count] = await models.ListingChange.update(
      {
        status: decision.status,
        reason: decision.status === 'rejected' ? decision.reason : null,
        decidedBy: staff.id,
        decidedAt: new Date(),
        version: version + 1,
      },
      // sideEffects off: Sequelize would otherwise read every getter of a half-built row (`fields` unset).
      { where: { id, version, status: 'pending' }, transaction, sideEffects: false },
    );
    const change = await models.ListingChange.findByPk(id, { transaction });
    if (!change) throw notFound(LISTING_CHANGE_NOT_FOUND);
    if (count === 0) {
      if (change.status !== 'pending') throw conflict(ALREADY_DECIDED);
      throw staleVersion(await presentOneListingChange(models, change, transaction));
    }
    if (!member) throw notFound(COMPANY_NOT_FOUND);
    if (decision.status === 'approved') {
      // A deleted company's listing is not brought back by an approval; a rejection still closes it.
      if (member.deletedAt) throw notFound(COMPANY_NOT_FOUND);
      await applyListing(models, member, change.fields, transaction);
    }
    await recordAudit(models, transaction, staff, {
      action: decision.status === 'approved' ? 'approve' : 'reject',
      entity: 'listing-change',
      entityId: change.id,
      label: member.name,
    });
    if (decision.status === 'approved') {
      await recordAudit(models, transaction, staff, {
        action: 'update',
        entity: 'member',
        entityId: member.id,
        label: member.name,
      });
    }
    await mailProposer(services, change, member, transaction);
    return change;
  });
}

/** Tells the representative who proposed `change` how it was decided (no one to tell once their account is gone). */
async function mailProposer(
  services: Services,
  change: ListingChangeModel,
  member: MemberModel,
  transaction: Transaction,
): Promise<void> {
  const { models } = services.db;
  const proposer =
    change.proposedBy === null
      ? null
      : await models.User.findOne({ where: { id: change.proposedBy, active: true }, transaction });
  if (!proposer) return;
  const language: Language = proposer.language ?? (await readSiteSettings(models, transaction)).defaultLanguage;
  const common = { to: proposer.email, toName: oneLine(proposer.fullName), language };
  const props = { fullName: proposer.fullName, companyName: member.name };
  if (change.status === 'approved') {
    await services.mail.queue(transaction, { ...common, template: 'listing-change-approved', props });
  } else {
    await services.mail.queue(transaction, {
      ...common,
      template: 'listing-change-rejected',
      props: { ...props, reason: change.reason ?? '' },
    });
  }
}
