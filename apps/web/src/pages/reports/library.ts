import type { MarketReport } from '../../../../../shared/resources';

// The structure of the Market Reports page: its tabs, what each tab selects from the reports and the
// filters.

/** The report tabs, in order. */
export const REPORT_TABS_ORDER = ['all', 'featured', 'recent', 'mostDownloaded'] as const;
export type ReportTab = (typeof REPORT_TABS_ORDER)[number];

/** How many reports the Featured, Recently Added and Most Downloaded tabs show at most. */
export const TAB_LIMITS = { featured: 3, recent: 4, mostDownloaded: 4 } as const;

/** Newest publication first (then the newer record first, so equal days keep one order). */
const newestFirst = (a: MarketReport, b: MarketReport) => b.publishedOn.localeCompare(a.publishedOn) || b.id - a.id;

/** The reports a tab shows: Featured and Recently Added newest first, Most Downloaded by downloads. */
export function reportsForTab(reports: readonly MarketReport[], tab: ReportTab): MarketReport[] {
  const newest = [...reports].sort(newestFirst);
  switch (tab) {
    case 'featured':
      return newest.filter((report) => report.featured).slice(0, TAB_LIMITS.featured);
    case 'recent':
      return newest.slice(0, TAB_LIMITS.recent);
    case 'mostDownloaded':
      return newest.sort((a, b) => b.downloads - a.downloads || newestFirst(a, b)).slice(0, TAB_LIMITS.mostDownloaded);
    default:
      return newest;
  }
}

/** The distinct publication years, newest first (the options of the year dropdown). */
export function reportYears(reports: readonly MarketReport[]): string[] {
  return [...new Set(reports.map((report) => report.publishedOn.slice(0, 4)))].sort((a, b) => b.localeCompare(a));
}

/**
 * Narrows reports by category and year ('all' disables either) and by a case-insensitive search on
 * the title and description.
 */
export function filterReports(
  reports: readonly MarketReport[],
  { search, category, year }: { search: string; category: string; year: string },
): MarketReport[] {
  const needle = search.trim().toLocaleLowerCase();
  return reports.filter(
    (report) =>
      (category === 'all' || report.category === category) &&
      (year === 'all' || report.publishedOn.startsWith(`${year}-`)) &&
      (!needle || `${report.title} ${report.description}`.toLocaleLowerCase().includes(needle)),
  );
}
