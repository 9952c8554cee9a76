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

/** Reads one public list in the page's language into `data` (with the same reads as the API). */
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
  news: ({ models, language, data }) => publicNews(models, language).then((rows) => (data.news = rows)),
  reports: ({ models, language, data }) => publicReports(models, language).then((rows) => (data.reports = rows)),
  guides: ({ models, language, data }) => publicGuides(models, language).then((rows) => (data.guides = rows)),
  tools: ({ models, language, data }) => publicTools(models, language).then((rows) => (data.tools = rows)),
  publications: ({ models, language, data }) =>
    publicPublications(models, language).then((rows) => (data.publications = rows)),
  team: ({ models, language, data }) => publicTeam(models, language).then((rows) => (data.team = rows)),
  agreements: ({ models, language, data }) =>
    publicAgreements(models, language).then((rows) => (data.agreements = rows)),
  'regulatory-updates': ({ models, language, data }) =>
    publicRegulatoryUpdates(models, language).then((rows) => (data.regulatoryUpdates = rows)),
  insights: ({ models, language, data }) => publicInsights(models, language).then((rows) => (data.insights = rows)),
  tariffs: ({ models, language, data }) => publicTariffRows(models, language).then((rows) => (data.tariffs = rows)),
  'compliance-sectors': ({ models, language, data }) =>
    publicComplianceSectors(models, language).then((rows) => (data.complianceSectors = rows)),
  offices: ({ models, language, data }) => publicOffices(models, language).then((rows) => (data.offices = rows)),
};
