import { Op, type Transaction } from 'sequelize';
import type { AuditChanges } from '../../shared/entities';
import { PERSONAL_DATA_KINDS, type PersonalDataKind } from '../../shared/personal-data';
import type { Database } from '../db';
import { ERASED_NAME, erasedAddress, erasedRegistrationValues } from './erasure';
import { byAddress, emailChangesWhere } from './finding';
import { ERASED_PERSON, mentions, scrubText, scrubValue } from './mentions';
import type { PersonalRecords } from './personal-data';

/*
 * An erasure asked for by a person: every row `findPersonalRecords` found of her loses her, one kind
 * at a time, in the erasure's transaction.
 */

/** The longest label the audit trail keeps. */
const AUDIT_LABEL_MAX = 200;

/** What one step of an erasure works in: the database, the transaction and the person's records. */
interface Erasing {
  db: Database;
  records: PersonalRecords;
  transaction: Transaction;
}

/** Enquiries keep their row (the statistics stay true) without who sent them; a spam one goes. */
async function eraseEnquiries({ db, records, transaction }: Erasing): Promise<number> {
  const email = records.data.email;
  let count = 0;
  for (const row of await db.models.ContactSubmission.findAll({ where: byAddress('email', email), transaction })) {
    if (row.spam) await row.destroy({ transaction });
    else {
      await row.update(
        { fullName: ERASED_NAME, email: erasedAddress(row.id), organization: null, message: '' },
        { transaction },
      );
    }
    count += 1;
  }
  return count;
}

/** Applications keep the company's details and the decision; the person behind them goes. */
async function eraseApplications({ db, records, transaction }: Erasing): Promise<number> {
  const { data, identifiers } = records;
  const email = data.email;
  const applications = await db.models.MembershipApplication.findAll({
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
          reason: row.reason === null ? null : scrubText(row.reason, identifiers),
          version: row.version + 1,
        },
        { transaction },
      );
    }
  }
  return applications.length;
}

/**
 * Her mails go. A mail a sender holds right now ('sending') keeps its row: deleting it would not stop
 * the transmission, and the sender records the outcome on the row (by id and claim). It loses what
 * names her; a retry then goes to an address that cannot receive mail.
 */
async function eraseMails({ db, records, transaction }: Erasing): Promise<number> {
  const { rows, identifiers } = records;
  const mailIds = rows.mails.map((row) => row.id);
  const sending = rows.mails.filter((row) => row.status === 'sending');
  let count = await db.models.OutboxMail.destroy({
    where: { id: { [Op.in]: mailIds }, status: { [Op.ne]: 'sending' } },
    transaction,
  });
  for (const row of sending) {
    await row.update(
      {
        toName: ERASED_PERSON,
        toAddress: erasedAddress(row.id),
        subject: scrubText(row.subject, identifiers),
        html: '',
        text: '',
        headers: '{}',
        attachments: null,
      },
      { transaction },
    );
    count += 1;
  }
  return count;
}

/** The listing stays the company's: it loses her as its contact, and her name in its texts and their translations. */
async function eraseCompanyContacts({ db, records, transaction }: Erasing): Promise<number> {
  const { data, rows, identifiers } = records;
  const email = data.email;
  for (const row of rows.companies) {
    const hers = row.contactEmail?.toLowerCase() === email || mentions(row.contactName, identifiers);
    await row.update(
      {
        ...(hers ? { contactName: null, contactEmail: null, contactPhone: null } : {}),
        description: scrubText(row.description, identifiers),
        location: scrubText(row.location, identifiers),
        logoAlt: row.logoAlt === null ? null : scrubText(row.logoAlt, identifiers),
        version: row.version + 1,
      },
      { transaction },
    );
    const translations = await db.models.ContentTranslation.findAll({
      where: { kind: 'members', itemId: row.id },
      transaction,
    });
    for (const translation of translations) {
      await translation.update(
        {
          description: translation.description === null ? null : scrubText(translation.description, identifiers),
          location: translation.location === null ? null : scrubText(translation.location, identifiers),
          logoAlt: translation.logoAlt === null ? null : scrubText(translation.logoAlt, identifiers),
        },
        { transaction },
      );
    }
  }
  return rows.companies.length;
}

