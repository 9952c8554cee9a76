import {
  Badge,
  Button,
  Card,
  Field,
  Input,
  Select,
  Tab,
  TabList,
  makeStyles,
  mergeClasses,
  tokens,
  useId,
} from '@fluentui/react-components';
import {
  ArrowDownloadRegular,
  ArrowTrendingRegular,
  CalendarRegular,
  DocumentRegular,
  InfoRegular,
  SearchRegular,
} from '@fluentui/react-icons';
import { parseISO } from 'date-fns';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCardDate } from '../../../ui/dates';
import { ButtonLink } from '../components/ButtonLink';
import { CardGrid, PageHero, Section, usePage } from '../components/Page';
import { EmptyState } from '../components/States';
import {
  MARKET_INSIGHTS,
  REPORTS,
  REPORT_CATEGORIES,
  REPORT_TABS_ORDER,
  filterReports,
  reportYears,
  reportsForTab,
  type MarketInsight,
  type MarketReport,
  type ReportTab,
} from '../data/reports';

/** Where Request Custom Report leads: the contact form (§2 gives the button no behaviour of its own). */
const CUSTOM_REPORT_TARGET = '/contact#contact-form';

const useStyles = makeStyles({
  srOnly: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
  },
  filters: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
    marginBottom: tokens.spacingVerticalL,
  },
  search: { gridColumn: 'span 2', '@media (max-width: 640px)': { gridColumn: 'auto' } },
  tabs: { overflowX: 'auto', marginBottom: tokens.spacingVerticalM },
  toolbar: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    marginBottom: tokens.spacingVerticalL,
  },
  count: { margin: 0, color: tokens.colorNeutralForeground2 },
  note: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    margin: 0,
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase200,
  },
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, height: '100%' },
  thumb: {
    width: '100%',
    height: 'auto',
    aspectRatio: '16 / 9',
    objectFit: 'cover',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  badges: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  title: { margin: 0, fontSize: tokens.fontSizeBase500, lineHeight: tokens.lineHeightBase500 },
  text: { margin: 0, color: tokens.colorNeutralForeground2, lineHeight: tokens.lineHeightBase300 },
  meta: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase200,
  },
  metaItem: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  footer: { marginTop: 'auto', paddingTop: tokens.spacingVerticalS },
  band: { backgroundColor: tokens.colorNeutralBackground2 },
  figure: {
    margin: 0,
    fontSize: tokens.fontSizeHero800,
    lineHeight: tokens.lineHeightHero800,
    fontWeight: tokens.fontWeightBold,
    color: tokens.colorBrandForeground1,
  },
  figureDown: { color: tokens.colorPaletteDarkOrangeForeground2 },
  cta: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalXL,
  },
  ctaText: {
    margin: 0,
    maxWidth: '40rem',
    color: tokens.colorNeutralForeground2,
    lineHeight: tokens.lineHeightBase400,
  },
});

/** Market reports (§2): filterable report library with four tabs, market insights and a custom-report request. */
export function MarketReportsPage() {
  const { t } = useTranslation(['reports', 'common']);
  usePage('reports');
  return (
    <>
      <PageHero title={t('reports:hero.title')} text={t('reports:hero.text')}>
        <ButtonLink to={CUSTOM_REPORT_TARGET} appearance="secondary">
          {t('reports:custom.button')}
        </ButtonLink>
      </PageHero>
      <ReportLibrary />
      <MarketInsights />
      <CustomReport />
    </>
  );
}

