import { Badge, Card, makeStyles, mergeClasses, tokens, type BadgeProps } from '@fluentui/react-components';
import { CalendarRegular } from '@fluentui/react-icons';
import { parseISO } from 'date-fns';
import { useTranslation } from 'react-i18next';
import { REGIONS, type Region } from '../../../../shared/entities';
import type { AgreementStatus, RegulatoryUpdate, TradeAgreement } from '../../../../shared/resources';
import { formatCardDate } from '../../../ui/dates';
import { InfoCard } from '../components/Blocks';
import { EnglishOnlyNote, useTextLanguage } from '../components/ContentLanguage';
import { CardTitle } from '../components/DocumentCard';
import { CardGrid, PageHero, Section, usePage } from '../components/Page';
import { SiteLink } from '../components/SiteLink';
import { EmptyState } from '../components/States';
import { Island } from '../islands/Island';
import { PanelHeading, PanelText, TabbedSection } from '../components/TabbedPanel';
import { usePageQuery } from '../page-context';
import { usePageData } from '../page-data';
import {
  COMPLIANCE_SECTORS,
  CUSTOMS_DOCUMENTS,
  DUE_DILIGENCE_RULES,
  OVERVIEW_TOPICS,
  REGULATION_TABS,
  TARIFF_ROWS,
} from './regulations/structure';

/** Badge colour of each agreement status. */
const STATUS_COLORS: Record<AgreementStatus, BadgeProps['color']> = {
  'in-force': 'success',
  'pending-ratification': 'warning',
  'concluded-not-in-force': 'informative',
  various: 'subtle',
};

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, height: '100%' },
  small: { margin: 0, color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  text: { margin: 0, color: tokens.colorNeutralForeground2, lineHeight: tokens.lineHeightBase400 },
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
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalXL, display: 'grid', gap: tokens.spacingVerticalS },
  band: { backgroundColor: tokens.colorNeutralBackground2 },
  filter: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    margin: `0 0 ${tokens.spacingVerticalL}`,
    padding: 0,
    listStyleType: 'none',
  },
  filterLink: {
    display: 'inline-block',
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusCircular,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
  },
  filterCurrent: {
    backgroundColor: tokens.colorBrandBackground,
    border: `1px solid ${tokens.colorBrandBackground}`,
    color: tokens.colorNeutralForegroundOnBrand,
    ':hover': { backgroundColor: tokens.colorBrandBackgroundHover },
  },
  log: { margin: 0, padding: 0, listStyleType: 'none', display: 'grid', gap: tokens.spacingVerticalM },
  entry: { display: 'grid', gap: tokens.spacingVerticalXS },
  entryMeta: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase200,
  },
});

/**
 * Trade regulations: four tabs of guidance (the trade agreements staff keep), the regulatory updates
 * log and the Regulatory Updates sign-up.
 */
export function TradeRegulationsPage() {
  const { t } = useTranslation(['regulations', 'common']);
  const { agreements = [], regulatoryUpdates = [] } = usePageData();
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
          tariffs: <TariffsPanel />,
          agreements: <AgreementsPanel agreements={agreements} />,
          compliance: <CompliancePanel />,
        }}
      />
      <RegulatoryLog updates={regulatoryUpdates} />
      <RegulatoryUpdates />
    </>
  );
}

