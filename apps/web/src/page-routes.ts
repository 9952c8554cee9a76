/**
 * The public pages with their own chunk: the page module (under src/pages), the translation
 * namespaces it shows and the API lists it needs. One table for the router (apps/web/src/router.tsx)
 * and for the build, which turns it into the preload map of the boot script
 * (apps/web/build/preload-plugin.ts), so the first page's files download alongside the entry.
 * Plain data only: the Vite config imports it.
 */
export type ListName = 'members' | 'events' | 'news';

export interface PageRoute {
  path: string;
  /** Module under apps/web/src/pages, without extension; it exports a component of the same (base) name. */
  page: string;
  namespaces: readonly string[];
  lists?: readonly ListName[];
  /**
   * The page opens with `<PageHero title={t('<hero>:hero.title')} text={t('<hero>:hero.text')}>`:
   * index.html then carries that hero (every language), shown before the JavaScript arrives.
   */
  hero?: string;
}

export const PAGE_ROUTES = [
  { path: '/', page: 'HomePage', namespaces: ['home', 'contact'], lists: ['members', 'events', 'news'], hero: 'home' },
  { path: '/about', page: 'AboutPage', namespaces: ['about'], hero: 'about' },
  { path: '/members', page: 'MembersPage', namespaces: ['members'], lists: ['members'], hero: 'members' },
  { path: '/members/:id', page: 'MemberDetailPage', namespaces: ['members'] },
  { path: '/events', page: 'EventsPage', namespaces: ['events'], lists: ['events'], hero: 'events' },
  { path: '/events/:id', page: 'EventDetailPage', namespaces: ['events'] },
  { path: '/news', page: 'NewsPage', namespaces: ['news'], lists: ['news'], hero: 'news' },
  { path: '/news/:id', page: 'NewsDetailPage', namespaces: ['news'] },
  { path: '/contact', page: 'ContactPage', namespaces: ['contact'], hero: 'contact' },
  { path: '/market-reports', page: 'MarketReportsPage', namespaces: ['reports'], hero: 'reports' },
  { path: '/trade-regulations', page: 'TradeRegulationsPage', namespaces: ['regulations'], hero: 'regulations' },
  { path: '/investment-guides', page: 'InvestmentGuidesPage', namespaces: ['guides'], hero: 'guides' },
  { path: '/business-directory', page: 'BusinessDirectoryPage', namespaces: ['directory'], hero: 'directory' },
  { path: '/publications', page: 'PublicationsPage', namespaces: ['publications'], hero: 'publications' },
  { path: '/privacy-policy', page: 'legal/PrivacyPolicyPage', namespaces: ['legal'] },
  { path: '/terms-of-service', page: 'legal/TermsOfServicePage', namespaces: ['legal'] },
  { path: '/cookies', page: 'legal/CookiesPage', namespaces: ['legal'] },
  { path: '/team', page: 'TeamPage', namespaces: ['team'], hero: 'team' },
  { path: '/unsubscribe', page: 'UnsubscribePage', namespaces: ['unsubscribe'], hero: 'unsubscribe' },
] as const satisfies readonly PageRoute[];

export type PageModule = (typeof PAGE_ROUTES)[number]['page'];

/** The API path of each list (GET, the same URL the list queries fetch). */
export const LIST_URLS: Record<ListName, string> = {
  members: '/api/members',
  events: '/api/events',
  news: '/api/news',
};
