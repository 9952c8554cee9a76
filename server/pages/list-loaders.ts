import { HOME_COUNTS, WEBINARS_SHOWN, type Language } from '../../shared/constants';
import type { PageData } from '../../shared/page-rendering';
import type { ListName } from '../../shared/routes';
import { upcomingEventPage } from '../content/event-pages';
import { publicMembers, publicNews } from '../content/public-reads';
import type { CodeLabels } from '../content/search';
import {
  publicAgreements,
  publicComplianceSectors,
  publicGuides,
  publicInsights,
  publicOffices,
  publicPublications,
  publicRegulatoryUpdates,
  publicReports,
  publicTariffRows,
  publicTeam,
  publicTools,
} from '../content/resource-reads';
import type { Database } from '../db';

/** What a list's loader reads with, and the page data it fills in. */
export interface ListLoad {
  db: Database;
  labels: CodeLabels;
  language: Language;
  data: PageData;
  /** The instant the page is read at (what is upcoming). */
  now: Date;
}

/**
 * Reads one public list in the page's language into `data` (with the same reads as the API): a
 * resource list's first PUBLIC_LIST_LIMIT items, as the API's unpaged answer holds.
 */
export type ListLoader = (load: ListLoad) => Promise<unknown>;

/**
 * How the server reads each list a page names in its route's `lists`: one entry per `ListName`, so a
 * new list in shared/routes.ts does not compile until it says how it is read.
 */
export const LIST_LOADERS: Record<ListName, ListLoader> = {
  // The first members only: the home page features them, and /members reads its own page of them.
  members: ({ db: { models }, language, data }) =>
    publicMembers(models, language, HOME_COUNTS.members).then((rows) => (data.members = rows)),
  // The first upcoming events (the home page's) and the first upcoming online ones (/investment-guides'):
  // /events reads its own page of them.
  events: async ({ db, labels, language, data, now }) => {
    const first = { search: '', eventType: null, page: 1 };
    const [soonest, online] = await Promise.all([
      upcomingEventPage(
        db,
        labels,
        { ...first, pageSize: HOME_COUNTS.featuredEvents + HOME_COUNTS.moreEvents },
        language,
        now,
      ),
      upcomingEventPage(
        db,
        labels,
        { ...first, pageSize: WEBINARS_SHOWN, types: ['virtual', 'hybrid'] },
        language,
        now,
      ),
    ]);
    data.events = soonest.items;
    data.webinars = online.items;
  },
  // The latest articles only: the home page shows them, and /news reads its featured ones and its archive page.
  news: ({ db: { models }, language, data }) =>
    publicNews(models, language, HOME_COUNTS.news).then((rows) => (data.news = rows)),
  reports: ({ db: { models }, language, data }) =>
    publicReports(models, language).then(({ items }) => (data.reports = items)),
  guides: ({ db: { models }, language, data }) =>
    publicGuides(models, language).then(({ items }) => (data.guides = items)),
  tools: ({ db: { models }, language, data }) =>
    publicTools(models, language).then(({ items }) => (data.tools = items)),
  publications: ({ db: { models }, language, data }) =>
    publicPublications(models, language).then(({ items }) => (data.publications = items)),
  team: ({ db: { models }, language, data }) => publicTeam(models, language).then(({ items }) => (data.team = items)),
  agreements: ({ db: { models }, language, data }) =>
    publicAgreements(models, language).then(({ items }) => (data.agreements = items)),
  'regulatory-updates': ({ db: { models }, language, data }) =>
    publicRegulatoryUpdates(models, language).then(({ items }) => (data.regulatoryUpdates = items)),
  insights: ({ db: { models }, language, data }) =>
    publicInsights(models, language).then(({ items }) => (data.insights = items)),
  tariffs: ({ db: { models }, language, data }) =>
    publicTariffRows(models, language).then(({ items }) => (data.tariffs = items)),
  'compliance-sectors': ({ db: { models }, language, data }) =>
    publicComplianceSectors(models, language).then(({ items }) => (data.complianceSectors = items)),
  offices: ({ db: { models }, language, data }) =>
    publicOffices(models, language).then(({ items }) => (data.offices = items)),
};
