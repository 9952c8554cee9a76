/**
 * Data for the language spot check of the public routes (§2): where each page's one h1 and its
 * document title come from. A key `<ns>:<path>` is the dotted `<path>` in
 * apps/web/src/locales/<language>/<ns>.json; the document title is `<title text> | <common:site.name>`.
 * Detail routes (/members/{id}, /news/{id}, /events/{id}) show data, not translations, and /auth
 * is not a page of the public router, so they are not listed.
 */
export interface RouteLanguageCheck {
  /** The path to open. */
  path: string;
  /** The key of the page's h1. */
  h1: string;
  /** The key of the first part of the document title. */
  title: string;
}

export const PUBLIC_ROUTE_LANGUAGE_CHECKS: readonly RouteLanguageCheck[] = [
  { path: '/', h1: 'home:hero.title', title: 'home:meta.title' },
  { path: '/about', h1: 'about:hero.title', title: 'about:meta.title' },
  { path: '/members', h1: 'members:hero.title', title: 'members:meta.title' },
  { path: '/events', h1: 'events:hero.title', title: 'events:meta.title' },
  { path: '/news', h1: 'news:hero.title', title: 'news:meta.title' },
  { path: '/contact', h1: 'contact:hero.title', title: 'contact:meta.title' },
  { path: '/team', h1: 'team:hero.title', title: 'team:meta.title' },
  { path: '/market-reports', h1: 'reports:hero.title', title: 'reports:meta.title' },
  { path: '/trade-regulations', h1: 'regulations:hero.title', title: 'regulations:meta.title' },
  { path: '/investment-guides', h1: 'guides:hero.title', title: 'guides:meta.title' },
  { path: '/business-directory', h1: 'directory:hero.title', title: 'directory:meta.title' },
  { path: '/publications', h1: 'publications:hero.title', title: 'publications:meta.title' },
  { path: '/privacy-policy', h1: 'legal:meta.privacy.title', title: 'legal:meta.privacy.title' },
  { path: '/terms-of-service', h1: 'legal:meta.terms.title', title: 'legal:meta.terms.title' },
  { path: '/cookies', h1: 'legal:meta.cookies.title', title: 'legal:meta.cookies.title' },
  { path: '/no-such-page', h1: 'common:notFound.title', title: 'common:notFound.title' },
];

/** The languages to check besides English (the default and fallback). */
export const SPOT_CHECK_LANGUAGES = ['es', 'sv'] as const;
