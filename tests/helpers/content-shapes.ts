import type { ManagedFields } from '../../shared/entities';

// The shapes of members, events and articles as the API answers them, for the suites that check
// them, and the update body a client builds from an item it read.

/**
 * The keys of a public member: the directory's fields (name, country, industry, region, site…), the logo's text alternative, the contact person,
 * the business type, and `lang`.
 */
export const MEMBER_KEYS = [
  'businessType',
  'contact',
  'description',
  'featured',
  'id',
  'industry',
  'lang',
  'location',
  'logo',
  'logoAlt',
  'name',
  'region',
  'website',
];

/**
 * The keys of a public event: the calendar's fields (title, date, place, kind…), the image's text alternative, the time zone,
 * region and registration settings, the places left, and `lang`.
 */
export const EVENT_KEYS = [
  'capacity',
  'date',
  'description',
  'endDate',
  'eventType',
  'featured',
  'id',
  'image',
  'imageAlt',
  'lang',
  'location',
  'membersOnly',
  'placesLeft',
  'region',
  'registrationClosesAt',
  'registrationLink',
  'registrationMode',
  'registrationOpensAt',
  'timeZone',
  'title',
  'waitlist',
];

/** The keys of a public article: the newsroom's fields (title, date, summary, body…), the image's text alternative, and `lang`. */
export const NEWS_KEYS = [
  'category',
  'content',
  'excerpt',
  'featured',
  'id',
  'image',
  'imageAlt',
  'lang',
  'publishDate',
  'title',
];

/**
 * The body of `PUT /api/admin/<kind>/:id` made from a managed item as read: its editable fields and
 * its version (what the server sets itself is left out).
 */
export function updateBodyOf(item: { id: number; lang: string } & ManagedFields): Record<string, unknown> {
  const { id: _id, createdAt: _c, updatedAt: _u, deletedAt: _d, translations: _t, lang: _l, ...fields } = item;
  // An event's counts of places and registrations are the server's, not the item's settings.
  // A member's contact person and its hiding from the directory are the member's own to change.
  const {
    placesLeft: _p,
    registrations: _r,
    contact: _contact,
    hidden: _hidden,
    ...settings
  } = fields as Record<string, unknown>;
  return settings;
}
