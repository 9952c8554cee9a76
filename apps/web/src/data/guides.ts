/**
 * Static content of the Investment Guides page. Titles, descriptions and other display text
 * live in the `guides` namespace, keyed by id.
 */
import type { Region } from '../../../../shared/entities';

/** The page's tabs, in order. */
export const GUIDE_TABS = ['guides', 'marketEntry', 'tools'] as const;
export type GuideTab = (typeof GUIDE_TABS)[number];

/** A country investment guide (title, description, region, pages, lastUpdated, coverImage). */
export interface InvestmentGuide {
  id: string;
  region: Region;
  pages: number;
  /** 'yyyy-MM-dd'. */
  lastUpdated: string;
  coverImage: string;
}

export const INVESTMENT_GUIDES: readonly InvestmentGuide[] = [
  {
    id: 'mexico',
    region: 'ibero-america',
    pages: 64,
    lastUpdated: '2026-09-15',
    coverImage: '/images/resources/guide-ibero-america.svg',
  },
  {
    id: 'brazil',
    region: 'ibero-america',
    pages: 72,
    lastUpdated: '2026-06-30',
    coverImage: '/images/resources/guide-ibero-america.svg',
  },
  {
    id: 'chile',
    region: 'ibero-america',
    pages: 48,
    lastUpdated: '2026-03-10',
    coverImage: '/images/resources/guide-ibero-america.svg',
  },
  {
    id: 'sweden',
    region: 'nordic',
    pages: 56,
    lastUpdated: '2026-08-20',
    coverImage: '/images/resources/guide-nordic.svg',
  },
  {
    id: 'denmark',
    region: 'nordic',
    pages: 44,
    lastUpdated: '2025-12-05',
    coverImage: '/images/resources/guide-nordic.svg',
  },
  {
    id: 'estonia',
    region: 'baltic',
    pages: 40,
    lastUpdated: '2026-10-01',
    coverImage: '/images/resources/guide-baltic.svg',
  },
  {
    id: 'lithuania',
    region: 'baltic',
    pages: 38,
    lastUpdated: '2026-04-22',
    coverImage: '/images/resources/guide-baltic.svg',
  },
];

/** Options of the sort dropdown. */
export const GUIDE_SORTS = ['recent', 'title', 'pages'] as const;
export type GuideSort = (typeof GUIDE_SORTS)[number];

/** Guides of one region ('all' disables the filter). */
export function filterGuides(guides: readonly InvestmentGuide[], region: string): InvestmentGuide[] {
  return guides.filter((guide) => region === 'all' || guide.region === region);
}

/**
 * Sorts guides: most recently updated first, by title (`titleOf` gives the translated title; compared
 * in `locale`), or longest first.
 */
export function sortGuides(
  guides: readonly InvestmentGuide[],
  sort: GuideSort,
  titleOf: (guide: InvestmentGuide) => string,
  locale?: string,
): InvestmentGuide[] {
  const sorted = [...guides];
  if (sort === 'title') return sorted.sort((a, b) => titleOf(a).localeCompare(titleOf(b), locale));
  if (sort === 'pages') return sorted.sort((a, b) => b.pages - a.pages || a.id.localeCompare(b.id));
  return sorted.sort((a, b) => b.lastUpdated.localeCompare(a.lastUpdated) || a.id.localeCompare(b.id));
}

/** Categories of the market-entry guides. */
export const MARKET_ENTRY_CATEGORIES = ['legal', 'tax', 'distribution', 'talent', 'financing', 'culture'] as const;
export type MarketEntryCategory = (typeof MARKET_ENTRY_CATEGORIES)[number];

/** A market-entry guide (title, lastUpdated, category). */
export interface MarketEntryGuide {
  id: string;
  /** 'yyyy-MM-dd'. */
  lastUpdated: string;
  category: MarketEntryCategory;
}

export const MARKET_ENTRY_GUIDES: readonly MarketEntryGuide[] = [
  { id: 'company-formation', lastUpdated: '2026-09-08', category: 'legal' },
  { id: 'transfer-pricing', lastUpdated: '2026-07-14', category: 'tax' },
  { id: 'distributor-agreements', lastUpdated: '2026-06-02', category: 'distribution' },
  { id: 'hiring-and-posting', lastUpdated: '2026-04-27', category: 'talent' },
  { id: 'export-credit', lastUpdated: '2026-03-16', category: 'financing' },
  { id: 'business-culture', lastUpdated: '2026-01-20', category: 'culture' },
];

/** The four entry modes explained in the Market Entry Strategies tab. */
export const ENTRY_MODES = ['export', 'partner', 'subsidiary', 'acquisition'] as const;

/** The six investment tools. */
export const INVESTMENT_TOOLS = [
  'cost-calculator',
  'incentive-finder',
  'site-comparison',
  'tax-estimator',
  'tariff-lookup',
  'partner-matchmaking',
] as const;
export type InvestmentTool = (typeof INVESTMENT_TOOLS)[number];

/** An upcoming webinar; the time is Central European Time. */
export interface Webinar {
  id: string;
  /** 'yyyy-MM-dd'. */
  date: string;
  /** 'HH:mm' CET. */
  startTime: string;
  durationMinutes: number;
}

export const UPCOMING_WEBINARS: readonly Webinar[] = [
  { id: 'mexico-nearshoring', date: '2027-01-21', startTime: '16:00', durationMinutes: 60 },
  { id: 'baltic-tech-incentives', date: '2027-02-11', startTime: '10:00', durationMinutes: 45 },
  { id: 'brazil-tax-reform', date: '2027-03-04', startTime: '15:00', durationMinutes: 90 },
  { id: 'nordic-green-procurement', date: '2027-03-25', startTime: '14:00', durationMinutes: 60 },
];
