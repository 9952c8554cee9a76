import { Op, QueryTypes, col, fn, where, type Transaction, type WhereOptions } from 'sequelize';
import type { AuditChanges } from '../../shared/entities';
import { PERSONAL_DATA_KINDS, type PersonalData, type PersonalDataKind } from '../../shared/personal-data';
import type { Database } from '../db';
import { iso, isoOrNull } from '../presenters/fields';
import { loginAccountKeyEnd, normaliseUsername, resetAccountKey } from '../rate-limit';
import { ERASED_NAME, erasedAddress, erasedRegistrationValues } from './erasure';
import { ERASED_PERSON, identifiersOf, mayMention, mentions, scrubText, scrubValue } from './mentions';

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
  companyContacts: ['company contact', 'company contacts'],
  listingChanges: ['listing change', 'listing changes'],
  auditEntries: ['audit entry', 'audit entries'],
  rateLimits: ['rate-limit counter', 'rate-limit counters'],
};

/**
 * Runs `tasks` at once, or one after the other in a transaction: a transaction is one connection,
 * which runs one query at a time.
 */
async function allOf<T extends readonly unknown[]>(
  transaction: Transaction | undefined,
  tasks: readonly [...{ [K in keyof T]: () => Promise<T[K]> }],
): Promise<T> {
  if (!transaction) return (await Promise.all(tasks.map((task) => task()))) as unknown as T;
  const results: unknown[] = [];
  for (const task of tasks) results.push(await task());
  return results as unknown as T;
}

/** The outbox columns a mail can name a person in. */
const MAIL_COLUMNS = ['to_name', 'to_address', 'subject', 'html', 'text', 'headers', 'attachments'] as const;
/** A member listing's columns that can name its contact person (the company's name is its own). */
const MEMBER_COLUMNS = [
  'contact_name',
  'contact_email',
  'contact_phone',
  'description',
  'location',
  'logo_alt',
] as const;
/** The audit trail's columns that can name a person. */
const AUDIT_COLUMNS = ['label', 'changes', 'user_full_name'] as const;
/** The account fields whose old values, in her own account's entries, are more names of hers. */
const ACCOUNT_FIELDS = ['fullName', 'email', 'username'];

interface RateLimitRow {
  bucket: string;
  window_start: number | string;
  hits: number;
}

/**
 * The rate-limit counters of a person: reset requests for her address, sign-in attempts with her
 * username or address from any client address, her account's own counters. Their keys hold these hashed
 * (`server/rate-limit.ts`); a counter from before that hashing holds them in clear.
 */
async function rateLimitsOf(
  db: Database,
  email: string,
  account: { id: number; username: string } | null,
  transaction?: Transaction,
) {
  const logins = [email, ...(account ? [account.username] : [])];
  // The counters per account (`limitPerAccount`, `passwordChangeKeys`) hold her account's id.
  const perAccount = account
    ? ['accountUpdate', 'representativeInvite', 'password-account'].map((name) => `${name}:${account.id}`)
    : [];
  const exact = [resetAccountKey(email), `reset-account:${email}`, ...perAccount];
  const ends = logins.flatMap((login) => [loginAccountKeyEnd(login), `:${normaliseUsername(login)}`]);
  const rows = await db.sequelize.query<RateLimitRow>(
    `SELECT bucket, window_start, hits FROM rate_limits WHERE bucket IN (:exact) OR (bucket LIKE 'login:%' AND (${ends
      .map((_, index) => `bucket LIKE :end${index}`)
      .join(' OR ')})) ORDER BY bucket`,
    {
      replacements: { exact, ...Object.fromEntries(ends.map((end, index) => [`end${index}`, `%${end}`])) },
      type: QueryTypes.SELECT,
      ...(transaction ? { transaction } : {}),
    },
  );
  // LIKE's `_` matches any letter: only the keys that really end so are hers.
  return rows.filter((row) => exact.includes(row.bucket) || ends.some((end) => row.bucket.endsWith(end)));
}

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
  return (await findPersonalRecords(db, email, transaction)).data;
}

/**
 * The person's data and what names her (`identifiers`): the look-up and the export show the data,
 * the erasure works on exactly these rows and scrubs these words.
 */
