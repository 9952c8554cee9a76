import type { Transaction } from 'sequelize';
import { PERSONAL_DATA_KINDS, type PersonalData, type PersonalDataKind } from '../../shared/personal-data';
import type { Database } from '../db';
import { presentPersonalData } from '../presenters/personal-data';
import { findPersonRows } from './finding';

/*
 * A person's data, found by e-mail address: what the staff's look-up shows, what the export file
 * holds and what an erasure removes or anonymises (the routes are in server/routes/personal-data,
 * the erasure in ./erase-records.ts).
 */

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

const counted = (kind: PersonalDataKind, count: number) => `${count} ${KIND_NAMES[kind][count === 1 ? 0 : 1]}`;

/** "2 enquiries, 1 event registration" (the kinds with any), or "nothing". */
export function countsText(counts: Record<PersonalDataKind, number>): string {
  const parts = PERSONAL_DATA_KINDS.filter((kind) => counts[kind] > 0).map((kind) => counted(kind, counts[kind]));
  return parts.length ? parts.join(', ') : 'nothing';
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
  const rows = await findPersonRows(db, email, transaction);
  return {
    data: presentPersonalData(email, rows),
    identifiers: rows.identifiers,
    rows: {
      mails: rows.mails,
      auditEntries: rows.auditEntries,
      listingChanges: rows.listingChanges,
      companies: rows.companies,
      rateLimits: rows.rateLimits.map((row) => row.bucket),
    },
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
