import { makeStyles, tokens } from '@fluentui/react-components';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PERSONAL_DATA_KINDS, type PersonalData, type PersonalDataKind } from '../../../shared/personal-data';
import { DateTimeCell, YesNo } from '../kit/page';
import { StackedTable, type StackedColumn } from '../kit/StackedTable';

// What the personal-data look-up found under an address: the counts, and one table per kind of record.

const useStyles = makeStyles({
  counts: { margin: 0, paddingLeft: tokens.spacingHorizontalXL },
  section: { display: 'grid', gap: tokens.spacingVerticalS },
  heading: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  text: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
});

/** A date-time cell, or '—' for none. */
const when = (value: string | null): ReactNode => (value ? <DateTimeCell value={value} /> : '—');
const orDash = (value: string | null): string => value || '—';

/** The counts of the kinds that have any, one line each ("Enquiries: 2"). */
export function CountList({ counts }: { counts: Record<PersonalDataKind, number> }) {
  const { t } = useTranslation('admin');
  const styles = useStyles();
  const kinds = PERSONAL_DATA_KINDS.filter((kind) => counts[kind] > 0);
  return (
    <ul className={styles.counts}>
      {kinds.map((kind) => (
        <li key={kind}>{t('admin:privacy.count', { kind: t(`admin:privacy.kinds.${kind}`), count: counts[kind] })}</li>
      ))}
    </ul>
  );
}

/** One kind of record: its heading with the count, and a table of the rows. */
function KindSection<T extends { id: number }>({
  kind,
  items,
  columns,
}: {
  kind: PersonalDataKind;
  items: readonly T[];
  columns: StackedColumn<T>[];
}) {
  const { t } = useTranslation('admin');
  const styles = useStyles();
  const headingId = useId();
  if (items.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t(`admin:privacy.kinds.${kind}`)} ({items.length})
      </h2>
      <StackedTable labelledBy={headingId} busy={false} minWidth="720px" columns={columns} items={items} />
    </section>
  );
}