/** A listing proposal keeps what it proposes for the company, without her. */
async function eraseListingChanges({ records, transaction }: Erasing): Promise<number> {
  const { data, rows, identifiers } = records;
  const accountId = data.account?.id ?? null;
  for (const row of rows.listingChanges) {
    const fields = scrubValue(row.fields, identifiers);
    // A contact the proposal gives that is hers goes as a whole, not as "erased person".
    const hers = (value: string | null) => (value !== null && mentions(value, identifiers) ? null : value);
    await row.update(
      {
        fields: {
          ...fields,
          contactName: hers(row.fields.contactName),
          contactEmail: hers(row.fields.contactEmail),
          contactPhone: hers(row.fields.contactPhone),
        },
        reason: row.reason === null ? null : scrubText(row.reason, identifiers),
        proposedBy: row.proposedBy === accountId ? null : row.proposedBy,
      },
      { transaction },
    );
  }
  return rows.listingChanges.length;
}

/**
 * Who did what and when stays: the action, item, time and a staff author are kept; her name, address
 * and username in the label and the diff become "erased person", and so does she as an entry's
 * author. A refused sign-in to her account (no author) came from her address or an attacker's: it
 * loses the address with her.
 */
async function eraseAuditEntries({ records, transaction }: Erasing): Promise<number> {
  const { data, rows, identifiers } = records;
  const accountId = data.account?.id ?? null;
  for (const row of rows.auditEntries) {
    const ownAccount = accountId !== null && row.entity === 'user' && row.entityId === accountId;
    const byHer = accountId !== null && row.userId === accountId;
    await row.update(
      {
        label: (ownAccount ? ERASED_PERSON : scrubText(row.label, identifiers)).slice(0, AUDIT_LABEL_MAX),
        changes: row.changes ? scrubValue<AuditChanges>(row.changes, identifiers) : null,
        userFullName: byHer || mentions(row.userFullName, identifiers) ? ERASED_PERSON : row.userFullName,
        // The address her own requests came from is hers too; a staff member's stays.
        clientAddress: byHer || (ownAccount && row.userId === null) ? null : row.clientAddress,
        userId: byHer ? null : row.userId,
      },
      { transaction },
    );
  }
  return rows.auditEntries.length;
}

/**
 * What only her account's id links to her. Most of it the foreign keys also clear when the account
 * goes; `resource_files.created_by` has none, so it is done here for all of them.
 */
async function eraseAccountLinks({ db, transaction }: Erasing, accountId: number): Promise<void> {
  const { models } = db;
  await models.AccountToken.destroy({ where: { userId: accountId }, transaction });
  await models.Image.update({ createdBy: null }, { where: { createdBy: accountId }, transaction });
  await models.ResourceFile.update({ createdBy: null }, { where: { createdBy: accountId }, transaction });
}

/**
 * Erases the data under `email` in `transaction`. Enquiries, event registrations and applications
 * keep their rows, dates and states (an event's registration count, the enquiry statistics and an
 * application's decision stay true) but lose who sent them; their spam rows, subscriptions, spam
 * sign-ups, invitations, e-mail changes, rate-limit counters and mails to or about her are deleted.
 * Texts that are kept for what they record besides her (audit entries, listing proposals, a
 * company's listing) lose her name, address, username and phone number. The user account is not deleted here (see the
 * erase route: the audit entry must be written first).
 */
export async function eraseRecords(
  db: Database,
  records: PersonalRecords,
  transaction: Transaction,
): Promise<Record<PersonalDataKind, number>> {
  const { models } = db;
  const { data, rows } = records;
  const email = data.email;
  const accountId = data.account?.id ?? null;
  const erasing: Erasing = { db, records, transaction };
  const erased = Object.fromEntries(PERSONAL_DATA_KINDS.map((kind) => [kind, 0])) as Record<PersonalDataKind, number>;

  erased.contacts = await eraseEnquiries(erasing);
  [erased.registrations] = await models.EventRegistration.update(erasedRegistrationValues(db.sequelize), {
    where: byAddress('email', email),
    transaction,
  });
  erased.applications = await eraseApplications(erasing);
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
  erased.mails = await eraseMails(erasing);
  erased.companyContacts = await eraseCompanyContacts(erasing);
  erased.listingChanges = await eraseListingChanges(erasing);
  erased.auditEntries = await eraseAuditEntries(erasing);
  if (accountId !== null) await eraseAccountLinks(erasing, accountId);
  if (rows.rateLimits.length > 0) {
    await db.sequelize.query('DELETE FROM rate_limits WHERE bucket IN (:buckets)', {
      replacements: { buckets: rows.rateLimits },
      transaction,
    });
  }
  erased.rateLimits = rows.rateLimits.length;
  return erased;
}
