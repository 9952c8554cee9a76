import { Badge, Card, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ArrowTrendingRegular } from '@fluentui/react-icons';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CallToAction } from '../components/Blocks';
import { ButtonLink } from '../../../ui/button-link';
import { EnglishOnlyNote, useTextLanguage } from '../components/ContentLanguage';
import { BadgeRow, CardText, CardTitle, DocumentCard, MetaRow, PublishedOn } from '../components/DocumentCard';
import { Note } from '../components/Note';
import { SearchField, SelectField } from '../components/Fields';
import { CardGrid, PageHero, Section, usePage } from '../components/Page';
import { EmptyState, ResultsToolbar } from '../components/States';
import { TabbedPanel } from '../components/TabbedPanel';
import { Island } from '../islands/Island';
import { usePageData } from '../page-data';
import { REPORT_CATEGORIES, type MarketInsight, type MarketReport } from '../../../../shared/resources';
import { REPORT_TABS_ORDER, filterReports, reportYears, reportsForTab, type ReportTab } from './reports/library';

/** Where Request Custom Report leads: the contact form (the button has no behaviour of its own). */
const CUSTOM_REPORT_TARGET = '/contact#contact-form';

const useStyles = makeStyles({
  filters: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
    marginBottom: tokens.spacingVerticalL,
  },
  search: { gridColumn: 'span 2', '@media (max-width: 640px)': { gridColumn: 'auto' } },
  toolbar: { marginBottom: tokens.spacingVerticalL },
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, height: '100%' },
  band: { backgroundColor: tokens.colorNeutralBackground2 },
  figure: {
    margin: 0,
    fontSize: tokens.fontSizeHero800,
    lineHeight: tokens.lineHeightHero800,
    fontWeight: tokens.fontWeightBold,
    color: tokens.colorBrandForeground1,
  },
  figureDown: { color: tokens.colorPaletteDarkOrangeForeground2 },
});

/** Market reports: filterable report library with four tabs, market insights and a custom-report request. */
export function MarketReportsPage() {
  const { t } = useTranslation(['reports', 'common']);
  usePage('reports');
  const { reports = [], insights = [] } = usePageData();
  return (
    <>
      <PageHero title={t('reports:hero.title')} text={t('reports:hero.text')}>
        <ButtonLink to={CUSTOM_REPORT_TARGET} appearance="secondary">
          {t('reports:custom.button')}
        </ButtonLink>
      </PageHero>
      <Island name="ReportLibrary" props={{ reports }} />
      <MarketInsights insights={insights} />
      <CustomReport />
    </>
  );
}

/** The report library: search, category and year filters and tabs over the reports (an island). */
export function ReportLibrary({ reports }: { reports: MarketReport[] }) {
  const { t } = useTranslation(['reports', 'common']);
  const styles = useStyles();
  const [tab, setTab] = useState<ReportTab>('all');
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('all');
  const [year, setYear] = useState('all');
  const years = useMemo(() => reportYears(reports), [reports]);

  // The tab picks its reports; the search box and dropdowns then narrow that selection.
  const shown = filterReports(reportsForTab(reports, tab), { search, category, year });

  return (
    <Section id="reports" title={t('reports:library.title')} intro={t('reports:library.intro')}>
      <div className={styles.filters} role="search" aria-label={t('reports:filters.label')}>
        <SearchField
          className={styles.search}
          label={t('reports:filters.search')}
          placeholder={t('reports:filters.searchPlaceholder')}
          value={search}
          onChange={setSearch}
        />
        <SelectField
          label={t('reports:filters.category')}
          value={category}
          onChange={setCategory}
          allLabel={t('reports:filters.allCategories')}
          options={REPORT_CATEGORIES.map((code) => [code, t(`reports:categories.${code}`)])}
        />
        <SelectField
          label={t('reports:filters.year')}
          value={year}
          onChange={setYear}
          allLabel={t('reports:filters.allYears')}
          options={years.map((value) => [value, value])}
        />
      </div>
      <TabbedPanel
        idPrefix="report-tab"
        label={t('reports:tabs.label')}
        tabs={REPORT_TABS_ORDER}
        tabLabel={(value) => t(`reports:tabs.${value}`)}
        value={tab}
        onChange={setTab}
        spacing="M"
      >
        <ResultsToolbar countText={t('reports:results.count', { count: shown.length })} className={styles.toolbar} />
        {reports.length === 0 ? (
          <EmptyState title={t('reports:results.noneTitle')} text={t('reports:results.noneText')} />
        ) : shown.length === 0 ? (
          <EmptyState title={t('reports:results.emptyTitle')} text={t('reports:results.emptyText')} />
        ) : (
          <CardGrid>
            {shown.map((report) => (
              <ReportCard key={report.id} report={report} />
            ))}
          </CardGrid>
        )}
      </TabbedPanel>
    </Section>
  );
}

function ReportCard({ report }: { report: MarketReport }) {
  const { t } = useTranslation(['reports', 'common']);
  const lang = useTextLanguage(report);
  return (
    <DocumentCard
      testId="report-card"
      cover={report.thumbnail}
      fallbackCover={`/images/resources/report-${report.category}.svg`}
      badge={t(`reports:categories.${report.category}`)}
      title={report.title}
      lang={lang}
      document={report}
    >
      <CardText lang={lang}>{report.description}</CardText>
      <MetaRow>
        <PublishedOn date={report.publishedOn} />
      </MetaRow>
    </DocumentCard>
  );
}

/** The Market Insights cards in staff's order; no section without any. */
function MarketInsights({ insights }: { insights: MarketInsight[] }) {
  const { t } = useTranslation(['reports', 'common']);
  const styles = useStyles();
  if (!insights.length) return null;
  return (
    <Section
      id="market-insights"
      className={styles.band}
      title={t('reports:insights.title')}
      intro={t('reports:insights.intro')}
    >
      <CardGrid>
        {insights.map((insight) => (
          <InsightCard key={insight.id} insight={insight} />
        ))}
      </CardGrid>
    </Section>
  );
}

function InsightCard({ insight }: { insight: MarketInsight }) {
  const { t, i18n } = useTranslation(['reports', 'common']);
  const styles = useStyles();
  const lang = useTextLanguage(insight);
  // Shown as staff entered it: figures have at most two decimals.
  const change = new Intl.NumberFormat(i18n.language, {
    style: 'percent',
    maximumFractionDigits: 2,
    signDisplay: 'exceptZero',
  }).format(insight.change / 100);
  return (
    <Card className={styles.card} data-testid="insight-card">
      <BadgeRow>
        <Badge appearance="outline" icon={<ArrowTrendingRegular />}>
          {t(`reports:categories.${insight.category}`)}
        </Badge>
      </BadgeRow>
      <p className={mergeClasses(styles.figure, insight.change < 0 && styles.figureDown)}>{change}</p>
      <Note>{t('reports:insights.changeLabel')}</Note>
      <CardTitle lang={lang}>{insight.title}</CardTitle>
      <CardText lang={lang}>{insight.description}</CardText>
      <Note>
        <span lang={lang}>{insight.source}</span>
      </Note>
      <EnglishOnlyNote lang={lang} />
    </Card>
  );
}

function CustomReport() {
  const { t } = useTranslation(['reports', 'common']);
  return (
    <Section id="custom-report" title={t('reports:custom.title')}>
      <CallToAction text={t('reports:custom.text')} to={CUSTOM_REPORT_TARGET} action={t('reports:custom.button')} />
    </Section>
  );
}
