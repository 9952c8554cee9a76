import type { ComponentType } from 'react';

/**
 * When an island's code runs and hydrates it: at once (`load`), or when someone first reaches for it
 * (`interaction`: a pointer over it, a touch, the keyboard focus). Until then the island is the
 * server's HTML, so a page whose islands wait for interaction runs no JavaScript for a visitor who
 * only reads it.
 */
export type Hydration = 'load' | 'interaction';

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
  ContactForm: island({
    module: 'components/ContactForm',
    load: () => import('../components/ContactForm').then((m) => m.ContactForm),
    namespaces: [],
    hydrate: 'interaction',
  }),
  SubscribeForm: island({
    module: 'components/SubscribeForm',
    load: () => import('../components/SubscribeForm').then((m) => m.SubscribeForm),
    namespaces: [],
    hydrate: 'interaction',
  }),
  ReportLibrary: island({
    module: 'pages/reports/ReportsIsland',
    load: () => import('../pages/reports/ReportsIsland').then((m) => m.ReportLibrary),
    namespaces: ['reports'],
    hydrate: 'interaction',
  }),
  PublicationLibrary: island({
    module: 'pages/publications/PublicationsIsland',
    load: () => import('../pages/publications/PublicationsIsland').then((m) => m.PublicationLibrary),
    namespaces: ['publications'],
    hydrate: 'interaction',
  }),
  Directory: island({
    module: 'pages/directory/DirectoryIsland',
    load: () => import('../pages/directory/DirectoryIsland').then((m) => m.Directory),
    namespaces: ['directory'],
    hydrate: 'interaction',
  }),
  GuideList: island({
    module: 'pages/guides/GuidesIsland',
    load: () => import('../pages/guides/GuidesIsland').then((m) => m.GuideList),
    namespaces: ['guides'],
    hydrate: 'interaction',
  }),
  MemberDirectory: island({
    module: 'pages/members/MembersIsland',
    load: () => import('../pages/members/MembersIsland').then((m) => m.MemberDirectory),
    namespaces: ['members'],
    hydrate: 'interaction',
  }),
  EventFilters: island({
    module: 'pages/events/EventsIsland',
    load: () => import('../pages/events/EventsIsland').then((m) => m.EventFilters),
    namespaces: ['events'],
    hydrate: 'interaction',
  }),
  RegistrationForm: island({
    module: 'components/RegistrationForm',
    load: () => import('../components/RegistrationForm').then((m) => m.RegistrationForm),
    namespaces: ['events'],
    hydrate: 'interaction',
  }),
  MembershipApplicationForm: island({
    module: 'components/membership/ApplicationForm',
    load: () => import('../components/membership/ApplicationForm').then((m) => m.ApplicationForm),
    namespaces: ['membership'],
    hydrate: 'interaction',
  }),
  NewsArchive: island({
    module: 'pages/news/NewsIsland',
    load: () => import('../pages/news/NewsIsland').then((m) => m.NewsArchive),
    namespaces: ['news'],
    hydrate: 'interaction',
  }),
  UnsubscribeCard: island({
    module: 'pages/unsubscribe/UnsubscribeIsland',
    load: () => import('../pages/unsubscribe/UnsubscribeIsland').then((m) => m.UnsubscribeCard),
    namespaces: ['unsubscribe'],
    hydrate: 'interaction',
  }),
  SubscriptionConfirmCard: island({
    module: 'pages/subscription/SubscriptionConfirmIsland',
    load: () => import('../pages/subscription/SubscriptionConfirmIsland').then((m) => m.SubscriptionConfirmCard),
    namespaces: ['subscription'],
    hydrate: 'load',
  }),
  RegistrationCancelCard: island({
    module: 'pages/registration/RegistrationCancelIsland',
    load: () => import('../pages/registration/RegistrationCancelIsland').then((m) => m.RegistrationCancelCard),
    namespaces: ['registration'],
    hydrate: 'load',
  }),
  Tabs: island({
    module: 'components/Tabs',
    load: () => import('../components/Tabs').then((m) => m.Tabs),
    namespaces: [],
    hydrate: 'interaction',
  }),
};

export type IslandName = keyof typeof ISLANDS;

/** The props of an island (sent to the browser as JSON). */
export type IslandProps<N extends IslandName> = (typeof ISLANDS)[N] extends IslandDefinition<infer P> ? P : never;

/** Whether a name is an island's. */
export function isIslandName(name: unknown): name is IslandName {
  return typeof name === 'string' && Object.hasOwn(ISLANDS, name);
}
