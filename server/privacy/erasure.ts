import { Op, type Sequelize, type WhereOptions } from 'sequelize';

/**
 * How a record that must keep existing (an enquiry, an event registration, a membership
 * application) loses the person behind it, whether a person asked for erasure or the retention
 * period ran out: one look in the staff lists, one marker for the sweeps.
 */

/** The name an anonymised enquiry, registration or application shows in the staff lists. */
export const ERASED_NAME = 'Erased';

/**
 * The address an anonymised row keeps (the columns are NOT NULL). Without an '@' it can never be an
 * address: no mail is sent to it and no look-up finds it again. It differs per row because a
 * registration's address is unique per event.
 */
export const erasedAddress = (id: number) => `erased-${id}`;

/** `erasedAddress` of each row in a bulk UPDATE (PostgreSQL and SQLite both concatenate with ||). */
const erasedAddressOfRow = (sequelize: Sequelize) => sequelize.literal(`'erased-' || CAST(id AS TEXT)`);

/** Rows whose `column` still holds an address: an anonymised row's has no '@'. */
export const stillAddressed = (column: string): WhereOptions => ({ [column]: { [Op.like]: '%@%' } });

/**
 * The values that anonymise event registrations in one UPDATE: attendance, check-in and dates stay,
 * and so does a place, so an event's counts do not change. The reminder is marked sent, or the
 * reminder sweep (every confirmed registration without one) would mail the placeholder. A place on
 * the waiting list is given up: a place freed later would go to someone nobody can tell, ahead of
 * the people waiting after them.
 */
export function erasedRegistrationValues(sequelize: Sequelize) {
  return {
    status: sequelize.literal(`CASE WHEN status = 'waitlisted' THEN 'cancelled' ELSE status END`),
    cancelledAt: sequelize.literal(`CASE WHEN status = 'waitlisted' THEN CURRENT_TIMESTAMP ELSE cancelled_at END`),
    fullName: ERASED_NAME,
    email: erasedAddressOfRow(sequelize),
    emailKey: erasedAddressOfRow(sequelize),
    organization: null,
    searchKey: '',
    reminderSentAt: sequelize.literal('COALESCE(reminder_sent_at, CURRENT_TIMESTAMP)'),
    version: sequelize.literal('version + 1'),
  };
}
