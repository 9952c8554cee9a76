import { fn, col, Op, type Transaction, type WhereOptions } from 'sequelize';
import type { z } from 'zod';
import type { Language } from '../../shared/constants';
import type { AuditEntry } from '../../shared/entities';
import {
  APPLICATION_STATUSES,
  APPLICATION_TRANSITIONS,
  OTHER_COUNTRY,
  organisationKey,
  type ApplicationStatus,
  type MembershipApplication,
  type RelatedApplication,
} from '../../shared/membership';
import type { ApplicationCreatePayload, ApplicationListQuerySchema } from '../../shared/schemas/membership';
import { searchFold } from '../../shared/search-fold';
import { recordAudit } from '../content/audit';
import type { Services } from '../context';
import { LOCKS, lockForTransaction } from '../db/locks';
import { conflict, notFound, staleVersion } from '../errors';
import { oneLine, type RenderedMail } from '../mail';
import type { MembershipApplicationModel, Models, UserModel } from '../models';
import { presentApplication, presentRelatedApplication } from '../presenters/applications';
import { presentAuditEntry } from '../presenters/audit';
import { emailKeyOf } from '../registrations/registrations';
import { pageWindow, type PageResult } from '../paging';
import { createInvitation } from '../users/invitations';

// Applications to become a member: the public form stores one (and mails the applicant and the
// chamber); staff review it, then approve it (the listing is made and the representative invited)
// or reject it with a reason. Every step and its mails are one transaction.

export const APPLICATION_NOT_FOUND = 'Application not found';
/** The most related applications an application's page lists. */
export const RELATED_APPLICATIONS_MAX = 20;
/** The 409 of a move the application's state does not allow (approving a rejected one, …). */
export const APPLICATION_DECIDED = 'This application has already been decided';

/** What the form gave, with the language the applicant's mails are written in. */
export type ApplicationInput = Omit<ApplicationCreatePayload, 'consent' | 'website' | 'language'> & {
  language: Language;
};

/** An application as its page shows it: the application, its audit trail (oldest first) and the others like it. */
export interface ApplicationDetail {
  application: MembershipApplication;
  history: AuditEntry[];
  /** Other applications with the same organisation number or e-mail address, newest first. */
  related: RelatedApplication[];
}

/** A staff decision on an application. */
export type ApplicationDecision =
  { action: 'review' } | { action: 'approve'; publish: boolean } | { action: 'reject'; reason: string };

/** The state each decision moves an application to. */
const TARGET_STATUS = {
  review: 'under-review',
  approve: 'approved',
  reject: 'rejected',
} as const satisfies Record<ApplicationDecision['action'], ApplicationStatus>;

/** What staff ever see: spam and deleted applications are nobody's work. */
const VISIBLE = { spam: false, deletedAt: null } as const;

/** Loads who decided an application along with it. */
const withDecider = (models: Models) => ({
  include: [{ model: models.User, as: 'decider', attributes: ['id', 'fullName'] }],
});

/** The application `id` as staff see it (null for an unknown, spam or deleted one). */
function findApplication(
  models: Models,
  id: number,
  transaction?: Transaction,
): Promise<MembershipApplicationModel | null> {
  return models.MembershipApplication.findOne({
    where: { id, ...VISIBLE },
    ...withDecider(models),
    ...(transaction ? { transaction } : {}),
  });
}

/** The country's name on a listing (listings are written in English; `other` names no country). */
function listingLocation(country: string): string {
  if (country === OTHER_COUNTRY) return 'Other';
  return new Intl.DisplayNames(['en'], { type: 'region' }).of(country) ?? country;
}

/**
 * Stores an application. A bot's (the honeypot filled in) is kept as spam, without mail, so it is
 * answered exactly like a person's. A second application for the same company (organisation
 * numbers compared without spaces and punctuation) or from the same address is stored and answered
 * like any other: refusing it would tell anyone that a company has applied, and let them block it
 * by applying first. Staff see the applications that share a number or address side by side
 * (`ApplicationDetail.related`). `mails` (the acknowledgement and the chamber's notice, rendered
 * beforehand) are queued in the same transaction, which holds the applications' lock.
 */
