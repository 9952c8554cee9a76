import type { InvestmentGuide, InvestmentTool } from '../../../../../shared/resources';
import { enquiryPath } from '../../lib/urls';

// The structure of the Investment Guides page: its tabs, the country guides' filter and sort orders,
// the entry modes the second tab explains.

/** The page's tabs, in order. */
export const GUIDE_TABS = ['guides', 'marketEntry', 'tools'] as const;
export type GuideTab = (typeof GUIDE_TABS)[number];

/** Options of the sort dropdown. */
export const GUIDE_SORTS = ['recent', 'title', 'pages'] as const;
export type GuideSort = (typeof GUIDE_SORTS)[number];

/** The four entry modes explained in the Market Entry Strategies tab (`guides:marketEntry.modes.<mode>`). */
export const ENTRY_MODES = ['export', 'partner', 'subsidiary', 'acquisition'] as const;

/** Guides of one region ('all' disables the filter). */
export function filterGuides(guides: readonly InvestmentGuide[], region: string): InvestmentGuide[] {
  return guides.filter((guide) => region === 'all' || guide.region === region);
}

/**
 * Sorts guides: most recently updated first, by title (compared in `locale`), or longest first (a
 * guide without a page count last).
 */
export function sortGuides(guides: readonly InvestmentGuide[], sort: GuideSort, locale?: string): InvestmentGuide[] {
  const sorted = [...guides];
  if (sort === 'title') return sorted.sort((a, b) => a.title.localeCompare(b.title, locale) || a.id - b.id);
  if (sort === 'pages') return sorted.sort((a, b) => (b.pages ?? -1) - (a.pages ?? -1) || a.id - b.id);
  return sorted.sort((a, b) => b.updatedOn.localeCompare(a.updatedOn) || a.id - b.id);
}

/**
 * Where a tool without an address of its own leads: the contact form, with the enquiry started
 * about the tool (its title as the card shows it), so that the visitor can still reach the tool.
 */
export function toolEnquiryPath(tool: Pick<InvestmentTool, 'title'>): string {
  return enquiryPath('other', { tool: tool.title });
}