function OverviewPanel() {
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

function TariffsPanel() {
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

/** The agreements in staff's order (a tab panel: rendered apart from the page, so given its items). */
function AgreementsPanel({ agreements }: { agreements: TradeAgreement[] }) {
  const { t } = useTranslation(['regulations', 'common']);
  const styles = useStyles();
  return (
    <>
      <PanelHeading>{t('regulations:agreements.title')}</PanelHeading>
      <PanelText>{t('regulations:agreements.intro')}</PanelText>
      {agreements.length ? (
        <CardGrid>
          {agreements.map((agreement) => (
            <AgreementCard key={agreement.id} agreement={agreement} />
          ))}
        </CardGrid>
      ) : (
        <EmptyState title={t('regulations:agreements.empty')} />
      )}
      <p className={styles.small}>{t('regulations:disclaimer')}</p>
    </>
  );
}

function AgreementCard({ agreement }: { agreement: TradeAgreement }) {
  const { t } = useTranslation(['regulations', 'common']);
  const styles = useStyles();
  const textLang = useTextLanguage(agreement);
  return (
    <Card className={styles.card} data-testid="agreement-card">
      <div>
        <Badge appearance="tint" color={STATUS_COLORS[agreement.status]}>
          {t(`regulations:agreements.status.${agreement.status}`)}
        </Badge>
      </div>
      <CardTitle lang={textLang}>{agreement.title}</CardTitle>
      <p className={styles.text} lang={textLang}>
        {agreement.description}
      </p>
      <EnglishOnlyNote lang={textLang} />
      {agreement.year !== null ? (
        <p className={styles.small}>
          {agreement.status === 'various'
            ? agreement.year
            : t(`regulations:agreements.milestone.${agreement.status}`, { year: agreement.year })}
        </p>
      ) : null}
    </Card>
  );
}

function CompliancePanel() {
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

/** The query parameter of the log's region filter. */
const LOG_REGION = 'region';

/**
 * The regulatory updates log, newest first, with a region filter: links to this page with
 * `?region=` (the server renders the chosen region's entries; no script needed).
 */
function RegulatoryLog({ updates }: { updates: RegulatoryUpdate[] }) {
  const { t } = useTranslation(['regulations', 'common']);
  const styles = useStyles();
  const requested = usePageQuery().get(LOG_REGION);
  const region = REGIONS.find((code) => code === requested) ?? null;
  const shown = updates
    .filter((update) => region === null || update.region === region)
    .sort((a, b) => b.publishedOn.localeCompare(a.publishedOn));
  const choices: [Region | null, string][] = [
    [null, t('regulations:log.all')],
    ...REGIONS.map((code): [Region, string] => [code, t(`common:regions.${code}`)]),
  ];
  return (
    <Section id="regulatory-log" title={t('regulations:log.title')} intro={t('regulations:log.intro')}>
      <nav aria-label={t('regulations:log.filter')}>
        <ul className={styles.filter}>
          {choices.map(([code, label]) => (
            <li key={code ?? 'all'}>
              <SiteLink
                className={mergeClasses(styles.filterLink, code === region && styles.filterCurrent)}
                to={`/trade-regulations${code ? `?${LOG_REGION}=${code}` : ''}#regulatory-log`}
                aria-current={code === region ? 'true' : undefined}
              >
                {label}
              </SiteLink>
            </li>
          ))}
        </ul>
      </nav>
      {shown.length ? (
        <ol className={styles.log} data-testid="regulatory-log">
          {shown.map((update) => (
            <LogEntry key={update.id} update={update} />
          ))}
        </ol>
      ) : (
        <EmptyState title={region ? t('regulations:log.emptyRegion') : t('regulations:log.empty')} />
      )}
    </Section>
  );
}

function LogEntry({ update }: { update: RegulatoryUpdate }) {
  const { t } = useTranslation(['regulations', 'common']);
  const styles = useStyles();
  const textLang = useTextLanguage(update);
  return (
    <li>
      <Card className={styles.entry} data-testid="regulatory-update">
        <span className={styles.entryMeta}>
          <CalendarRegular aria-hidden />
          <time dateTime={update.publishedOn}>{formatCardDate(parseISO(update.publishedOn))}</time>
          <Badge appearance="tint">{t(`common:regions.${update.region}`)}</Badge>
        </span>
        <CardTitle lang={textLang}>{update.title}</CardTitle>
        <p className={styles.text} lang={textLang}>
          {update.description}
        </p>
        <EnglishOnlyNote lang={textLang} />
      </Card>
    </li>
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
