import type { ComponentType } from 'react';

/** When an island's code downloads and hydrates: at once, or once it comes near the viewport. */
export type Hydration = 'load' | 'visible';

/** An interactive part of a public page: the one part of the page that runs JavaScript. */
export interface IslandDefinition<P> {
  /** The module under apps/web/src that `load` imports (the server preloads its built files). */
  module: string;
  load: () => Promise<ComponentType<P>>;
  /** Translation namespaces it shows besides `common`: the page carries their strings for it. */
  namespaces: readonly string[];
  hydrate: Hydration;
}

function island<P>(definition: IslandDefinition<P>): IslandDefinition<P> {
  return definition;
}

/**
 * Every island of the public site. The server renders each into the page's HTML with the props it is
 * given (plain JSON); the browser downloads and hydrates only the islands a page has.
 */
export const ISLANDS = {
  SiteHeader: island({
    module: 'layout/Header',
    load: () => import('../layout/Header').then((m) => m.Header),
    namespaces: [],
    hydrate: 'load',
  }),
  ContactForm: island({
    module: 'components/ContactForm',
    load: () => import('../components/ContactForm').then((m) => m.ContactForm),
    namespaces: [],
    hydrate: 'visible',
  }),
  SubscribeForm: island({
    module: 'components/SubscribeForm',
    load: () => import('../components/SubscribeForm').then((m) => m.SubscribeForm),
    namespaces: [],
    hydrate: 'visible',
  }),
  ReportLibrary: island({
    module: 'pages/MarketReportsPage',
    load: () => import('../pages/MarketReportsPage').then((m) => m.ReportLibrary),
    namespaces: ['reports'],
    hydrate: 'load',
  }),
  PublicationLibrary: island({
    module: 'pages/PublicationsPage',
    load: () => import('../pages/PublicationsPage').then((m) => m.PublicationLibrary),
    namespaces: ['publications'],
    hydrate: 'load',
  }),
  Directory: island({
    module: 'pages/BusinessDirectoryPage',
    load: () => import('../pages/BusinessDirectoryPage').then((m) => m.Directory),
    namespaces: ['directory'],
    hydrate: 'load',
  }),
  GuideList: island({
    module: 'pages/InvestmentGuidesPage',
    load: () => import('../pages/InvestmentGuidesPage').then((m) => m.GuideList),
    namespaces: ['guides'],
    hydrate: 'load',
  }),
  MemberDirectory: island({
    module: 'pages/MembersPage',
    load: () => import('../pages/MembersPage').then((m) => m.MemberDirectory),
    namespaces: ['members'],
    hydrate: 'load',
  }),
  EventList: island({
    module: 'pages/EventsPage',
    load: () => import('../pages/EventsPage').then((m) => m.EventList),
    namespaces: ['events'],
    hydrate: 'load',
  }),
  NewsArchive: island({
    module: 'pages/NewsPage',
    load: () => import('../pages/NewsPage').then((m) => m.NewsArchive),
    namespaces: ['news'],
    hydrate: 'load',
  }),
  UnsubscribeCard: island({
    module: 'pages/UnsubscribePage',
    load: () => import('../pages/UnsubscribePage').then((m) => m.UnsubscribeCard),
    namespaces: ['unsubscribe'],
    hydrate: 'load',
  }),
  SubscriptionConfirmCard: island({
    module: 'pages/SubscriptionConfirmPage',
    load: () => import('../pages/SubscriptionConfirmPage').then((m) => m.SubscriptionConfirmCard),
    namespaces: ['subscription'],
    hydrate: 'load',
  }),
  Tabs: island({
    module: 'components/Tabs',
    load: () => import('../components/Tabs').then((m) => m.Tabs),
    namespaces: [],
    hydrate: 'load',
  }),
};

export type IslandName = keyof typeof ISLANDS;

/** The props of an island (sent to the browser as JSON). */
export type IslandProps<N extends IslandName> = (typeof ISLANDS)[N] extends IslandDefinition<infer P> ? P : never;

/** Whether a name is an island's. */
export function isIslandName(name: unknown): name is IslandName {
  return typeof name === 'string' && Object.hasOwn(ISLANDS, name);
}
