import { HOME_COUNTS, type Language } from '../../shared/constants';
import type { PageData } from '../../shared/page-rendering';
import type { ListName } from '../../shared/routes';
import { publicEvents, publicMembers, publicNews } from '../content/public-reads';
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
import { localizeWithOtherTexts } from '../content/translations';
import type { Database } from '../db';

/** What a list's loader reads with, and the page data it fills in. */
export interface ListLoad {
  models: Database['models'];
  language: Language;
  data: PageData;
  otherText: NonNullable<PageData['otherLanguageText']>;
}

/**
 * Reads one public list in the page's language into `data` (with the same reads as the API): a
 * resource list's first PUBLIC_LIST_LIMIT items, as the API's unpaged answer holds.
 */
export type ListLoader = (load: ListLoad) => Promise<unknown>;

/**
 * How the server reads each list a page names in its route's `lists`: one entry per `ListName`, so a
 * new list in shared/routes.ts does not compile until it says how it is read. Events are read in
 * English and then translated, keeping the other languages' texts for the island's search.
 */
export const LIST_LOADERS: Record<ListName, ListLoader> = {
  // The first members only: the home page features them, and /members reads its own page of them.
  members: ({ models, language, data }) =>
    publicMembers(models, language, HOME_COUNTS.members).then((rows) => (data.members = rows)),
  events: ({ models, language, data, otherText }) =>
    publicEvents(models).then(async (english) => {
      ({ items: data.events, otherText: otherText.events } = await localizeWithOtherTexts(
        models,
        'events',
        english,
        language,
      ));
    }),
  // The latest articles only: the home page shows them, and /news reads its featured ones and its archive page.
  news: ({ models, language, data }) =>
    publicNews(models, language, HOME_COUNTS.news).then((rows) => (data.news = rows)),
  reports: ({ models, language, data }) => publicReports(models, language).then(({ items }) => (data.reports = items)),
  guides: ({ models, language, data }) => publicGuides(models, language).then(({ items }) => (data.guides = items)),
  tools: ({ models, language, data }) => publicTools(models, language).then(({ items }) => (data.tools = items)),
  publications: ({ models, language, data }) =>
    publicPublications(models, language).then(({ items }) => (data.publications = items)),
  team: ({ models, language, data }) => publicTeam(models, language).then(({ items }) => (data.team = items)),
  agreements: ({ models, language, data }) =>
    publicAgreements(models, language).then(({ items }) => (data.agreements = items)),
  'regulatory-updates': ({ models, language, data }) =>
    publicRegulatoryUpdates(models, language).then(({ items }) => (data.regulatoryUpdates = items)),
  insights: ({ models, language, data }) =>
    publicInsights(models, language).then(({ items }) => (data.insights = items)),
  tariffs: ({ models, language, data }) =>
    publicTariffRows(models, language).then(({ items }) => (data.tariffs = items)),
  'compliance-sectors': ({ models, language, data }) =>
    publicComplianceSectors(models, language).then(({ items }) => (data.complianceSectors = items)),
  offices: ({ models, language, data }) => publicOffices(models, language).then(({ items }) => (data.offices = items)),
};
