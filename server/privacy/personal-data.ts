import { Op, col, fn, where, type Transaction, type WhereOptions } from 'sequelize';
import { PERSONAL_DATA_KINDS, type PersonalData, type PersonalDataKind } from '../../shared/entities';
import type { Database } from '../db';
import { iso, isoOrNull } from '../presenters';
import { ERASED_NAME, erasedAddress, erasedRegistrationValues } from './erasure';

/*
 * A person's data, found by e-mail address: what the staff's look-up shows, what the export file
 * holds and what an erasure removes or anonymises (the routes are in server/routes/personal-data).
 */

/** Rows whose address `column` is `email` in any letter case (`email` is already lower case). */
const byAddress = (column: string, email: string): WhereOptions => where(fn('lower', col(column)), email);

/** How each kind is named in a summary line and the erase entry's label: one, many. */
const KIND_NAMES: Record<PersonalDataKind, [string, string]> = {
  account: ['user account', 'user accounts'],
  contacts: ['enquiry', 'enquiries'],
  subscriptions: ['subscription', 'subscriptions'],
  registrations: ['event registration', 'event registrations'],
  applications: ['membership application', 'membership applications'],
  invitations: ['invitation', 'invitations'],
  emailChanges: ['e-mail change', 'e-mail changes'],
  spamRegistrations: ['spam sign-up', 'spam sign-ups'],
  mails: ['mail', 'mails'],
};

const counted = (kind: PersonalDataKind, count: number) => `${count} ${KIND_NAMES[kind][count === 1 ? 0 : 1]}`;

/** "2 enquiries, 1 event registration" (the kinds with any), or "nothing". */
export function countsText(counts: Record<PersonalDataKind, number>): string {
  const parts = PERSONAL_DATA_KINDS.filter((kind) => counts[kind] > 0).map((kind) => counted(kind, counts[kind]));
  return parts.length ? parts.join(', ') : 'nothing';
}

/**
 * The e-mail changes to `email` (a pending one names an address not yet the account's) and those of
 * the account `accountId` found under it (their new addresses are that person's too).
 */
function emailChangesWhere(email: string, accountId: number | null): WhereOptions {
  const whose: WhereOptions[] = [byAddress('email', email)];
  if (accountId !== null) whose.push({ userId: accountId });
  return { [Op.and]: [{ kind: 'email-change' }, { [Op.or]: whose }] };
}

function findEmailChanges(db: Database, email: string, accountId: number | null, transaction?: Transaction) {
  return db.models.AccountToken.findAll({
    where: emailChangesWhere(email, accountId),
    order: [['id', 'ASC']],
    ...(transaction ? { transaction } : {}),
  });
}

