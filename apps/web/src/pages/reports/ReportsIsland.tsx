import { makeStyles, tokens } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTextLanguage } from '../../components/ContentLanguage';
import { CardText, DocumentCard, MetaRow, PublishedOn } from '../../components/DocumentCard';
import { SearchField, SelectField } from '../../components/Fields';
import { CardGrid, Section } from '../../components/Page';
import { EmptyState, ResultsToolbar } from '../../components/States';
import { TabbedPanel } from '../../components/TabbedPanel';
import { REPORT_CATEGORIES, type MarketReport } from '../../../../../shared/resources';
import { REPORT_TABS_ORDER, filterReports, reportYears, reportsForTab, type ReportTab } from './library';

const useStyles = makeStyles({
  filters: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
    marginBottom: tokens.spacingVerticalL,
  },
  search: { gridColumn: 'span 2', '@media (max-width: 640px)': { gridColumn: 'auto' } },
  toolbar: { marginBottom: tokens.spacingVerticalL },
});

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