/** Everything found under the address, grouped by kind. */
export function Findings({ data }: { data: PersonalData }) {
  const { t } = useTranslation('admin');
  const styles = useStyles();
  const c = (key: string) => t(`admin:privacy.columns.${key}`);
  return (
    <>
      <KindSection
        kind="account"
        items={data.account ? [data.account] : []}
        columns={[
          { key: 'name', header: c('name'), render: (row) => `${row.fullName} (${row.username})` },
          { key: 'role', header: c('role'), width: '9rem', render: (row) => t(`admin:roles.${row.role}`) },
          { key: 'active', header: c('active'), width: '7rem', render: (row) => <YesNo value={row.active} /> },
          { key: 'lastLogin', header: c('lastLogin'), width: '11rem', render: (row) => when(row.lastLoginAt) },
          { key: 'created', header: c('created'), width: '11rem', render: (row) => when(row.createdAt) },
        ]}
      />
      <KindSection
        kind="contacts"
        items={data.contacts}
        columns={[
          { key: 'sent', header: c('sent'), width: '11rem', render: (row) => when(row.submittedAt) },
          { key: 'name', header: c('name'), width: '12rem', render: (row) => row.fullName },
          { key: 'organization', header: c('organization'), width: '12rem', render: (row) => orDash(row.organization) },
          { key: 'message', header: c('message'), render: (row) => <span className={styles.text}>{row.message}</span> },
          { key: 'spam', header: c('spam'), width: '6rem', render: (row) => <YesNo value={row.spam} /> },
        ]}
      />
      <KindSection
        kind="subscriptions"
        items={data.subscriptions}
        columns={[
          { key: 'list', header: c('list'), render: (row) => t(`admin:privacy.lists.${row.list}`) },
          { key: 'consented', header: c('consented'), width: '11rem', render: (row) => when(row.consentedAt) },
          { key: 'confirmed', header: c('confirmed'), width: '11rem', render: (row) => when(row.confirmedAt) },
        ]}
      />
      <KindSection
        kind="registrations"
        items={data.registrations}
        columns={[
          { key: 'event', header: c('event'), render: (row) => row.eventTitle || `#${row.eventId}` },
          { key: 'name', header: c('name'), width: '12rem', render: (row) => row.fullName },
          {
            key: 'status',
            header: c('status'),
            width: '8rem',
            render: (row) => t(`admin:attendees.status.${row.status}`),
          },
          { key: 'registered', header: c('registered'), width: '11rem', render: (row) => when(row.createdAt) },
        ]}
      />
      <KindSection
        kind="applications"
        items={data.applications}
        columns={[
          { key: 'company', header: c('company'), render: (row) => row.companyName },
          { key: 'name', header: c('name'), width: '12rem', render: (row) => row.contactName },
          { key: 'phone', header: c('phone'), width: '10rem', render: (row) => row.contactPhone },
          {
            key: 'status',
            header: c('status'),
            width: '8rem',
            render: (row) => t(`admin:applications.status.${row.status}`),
          },
          { key: 'sent', header: c('sent'), width: '11rem', render: (row) => when(row.createdAt) },
        ]}
      />
      <KindSection
        kind="invitations"
        items={data.invitations}
        columns={[
          { key: 'name', header: c('name'), render: (row) => orDash(row.fullName) },
          { key: 'sent', header: c('sent'), width: '11rem', render: (row) => when(row.createdAt) },
          { key: 'accepted', header: c('accepted'), width: '11rem', render: (row) => when(row.usedAt) },
        ]}
      />
      <KindSection
        kind="emailChanges"
        items={data.emailChanges}
        columns={[
          { key: 'email', header: c('newEmail'), render: (row) => row.email },
          { key: 'account', header: c('account'), width: '10rem', render: (row) => orDash(row.username) },
          { key: 'sent', header: c('sent'), width: '11rem', render: (row) => when(row.createdAt) },
          { key: 'confirmed', header: c('confirmed'), width: '11rem', render: (row) => when(row.usedAt) },
        ]}
      />
      <KindSection
        kind="spamRegistrations"
        items={data.spamRegistrations}
        columns={[
          { key: 'name', header: c('name'), render: (row) => `${row.fullName} (${row.username})` },
          { key: 'sent', header: c('sent'), width: '11rem', render: (row) => when(row.createdAt) },
        ]}
      />
      <KindSection
        kind="mails"
        items={data.mails}
        columns={[
          { key: 'subject', header: c('subject'), render: (row) => row.subject },
          {
            key: 'status',
            header: c('status'),
            width: '8rem',
            render: (row) => t(`admin:outbox.status.${row.status}`),
          },
          { key: 'recipient', header: c('recipient'), width: '14rem', render: (row) => row.toAddress },
          { key: 'queued', header: c('queued'), width: '11rem', render: (row) => when(row.createdAt) },
        ]}
      />
      <KindSection
        kind="companyContacts"
        items={data.companyContacts}
        columns={[
          { key: 'company', header: c('company'), render: (row) => row.name },
          { key: 'name', header: c('name'), width: '12rem', render: (row) => orDash(row.contactName) },
          { key: 'phone', header: c('phone'), width: '10rem', render: (row) => orDash(row.contactPhone) },
        ]}
      />
      <KindSection
        kind="listingChanges"
        items={data.listingChanges}
        columns={[
          {
            key: 'status',
            header: c('status'),
            render: (row) => t(`admin:listingChanges.status.${row.status}`),
          },
          { key: 'sent', header: c('sent'), width: '11rem', render: (row) => when(row.createdAt) },
        ]}
      />
      <KindSection
        kind="auditEntries"
        items={data.auditEntries}
        columns={[
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
          { key: 'label', header: c('label'), render: (row) => <span className={styles.text}>{row.label}</span> },
        ]}
      />
      <KindSection
        kind="rateLimits"
        items={data.rateLimits}
        columns={[
          { key: 'counter', header: c('counter'), render: (row) => row.counter },
          { key: 'hits', header: c('hits'), width: '6rem', render: (row) => String(row.hits) },
          { key: 'since', header: c('since'), width: '11rem', render: (row) => when(row.windowStart) },
        ]}
      />
    </>
  );
}
