import { DirectoryQuerySchema, NewsArchiveQuerySchema } from '../../shared/schemas';
import { eventListPage } from './event-list';
import { memberListPage } from './member-list';
import type { PageRoute } from '../../shared/routes';
import type { PageData } from '../../shared/page-rendering';
import { featuredNews, newsArchivePage, publicArticle, publicEvent, publicMember } from '../content/public-reads';
import { directoryPage } from '../content/directory';
import type { Services } from '../context';
import { LIST_LOADERS } from './list-loaders';
import type { Language } from '../../shared/constants';

/**
 * What a page shows in `language`, read in-process with the same reads as the API: the lists its route
 * names (each read once, by its loader in `LIST_LOADERS`), its record (null when the record does not
 * exist or is not public: the page is then a 404) and, on /news, /members, /events and
 * /business-directory, the archive, member, event or directory page its query asks for (a query that
 * does not parse shows the first page), and on /news the featured articles it shows on top. What is
 * upcoming is decided at `now`.
 */
export async function loadPageData(
  { db, labels, cache, sessionLifetime }: Pick<Services, 'db' | 'labels' | 'cache' | 'sessionLifetime'>,
  route: PageRoute,
  params: { id?: string },
  query: URLSearchParams,
  language: Language,
  now: Date,
): Promise<PageData | null> {
  const { models } = db;
  const data: PageData = {};
  const id = Number(params.id);
  await Promise.all([
    ...(route.lists ?? []).map((list) => LIST_LOADERS[list]({ db, labels, language, data, now })),
    route.path === '/news' &&
      newsArchivePage({ db, labels, cache }, parseArchiveQuery(query), language).then(
        (archive) => (data.archive = archive),
      ),
    route.path === '/news' && featuredNews(models, language).then((rows) => (data.featuredNews = rows)),
    route.path === '/members' &&
      memberListPage({ db, labels, cache }, query, language).then((page) => (data.memberList = page)),
    route.path === '/events' &&
      eventListPage({ db, labels, cache }, query, language, now).then((page) => (data.eventList = page)),
    route.path === '/business-directory' &&
      directoryPage(db, labels, parseDirectoryQuery(query), language).then((page) => (data.directory = page)),
    route.detail === 'members' && publicMember(models, id, language).then((row) => row && (data.member = row)),
    route.detail === 'events' && publicEvent(models, id, language).then((row) => row && (data.event = row)),
    route.detail === 'news' && publicArticle(models, id, language).then((row) => row && (data.article = row)),
  ]);
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
