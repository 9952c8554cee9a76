import type { z } from 'zod';
import { DoorBatchSchema, type DoorBatchResult } from '../../../shared/schemas/check-ins';
import { notFound } from '../../errors';
import { access, staffUser } from '../../http/access';
import { idParam } from '../../http/params';
import { validate, validated } from '../../middleware/validate';
import { EVENT_NOT_FOUND } from '../../registrations/registrations';
import { readSiteSettings } from '../../settings';
import { EVENTS_CACHE_KEY } from '../registrations/common';
import type { RouteModule } from '../../http/router';
import { applyDoorBatch, doorList } from './door';

/**
 * Check-in at an event's door from computers that may lose their connection (`registrations:manage`):
 * GET /api/admin/events/:id/door-list copies the list to the computer; POST …/check-ins sends its
 * queue of check-ins and walk-ins, in order, each with its own key (see ./door.ts). A deleted
 * event's list stays readable, as its registration list does.
 */
export const checkInRoutes: RouteModule = (router) => {
  router.get('/admin/events/:id/door-list', access('registrations:manage'), async (ctx) => {
    const { services } = ctx;
    const event = await services.db.models.Event.findOne({ where: { id: idParam(ctx) } });
    if (!event) throw notFound(EVENT_NOT_FOUND);
    ctx.body = await doorList(services, event);
  });

  router.post('/admin/events/:id/check-ins', access('registrations:manage'), validate(DoorBatchSchema), async (ctx) => {
    const batch = validated<z.output<typeof DoorBatchSchema>>(ctx);
    const user = await staffUser(ctx);
    const { services } = ctx;
    const { models } = services.db;
    const event = await models.Event.findOne({ where: { id: idParam(ctx) } });
    if (!event) throw notFound(EVENT_NOT_FOUND);
    const { defaultLanguage } = await readSiteSettings(models);
    const { results, added } = await applyDoorBatch(services, user, event, defaultLanguage, batch);
    // A walk-in took a place: the public events show the places left.
    if (added) services.cache.invalidate(EVENTS_CACHE_KEY);
    ctx.body = { results } satisfies DoorBatchResult;
  });
};
