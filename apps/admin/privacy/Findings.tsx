import { makeStyles, tokens } from '@fluentui/react-components';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PERSONAL_DATA_KINDS, type PersonalData, type PersonalDataKind } from '../../../shared/personal-data';
import { StackedTable, type StackedColumn } from '../kit/StackedTable';
import {
  accountColumns,
  applicationColumns,
  auditEntryColumns,
  companyContactColumns,
  contactColumns,
  emailChangeColumns,
  invitationColumns,
  listingChangeColumns,
  mailColumns,
  rateLimitColumns,
  registrationColumns,
  spamRegistrationColumns,
  subscriptionColumns,
  type ColumnTexts,
} from './finding-columns';

// What the personal-data look-up found under an address: the counts, and one table per kind of record.

const useStyles = makeStyles({
  counts: { margin: 0, paddingLeft: tokens.spacingHorizontalXL },
  section: { display: 'grid', gap: tokens.spacingVerticalS },
  heading: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  text: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
});

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
  const texts: ColumnTexts = { t, c: (key) => t(`admin:privacy.columns.${key}`), textClass: styles.text };
  return (
    <>
      <KindSection kind="account" items={data.account ? [data.account] : []} columns={accountColumns(texts)} />
      <KindSection kind="contacts" items={data.contacts} columns={contactColumns(texts)} />
      <KindSection kind="subscriptions" items={data.subscriptions} columns={subscriptionColumns(texts)} />
      <KindSection kind="registrations" items={data.registrations} columns={registrationColumns(texts)} />
      <KindSection kind="applications" items={data.applications} columns={applicationColumns(texts)} />
      <KindSection kind="invitations" items={data.invitations} columns={invitationColumns(texts)} />
      <KindSection kind="emailChanges" items={data.emailChanges} columns={emailChangeColumns(texts)} />
      <KindSection kind="spamRegistrations" items={data.spamRegistrations} columns={spamRegistrationColumns(texts)} />
      <KindSection kind="mails" items={data.mails} columns={mailColumns(texts)} />
      <KindSection kind="companyContacts" items={data.companyContacts} columns={companyContactColumns(texts)} />
      <KindSection kind="listingChanges" items={data.listingChanges} columns={listingChangeColumns(texts)} />
      <KindSection kind="auditEntries" items={data.auditEntries} columns={auditEntryColumns(texts)} />
      <KindSection kind="rateLimits" items={data.rateLimits} columns={rateLimitColumns(texts)} />
    </>
  );
}
