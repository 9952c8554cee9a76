import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { PersonalData } from '../../../shared/personal-data';
import { DateTimeCell, YesNo } from '../kit/page';
import type { StackedColumn } from '../kit/StackedTable';

// The columns of each kind of record the personal-data look-up finds, one function per kind.

/** What every kind's columns are written with: the texts, the column headers, the class of free text. */
export interface ColumnTexts {
  t: TFunction;
  /** A column's header. */
  c: (key: string) => string;
  /** Free text (a message, a label) kept with its line breaks and wrapped anywhere. */
  textClass: string;
}

type Row<K extends keyof PersonalData> =
  NonNullable<PersonalData[K]> extends readonly (infer R)[] ? R : NonNullable<PersonalData[K]>;
type Columns<K extends keyof PersonalData> = StackedColumn<Row<K>>[];

/** A date-time cell, or '—' for none. */
const when = (value: string | null): ReactNode => (value ? <DateTimeCell value={value} /> : '—');
const orDash = (value: string | null): string => value || '—';

export const accountColumns = ({ t, c }: ColumnTexts): Columns<'account'> => [
  { key: 'name', header: c('name'), render: (row) => `${row.fullName} (${row.username})` },
  { key: 'role', header: c('role'), width: '9rem', render: (row) => t(`admin:roles.${row.role}`) },
  { key: 'active', header: c('active'), width: '7rem', render: (row) => <YesNo value={row.active} /> },
  { key: 'lastLogin', header: c('lastLogin'), width: '11rem', render: (row) => when(row.lastLoginAt) },
  { key: 'created', header: c('created'), width: '11rem', render: (row) => when(row.createdAt) },
];

export const contactColumns = ({ c, textClass }: ColumnTexts): Columns<'contacts'> => [
  { key: 'sent', header: c('sent'), width: '11rem', render: (row) => when(row.submittedAt) },
  { key: 'name', header: c('name'), width: '12rem', render: (row) => row.fullName },
  { key: 'organization', header: c('organization'), width: '12rem', render: (row) => orDash(row.organization) },
  { key: 'message', header: c('message'), render: (row) => <span className={textClass}>{row.message}</span> },
  { key: 'spam', header: c('spam'), width: '6rem', render: (row) => <YesNo value={row.spam} /> },
];

export const subscriptionColumns = ({ t, c }: ColumnTexts): Columns<'subscriptions'> => [
  { key: 'list', header: c('list'), render: (row) => t(`admin:privacy.lists.${row.list}`) },
  { key: 'consented', header: c('consented'), width: '11rem', render: (row) => when(row.consentedAt) },
  { key: 'confirmed', header: c('confirmed'), width: '11rem', render: (row) => when(row.confirmedAt) },
];

export const registrationColumns = ({ t, c }: ColumnTexts): Columns<'registrations'> => [
  { key: 'event', header: c('event'), render: (row) => row.eventTitle || `#${row.eventId}` },
  { key: 'name', header: c('name'), width: '12rem', render: (row) => row.fullName },
  { key: 'status', header: c('status'), width: '8rem', render: (row) => t(`admin:attendees.status.${row.status}`) },
  { key: 'registered', header: c('registered'), width: '11rem', render: (row) => when(row.createdAt) },
];

export const applicationColumns = ({ t, c }: ColumnTexts): Columns<'applications'> => [
  { key: 'company', header: c('company'), render: (row) => row.companyName },
  { key: 'name', header: c('name'), width: '12rem', render: (row) => row.contactName },
  { key: 'phone', header: c('phone'), width: '10rem', render: (row) => row.contactPhone },
  { key: 'status', header: c('status'), width: '8rem', render: (row) => t(`admin:applications.status.${row.status}`) },
  { key: 'sent', header: c('sent'), width: '11rem', render: (row) => when(row.createdAt) },
];

export const invitationColumns = ({ c }: ColumnTexts): Columns<'invitations'> => [
  { key: 'name', header: c('name'), render: (row) => orDash(row.fullName) },
  { key: 'sent', header: c('sent'), width: '11rem', render: (row) => when(row.createdAt) },
  { key: 'accepted', header: c('accepted'), width: '11rem', render: (row) => when(row.usedAt) },
];

export const emailChangeColumns = ({ c }: ColumnTexts): Columns<'emailChanges'> => [
  { key: 'email', header: c('newEmail'), render: (row) => row.email },
  { key: 'account', header: c('account'), width: '10rem', render: (row) => orDash(row.username) },
  { key: 'sent', header: c('sent'), width: '11rem', render: (row) => when(row.createdAt) },
  { key: 'confirmed', header: c('confirmed'), width: '11rem', render: (row) => when(row.usedAt) },
];

export const spamRegistrationColumns = ({ c }: ColumnTexts): Columns<'spamRegistrations'> => [
  { key: 'name', header: c('name'), render: (row) => `${row.fullName} (${row.username})` },
  { key: 'sent', header: c('sent'), width: '11rem', render: (row) => when(row.createdAt) },
];

export const mailColumns = ({ t, c }: ColumnTexts): Columns<'mails'> => [
  { key: 'subject', header: c('subject'), render: (row) => row.subject },
  { key: 'status', header: c('status'), width: '8rem', render: (row) => t(`admin:outbox.status.${row.status}`) },
  { key: 'recipient', header: c('recipient'), width: '14rem', render: (row) => row.toAddress },
  { key: 'queued', header: c('queued'), width: '11rem', render: (row) => when(row.createdAt) },
];

export const companyContactColumns = ({ c }: ColumnTexts): Columns<'companyContacts'> => [
  { key: 'company', header: c('company'), render: (row) => row.name },
  { key: 'name', header: c('name'), width: '12rem', render: (row) => orDash(row.contactName) },
  { key: 'phone', header: c('phone'), width: '10rem', render: (row) => orDash(row.contactPhone) },
];

export const listingChangeColumns = ({ t, c }: ColumnTexts): Columns<'listingChanges'> => [
  { key: 'status', header: c('status'), render: (row) => t(`admin:listingChanges.status.${row.status}`) },
  { key: 'sent', header: c('sent'), width: '11rem', render: (row) => when(row.createdAt) },
];

export const auditEntryColumns = ({ t, c, textClass }: ColumnTexts): Columns<'auditEntries'> => [
  { key: 'when', header: c('when'), width: '11rem', render: (row) => when(row.at) },
  {
    key: 'what',
    header: c('what'),
    width: '14rem',
    render: (row) =>
      `${t(`admin:activityLog.entities.${row.entity}`, { defaultValue: row.entity })}: ${t(
        `admin:activityLog.actions.${row.action}`,
        { defaultValue: row.action },
      )}`,
  },
  { key: 'label', header: c('label'), render: (row) => <span className={textClass}>{row.label}</span> },
];

export const rateLimitColumns = ({ c }: ColumnTexts): Columns<'rateLimits'> => [
  { key: 'counter', header: c('counter'), render: (row) => row.counter },
  { key: 'hits', header: c('hits'), width: '6rem', render: (row) => String(row.hits) },
  { key: 'since', header: c('since'), width: '11rem', render: (row) => when(row.windowStart) },
];
