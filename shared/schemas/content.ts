import { z } from 'zod';
import { LIMITS, PAGING } from '../constants';
import {
  BUSINESS_TYPES,
  EVENT_FORMATS,
  EVENT_VIEWS,
  INDUSTRIES,
  INQUIRY_TYPES,
  NEWS_CATEGORIES,
  NEWS_STATUSES,
  REGIONS,
  REGISTRATION_MODES,
} from '../entities';
import { isTimeZone } from '../time-zones';
import { validationMessages as m } from '../messages';
import { multiLine, requiredString, singleLine } from './fields';
import { adminListQuery } from './admin-list';
import { filter, page, pageSize, search } from './paging';

// The staff forms (web admin and desktop) and the server validate members, events and news with
// these schemas. Each form holds the schema's input shape; what is sent is its output.

/** A required line of text: trimmed, non-empty, at most `max` characters, one line. */
export const text = (max: number) => singleLine(requiredString().trim().min(1, m.required).max(max, m.tooLong));

/** Required text of several lines (a description, an article): trimmed, non-empty, at most `max` characters. */
export const prose = (max: number) => multiLine(requiredString().trim().min(1, m.required).max(max, m.tooLong));

/** Empty, missing or blank → null; anything else (trimmed) must pass `schema`. */
function optional(schema: z.ZodType<string, string>, typeMessage: string) {
  return z
    .string({ error: typeMessage })
    .trim()
    .nullish()
    .transform((value) => (value ? value : null))
    .pipe(schema.nullable());
}

/** An optional line of text: empty or missing → null. */
export const optionalText = (max: number) => optional(singleLine(z.string().max(max, m.tooLong)), m.tooLong);

/** Optional text of several lines: empty or missing → null. */
export const optionalProse = (max: number) => optional(multiLine(z.string().max(max, m.tooLong)), m.tooLong);

/** An optional http(s) URL (website, registration link). */
export const optionalUrl = () =>
  optional(
    z
      .string()
      .max(LIMITS.urlMax, m.tooLong)
      .pipe(z.url({ protocol: /^https?$/, error: m.invalidUrl })),
    m.invalidUrl,
  );

/**
 * An image location: an https URL, an image uploaded to this server (`/api/images/<id>`), or one
 * of the site's own images (`/images/...`, the sample content).
 */
export const IMAGE_PATH_PATTERN = /^\/(?:api\/images\/[1-9][0-9]{0,9}|images\/[A-Za-z0-9._/-]+)$/;
export const optionalImage = () =>
  optional(
    z
      .string()
      .max(LIMITS.urlMax, m.tooLong)
      .refine(
        (value) =>
          (IMAGE_PATH_PATTERN.test(value) && !value.includes('..')) ||
          z.url({ protocol: /^https$/ }).safeParse(value).success,
        m.invalidImage,
      ),
    m.invalidImage,
  );

/** An ISO 8601 date-time with a zone (`2026-11-21T10:00:00.000Z`); forms convert local input to it. */
const isoDateTime = () => z.iso.datetime({ offset: true, error: m.invalidDate });
const dateTime = () => requiredString().trim().min(1, m.required).pipe(isoDateTime());

const featured = () => z.boolean({ error: m.invalidChoice }).default(false);

/** Member create/update fields. */
export const MemberInputSchema = z.strictObject({
  name: text(LIMITS.nameMax),
  logo: optionalImage(),
  logoAlt: optionalText(LIMITS.altMax),
  location: text(LIMITS.locationMax),
  description: prose(LIMITS.descriptionMax),
  industry: z.enum(INDUSTRIES, { error: m.invalidChoice }),
  region: z.enum(REGIONS, { error: m.invalidChoice }),
  website: optionalUrl(),
  featured: featured(),
  /** Shown on the public site; unchecked keeps a listing (one made from an application, say) off it. */
  published: z.boolean({ error: m.invalidChoice }).default(true),
  /** The business directory's Business Type; not given (null) leaves the company out of that filter's choices. */
  businessType: z
    .enum(BUSINESS_TYPES, { error: m.invalidChoice })
    .nullish()
    .transform((value) => value ?? null),
});
export type MemberInput = z.input<typeof MemberInputSchema>;
export type MemberPayload = z.output<typeof MemberInputSchema>;

/**
 * A field an older client may leave out: absent keeps what is stored (a new event gets the
 * default); '' or null clears it.
 */
const keptUnlessGiven = <T extends z.ZodType>(schema: T, message: string) =>
  z.union([z.literal('').transform(() => null), z.null(), schema], { error: message }).optional();

const eventFields = {
  title: text(LIMITS.titleMax),
  description: prose(LIMITS.descriptionMax),
  location: text(LIMITS.locationMax),
  eventType: z.enum(EVENT_FORMATS, { error: m.invalidChoice }),
  date: dateTime(),
  endDate: optional(isoDateTime(), m.invalidDate),
  image: optionalImage(),
  imageAlt: optionalText(LIMITS.altMax),
  registrationLink: optionalUrl(),
  featured: featured(),
  timeZone: z.string({ error: m.invalidTimeZone }).refine(isTimeZone, m.invalidTimeZone).optional(),
  region: keptUnlessGiven(z.enum(REGIONS, { error: m.invalidChoice }), m.invalidChoice),
  registrationMode: z.enum(REGISTRATION_MODES, { error: m.invalidChoice }).optional(),
  capacity: keptUnlessGiven(
    z
      .number({ error: m.invalidNumber })
      .int(m.invalidNumber)
      .min(1, m.capacityMin)
      .max(LIMITS.capacityMax, m.invalidNumber),
    m.invalidNumber,
  ),
  waitlist: z.boolean({ error: m.invalidChoice }).optional(),
  membersOnly: z.boolean({ error: m.invalidChoice }).optional(),
  registrationOpensAt: keptUnlessGiven(isoDateTime(), m.invalidDate),
  registrationClosesAt: keptUnlessGiven(isoDateTime(), m.invalidDate),
};

