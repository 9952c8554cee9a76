import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { adminRoutes } from '../../admin/routes';
import { listQueries } from './hooks/content';
import { loadNamespaces } from '../../ui/i18n';
import { SiteLayout } from './layout/SiteLayout';
import { NotFoundPage } from './pages/NotFoundPage';
import { PAGE_ROUTES, type ListName, type PageModule, type PageRoute } from './page-routes';

/** Each page's chunk (literal imports, so each page is split into its own chunk). */
const PAGE_LOADERS: Record<PageModule, () => Promise<ComponentType>> = {
  HomePage: () => import('./pages/HomePage').then((m) => m.HomePage),
  AboutPage: () => import('./pages/AboutPage').then((m) => m.AboutPage),
  MembersPage: () => import('./pages/MembersPage').then((m) => m.MembersPage),
  MemberDetailPage: () => import('./pages/MemberDetailPage').then((m) => m.MemberDetailPage),
  EventsPage: () => import('./pages/EventsPage').then((m) => m.EventsPage),
  EventDetailPage: () => import('./pages/EventDetailPage').then((m) => m.EventDetailPage),
  NewsPage: () => import('./pages/NewsPage').then((m) => m.NewsPage),
  NewsDetailPage: () => import('./pages/NewsDetailPage').then((m) => m.NewsDetailPage),
  ContactPage: () => import('./pages/ContactPage').then((m) => m.ContactPage),
  MarketReportsPage: () => import('./pages/MarketReportsPage').then((m) => m.MarketReportsPage),
  TradeRegulationsPage: () => import('./pages/TradeRegulationsPage').then((m) => m.TradeRegulationsPage),
  InvestmentGuidesPage: () => import('./pages/InvestmentGuidesPage').then((m) => m.InvestmentGuidesPage),
  BusinessDirectoryPage: () => import('./pages/BusinessDirectoryPage').then((m) => m.BusinessDirectoryPage),
  PublicationsPage: () => import('./pages/PublicationsPage').then((m) => m.PublicationsPage),
  'legal/PrivacyPolicyPage': () => import('./pages/legal/PrivacyPolicyPage').then((m) => m.PrivacyPolicyPage),
  'legal/TermsOfServicePage': () => import('./pages/legal/TermsOfServicePage').then((m) => m.TermsOfServicePage),
  'legal/CookiesPage': () => import('./pages/legal/CookiesPage').then((m) => m.CookiesPage),
  TeamPage: () => import('./pages/TeamPage').then((m) => m.TeamPage),
  UnsubscribePage: () => import('./pages/UnsubscribePage').then((m) => m.UnsubscribePage),
};

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
      ...(PAGE_ROUTES as readonly (PageRoute & { page: PageModule })[]).map((route) =>
        page(route.path, route.namespaces, PAGE_LOADERS[route.page], route.lists),
      ),
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
