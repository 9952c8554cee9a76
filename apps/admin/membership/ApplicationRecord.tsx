import { Badge, Link, Spinner } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '../../../shared/entities';
import type { MembershipApplication, RelatedApplication } from '../../../shared/membership';
import { can } from '../../../shared/roles';
import { ButtonLink } from '../../ui/button-link';
import { formatDate } from '../../ui/dates';
import { DATE_TIME_FORMAT, Detail } from '../kit/page';
import { useCurrentUser } from '../session';
import { useApplicationStyles } from './application-styles';
import { STATUS_BADGES, countryName, historyActor, isDecided, memberSearchPath } from './applications';

/** A moment in the details: its date and time in the admin's language. */
function Moment({ value }: { value: string }) {
  return <time dateTime={value}>{formatDate(value, DATE_TIME_FORMAT)}</time>;
}

/** Where an application stands, as a badge. */
export function ApplicationStatusBadge({ status }: { status: MembershipApplication['status'] }) {
  const { t } = useTranslation('admin');
  return <Badge {...STATUS_BADGES[status]}>{t(`admin:applications.status.${status}`)}</Badge>;
}

/** The application as the applicant sent it (every field, the message) and, once decided, the decision. */
export function ApplicationRecord({ application: current }: { application: MembershipApplication }) {
  const { t, i18n } = useTranslation(['admin', 'common']);
  const styles = useApplicationStyles();
  const role = useCurrentUser().data?.role;
  const country = countryName(current.country, i18n.language) ?? t('admin:applications.otherCountry');
  const notGiven = <span className={styles.muted}>{t('admin:applications.notGiven')}</span>;
  return (
    <>
      <dl className={styles.details}>
        <Detail term={t('admin:applications.fields.status')}>
          <ApplicationStatusBadge status={current.status} />
        </Detail>
        <Detail term={t('admin:applications.fields.received')}>
          <Moment value={current.createdAt} />
        </Detail>
        <Detail term={t('admin:applications.fields.company')}>{current.companyName}</Detail>
        <Detail term={t('admin:applications.fields.organisationNumber')}>{current.organisationNumber}</Detail>
        <Detail term={t('admin:applications.fields.country')}>{country}</Detail>
        <Detail term={t('admin:applications.fields.region')}>{t(`common:regions.${current.region}`)}</Detail>
        <Detail term={t('admin:applications.fields.industry')}>{t(`common:industries.${current.industry}`)}</Detail>
        <Detail term={t('admin:applications.fields.size')}>{t(`admin:applications.sizes.${current.size}`)}</Detail>
        <Detail term={t('admin:applications.fields.website')}>
          {current.companyWebsite ? (
            <Link href={current.companyWebsite} target="_blank" rel="noopener noreferrer">
              {current.companyWebsite}
            </Link>
          ) : (
            notGiven
          )}
        </Detail>
        <Detail term={t('admin:applications.fields.contactName')}>{current.contactName}</Detail>
        <Detail term={t('admin:applications.fields.contactEmail')}>
          <Link href={`mailto:${current.contactEmail}`}>{current.contactEmail}</Link>
        </Detail>
        <Detail term={t('admin:applications.fields.contactPhone')}>
          <Link href={`tel:${current.contactPhone.replace(/[^+\d]/g, '')}`}>{current.contactPhone}</Link>
        </Detail>
        <Detail term={t('admin:applications.fields.language')}>{t(`common:languages.${current.language}`)}</Detail>
      </dl>
      <h3 className={styles.heading}>{t('admin:applications.fields.message')}</h3>
      {current.message ? (
        <p className={styles.text}>{current.message}</p>
      ) : (
        <p className={styles.muted}>{t('admin:applications.noMessage')}</p>
      )}
      {isDecided(current.status) ? (
        <>
          <h3 className={styles.heading}>{t('admin:applications.decision')}</h3>
          <dl className={styles.details}>
            <Detail term={t('admin:applications.fields.status')}>
              <ApplicationStatusBadge status={current.status} />
            </Detail>
            <Detail term={t('admin:applications.fields.decidedBy')}>
              {current.decidedBy?.fullName ?? t('admin:applications.unknownUser')}
            </Detail>
            <Detail term={t('admin:applications.fields.decidedAt')}>
              {current.decidedAt ? <Moment value={current.decidedAt} /> : notGiven}
            </Detail>
            {current.status === 'rejected' ? (
              <Detail term={t('admin:applications.fields.reason')}>
                {current.reason ? <span className={styles.text}>{current.reason}</span> : notGiven}
              </Detail>
            ) : null}
            {current.status === 'approved' && current.memberId !== null && can(role, 'content:manage') ? (
              <Detail term={t('admin:applications.fields.member')}>
                <ButtonLink to={memberSearchPath(current.companyName)} appearance="secondary" size="small">
                  {t('admin:applications.openMember')}
                </ButtonLink>
              </Detail>
            ) : null}
          </dl>
        </>
      ) : null}
    </>
  );
}

/**
 * The other applications with the same organisation number or e-mail address (a second one is
 * accepted like a first: staff tell them apart here), each opening in this dialog.
 */
export function RelatedApplications({
  related,
  onOpen,
}: {
  related: RelatedApplication[] | undefined;
  onOpen: (id: number) => void;
}) {
  const { t } = useTranslation('admin');
  const styles = useApplicationStyles();
  if (!related || related.length === 0) return null;
  return (
    <>
      <h3 className={styles.heading}>{t('admin:applications.related.title')}</h3>
      <ul className={styles.history} data-testid="related-applications">
        {related.map((other) => (
          <li key={other.id} className={styles.historyEntry}>
            <span>
              <Link as="button" onClick={() => onOpen(other.id)}>
                {other.companyName}
              </Link>{' '}
              <ApplicationStatusBadge status={other.status} />{' '}
              {other.same.map((field) => t(`admin:applications.related.${field}`)).join(' · ')}
            </span>
            <span className={styles.historyTime}>
              <Moment value={other.createdAt} />
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}

/** The history: each entry worded as in the dashboard's activity, oldest first, with its moment. */
export function ApplicationHistory({
  application,
  history,
  state,
}: {
  application: MembershipApplication;
  history: AuditEntry[] | undefined;
  state: 'pending' | 'error' | 'success';
}) {
  const { t } = useTranslation('admin');
  const styles = useApplicationStyles();
  let content: ReactNode;
  if (history) {
    content =
      history.length === 0 ? (
        <p className={styles.muted}>{t('admin:applications.historyEmpty')}</p>
      ) : (
        <ol className={styles.history}>
          {history.map((entry) => {
            const user = historyActor(entry, application) ?? t('admin:activity.someone');
            return (
              <li key={entry.id} className={styles.historyEntry}>
                <span>
                  {t([`admin:activity.${entry.entity}.${entry.action}`, 'admin:activity.fallback'], { user })}
                </span>
                <span className={styles.historyTime}>
                  <Moment value={entry.at} />
                </span>
              </li>
            );
          })}
        </ol>
      );
  } else if (state === 'error') {
    content = (
      <p className={styles.muted} role="alert">
        {t('admin:common.loadFailed')}
      </p>
    );
  } else {
    content = <Spinner size="tiny" label={t('admin:common.loading')} />;
  }
  return (
    <>
      <h3 className={styles.heading}>{t('admin:applications.history')}</h3>
      {content}
    </>
  );
}
