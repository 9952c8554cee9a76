import type { z } from 'zod';
import {
  AdminEventListQuerySchema,
  EventInputSchema,
  EventUpdateSchema,
  type EventPayload,
} from '../../../shared/schemas';
import { access } from '../../middleware/access';
import type { EventModel } from '../../models';
import { publicEvent, publicEvents } from '../../content/public-reads';
import { presentManagedEvent } from '../../presenters';
import { cachedList, itemById } from '../content';
import { registerManagedRoutes } from '../managed';
import type { ApiRouter } from '../router';

/**
 * GET /api/events (by date ascending) and GET /api/events/:id, without deleted events; the
 * staff routes under /api/admin/events.
 */
export function registerEventRoutes(router: ApiRouter): void {
  router.get('/events', access('public'), cachedList('events', publicEvents));
  router.get('/events/:id', access('public'), itemById(publicEvent, 'Event not found'));

  registerManagedRoutes<EventModel, EventPayload, z.output<typeof AdminEventListQuerySchema>>(router, {
    path: 'events',
    entity: 'event',
    notFoundMessage: 'Event not found',
    model: (models) => models.Event,
    inputSchema: EventInputSchema,
    updateSchema: EventUpdateSchema,
    querySchema: AdminEventListQuerySchema,
    row: (input) => ({
      ...input,
      date: new Date(input.date),
      endDate: input.endDate ? new Date(input.endDate) : null,
    }),
    label: (event) => event.title,
    present: presentManagedEvent,
    // Newest first for staff: what they work on is usually the next or the latest event.
    order: [
      ['date', 'DESC'],
      ['id', 'DESC'],
    ],
    search: { text: ['title', 'location'], codes: [{ column: 'event_type', vocabulary: 'eventTypes' }] },
    filters: ({ eventType }) => (eventType ? [{ eventType }] : []),
  });
}
