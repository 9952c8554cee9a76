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
import { localizeWithOtherTexts } from '../content/translations';
import type { Language } from '../../shared/constants';

/**
 * What a page shows in `language`, read in-process with the same reads as the API: its lists, its record (null
 * when the record does not exist or is not public: the page is then a 404) and, on /news, the
 * archive page its query asks for (a query that does not parse shows the first page).
 */
export async function loadPageData(
  { db, labels }: Pick<Services, 'db' | 'labels'>,
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
    route.detail === 'members' && publicMember(models, id, language).then((row) => row && (data.member = row)),
    route.detail === 'events' && publicEvent(models, id, language).then((row) => row && (data.event = row)),
    route.detail === 'news' && publicArticle(models, id, language).then((row) => row && (data.article = row)),
  ]);
  if (otherText.members || otherText.events) data.otherLanguageText = otherText;
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
