import type { CreationAttributes } from 'sequelize';
import type { z } from 'zod';
import type { RegistrationCounts } from '../../shared/entities';
import {
  AdminEventListQuerySchema,
  EventInputSchema,
  EventUpdateSchema,
  type EventPayload,
} from '../../shared/schemas';
import type { EventModel } from '../models';
import { presentManagedEvent } from '../presenters/events';
import { afterEventDeleted, afterEventUpdate } from '../registrations/notices';
import { registrationCounts } from '../registrations/places';
import { calendarAttachments } from '../registrations/registrations';
import type { ManagedResource } from './managed';

/** A date of the body: absent keeps the stored one (undefined), '' or null clears it. */
const dateOrKept = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null ? null : new Date(value);

/**
 * The columns of an event body. A field the body leaves out (an older client's) is not written:
 * an update keeps it, a new event gets the default. A body without `registrationMode` but with a
 * link registers at the link, as before there were modes.
 */
function eventRow(input: EventPayload): CreationAttributes<EventModel> {
  const row: Record<string, unknown> = {
    ...input,
    registrationMode: input.registrationMode ?? (input.registrationLink ? 'external' : undefined),
    date: new Date(input.date),
    endDate: input.endDate ? new Date(input.endDate) : null,
    registrationOpensAt: dateOrKept(input.registrationOpensAt),
    registrationClosesAt: dateOrKept(input.registrationClosesAt),
  };
  for (const [key, value] of Object.entries(row)) if (value === undefined) delete row[key];
  return row as CreationAttributes<EventModel>;
}

/** The staff API of events (and what an import of events writes through). */
export const eventResource: ManagedResource<EventModel, EventPayload, z.output<typeof AdminEventListQuerySchema>> = {
  path: 'events',
  entity: 'event',
  notFoundMessage: 'Event not found',
  model: (models) => models.Event,
  inputSchema: EventInputSchema,
  updateSchema: EventUpdateSchema,
  querySchema: AdminEventListQuerySchema,
  row: eventRow,
  label: (event) => event.title,
  present: (event, translations, registrations) =>
    presentManagedEvent(event, translations, registrations as RegistrationCounts | undefined),
  related: registrationCounts,
  // Registrants hear of a move or a cancellation; more places go to the waiting list.
  changed: (services, { action, before, after }) =>
    action === 'delete'
      ? afterEventDeleted(services, after)
      : afterEventUpdate(services, before ?? after, after, calendarAttachments(services)),
  // Newest first for staff: what they work on is usually the next or the latest event.
  order: [
    ['date', 'DESC'],
    ['id', 'DESC'],
  ],
  search: { text: ['title', 'location'], codes: [{ column: 'event_type', vocabulary: 'eventTypes' }] },
  filters: ({ eventType }) => (eventType ? [{ eventType }] : []),
};
