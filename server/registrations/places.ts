import { fn, col, literal, Op, type Transaction } from 'sequelize';
import type { RegistrationCounts } from '../../shared/entities';
import type { EventRegistrationModel, Models } from '../models';

/** No registrations at all. */
export const NO_REGISTRATIONS: RegistrationCounts = { confirmed: 0, waitlisted: 0, checkedIn: 0 };

/**
 * The registrations of each of `eventIds` counted by where they stand (events with none are
 * absent), in one query.
 */
export async function registrationCounts(
  models: Pick<Models, 'EventRegistration'>,
  eventIds: readonly number[],
  transaction?: Transaction,
): Promise<Map<number, RegistrationCounts>> {
  const counts = new Map<number, RegistrationCounts>();
  if (eventIds.length === 0) return counts;
  const rows = (await models.EventRegistration.findAll({
    attributes: [
      'eventId',
      'status',
      [fn('COUNT', col('id')), 'people'],
      [fn('COUNT', col('checked_in_at')), 'checkedIn'],
    ],
    where: { eventId: [...eventIds], status: ['confirmed', 'waitlisted'] },
    group: ['eventId', 'status'],
    order: [literal('1')],
    raw: true,
    ...(transaction ? { transaction } : {}),
  })) as unknown as {
    eventId: number;
    status: 'confirmed' | 'waitlisted';
    people: string | number;
    checkedIn: string | number;
  }[];
  for (const row of rows) {
    const id = Number(row.eventId);
    const count = counts.get(id) ?? { ...NO_REGISTRATIONS };
    if (row.status === 'confirmed') {
      count.confirmed = Number(row.people);
      count.checkedIn = Number(row.checkedIn);
    } else {
      count.waitlisted = Number(row.people);
    }
    counts.set(id, count);
  }
  return counts;
}

/** A waiting registration's place in line (1 = next), by order of arrival. */
export async function waitlistPosition(
  models: Pick<Models, 'EventRegistration'>,
  registration: EventRegistrationModel,
  transaction?: Transaction,
): Promise<number> {
  const ahead = await models.EventRegistration.count({
    where: {
      eventId: registration.eventId,
      status: 'waitlisted',
      [Op.or]: [
        { createdAt: { [Op.lt]: registration.createdAt } },
        { createdAt: registration.createdAt, id: { [Op.lt]: registration.id } },
      ],
    },
    ...(transaction ? { transaction } : {}),
  });
  return ahead + 1;
}