export async function submitApplication(
  services: Pick<Services, 'db' | 'mail' | 'now'>,
  input: ApplicationInput,
  options: { honeypot: string; mails: RenderedMail[] },
): Promise<MembershipApplicationModel> {
  const { db, mail } = services;
  const { MembershipApplication } = db.models;
  const spam = options.honeypot !== '';
  const keys = { organisationKey: organisationKey(input.organisationNumber), emailKey: emailKeyOf(input.contactEmail) };
  return db.sequelize.transaction(async (transaction) => {
    await lockForTransaction(db.sequelize, transaction, LOCKS.applications);
    const stored = await MembershipApplication.create(
      {
        ...input,
        ...keys,
        consentedAt: services.now(),
        spam,
        honeypot: spam ? options.honeypot : null,
      },
      { transaction },
    );
    if (!spam) for (const rendered of options.mails) await mail.queue(transaction, rendered);
    return stored;
  });
}

/**
 * The ids of the applications among `where` whose company, organisation number, representative or
 * address contains `term`, ignoring letter case and accents ("pena" finds "Peña"); an organisation
 * number also matches written without its spaces and dashes. Compared here rather than in SQL:
 * SQLite's LIKE folds ASCII letters only, and a chamber's applications are a few hundred rows.
 */
async function matchingIds(models: Models, where: WhereOptions, term: string): Promise<number[]> {
  const needle = searchFold(term);
  const key = organisationKey(term);
  const byKey = /[0-9]/.test(key);
  const rows = await models.MembershipApplication.findAll({
    attributes: ['id', 'companyName', 'organisationNumber', 'organisationKey', 'contactName', 'contactEmail'],
    where,
  });
  return rows
    .filter(
      (row) =>
        searchFold([row.companyName, row.organisationNumber, row.contactName, row.contactEmail].join('\n')).includes(
          needle,
        ) ||
        (byKey && row.organisationKey.includes(key)),
    )
    .map((row) => row.id);
}

/** How many visible applications stand in each state (whatever a list's search and filter). */
export async function applicationStatusCounts(models: Models): Promise<Record<ApplicationStatus, number>> {
  const rows = (await models.MembershipApplication.findAll({
    attributes: ['status', [fn('COUNT', col('id')), 'count']],
    where: VISIBLE,
    group: ['status'],
    raw: true,
  })) as unknown as { status: ApplicationStatus; count: number | string }[];
  const counts = Object.fromEntries(APPLICATION_STATUSES.map((status) => [status, 0])) as Record<
    ApplicationStatus,
    number
  >;
  for (const row of rows) if (row.status in counts) counts[row.status] = Number(row.count);
  return counts;
}

/** The staff list: a page, newest first, searched and filtered by state. */
export async function listApplications(
  models: Models,
  query: z.output<typeof ApplicationListQuerySchema>,
): Promise<PageResult<MembershipApplication>> {
  const conditions: WhereOptions[] = [VISIBLE];
  if (query.status) conditions.push({ status: query.status });
  const term = query.search.trim();
  if (term) conditions.push({ id: await matchingIds(models, { [Op.and]: conditions }, term) });
  const result = await models.MembershipApplication.findAndCountAll({
    where: { [Op.and]: conditions },
    ...withDecider(models),
    order: [
      ['createdAt', 'DESC'],
      ['id', 'DESC'],
    ],
    distinct: true,
    ...pageWindow(query),
  });
  return { items: result.rows.map(presentApplication), total: result.count };
}

/** One application and its audit trail, oldest first; 404 for an unknown or spam one. */
export async function applicationDetail(models: Models, id: number): Promise<ApplicationDetail> {
  const application = await findApplication(models, id);
  if (!application) throw notFound(APPLICATION_NOT_FOUND);
  const entries = await models.AuditEntry.findAll({
    where: { entity: 'application', entityId: id },
    order: [
      ['at', 'ASC'],
      ['id', 'ASC'],
    ],
  });
  return {
    application: presentApplication(application),
    history: entries.map(presentAuditEntry),
    related: await relatedApplications(models, application),
  };
}

/** The other visible applications with the same organisation number or address as `application`. */
async function relatedApplications(
  models: Models,
  application: MembershipApplicationModel,
): Promise<RelatedApplication[]> {
  const rows = await models.MembershipApplication.findAll({
    where: {
      ...VISIBLE,
      id: { [Op.ne]: application.id },
      [Op.or]: [{ organisationKey: application.organisationKey }, { emailKey: application.emailKey }],
    },
    order: [
      ['createdAt', 'DESC'],
      ['id', 'DESC'],
    ],
    limit: RELATED_APPLICATIONS_MAX,
  });
  return rows.map((row) =>
    presentRelatedApplication(row, [
      ...(row.organisationKey === application.organisationKey ? (['organisationNumber'] as const) : []),
      ...(row.emailKey === application.emailKey ? (['contactEmail'] as const) : []),
    ]),
  );
}

