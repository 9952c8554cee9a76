import { NewsArchiveQuerySchema } from '../../shared/schemas';
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
import type { Services } from '../context';

/**
 * What a page shows, read in-process with the same reads as the API: its lists, its record (null
 * when the record does not exist or is not public: the page is then a 404) and, on /news, the
 * archive page its query asks for (a query that does not parse shows the first page).
 */
export async function loadPageData(
  { db, labels }: Pick<Services, 'db' | 'labels'>,
  route: PageRoute,
  params: { id?: string },
  query: URLSearchParams,
): Promise<PageData | null> {
  const { models } = db;
  const lists = route.lists ?? [];
  const data: PageData = {};
  const id = Number(params.id);
  await Promise.all([
    lists.includes('members') && publicMembers(models).then((rows) => (data.members = rows)),
    lists.includes('events') && publicEvents(models).then((rows) => (data.events = rows)),
    lists.includes('news') && publicNews(models).then((rows) => (data.news = rows)),
    route.path === '/news' &&
      newsArchivePage(db, labels, parseArchiveQuery(query)).then((archive) => (data.archive = archive)),
    route.detail === 'members' && publicMember(models, id).then((row) => row && (data.member = row)),
    route.detail === 'events' && publicEvent(models, id).then((row) => row && (data.event = row)),
    route.detail === 'news' && publicArticle(models, id).then((row) => row && (data.article = row)),
  ]);
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
