import { DirectoryQuerySchema, NewsArchiveQuerySchema } from '../../shared/schemas';
import type { PageRoute } from '../../shared/routes';
import type { PageData } from '../../shared/page-rendering';
import {
  newsArchivePage,
  publicArticle,
  publicEvent,
  publicEvents,
  publicMember,
  publicMembers,
  publicNews,
} from '../content/public-reads';
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
import { directoryPage } from '../content/directory';
import type { Services } from '../context';
import { localizeWithOtherTexts } from '../content/translations';
import type { Language } from '../../shared/constants';

/**
 * What a page shows in `language`, read in-process with the same reads as the API: its lists, its record (null
 * when the record does not exist or is not public: the page is then a 404) and, on /news and
 * /business-directory, the archive or directory page its query asks for (a query that does not
 * parse shows the first page).
 */
export async function loadPageData(
  { db, labels, sessionLifetime }: Pick<Services, 'db' | 'labels' | 'sessionLifetime'>,
  route: PageRoute,
  params: { id?: string },
  query: URLSearchParams,
  language: Language,
): Promise<PageData | null> {
  const { models } = db;
  const lists = route.lists ?? [];
  const data: PageData = {};
  const otherText: NonNullable<PageData['otherLanguageText']> = {};
  const id = Number(params.id);
  await Promise.all([
    lists.includes('members') &&
      publicMembers(models).then(async (english) => {
        ({ items: data.members, otherText: otherText.members } = await localizeWithOtherTexts(
          models,
          'members',
          english,
          language,
        ));
      }),
    lists.includes('events') &&
      publicEvents(models).then(async (english) => {
        ({ items: data.events, otherText: otherText.events } = await localizeWithOtherTexts(
          models,
          'events',
          english,
          language,
        ));
      }),
    lists.includes('news') && publicNews(models, language).then((rows) => (data.news = rows)),
    route.path === '/news' &&
      newsArchivePage(db, labels, parseArchiveQuery(query), language).then((archive) => (data.archive = archive)),
    lists.includes('reports') && publicReports(models, language).then((rows) => (data.reports = rows)),
    lists.includes('guides') && publicGuides(models, language).then((rows) => (data.guides = rows)),
    lists.includes('tools') && publicTools(models, language).then((rows) => (data.tools = rows)),
    lists.includes('publications') && publicPublications(models, language).then((rows) => (data.publications = rows)),
    lists.includes('team') && publicTeam(models, language).then((rows) => (data.team = rows)),
    lists.includes('agreements') && publicAgreements(models, language).then((rows) => (data.agreements = rows)),
    lists.includes('regulatory-updates') &&
      publicRegulatoryUpdates(models, language).then((rows) => (data.regulatoryUpdates = rows)),
    lists.includes('insights') && publicInsights(models, language).then((rows) => (data.insights = rows)),
    lists.includes('tariffs') && publicTariffRows(models, language).then((rows) => (data.tariffs = rows)),
    lists.includes('compliance-sectors') &&
      publicComplianceSectors(models, language).then((rows) => (data.complianceSectors = rows)),
    lists.includes('offices') && publicOffices(models, language).then((rows) => (data.offices = rows)),
    route.path === '/business-directory' &&
      directoryPage(db, labels, parseDirectoryQuery(query), language).then((page) => (data.directory = page)),
    route.detail === 'members' && publicMember(models, id, language).then((row) => row && (data.member = row)),
    route.detail === 'events' && publicEvent(models, id, language).then((row) => row && (data.event = row)),
    route.detail === 'news' && publicArticle(models, id, language).then((row) => row && (data.article = row)),
  ]);
  if (otherText.members || otherText.events) data.otherLanguageText = otherText;
  if (route.path === '/cookies') data.sessionLifetime = { ...sessionLifetime };
  if (route.detail === 'members' && !data.member) return null;
  if (route.detail === 'events' && !data.event) return null;
  if (route.detail === 'news' && !data.article) return null;
  return data;
}

function parseArchiveQuery(query: URLSearchParams) {
  const wanted = {
    page: query.get('page') ?? undefined,
    search: query.get('search') ?? undefined,
    category: query.get('category') ?? undefined,
  };
  const parsed = NewsArchiveQuerySchema.safeParse(wanted);
  return parsed.success ? parsed.data : NewsArchiveQuerySchema.parse({});
}

/** The directory page a query asks for; one that does not parse shows the first page, unfiltered. */
function parseDirectoryQuery(query: URLSearchParams) {
  const wanted = {
    page: query.get('page') ?? undefined,
    search: query.get('search') ?? undefined,
    region: query.get('region') ?? undefined,
    industry: query.get('industry') ?? undefined,
    type: query.get('type') ?? undefined,
  };
  const parsed = DirectoryQuerySchema.safeParse(wanted);
  return parsed.success ? parsed.data : DirectoryQuerySchema.parse({});
}