/** Everything stored under `email` (lower case), read in `transaction` when one is given. */
export async function findPersonalData(db: Database, email: string, transaction?: Transaction): Promise<PersonalData> {
  const { models } = db;
  const options = transaction ? { transaction } : {};
  const [account, contacts, subscriptions, registrations, applications, invitations, spamRegistrations, mails] =
    await Promise.all([
      models.User.findOne({ where: byAddress('email', email), ...options }),
      models.ContactSubmission.findAll({ where: byAddress('email', email), order: [['id', 'ASC']], ...options }),
      models.Subscription.findAll({ where: byAddress('email', email), order: [['id', 'ASC']], ...options }),
      models.EventRegistration.findAll({ where: byAddress('email', email), order: [['id', 'ASC']], ...options }),
      models.MembershipApplication.findAll({
        where: byAddress('contact_email', email),
        order: [['id', 'ASC']],
        ...options,
      }),
      models.AccountToken.findAll({
        where: { [Op.and]: [{ kind: 'invitation' }, byAddress('email', email)] },
        order: [['id', 'ASC']],
        ...options,
      }),
      models.SpamRegistration.findAll({ where: byAddress('email', email), order: [['id', 'ASC']], ...options }),
      models.OutboxMail.findAll({ where: byAddress('to_address', email), order: [['id', 'ASC']], ...options }),
    ]);
  const emailChanges = await findEmailChanges(db, email, account?.id ?? null, transaction);
  const changers = emailChanges.length
    ? await models.User.findAll({
        attributes: ['id', 'username'],
        where: { id: { [Op.in]: [...new Set(emailChanges.map((row) => row.userId ?? 0))] } },
        ...options,
      })
    : [];
  const usernameById = new Map(changers.map((user) => [user.id, user.username]));
  const eventIds = [...new Set(registrations.map((row) => row.eventId))];
  const events = eventIds.length
    ? await models.Event.findAll({ where: { id: { [Op.in]: eventIds } }, ...options })
    : [];
  const eventById = new Map(events.map((event) => [event.id, event]));
  const data: Omit<PersonalData, 'counts'> = {
    email,
    account: account
      ? {
          id: account.id,
          username: account.username,
          fullName: account.fullName,
          role: account.role,
          active: account.active,
          language: account.language,
          memberId: account.memberId,
          lastLoginAt: isoOrNull(account.lastLoginAt),
          createdAt: iso(account.createdAt),
        }
      : null,
    contacts: contacts.map((row) => ({
      id: row.id,
      submittedAt: iso(row.submittedAt),
      fullName: row.fullName,
      organization: row.organization,
      inquiryType: row.inquiryType,
      message: row.message,
      language: row.language,
      processed: row.processed,
      spam: row.spam,
    })),
    subscriptions: subscriptions.map((row) => ({
      id: row.id,
      list: row.list,
      region: row.region,
      language: row.language,
      consentedAt: iso(row.consentedAt),
      confirmedAt: isoOrNull(row.confirmedAt),
      spam: row.spam,
    })),
    registrations: registrations.map((row) => {
      const event = eventById.get(row.eventId);
      return {
        id: row.id,
        eventId: row.eventId,
        eventTitle: event?.title ?? '',
        eventDate: event ? iso(event.date) : '',
        fullName: row.fullName,
        organization: row.organization,
        attendance: row.attendance,
        language: row.language,
        status: row.status,
        consentedAt: isoOrNull(row.consentedAt),
        cancelledAt: isoOrNull(row.cancelledAt),
        checkedInAt: isoOrNull(row.checkedInAt),
        createdAt: iso(row.createdAt),
      };
    }),
    applications: applications.map((row) => ({
      id: row.id,
      companyName: row.companyName,
      organisationNumber: row.organisationNumber,
      country: row.country,
      contactName: row.contactName,
      contactPhone: row.contactPhone,
      message: row.message,
      language: row.language,
      status: row.status,
      consentedAt: iso(row.consentedAt),
      createdAt: iso(row.createdAt),
      spam: row.spam,
    })),
    invitations: invitations.map((row) => ({
      id: row.id,
      fullName: row.fullName,
      role: row.role,
      createdAt: iso(row.createdAt),
      expiresAt: iso(row.expiresAt),
      usedAt: isoOrNull(row.usedAt),
      revokedAt: isoOrNull(row.revokedAt),
    })),
    emailChanges: emailChanges.map((row) => ({
      id: row.id,
      email: row.email,
      username: usernameById.get(row.userId ?? 0) ?? null,
      createdAt: iso(row.createdAt),
      expiresAt: iso(row.expiresAt),
      usedAt: isoOrNull(row.usedAt),
      revokedAt: isoOrNull(row.revokedAt),
    })),
    spamRegistrations: spamRegistrations.map((row) => ({
      id: row.id,
      username: row.username,
      fullName: row.fullName,
      createdAt: iso(row.createdAt),
    })),
    mails: mails.map((row) => ({
      id: row.id,
      template: row.template,
      subject: row.subject,
      status: row.status,
      createdAt: iso(row.createdAt),
      sentAt: isoOrNull(row.sentAt),
    })),
  };
  const counts = Object.fromEntries(
    PERSONAL_DATA_KINDS.map((kind) => [kind, kind === 'account' ? (data.account ? 1 : 0) : data[kind].length]),
  ) as Record<PersonalDataKind, number>;
  return { ...data, counts };
}

