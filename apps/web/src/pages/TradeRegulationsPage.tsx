import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { PageHero, Section, usePage } from '../components/Page';
import { TabbedSection } from '../components/TabbedSection';
import { Island } from '../islands/Island';
import { usePageData } from '../page-data';
import { AgreementsPanel } from './regulations/AgreementsPanel';
import { CompliancePanel, OverviewPanel, TariffsPanel } from './regulations/GuidancePanels';
import { RegulatoryLog } from './regulations/RegulatoryLog';
import { REGULATION_TABS } from './regulations/structure';

const useStyles = makeStyles({
  band: { backgroundColor: tokens.colorNeutralBackground2 },
});

/**
 * Trade regulations: four tabs of guidance (the trade agreements and the rows of the tariff and
 * compliance tables staff keep), the regulatory updates log and the Regulatory Updates sign-up.
 */
export function TradeRegulationsPage() {
  const { t } = useTranslation(['regulations', 'common']);
  const { agreements = [], regulatoryUpdates = [], tariffs = [], complianceSectors = [] } = usePageData();
  usePage('regulations');
  return (
    <>
      <PageHero title={t('regulations:hero.title')} text={t('regulations:hero.text')} />
      <TabbedSection
        idPrefix="regulation-tab"
        label={t('regulations:tabs.label')}
        tabs={REGULATION_TABS}
        tabLabel={(value) => t(`regulations:tabs.${value}`)}
        panels={{
          overview: <OverviewPanel />,
          tariffs: <TariffsPanel tariffs={tariffs} />,
          agreements: <AgreementsPanel agreements={agreements} />,
          compliance: <CompliancePanel sectors={complianceSectors} />,
        }}
      />
      <RegulatoryLog updates={regulatoryUpdates} />
      <RegulatoryUpdates />
    </>
  );
}

/** The Regulatory Updates sign-up: an e-mail address and the region of interest. */
function RegulatoryUpdates() {
  const { t } = useTranslation(['regulations', 'common']);
  const styles = useStyles();
  return (
    <Section
      id="regulatory-updates"
      className={styles.band}
      title={t('regulations:updates.title')}
      intro={t('regulations:updates.text')}
    >
      <Island
        name="SubscribeForm"
        props={{
          list: 'regulatory-updates',
          label: t('regulations:updates.title'),
          emailLabel: t('regulations:updates.email'),
          regionLabel: t('regulations:updates.region'),
          submitLabel: t('regulations:updates.submit'),
        }}
      />
    </Section>
  );
}
