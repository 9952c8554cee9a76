import { MessageBar, MessageBarBody, MessageBarTitle, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../ui/api';
import { useMyCompany } from '../queries/company';
import { ScreenHeader, useAdminPageMeta } from '../kit/page';
import { CompanyStatus, ProposalStatus } from './CompanyStatus';
import { ListingForm } from './ListingForm';
import { Representatives } from './Representatives';

const useStyles = makeStyles({
  section: {
    display: 'grid',
    gap: tokens.spacingVerticalM,
    marginBottom: tokens.spacingVerticalXXL,
  },
  heading: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  state: { display: 'grid', justifyItems: 'center', padding: `${tokens.spacingVerticalXXXL} 0` },
});

/** A part of the screen under its h2, named by it. */
function Section({ title, id, children }: { title: string; id?: string; children: ReactNode }) {
  const styles = useStyles();
  const ownId = useId();
  const headingId = id ?? ownId;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * /admin/company (member representatives; where they land after signing in): the company's state
 * in the directory and the switch to hide it, the latest proposed change, the listing form (changes
 * wait for the chamber's review) and the representatives, with "Invite a colleague".
 */
export function CompanyScreen() {
  const { t } = useTranslation('admin');
  const styles = useStyles();
  const representativesId = useId();
  const query = useMyCompany();
  const company = query.data;
  useAdminPageMeta(company?.name ?? t('admin:company.title'), t('admin:company.description'));

  if (!company) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <>
        <ScreenHeader title={t('admin:company.title')} />
        {query.isError ? (
          <MessageBar intent="error" layout="multiline">
            <MessageBarBody>
              <MessageBarTitle>{missing ? t('admin:company.missingTitle') : t('admin:common.error')}</MessageBarTitle>
              {missing ? t('admin:company.missingText') : t('admin:common.loadFailed')}
            </MessageBarBody>
          </MessageBar>
        ) : (
          <div className={styles.state}>
            <Spinner label={t('admin:common.loading')} />
          </div>
        )}
      </>
    );
  }

  return (
    <>
      <ScreenHeader title={company.name} description={t('admin:company.description')} />
      <Section title={t('admin:company.statusHeading')}>
        <CompanyStatus company={company} />
      </Section>
      <Section title={t('admin:company.listingHeading')}>
        <ProposalStatus change={company.latestChange} />
        <ListingForm company={company} />
      </Section>
      <Section title={t('admin:company.representativesHeading')} id={representativesId}>
        <Representatives company={company} headingId={representativesId} />
      </Section>
    </>
  );
}