/** The export's readable part: one English line per kind of record, then what the file holds. */
export function summaryOf(data: PersonalData, exportedAt: Date): string[] {
  const lines = [`Personal data stored under ${data.email}, as of ${exportedAt.toISOString()}.`];
  if (data.account) {
    lines.push(`User account "${data.account.username}" (${data.account.fullName}), role ${data.account.role}.`);
  }
  for (const kind of PERSONAL_DATA_KINDS) {
    if (kind !== 'account')
      lines.push(`${KIND_NAMES[kind][1][0]!.toUpperCase()}${KIND_NAMES[kind][1].slice(1)}: ${data.counts[kind]}.`);
  }
  lines.push('The records themselves are in "data", one list per kind; dates are ISO 8601 in UTC.');
  return lines;
}

/**
 * Erases the data under `email` in `transaction`. Enquiries, event registrations and applications
 * keep their rows, dates and states (an event's registration count, the enquiry statistics and an
 * application's decision stay true) but lose who sent them; their spam rows, subscriptions, spam
 * sign-ups, invitations, e-mail changes and mails to the address are deleted. The user account is not deleted here
 * (see the erase route: the audit entry must be written first).
 */
export async function eraseRecords(
  db: Database,
  data: PersonalData,
  transaction: Transaction,
): Promise<Record<PersonalDataKind, number>> {
  const { models } = db;
  const email = data.email;
  const erased = Object.fromEntries(PERSONAL_DATA_KINDS.map((kind) => [kind, 0])) as Record<PersonalDataKind, number>;

  for (const row of await models.ContactSubmission.findAll({ where: byAddress('email', email), transaction })) {
    if (row.spam) await row.destroy({ transaction });
    else {
      await row.update(
        { fullName: ERASED_NAME, email: erasedAddress(row.id), organization: null, message: '' },
        { transaction },
      );
    }
    erased.contacts += 1;
  }

  [erased.registrations] = await models.EventRegistration.update(erasedRegistrationValues(db.sequelize), {
    where: byAddress('email', email),
    transaction,
  });

  const applications = await models.MembershipApplication.findAll({
    where: byAddress('contact_email', email),
    transaction,
  });
  for (const row of applications) {
    // The company's own details (name, organisation number, country) are not the person's: they
    // stay, with the decision, for the member the application may have become.
    if (row.spam) await row.destroy({ transaction });
    else {
      await row.update(
        {
          contactName: ERASED_NAME,
          contactEmail: erasedAddress(row.id),
          emailKey: erasedAddress(row.id),
          contactPhone: '',
          message: null,
          honeypot: null,
          version: row.version + 1,
        },
        { transaction },
      );
    }
    erased.applications += 1;
  }

  erased.subscriptions = await models.Subscription.destroy({ where: byAddress('email', email), transaction });
  erased.invitations = await models.AccountToken.destroy({
    where: { [Op.and]: [{ kind: 'invitation' }, byAddress('email', email)] },
    transaction,
  });
  erased.emailChanges = await models.AccountToken.destroy({
    where: emailChangesWhere(email, data.account?.id ?? null),
    transaction,
  });
  erased.spamRegistrations = await models.SpamRegistration.destroy({
    where: byAddress('email', email),
    transaction,
  });
  // A mail a sender holds right now ('sending') is left to it: deleting the row under it would not
  // stop the transmission, and the sender would fail to record the outcome.
  erased.mails = await models.OutboxMail.destroy({
    where: { [Op.and]: [{ status: { [Op.ne]: 'sending' } }, byAddress('to_address', email)] },
    transaction,
  });
  return erased;
}
