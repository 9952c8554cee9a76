/**
 * Hard-coded market reports of the Market Reports page. Titles, descriptions and the other
 * display text live in the `reports` namespace, keyed by id: `reports:items.<id>.title`.
 */
import { REPORT_TABS } from '../../../../shared/constants';

/** Report categories, also the options of the category dropdown. */
export const REPORT_CATEGORIES = ['general', 'energy', 'finance', 'agriculture', 'technology'] as const;
export type ReportCategory = (typeof REPORT_CATEGORIES)[number];

/** File formats a report is published in. */
export const REPORT_FILE_TYPES = ['pdf', 'xlsx'] as const;
export type ReportFileType = (typeof REPORT_FILE_TYPES)[number];

export interface MarketReport {
  id: string;
  category: ReportCategory;
  /** Publication day, 'yyyy-MM-dd'. */
  date: string;
  type: ReportFileType;
  /** File size in megabytes. */
  size: number;
  thumbnailSrc: string;
}

/** The six reports, newest first (the order the tabs select from). */
export const REPORTS: readonly MarketReport[] = [
  {
    id: 'trade-outlook-2026',
    category: 'general',
    date: '2026-10-14',
    type: 'pdf',
    size: 4.2,
    thumbnailSrc: '/images/resources/report-general.svg',
  },
  {
    id: 'baltic-offshore-wind',
    category: 'energy',
    date: '2026-09-02',
    type: 'pdf',
    size: 3.1,
    thumbnailSrc: '/images/resources/report-energy.svg',
  },
  {
    id: 'fintech-corridors',
    category: 'finance',
    date: '2026-07-21',
    type: 'pdf',
    size: 2.6,
    thumbnailSrc: '/images/resources/report-finance.svg',
  },
  {
    id: 'agrifood-mercosur',
    category: 'agriculture',
    date: '2026-05-12',
    type: 'pdf',
    size: 3.8,
    thumbnailSrc: '/images/resources/report-agriculture.svg',
  },
  {
    id: 'digital-services-index',
    category: 'technology',
    date: '2026-02-26',
    type: 'xlsx',
    size: 1.9,
    thumbnailSrc: '/images/resources/report-technology.svg',
  },
  {
    id: 'green-hydrogen-chile',
    category: 'energy',
    date: '2025-11-18',
    type: 'pdf',
    size: 5.4,
    thumbnailSrc: '/images/resources/report-energy.svg',
  },
];

/** The report tabs. */
export const REPORT_TABS_ORDER = ['all', 'featured', 'recent', 'mostDownloaded'] as const;
export type ReportTab = (typeof REPORT_TABS_ORDER)[number];

/** Featured: the first 3 reports. */
export const featuredReports = <T>(reports: readonly T[]): T[] => reports.slice(0, REPORT_TABS.featured);

/** Recently Added: the first 4 reports. */
export const recentReports = <T>(reports: readonly T[]): T[] => reports.slice(0, REPORT_TABS.recent);

/** Most Downloaded: items 2 to 5. */
export const mostDownloadedReports = <T>(reports: readonly T[]): T[] =>
  reports.slice(REPORT_TABS.mostDownloaded.from, REPORT_TABS.mostDownloaded.to);

/** The reports a tab shows. */
export function reportsForTab<T>(reports: readonly T[], tab: ReportTab): T[] {
  switch (tab) {
    case 'featured':
      return featuredReports(reports);
    case 'recent':
      return recentReports(reports);
    case 'mostDownloaded':
      return mostDownloadedReports(reports);
    default:
      return [...reports];
  }
}

/** The distinct publication years, newest first (the options of the year dropdown). */
export function reportYears(reports: readonly MarketReport[]): string[] {
  return [...new Set(reports.map((report) => report.date.slice(0, 4)))].sort((a, b) => b.localeCompare(a));
}

/**
 * Narrows reports by category and year ('all' disables either) and by a case-insensitive search
 * on the text `describe` gives for a report (its translated title and description).
 */
export function filterReports(
  reports: readonly MarketReport[],
  { search, category, year }: { search: string; category: string; year: string },
  describe: (report: MarketReport) => string,
): MarketReport[] {
  const needle = search.trim().toLowerCase();
  return reports.filter(
    (report) =>
      (category === 'all' || report.category === category) &&
      (year === 'all' || report.date.startsWith(`${year}-`)) &&
      (!needle || describe(report).toLowerCase().includes(needle)),
  );
}

/** Market Insights cards: a headline figure (percentage change year on year) per theme. */
export interface MarketInsight {
  id: string;
  category: ReportCategory;
  /** Year-on-year change in percent. */
  change: number;
}

export const MARKET_INSIGHTS: readonly MarketInsight[] = [
  { id: 'bilateral-trade', category: 'general', change: 8.6 },
  { id: 'renewables-investment', category: 'energy', change: 23.4 },
  { id: 'digital-payments', category: 'finance', change: 17.1 },
  { id: 'agrifood-exports', category: 'agriculture', change: -2.3 },
];
