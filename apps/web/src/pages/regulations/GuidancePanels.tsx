import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { ComplianceSector, TariffRow } from '../../../../../shared/resources';
import { InfoCard } from '../../components/Blocks';
import { useTextLanguage } from '../../components/ContentLanguage';
import { CardGrid } from '../../components/Page';
import { PanelHeading, PanelText } from '../../components/TabbedPanel';
import { CUSTOMS_DOCUMENTS, DUE_DILIGENCE_RULES, OVERVIEW_TOPICS } from './structure';

// The tabs of guidance: their texts are the site's own (in the locale files), the rows of their tables
// are kept by staff and given by the page (a tab panel is rendered apart from the page). The agreements
// tab is ./AgreementsPanel.

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

/** The tariffs tab: the tariff table (none without rows) and the documents of a shipment. */
export function TariffsPanel({ tariffs }: { tariffs: TariffRow[] }) {
  const { t } = useTranslation(['regulations', 'common']);
  return (
    <>
      <PanelHeading>{t('regulations:tariffs.title')}</PanelHeading>
      <PanelText>{t('regulations:tariffs.intro')}</PanelText>
      {tariffs.length ? <TariffTable tariffs={tariffs} /> : null}
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

/** The tariff rows in staff's order, with the footnote on the preferential rate. */
function TariffTable({ tariffs }: { tariffs: TariffRow[] }) {
  const { t, i18n } = useTranslation(['regulations', 'common']);
  const styles = useStyles();
  // Shown as staff entered them: duties have at most two decimals.
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 2 });
  const rate = (value: number) => percent.format(value / 100);
  return (
    <>
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
            {tariffs.map((row) => (
              <TariffTableRow key={row.id} row={row} rate={rate} />
            ))}
          </tbody>
        </table>
      </div>
      <p className={styles.small}>{t('regulations:tariffs.table.footnote')}</p>
    </>
  );
}

function TariffTableRow({ row, rate }: { row: TariffRow; rate: (value: number) => string }) {
  const styles = useStyles();
  const lang = useTextLanguage(row);
  return (
    <tr>
      <th scope="row" lang={lang}>
        {row.title}
      </th>
      <td className={styles.nowrap}>{row.hsCode}</td>
      <td data-numeric>{rate(row.euMfn)}</td>
      <td data-numeric>{rate(row.euPreferential)}</td>
      <td data-numeric>{rate(row.mercosurCet)}</td>
    </tr>
  );
}

/** The compliance tab: the sector table (none without rows) and the due-diligence rules. */
export function CompliancePanel({ sectors }: { sectors: ComplianceSector[] }) {
  const { t } = useTranslation(['regulations', 'common']);
  const styles = useStyles();
  return (
    <>
      <PanelHeading>{t('regulations:compliance.title')}</PanelHeading>
      <PanelText>{t('regulations:compliance.intro')}</PanelText>
      {sectors.length ? <ComplianceTable sectors={sectors} /> : null}
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

/** The sectors in staff's order. */
function ComplianceTable({ sectors }: { sectors: ComplianceSector[] }) {
  const { t } = useTranslation(['regulations', 'common']);
  const styles = useStyles();
  return (
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
          {sectors.map((sector) => (
            <ComplianceTableRow key={sector.id} sector={sector} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ComplianceTableRow({ sector }: { sector: ComplianceSector }) {
  const { t } = useTranslation(['regulations', 'common']);
  const styles = useStyles();
  const lang = useTextLanguage(sector);
  return (
    <tr>
      <th scope="row" lang={lang}>
        {sector.title}
      </th>
      <td lang={lang}>{sector.requirements}</td>
      <td lang={lang}>{sector.certification}</td>
      <td className={styles.nowrap}>
        {t('regulations:compliance.table.weeks', { min: sector.leadTimeMinWeeks, max: sector.leadTimeMaxWeeks })}
      </td>
    </tr>
  );
}