async function findPersonalRecords(db: Database, email: string, transaction?: Transaction) {
  const { models } = db;
  const options = transaction ? { transaction } : {};
  const [account, contacts, subscriptions, registrations, applications, invitations, spamRegistrations] = await allOf(
    transaction,
    [
      () => models.User.findOne({ where: byAddress('email', email), ...options }),
      () => models.ContactSubmission.findAll({ where: byAddress('email', email), order: [['id', 'ASC']], ...options }),
      () => models.Subscription.findAll({ where: byAddress('email', email), order: [['id', 'ASC']], ...options }),
      () => models.EventRegistration.findAll({ where: byAddress('email', email), order: [['id', 'ASC']], ...options }),
      () =>
        models.MembershipApplication.findAll({
          where: byAddress('contact_email', email),
          order: [['id', 'ASC']],
          ...options,
        }),
      () =>
        models.AccountToken.findAll({
          where: { [Op.and]: [{ kind: 'invitation' }, byAddress('email', email)] },
          order: [['id', 'ASC']],
          ...options,
        }),
      () => models.SpamRegistration.findAll({ where: byAddress('email', email), order: [['id', 'ASC']], ...options }),
    ],
  );
  // E-mail changes to her address, and those of her account (a new address asked for is hers too).
  const emailChanges = await findEmailChanges(db, email, account?.id ?? null, transaction);
  const changers = emailChanges.length
    ? await models.User.findAll({
        attributes: ['id', 'username'],
        where: { id: { [Op.in]: [...new Set(emailChanges.map((row) => row.userId ?? 0))] } },
        ...options,
      })
    : [];
  const usernameById = new Map(changers.map((user) => [user.id, user.username]));
  // Her own account's entries hold the names and addresses it had before (a changed name).
  const ownEntries = account
    ? await models.AuditEntry.findAll({
        where: { [Op.or]: [{ userId: account.id }, { entity: 'user', entityId: account.id }] },
        ...options,
      })
    : [];
  const formerValues = ownEntries
    .filter((entry) => entry.entity === 'user' && entry.entityId === account?.id)
    .flatMap((entry) =>
      Object.entries(entry.changes ?? {})
        .filter(([field]) => ACCOUNT_FIELDS.includes(field))
        .flatMap(([, values]) => values.filter((value): value is string => typeof value === 'string')),
    );
  const identifiers = identifiersOf([
    email,
    account?.email,
    account?.username,
    account?.fullName,
    ...formerValues,
    ...contacts.map((row) => row.fullName),
    ...registrations.map((row) => row.fullName),
    ...applications.flatMap((row) => [row.contactName, row.contactPhone]),
    ...invitations.map((row) => row.fullName),
    ...emailChanges.map((row) => row.email),
    ...spamRegistrations.flatMap((row) => [row.fullName, row.username]),
  ]);
  const [mailRows, auditRows, listingRows, rateLimits, memberRows] = await allOf(transaction, [
    () =>
      models.OutboxMail.findAll({ where: mayMention(MAIL_COLUMNS, identifiers), order: [['id', 'ASC']], ...options }),
    () =>
      models.AuditEntry.findAll({
        where: {
          [Op.or]: [
            ...(account ? [{ userId: account.id }, { entity: 'user', entityId: account.id }] : []),
            mayMention(AUDIT_COLUMNS, identifiers),
          ],
        },
        order: [['id', 'ASC']],
        ...options,
      }),
    () =>
      models.ListingChange.findAll({
        where: { [Op.or]: [...(account ? [{ proposedBy: account.id }] : []), mayMention(['fields'], identifiers)] },
        order: [['id', 'ASC']],
        ...options,
      }),
    () => rateLimitsOf(db, email, account, transaction),
    () =>
      models.Member.findAll({
        where: { [Op.or]: [byAddress('contact_email', email), mayMention(MEMBER_COLUMNS, identifiers)] },
        order: [['id', 'ASC']],
        ...options,
      }),
  ]);
  const companies = memberRows.filter(
    (row) =>
      row.contactEmail?.toLowerCase() === email ||
      [row.contactName, row.contactPhone, row.description, row.location, row.logoAlt].some((text) =>
        mentions(text, identifiers),
      ),
  );
  const mails = mailRows.filter(
    (row) =>
      row.toAddress.toLowerCase() === email ||
      [row.toName, row.toAddress, row.subject, row.html, row.text, row.headers, row.attachments].some((text) =>
        mentions(text, identifiers),
      ),
  );
  const ownEntryIds = new Set(ownEntries.map((entry) => entry.id));
  const auditEntries = auditRows.filter(
    (row) =>
      ownEntryIds.has(row.id) ||
      [row.label, row.userFullName, row.changes ? JSON.stringify(row.changes) : null].some((text) =>
        mentions(text, identifiers),
      ),
  );
  const listingChanges = listingRows.filter(
    (row) => (account && row.proposedBy === account.id) || mentions(JSON.stringify(row.fields), identifiers),
  );
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
      toAddress: row.toAddress,
      subject: row.subject,
      status: row.status,
      createdAt: iso(row.createdAt),
      sentAt: isoOrNull(row.sentAt),
    })),
    companyContacts: companies.map((row) => ({
      id: row.id,
      name: row.name,
      contactName: row.contactName,
      contactEmail: row.contactEmail,
      contactPhone: row.contactPhone,
    })),
    listingChanges: listingChanges.map((row) => ({
      id: row.id,
      memberId: row.memberId,
      status: row.status,
      createdAt: iso(row.createdAt),
    })),
    auditEntries: auditEntries.map((row) => ({
      id: row.id,
      at: iso(row.at),
      action: row.action,
      entity: row.entity,
      entityId: row.entityId,
      label: row.label,
      changes: row.changes,
    })),
    rateLimits: rateLimits.map((row, index) => ({
      id: index + 1,
      counter: row.bucket.slice(0, row.bucket.indexOf(':')),
      hits: Number(row.hits),
      windowStart: new Date(Number(row.window_start)).toISOString(),
    })),
  };
  const counts = Object.fromEntries(
    PERSONAL_DATA_KINDS.map((kind) => [kind, kind === 'account' ? (data.account ? 1 : 0) : data[kind].length]),
  ) as Record<PersonalDataKind, number>;
  return {
    data: { ...data, counts },
    identifiers,
    rows: { mails, auditEntries, listingChanges, companies, rateLimits: rateLimits.map((row) => row.bucket) },
  };
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

