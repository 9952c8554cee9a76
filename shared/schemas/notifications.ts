import { z } from 'zod';
import { validationMessages as m } from '../messages';
import { singleLine } from './fields';

// New items staff may want to hear of (the desktop client shows them as system notifications):
// asked for with a cursor, so a client learns of what is new without reading the full lists.

/**
 * The kinds of item a notification is about. A role hears of a kind only with the permission of the
 * screen that lists it: enquiries 'contacts:read', applications 'members:review', role requests
 * 'settings:manage' (the route itself needs 'notifications:read', the roles holding any of them).
 */
export const NOTIFICATION_KINDS = ['enquiry', 'application', 'role-request'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * GET /api/admin/notifications?since=<cursor>: no cursor starts from now (nothing old is announced).
 * A cursor the server did not give out (edited, or signed with a retired key) is 400: start over
 * without one.
 */
export const NotificationQuerySchema = z.object({
  since: singleLine(z.string({ error: m.invalidChoice }).trim().max(200, m.tooLong)).optional(),
});
export type NotificationQuery = z.input<typeof NotificationQuerySchema>;

/** One new item: what it is, a one-line description for the notification, and the admin path that opens it. */
export interface NotificationItem {
  kind: NotificationKind;
  id: number;
  /** Who or what: the enquirer's name, the applying company, the user asking for a role. */
  title: string;
  /** ISO 8601. */
  createdAt: string;
  /**
   * The admin screen that shows it, its query string presetting the screen's search and filters,
   * e.g. `/admin/contacts?search=ana%40example.com`.
   */
  path: string;
}

/**
 * The answer: the items new since the cursor that the signed-in role may see (oldest first, at most
 * 50: the cursor then stops at the last one, so calling again with it gives the rest), and the next cursor.
 */
export interface NotificationFeed {
  cursor: string;
  items: NotificationItem[];
}