function ReportLibrary() {
  const { t } = useTranslation(['reports', 'common']);
  const styles = useStyles();
  const [tab, setTab] = useState<ReportTab>('all');
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('all');
  const [year, setYear] = useState('all');
  const noteId = useId('download-note');
  const tabIdPrefix = useId('report-tab');
  const years = useMemo(() => reportYears(REPORTS), []);

  // The tab picks its reports from the six (§9); the search box and dropdowns then narrow that selection.
  const shown = filterReports(
    reportsForTab(REPORTS, tab),
    { search, category, year },
    (report) => `${t(`reports:items.${report.id}.title`)} ${t(`reports:items.${report.id}.description`)}`,
  );
  const panelId = `${tabIdPrefix}-panel`;

  return (
    <Section id="reports" title={t('reports:library.title')} intro={t('reports:library.intro')}>
      <div className={styles.filters} role="search" aria-label={t('reports:filters.label')}>
        <Field className={styles.search} label={t('reports:filters.search')}>
          <Input
            type="search"
            value={search}
            contentBefore={<SearchRegular aria-hidden />}
            placeholder={t('reports:filters.searchPlaceholder')}
            onChange={(_event, data) => setSearch(data.value)}
          />
        </Field>
        <Field label={t('reports:filters.category')}>
          <Select value={category} onChange={(_event, data) => setCategory(data.value)}>
            <option value="all">{t('reports:filters.allCategories')}</option>
            {REPORT_CATEGORIES.map((code) => (
              <option key={code} value={code}>
                {t(`reports:categories.${code}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('reports:filters.year')}>
          <Select value={year} onChange={(_event, data) => setYear(data.value)}>
            <option value="all">{t('reports:filters.allYears')}</option>
            {years.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <div className={styles.tabs}>
        <TabList
          selectedValue={tab}
          onTabSelect={(_event, data) => setTab(data.value as ReportTab)}
          aria-label={t('reports:tabs.label')}
        >
          {REPORT_TABS_ORDER.map((value) => (
            <Tab key={value} value={value} id={`${tabIdPrefix}-${value}`} aria-controls={panelId}>
              {t(`reports:tabs.${value}`)}
            </Tab>
          ))}
        </TabList>
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={`${tabIdPrefix}-${tab}`}>
        <div className={styles.toolbar}>
          <p className={styles.count} role="status">
            {t('reports:results.count', { count: shown.length })}
          </p>
          <p id={noteId} className={styles.note}>
            <InfoRegular aria-hidden /> {t('reports:card.downloadNote')}
          </p>
        </div>
        {shown.length === 0 ? (
          <EmptyState title={t('reports:results.emptyTitle')} text={t('reports:results.emptyText')} />
        ) : (
          <CardGrid>
            {shown.map((report) => (
              <ReportCard key={report.id} report={report} noteId={noteId} />
            ))}
          </CardGrid>
        )}
      </div>
    </Section>
  );
}

function ReportCard({ report, noteId }: { report: MarketReport; noteId: string }) {
  const { t, i18n } = useTranslation(['reports', 'common']);
  const styles = useStyles();
  const title = t(`reports:items.${report.id}.title`);
  const size = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(report.size);
  return (
    <Card className={styles.card} data-testid="report-card">
      <img className={styles.thumb} src={report.thumbnailSrc} alt="" loading="lazy" width={400} height={225} />
      <div className={styles.badges}>
        <Badge appearance="tint">{t(`reports:categories.${report.category}`)}</Badge>
      </div>
      <h3 className={styles.title}>{title}</h3>
      <p className={styles.text}>{t(`reports:items.${report.id}.description`)}</p>
      <div className={styles.meta}>
        <span className={styles.metaItem}>
          <CalendarRegular aria-hidden />
          <time dateTime={report.date}>{formatCardDate(parseISO(report.date))}</time>
        </span>
        <span className={styles.metaItem}>
          <DocumentRegular aria-hidden />
          {t('reports:card.file', { type: t(`reports:fileTypes.${report.type}`), size })}
        </span>
      </div>
      <div className={styles.footer}>
        {/* §2 gives downloads no behaviour: the button says so instead of pretending to work. */}
        <Button disabledFocusable icon={<ArrowDownloadRegular />} aria-describedby={noteId}>
          {t('common:common.download')}
          <span className={styles.srOnly}> {title}</span>
        </Button>
      </div>
    </Card>
  );
}

function MarketInsights() {
  const { t } = useTranslation(['reports', 'common']);
  const styles = useStyles();
  return (
    <Section
      id="market-insights"
      className={styles.band}
      title={t('reports:insights.title')}
      intro={t('reports:insights.intro')}
    >
      <CardGrid>
        {MARKET_INSIGHTS.map((insight) => (
          <InsightCard key={insight.id} insight={insight} />
        ))}
      </CardGrid>
    </Section>
  );
}

function InsightCard({ insight }: { insight: MarketInsight }) {
  const { t, i18n } = useTranslation(['reports', 'common']);
  const styles = useStyles();
  const change = new Intl.NumberFormat(i18n.language, {
    style: 'percent',
    maximumFractionDigits: 1,
    signDisplay: 'exceptZero',
  }).format(insight.change / 100);
  return (
    <Card className={styles.card} data-testid="insight-card">
      <div className={styles.badges}>
        <Badge appearance="outline" icon={<ArrowTrendingRegular />}>
          {t(`reports:categories.${insight.category}`)}
        </Badge>
      </div>
      <p className={mergeClasses(styles.figure, insight.change < 0 && styles.figureDown)}>{change}</p>
      <p className={styles.note}>{t('reports:insights.changeLabel')}</p>
      <h3 className={styles.title}>{t(`reports:insights.items.${insight.id}.title`)}</h3>
      <p className={styles.text}>{t(`reports:insights.items.${insight.id}.text`)}</p>
      <p className={styles.note}>{t(`reports:insights.items.${insight.id}.source`)}</p>
    </Card>
  );
}

function CustomReport() {
  const { t } = useTranslation(['reports', 'common']);
  const styles = useStyles();
  return (
    <Section id="custom-report" title={t('reports:custom.title')}>
      <div className={styles.cta}>
        <p className={styles.ctaText}>{t('reports:custom.text')}</p>
        <ButtonLink to={CUSTOM_REPORT_TARGET}>{t('reports:custom.button')}</ButtonLink>
      </div>
    </Section>
  );
}