/** The person's data with the rows and words the erasure works on. */
export type PersonalRecords = Awaited<ReturnType<typeof findPersonalRecords>>;

/** `findPersonalData` with what the erasure needs besides: read it in the erasure's transaction. */
export const findPersonalRecordsForErasure = (db: Database, email: string, transaction: Transaction) =>
  findPersonalRecords(db, email, transaction);

/** The longest label the audit trail keeps. */
const AUDIT_LABEL_MAX = 200;

/**
 * Erases the data under `email` in `transaction`. Enquiries, event registrations and applications
 * keep their rows, dates and states (an event's registration count, the enquiry statistics and an
 * application's decision stay true) but lose who sent them; their spam rows, subscriptions, spam
 * sign-ups, invitations, e-mail changes, rate-limit counters and mails to or about her are deleted. Texts that are
 * kept for what they record besides her (audit entries, listing proposals, a company's listing)
 * lose her name, address, username and phone number. The user account is not deleted here (see the
 * erase route: the audit entry must be written first).
 */
export async function eraseRecords(
  db: Database,
  records: PersonalRecords,
  transaction: Transaction,
): Promise<Record<PersonalDataKind, number>> {
  const { models } = db;
  const { data, identifiers, rows } = records;
  const email = data.email;
  const accountId = data.account?.id ?? null;
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
          reason: row.reason === null ? null : scrubText(row.reason, identifiers),
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
  // A mail a sender holds right now ('sending') keeps its row: deleting it would not stop the
  // transmission, and the sender records the outcome on the row (by id and claim). It loses what
  // names her; a retry then goes to an address that cannot receive mail.
  const mailIds = rows.mails.map((row) => row.id);
  const sending = rows.mails.filter((row) => row.status === 'sending');
  erased.mails = await models.OutboxMail.destroy({
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
    erased.mails += 1;
  }

  // The listing stays the company's: it loses her as its contact, and her name in its texts and
  // their translations.
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
    const translations = await models.ContentTranslation.findAll({
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
    erased.companyContacts += 1;
  }

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
    erased.listingChanges += 1;
  }

  // Who did what and when stays: the action, item, time and a staff author are kept; her name,
  // address and username in the label and the diff become "erased person", and so does she as an
  // entry's author. A refused sign-in to her account (no author) came from her address or an
  // attacker's: it loses the address with her.
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
    erased.auditEntries += 1;
  }

  if (accountId !== null) {
    // What only her account's id links to her. Most of it the foreign keys also clear when the
    // account goes; `resource_files.created_by` has none, so it is done here for all of them.
    await models.AccountToken.destroy({ where: { userId: accountId }, transaction });
    await models.Image.update({ createdBy: null }, { where: { createdBy: accountId }, transaction });
    await models.ResourceFile.update({ createdBy: null }, { where: { createdBy: accountId }, transaction });
  }

  if (rows.rateLimits.length > 0) {
    await db.sequelize.query('DELETE FROM rate_limits WHERE bucket IN (:buckets)', {
      replacements: { buckets: rows.rateLimits },
      transaction,
    });
  }
  erased.rateLimits = rows.rateLimits.length;
  return erased;
}