/** The applicant, as their mails are addressed. */
const applicantOf = (application: MembershipApplicationModel) => ({
  to: application.contactEmail,
  toName: oneLine(application.contactName),
  language: application.language,
});

/**
 * Makes the member listing of an approved application (published or kept for staff to publish),
 * with its audit entry, inside `transaction`. It holds what the public may see of the application:
 * the company's name stands as its description until the representatives write one.
 */
async function createListing(
  models: Models,
  transaction: Transaction,
  staff: UserModel,
  application: MembershipApplicationModel,
  publish: boolean,
) {
  const member = await models.Member.create(
    {
      name: application.companyName,
      logo: null,
      logoAlt: null,
      location: listingLocation(application.country),
      // The application's message and the representative's details were written to the chamber,
      // not for the public: the listing starts with the name alone, and the representative writes
      // its description and chooses its contact person on their company's page.
      description: application.companyName,
      industry: application.industry,
      region: application.region,
      website: application.companyWebsite,
      featured: false,
      published: publish,
      hidden: false,
      organisationNumber: application.organisationNumber,
    },
    { transaction },
  );
  await recordAudit(models, transaction, staff, {
    action: 'create',
    entity: 'member',
    entityId: member.id,
    label: member.name,
  });
  return member;
}

/**
 * A staff decision on the application `id`, based on `version`, in one transaction with its audit
 * entry and the applicant's mail. One conditional UPDATE decides first (the row's id, version and a
 * state the move is allowed from), so of two staff deciding at once exactly one goes on; the other
 * gets 409 before anything is made. A move the state does not allow is 409 `APPLICATION_DECIDED`,
 * an older version 409 with the application as stored.
 *
 * Approval also makes the member listing and invites the representative to an account for it; if
 * the invitation is refused (the address has an account or a pending invitation), the whole
 * approval is undone and that 409 is the answer.
 */
export async function decideApplication(
  services: Services,
  staff: UserModel,
  id: number,
  version: number,
  decision: ApplicationDecision,
): Promise<MembershipApplicationModel> {
  const { db, mail } = services;
  const { models } = db;
  const target = TARGET_STATUS[decision.action];
  const allowedFrom = APPLICATION_STATUSES.filter((status) => APPLICATION_TRANSITIONS[status].includes(target));
  return db.sequelize.transaction(async (transaction) => {
    const decided = decision.action === 'review' ? {} : { decidedBy: staff.id, decidedAt: services.now() };
    const [count] = await models.MembershipApplication.update(
      {
        status: target,
        version: version + 1,
        ...decided,
        ...(decision.action === 'reject' ? { reason: decision.reason } : {}),
      },
      { where: { id, version, status: allowedFrom, ...VISIBLE }, transaction },
    );
    const application = await findApplication(models, id, transaction);
    if (!application) throw notFound(APPLICATION_NOT_FOUND);
    if (count === 0) {
      const stands: ApplicationStatus = application.status;
      if (!APPLICATION_TRANSITIONS[stands].includes(target)) throw conflict(APPLICATION_DECIDED);
      throw staleVersion(presentApplication(application));
    }

    const names = { contactName: application.contactName, companyName: application.companyName };
    if (decision.action === 'approve') {
      const member = await createListing(models, transaction, staff, application, decision.publish);
      await application.update({ memberId: member.id }, { transaction });
      await recordAudit(models, transaction, staff, {
        action: 'approve',
        entity: 'application',
        entityId: id,
        label: application.companyName,
      });
      // Queued before the invitation: the applicant reads that it is on its way before it comes.
      await mail.queue(transaction, {
        ...applicantOf(application),
        template: 'application-approved',
        props: { ...names, memberId: member.id, published: decision.publish },
      });
      await createInvitation(services, transaction, staff, {
        fullName: application.contactName,
        email: application.contactEmail,
        role: 'member',
        language: application.language,
        memberId: member.id,
      });
    } else {
      await recordAudit(models, transaction, staff, {
        action: decision.action,
        entity: 'application',
        entityId: id,
        label: application.companyName,
      });
      if (decision.action === 'review') {
        await mail.queue(transaction, {
          ...applicantOf(application),
          template: 'application-under-review',
          props: names,
        });
      } else {
        await mail.queue(transaction, {
          ...applicantOf(application),
          template: 'application-rejected',
          props: { ...names, reason: decision.reason },
        });
      }
    }
    return application;
  });
}
