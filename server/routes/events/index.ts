import { can } from '../../../shared/roles';
import { AUTH_ROUTE, LANGUAGE_PARAM, localizedPath } from '../../../shared/routes';
import { REGISTRATION_REFUSALS } from '../../../shared/schemas/registrations';
import type { AppContext } from '../../context';
import { eventResource } from '../../content/event-resource';
import { publicEventPage } from '../../content/event-pages';
import { publicEvent } from '../../content/public-reads';
import { forbidden, notFound } from '../../errors';
import { access, loadUser } from '../../http/access';
import { registerManagedRoutes } from '../../http/managed-routes';
import { publicList } from '../../http/public-list';
import { idParam, itemById, requestedLanguage } from '../../http/params';
import type { RouteModule } from '../../http/router';

const EVENT_NOT_FOUND = 'Event not found';

/**
 * GET /api/events/:id/registration-link: the registration link of an event held elsewhere. A
 * members-only event's link is opened for signed-in members and staff only; a browser of anyone
 * else goes to sign in and then back to the event's page, an API client gets 403. Never cached:
 * the answer depends on who asks.
 */
async function openRegistrationLink(ctx: AppContext): Promise<void> {
  const event = await ctx.services.db.models.Event.findOne({
    where: { id: idParam(ctx), deletedAt: null },
    attributes: ['id', 'registrationMode', 'registrationLink', 'membersOnly'],
  });
  if (!event || event.registrationMode !== 'external' || !event.registrationLink) throw notFound(EVENT_NOT_FOUND);
  ctx.set('Cache-Control', 'no-store');
  if (event.membersOnly && !can((await loadUser(ctx))?.role, 'members-only:open')) {
    if (ctx.accepts('json', 'html') !== 'html') throw forbidden(REGISTRATION_REFUSALS.membersOnly);
    const language = requestedLanguage(ctx);
    const query = new URLSearchParams({ next: localizedPath(`/events/${event.id}`, language) });
    query.set(LANGUAGE_PARAM, language);
    ctx.status = 303;
    ctx.redirect(`${AUTH_ROUTE}?${query.toString()}`);
    return;
  }
  ctx.redirect(event.registrationLink);
}

/**
 * GET /api/events (by date ascending, paged like every public list: see docs/api.md), GET
 * /api/events/:id, without deleted events, and the gate
 * to an event's registration link; the staff routes under /api/admin/events.
 */
export const eventRoutes: RouteModule = (router) => {
  router.get('/events', access('public'), publicList('events', '/api/events', publicEventPage));
  router.get('/events/:id', access('public'), itemById(publicEvent, EVENT_NOT_FOUND));
  router.get('/events/:id/registration-link', access('public'), openRegistrationLink);

  registerManagedRoutes(router, eventResource);
};
