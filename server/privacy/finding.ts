import { Op, QueryTypes, col, fn, where, type Transaction, type WhereOptions } from 'sequelize';
import type { Database } from '../db';
import { loginAccountKeyEnd, normaliseUsername, resetAccountKey } from '../rate-limit';
import { identifiersOf, mayMention, mentions } from './mentions';

/*
 * Where a person's rows are: first those stored under her address or her account, then, by every
 * name, address, username and phone number those rows hold of hers, the rows that name her.
 */

/** Rows whose address `column` is `email` in any letter case (`email` is already lower case). */
export const byAddress = (column: string, email: string): WhereOptions => where(fn('lower', col(column)), email);

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

/**
 * The e-mail changes to `email` (a pending one names an address not yet the account's) and those of
 * the account `accountId` found under it (their new addresses are that person's too).
 */
export function emailChangesWhere(email: string, accountId: number | null): WhereOptions {
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

/** The rows stored under her address, and under her account when she has one. */
async function findStoredUnder(db: Database, email: string, transaction?: Transaction) {
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
  return {
    account,
    contacts,
    subscriptions,
    registrations,
    applications,
    invitations,
    spamRegistrations,
    emailChanges,
    usernameById,
    ownEntries,
  };
}

type StoredRows = Awaited<ReturnType<typeof findStoredUnder>>;

/** What names her in those rows: her address, names, username and phone numbers, former ones too. */
function identifiersIn(email: string, stored: StoredRows): string[] {
  const { account, ownEntries, contacts, registrations, applications, invitations, emailChanges, spamRegistrations } =
    stored;
  const formerValues = ownEntries
    .filter((entry) => entry.entity === 'user' && entry.entityId === account?.id)
    .flatMap((entry) =>
      Object.entries(entry.changes ?? {})
        .filter(([field]) => ACCOUNT_FIELDS.includes(field))
        .flatMap(([, values]) => values.filter((value): value is string => typeof value === 'string')),
    );
  return identifiersOf([
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
}

/** The rows kept for what they record besides her that name her or her account, and her events. */
async function findNaming(
  db: Database,
  email: string,
  stored: StoredRows,
  identifiers: string[],
  transaction?: Transaction,
) {
  const { models } = db;
  const options = transaction ? { transaction } : {};
  const { account, ownEntries, registrations } = stored;
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
  return { mails, auditEntries, listingChanges, companies, rateLimits, eventById };
}

/** Every row of the person stored under `email` (lower case) or naming her, and the words that name her. */
export async function findPersonRows(db: Database, email: string, transaction?: Transaction) {
  const stored = await findStoredUnder(db, email, transaction);
  const identifiers = identifiersIn(email, stored);
  return { ...stored, ...(await findNaming(db, email, stored, identifiers, transaction)), identifiers };
}

export type PersonRows = Awaited<ReturnType<typeof findPersonRows>>;
