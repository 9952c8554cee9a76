import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { SiteLayout } from './layout/SiteLayout';
import { NotFoundPage } from './pages/NotFoundPage';

/** A route whose page is its own chunk, downloaded when first visited. */
function page(path: string, load: () => Promise<ComponentType>): RouteObject {
  return { path, lazy: async () => ({ Component: await load() }) };
}

/** The public routes of §2 (with header and footer) and the 404 page. */
export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    // Nothing to show while the first page's chunk loads (the header and footer come with it).
    HydrateFallback: () => null,
    children: [
      page('/', () => import('./pages/HomePage').then((m) => m.HomePage)),
      page('/about', () => import('./pages/AboutPage').then((m) => m.AboutPage)),
      page('/members', () => import('./pages/MembersPage').then((m) => m.MembersPage)),
      page('/members/:id', () => import('./pages/MemberDetailPage').then((m) => m.MemberDetailPage)),
      page('/events', () => import('./pages/EventsPage').then((m) => m.EventsPage)),
      page('/events/:id', () => import('./pages/EventDetailPage').then((m) => m.EventDetailPage)),
      page('/news', () => import('./pages/NewsPage').then((m) => m.NewsPage)),
      page('/news/:id', () => import('./pages/NewsDetailPage').then((m) => m.NewsDetailPage)),
      page('/contact', () => import('./pages/ContactPage').then((m) => m.ContactPage)),
      page('/market-reports', () => import('./pages/MarketReportsPage').then((m) => m.MarketReportsPage)),
      page('/trade-regulations', () => import('./pages/TradeRegulationsPage').then((m) => m.TradeRegulationsPage)),
      page('/investment-guides', () => import('./pages/InvestmentGuidesPage').then((m) => m.InvestmentGuidesPage)),
      page('/business-directory', () => import('./pages/BusinessDirectoryPage').then((m) => m.BusinessDirectoryPage)),
      page('/publications', () => import('./pages/PublicationsPage').then((m) => m.PublicationsPage)),
      page('/privacy-policy', () => import('./pages/legal/PrivacyPolicyPage').then((m) => m.PrivacyPolicyPage)),
      page('/terms-of-service', () => import('./pages/legal/TermsOfServicePage').then((m) => m.TermsOfServicePage)),
      page('/cookies', () => import('./pages/legal/CookiesPage').then((m) => m.CookiesPage)),
      page('/team', () => import('./pages/TeamPage').then((m) => m.TeamPage)),
      { path: '*', Component: NotFoundPage },
    ],
  },
];

/** The browser router of the web app. */
export function createRouter() {
  return createBrowserRouter(routes);
}
