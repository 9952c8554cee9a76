import { MEMBER_LIST_LIMIT } from '../../../shared/constants';
import { PublicMemberListQuerySchema, type PublicMemberListQuery } from '../../../shared/schemas';
import { WithHeaders } from '../../cache';
import { memberResource } from '../../content/member-resource';
import { publicMemberPage } from '../../content/member-pages';
import { publicMember } from '../../content/public-reads';
import type { AppMiddleware } from '../../context';
import { access } from '../../http/access';
import { cachedList } from '../../http/json-cache';
import { registerManagedRoutes } from '../../http/managed-routes';
import { itemById, requestedLanguage } from '../../http/params';
import type { RouteModule } from '../../http/router';
import { validateQuery, validatedQuery } from '../../middleware/validate';
import { pageHeaders, sendPage } from '../../paging';

const LIST_PATH = '/api/members';

/**
 * The query string the Link header's addresses keep: the request's own, plus the bound as the
 * page size when it named none, so that `next` continues the same list rather than a page of the
 * default size.
 */
function linkQuery(querystring: string, query: PublicMemberListQuery): string {
  if (query.paged) return querystring;
  const params = new URLSearchParams(querystring);
  params.set('pageSize', String(MEMBER_LIST_LIMIT));
  return params.toString();
}

/** GET /api/members with a page, filters or ids: read for the request, with X-Total-Count and Link. */
const queriedMembers: AppMiddleware = (ctx, next) =>
  validateQuery(PublicMemberListQuerySchema)(ctx, async () => {
    const query = validatedQuery<PublicMemberListQuery>(ctx);
    const { db, labels } = ctx.services;
    const result = await publicMemberPage(db, labels, query, requestedLanguage(ctx));
    sendPage(ctx, result, query, linkQuery(ctx.querystring, query));
    await next();
  });

/**
 * GET /api/members (featured first, then by name), the first MEMBER_LIST_LIMIT, cached in each
 * language: the headers say how many there are and where the list goes on.
 */
const firstMembers = cachedList(
  'members',
  async (_models, language, { db, labels, publicUrl }) => {
    const query = PublicMemberListQuerySchema.parse({});
    const result = await publicMemberPage(db, labels, query, language);
    const querystring = linkQuery(language === 'en' ? '' : `lang=${language}`, query);
    return new WithHeaders(result.items, pageHeaders(publicUrl(), LIST_PATH, querystring, query, result.total));
  },
  { queried: queriedMembers },
);

/**
 * GET /api/members (`?page=&pageSize=&search=&industry=&region=&ids=`, see docs/api.md) and GET
 * /api/members/:id, only the members the public sees; the staff routes under /api/admin/members.
 */
export const memberRoutes: RouteModule = (router) => {
  router.get('/members', access('public'), firstMembers);
  router.get('/members/:id', access('public'), itemById(publicMember, 'Member not found'));

  registerManagedRoutes(router, memberResource);
};
