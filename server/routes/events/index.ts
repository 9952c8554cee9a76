import { access } from '../../middleware/access';
import { presentEvent } from '../../presenters';
import { cachedList, itemById } from '../content';
import type { ApiRouter } from '../router';

/** GET /api/events (by date ascending, §4) and GET /api/events/:id. */
export function registerEventRoutes(router: ApiRouter): void {
  router.get(
    '/events',
    access('public'),
    cachedList('events', async ({ Event }) =>
      (
        await Event.findAll({
          order: [
            ['date', 'ASC'],
            ['id', 'ASC'],
          ],
        })
      ).map(presentEvent),
    ),
  );
  router.get(
    '/events/:id',
    access('public'),
    itemById(({ Event }, id) => Event.findByPk(id), presentEvent, 'Event not found'),
  );
}
