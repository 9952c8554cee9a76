import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { adminRoutes } from '../../admin/routes';
import { listQueries } from './hooks/content';
import { loadNamespaces } from '../../ui/i18n';
import { SiteLayout } from './layout/SiteLayout';
import { NotFoundPage } from './pages/NotFoundPage';

/**
 * A route whose page is its own chunk, downloaded when first visited together with the
 * translation namespaces it shows (in the active language only), so it never renders raw keys.
 */
function page(
  path: string,
  namespaces: readonly string[],
  load: () => Promise<ComponentType>,
  lists: readonly ListName[] = [],
): RouteObject {
  return {
    path,
    lazy: async () => {
      // The page's lists are requested at once, alongside its code (the page shows skeletons until they arrive).
      for (const list of lists) prefetch?.(list);
      const [Component] = await Promise.all([load(), loadNamespaces(namespaces)]);
      return { Component };
    },
  };
}

type ListName = keyof typeof listQueries;
let prefetch: ((list: ListName) => void) | undefined;

/** The auth page and admin screens: one lazy chunk, never downloaded by public pages. */
const loadAdmin = async () => {
  const admin = await import('../../admin');
  await admin.prepareAdmin();
  return admin;
};

/** The public routes of §2 (with header and footer), the admin routes and the 404 page. */
export const routes: RouteObject[] = [
  // /auth and /admin/*: the admin module's routes, shared with the desktop client.
  ...adminRoutes(loadAdmin),
  {
    element: <SiteLayout />,
    // Nothing to show while the first page's chunk loads (the header and footer come with it).
    HydrateFallback: () => null,
    children: [
      page('/', ['home', 'contact'], () => import('./pages/HomePage').then((m) => m.HomePage), [
        'members',
        'events',
        'news',
      ]),
      page('/about', ['about'], () => import('./pages/AboutPage').then((m) => m.AboutPage)),
      page('/members', ['members'], () => import('./pages/MembersPage').then((m) => m.MembersPage), ['members']),
      page('/members/:id', ['members'], () => import('./pages/MemberDetailPage').then((m) => m.MemberDetailPage)),
      page('/events', ['events'], () => import('./pages/EventsPage').then((m) => m.EventsPage), ['events']),
      page('/events/:id', ['events'], () => import('./pages/EventDetailPage').then((m) => m.EventDetailPage)),
      page('/news', ['news'], () => import('./pages/NewsPage').then((m) => m.NewsPage), ['news']),
      page('/news/:id', ['news'], () => import('./pages/NewsDetailPage').then((m) => m.NewsDetailPage)),
      page('/contact', ['contact'], () => import('./pages/ContactPage').then((m) => m.ContactPage)),
      page('/market-reports', ['reports'], () => import('./pages/MarketReportsPage').then((m) => m.MarketReportsPage)),
      page('/trade-regulations', ['regulations'], () =>
        import('./pages/TradeRegulationsPage').then((m) => m.TradeRegulationsPage),
      ),
      page('/investment-guides', ['guides'], () =>
        import('./pages/InvestmentGuidesPage').then((m) => m.InvestmentGuidesPage),
      ),
      page('/business-directory', ['directory'], () =>
        import('./pages/BusinessDirectoryPage').then((m) => m.BusinessDirectoryPage),
      ),
      page('/publications', ['publications'], () => import('./pages/PublicationsPage').then((m) => m.PublicationsPage)),
      page('/privacy-policy', ['legal'], () =>
        import('./pages/legal/PrivacyPolicyPage').then((m) => m.PrivacyPolicyPage),
      ),
      page('/terms-of-service', ['legal'], () =>
        import('./pages/legal/TermsOfServicePage').then((m) => m.TermsOfServicePage),
      ),
      page('/cookies', ['legal'], () => import('./pages/legal/CookiesPage').then((m) => m.CookiesPage)),
      page('/team', ['team'], () => import('./pages/TeamPage').then((m) => m.TeamPage)),
      page('/unsubscribe', ['unsubscribe'], () => import('./pages/UnsubscribePage').then((m) => m.UnsubscribePage)),
      { path: '*', Component: NotFoundPage },
    ],
  },
];

/** The browser router of the web app; pages' lists are prefetched into `queryClient`. */
export function createRouter(queryClient: QueryClient) {
  prefetch = (list) => {
    if (list === 'members') void queryClient.prefetchQuery(listQueries.members);
    else if (list === 'events') void queryClient.prefetchQuery(listQueries.events);
    else void queryClient.prefetchQuery(listQueries.news);
  };
  return createBrowserRouter(routes);
}
