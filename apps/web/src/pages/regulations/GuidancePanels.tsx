import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { InfoCard } from '../../components/Blocks';
import { CardGrid } from '../../components/Page';
import { PanelHeading, PanelText } from '../../components/TabbedPanel';
import { COMPLIANCE_SECTORS, CUSTOMS_DOCUMENTS, DUE_DILIGENCE_RULES, OVERVIEW_TOPICS, TARIFF_ROWS } from './structure';

// The tabs of guidance that is the site's own (texts in the locale files, figures in ./structure);
// the agreements tab, which staff keep, is ./AgreementsPanel.

const useStyles = makeStyles({
  small: { margin: 0, color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  tableWrap: {
    overflowX: 'auto',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  table: {
    width: '100%',
    borderCollapse: 'collapse',
    fontSize: tokens.fontSizeBase300,
    '& th, & td': {
      padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
      borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
      textAlign: 'left',
      verticalAlign: 'top',
    },
    '& thead th': { backgroundColor: tokens.colorNeutralBackground3, fontWeight: tokens.fontWeightSemibold },
    '& tbody th': { fontWeight: tokens.fontWeightSemibold },
    // Rates line up on the right; the attribute outranks the cell rule above.
    '& [data-numeric]': { textAlign: 'right', whiteSpace: 'nowrap' },
  },
  caption: {
    captionSide: 'top',
    textAlign: 'left',
    padding: tokens.spacingHorizontalM,
    fontWeight: tokens.fontWeightSemibold,
  },
  nowrap: { whiteSpace: 'nowrap' },
});

export function OverviewPanel() {
  const { t } = useTranslation(['regulations', 'common']);
  const styles = useStyles();
  return (
    <>
      <PanelHeading>{t('regulations:overview.title')}</PanelHeading>
      <PanelText>{t('regulations:overview.p1')}</PanelText>
      <PanelText>{t('regulations:overview.p2')}</PanelText>
      <PanelHeading>{t('regulations:overview.topicsTitle')}</PanelHeading>
      <CardGrid>
        {OVERVIEW_TOPICS.map((topic) => (
          <InfoCard
            key={topic}
            title={t(`regulations:overview.topics.${topic}.title`)}
            text={t(`regulations:overview.topics.${topic}.text`)}
          />
        ))}
      </CardGrid>
      <p className={styles.small}>{t('regulations:disclaimer')}</p>
    </>
  );
}

export function TariffsPanel() {
  const { t, i18n } = useTranslation(['regulations', 'common']);
  const styles = useStyles();
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 });
  const rate = (value: number) => percent.format(value / 100);
  return (
    <>
      <PanelHeading>{t('regulations:tariffs.title')}</PanelHeading>
      <PanelText>{t('regulations:tariffs.intro')}</PanelText>
      <div className={styles.tableWrap}>
        <table className={styles.table} data-testid="tariff-table">
          <caption className={styles.caption}>{t('regulations:tariffs.table.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('regulations:tariffs.table.product')}</th>
              <th scope="col">{t('regulations:tariffs.table.hsCode')}</th>
              <th scope="col" data-numeric>
                {t('regulations:tariffs.table.euMfn')}
              </th>
              <th scope="col" data-numeric>
                {t('regulations:tariffs.table.euPreferential')}
              </th>
              <th scope="col" data-numeric>
                {t('regulations:tariffs.table.mercosurCet')}
              </th>
            </tr>
          </thead>
          <tbody>
            {TARIFF_ROWS.map((row) => (
              <tr key={row.id}>
                <th scope="row">{t(`regulations:tariffs.rows.${row.id}`)}</th>
                <td className={styles.nowrap}>{row.hsCode}</td>
                <td data-numeric>{rate(row.euMfn)}</td>
                <td data-numeric>{rate(row.euPreferential)}</td>
                <td data-numeric>{rate(row.mercosurCet)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className={styles.small}>{t('regulations:tariffs.table.footnote')}</p>
      <PanelHeading>{t('regulations:tariffs.documentsTitle')}</PanelHeading>
      <CardGrid>
        {CUSTOMS_DOCUMENTS.map((doc) => (
          <InfoCard
            key={doc}
            title={t(`regulations:tariffs.documents.${doc}.title`)}
            text={t(`regulations:tariffs.documents.${doc}.text`)}
          />
        ))}
      </CardGrid>
    </>
  );
}

export function CompliancePanel() {
  const { t } = useTranslation(['regulations', 'common']);
  const styles = useStyles();
  return (
    <>
      <PanelHeading>{t('regulations:compliance.title')}</PanelHeading>
      <PanelText>{t('regulations:compliance.intro')}</PanelText>
      <div className={styles.tableWrap}>
        <table className={styles.table} data-testid="compliance-table">
          <caption className={styles.caption}>{t('regulations:compliance.table.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('regulations:compliance.table.sector')}</th>
              <th scope="col">{t('regulations:compliance.table.requirements')}</th>
              <th scope="col">{t('regulations:compliance.table.certification')}</th>
              <th scope="col">{t('regulations:compliance.table.leadTime')}</th>
            </tr>
          </thead>
          <tbody>
            {COMPLIANCE_SECTORS.map((sector) => (
              <tr key={sector.id}>
                <th scope="row">{t(`regulations:compliance.sectors.${sector.id}.name`)}</th>
                <td>{t(`regulations:compliance.sectors.${sector.id}.requirements`)}</td>
                <td>{t(`regulations:compliance.sectors.${sector.id}.certification`)}</td>
                <td className={styles.nowrap}>
                  {t('regulations:compliance.table.weeks', {
                    min: sector.leadTimeWeeks[0],
                    max: sector.leadTimeWeeks[1],
                  })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <PanelHeading>{t('regulations:compliance.dueDiligence.title')}</PanelHeading>
      <PanelText>{t('regulations:compliance.dueDiligence.intro')}</PanelText>
      <CardGrid>
        {DUE_DILIGENCE_RULES.map((rule) => (
          <InfoCard
            key={rule}
            title={t(`regulations:compliance.dueDiligence.items.${rule}.title`)}
            text={t(`regulations:compliance.dueDiligence.items.${rule}.text`)}
          />
        ))}
      </CardGrid>
      <p className={styles.small}>{t('regulations:disclaimer')}</p>
    </>
  );
}