interface EventRules {
  date: string;
  endDate: string | null;
  registrationLink: string | null;
  registrationMode?: string;
  registrationOpensAt?: string | null;
  registrationClosesAt?: string | null;
}
/**
 * endDate, when given, is not before date; registration does not close before it opens; registering
 * at the event's link needs the link.
 */
const eventRules = <T extends z.ZodType<EventRules>>(schema: T) =>
  schema
    .refine((event) => !event.endDate || Date.parse(event.endDate) >= Date.parse(event.date), {
      message: m.endBeforeStart,
      path: ['endDate'],
    })
    .refine(
      (event) =>
        !event.registrationOpensAt ||
        !event.registrationClosesAt ||
        Date.parse(event.registrationClosesAt) > Date.parse(event.registrationOpensAt),
      { message: m.closesBeforeOpens, path: ['registrationClosesAt'] },
    )
    .refine((event) => event.registrationMode !== 'external' || event.registrationLink !== null, {
      message: m.registrationLinkRequired,
      path: ['registrationLink'],
    });

/**
 * Event create/update fields: endDate, image and registrationLink optional; endDate not before date.
 * The time zone, region and registration settings may be left out (an older client's body): a new
 * event then happens in the chamber's time zone and registers at its link if it has one.
 */
export const EventInputSchema = eventRules(z.strictObject(eventFields));
export type EventInput = z.input<typeof EventInputSchema>;
export type EventPayload = z.output<typeof EventInputSchema>;

/** News create/update fields (with a status): a draft is never public; a published article shows from publishDate. */
export const NewsInputSchema = z.strictObject({
  title: text(LIMITS.titleMax),
  excerpt: prose(LIMITS.excerptMax),
  content: prose(LIMITS.articleMax),
  category: z.enum(NEWS_CATEGORIES, { error: m.invalidChoice }),
  publishDate: dateTime(),
  status: z.enum(NEWS_STATUSES, { error: m.invalidChoice }).default('draft'),
  featured: featured(),
  image: optionalImage(),
  imageAlt: optionalText(LIMITS.altMax),
});
export type NewsInput = z.input<typeof NewsInputSchema>;
export type NewsPayload = z.output<typeof NewsInputSchema>;

/** The version an update is based on (optimistic locking): the server answers 409 when it is stale. */
const version = () => z.number({ error: m.invalidNumber }).int(m.invalidNumber).positive(m.invalidNumber);

/** An update is the whole item plus the version it was read at. */
export const MemberUpdateSchema = MemberInputSchema.extend({ version: version() });
export const EventUpdateSchema = eventRules(z.strictObject({ ...eventFields, version: version() }));
export const NewsUpdateSchema = NewsInputSchema.extend({ version: version() });

// ---- list queries (query-string parameters, so numbers arrive as text) ----

/** GET /api/admin/members: search on name, industry or region (code or label, any language). */
export const AdminMemberListQuerySchema = z.object({
  ...adminListQuery,
  region: filter(REGIONS),
  industry: filter(INDUSTRIES),
});
/** GET /api/admin/events: search on title, location or eventType. */
export const AdminEventListQuerySchema = z.object({ ...adminListQuery, eventType: filter(EVENT_FORMATS) });
/** GET /api/admin/news: search on title, excerpt or category; status draft, scheduled or published. */
export const AdminNewsListQuerySchema = z.object({
  ...adminListQuery,
  category: filter(NEWS_CATEGORIES),
  status: filter(['draft', 'scheduled', 'published'] as const),
});
/** GET /api/admin/contact-submissions: search on fullName, email, message or inquiryType. */
export const AdminContactListQuerySchema = z.object({
  page: page(),
  pageSize: pageSize(PAGING.adminPageSize),
  search: search(),
  /** Spam (honeypot filled in) shows only under `spam`; every other value leaves it out. */
  status: filter(['pending', 'processed', 'spam'] as const),
  inquiryType: filter(INQUIRY_TYPES),
});
/** GET /api/news/archive: case-insensitive substring search on title, content or excerpt; exact category. */
export const NewsArchiveQuerySchema = z.object({
  page: page(),
  pageSize: pageSize(PAGING.newsArchivePageSize),
  search: search(),
  category: filter(NEWS_CATEGORIES),
});
/** One field of the /events page's query: a value that does not parse falls back to its default. */
export const EventPageQueryFields = {
  page: page(),
  search: search(),
  eventType: filter(EVENT_FORMATS),
  view: z.enum(EVENT_VIEWS).default('grid'),
};

export type AdminMemberListQuery = z.input<typeof AdminMemberListQuerySchema>;
export type AdminEventListQuery = z.input<typeof AdminEventListQuerySchema>;
export type AdminNewsListQuery = z.input<typeof AdminNewsListQuerySchema>;
export type AdminContactListQuery = z.input<typeof AdminContactListQuerySchema>;
export type NewsArchiveQuery = z.input<typeof NewsArchiveQuerySchema>;
