/** Entity types and fixed vocabularies, shared by server, web and desktop. */

import type { Language } from './constants';
import type { ItemTranslations } from './schemas/translations';

/** The chamber's staff roles: the admin area is theirs, each to the extent of its permissions. */
export const STAFF_ROLES = ['admin', 'editor', 'viewer'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * Every kind of account: the staff roles; `member`, a representative of one member company (who
 * keeps its listing up to date); and `registered`, an account made on the sign-in page that no
 * administrator has given a staff role yet (it sees only its own account).
 */
export const ROLES = [...STAFF_ROLES, 'member', 'registered'] as const;
export type Role = (typeof ROLES)[number];

/** The roles an administrator can give a user in the users list (a member account comes with its company). */
export const ASSIGNABLE_ROLES = [...STAFF_ROLES, 'registered'] as const;
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

/** Whether a role is one of the chamber's staff. */
export function isStaffRole(role: Role): role is StaffRole {
  return (STAFF_ROLES as readonly Role[]).includes(role);
}

/** Inquiry types of the contact form. */
export const INQUIRY_TYPES = ['membership', 'partnership', 'event', 'media', 'other'] as const;
export type InquiryType = (typeof INQUIRY_TYPES)[number];

/** The chamber's three regions, stored as codes and translated for display. */
export const REGIONS = ['ibero-america', 'nordic', 'baltic'] as const;
export type Region = (typeof REGIONS)[number];

/** Event formats; an event's `eventType` is one of them. */
export const EVENT_FORMATS = ['in-person', 'virtual', 'hybrid'] as const;
export type EventFormat = (typeof EVENT_FORMATS)[number];

/**
 * How people register for an event: not at all, at the event's own link (`registrationLink`), or on
 * this site (with places, a waiting list and opening times).
 */
export const REGISTRATION_MODES = ['none', 'external', 'internal'] as const;
export type RegistrationMode = (typeof REGISTRATION_MODES)[number];

/**
 * The public address of a members-only event's registration link: it forwards signed-in members
 * and staff to the link, and sends anyone else to sign in, so the link itself is in no public page.
 */
export const eventRegistrationLinkPath = (id: number) => `/api/events/${id}/registration-link`;

/** How a registrant attends: in person or online (a hybrid event asks; the others are one or the other). */
export const ATTENDANCE_MODES = ['in-person', 'online'] as const;
export type AttendanceMode = (typeof ATTENDANCE_MODES)[number];

/** Where a registration stands: a place, a place on the waiting list, or given up. */
export const REGISTRATION_STATUSES = ['confirmed', 'waitlisted', 'cancelled'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

/** Industries a member company can belong to, stored as codes and translated for display. */
export const INDUSTRIES = [
  'technology',
  'energy',
  'finance',
  'agriculture',
  'manufacturing',
  'logistics',
  'consulting',
  'design',
  'healthcare',
  'tourism',
  'education',
  'food',
] as const;
export type Industry = (typeof INDUSTRIES)[number];

/** What a member company does for its partners: the business directory's Business Type filter. */
export const BUSINESS_TYPES = ['provider', 'service-provider', 'manufacturer', 'exporter'] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number];

/** News categories, stored as codes and translated for display. */
export const NEWS_CATEGORIES = [
  'trade',
  'investment',
  'events',
  'members',
  'policy',
  'sustainability',
  'innovation',
] as const;
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];

/** News article states: a draft is never public; a published article shows from its publishDate. */
export const NEWS_STATUSES = ['draft', 'published'] as const;
export type NewsStatus = (typeof NEWS_STATUSES)[number];

/** What staff see of an article's visibility: a published article whose date is still ahead is scheduled. */
export type NewsVisibility = 'draft' | 'scheduled' | 'published';

/** An article's visibility at `now`. */
export function newsVisibility(
  article: { status: NewsStatus; publishDate: string },
  now: Date = new Date(),
): NewsVisibility {
  if (article.status === 'draft') return 'draft';
  return Date.parse(article.publishDate) > now.getTime() ? 'scheduled' : 'published';
}

/** A user as the API presents it; the password hash never leaves the server. */
export interface User {
  id: number;
  username: string;
  fullName: string;
  email: string;
  role: Role;
  /** The staff role asked for at registration, waiting for an administrator. */
  requestedRole: Role | null;
  /** The member company a `member` account represents (null for every other role). */
  memberId: number | null;
}

/** The signed-in user as GET /api/user (and sign-in, registration, account saves) answer them. */
export interface CurrentUser extends User {
  /** The password is the random one printed once at first start: the admin shell asks to change it. */
  passwordGenerated: boolean;
  /**
   * The language of the mails the user is sent: the page they registered on, their invitation's, or
   * their own choice in their account; null means the site's default language.
   */
  language: Language | null;
  /** A new e-mail address asked for and not confirmed yet (its link was mailed to it), or null. */
  pendingEmail: string | null;
}

export interface Member {
  id: number;
  name: string;
  /** Logo URL; when absent the UI shows the company's initials in its place. */
  logo: string | null;
  /** The logo's text alternative; when absent the UI says it is the member's logo. */
  logoAlt: string | null;
  location: string;
  description: string;
  industry: Industry;
  region: Region;
  website: string | null;
  featured: boolean;
  /** The listing's contact person, kept by the member's representatives (null: none given). */
  contact: MemberContact | null;
  /** What the company does for its partners (the business directory's filter); null: not given. */
  businessType: BusinessType | null;
  /** The language the item's texts are in: the one asked for, or English where it is not translated. */
  lang: Language;
}

/** Whom to contact at a member company; each part may be left out. */
export interface MemberContact {
  name: string | null;
  email: string | null;
  phone: string | null;
}

export interface ChamberEvent {
  id: number;
  title: string;
  description: string;
  location: string;
  eventType: EventFormat;
  /** ISO 8601 date-time. */
  date: string;
  /** ISO 8601 date-time of the last day of a multi-day event. */
  endDate: string | null;
  /** Image URL; when absent the UI shows a stock image. */
  image: string | null;
  /** The image's text alternative; when absent the image is decorative (the title says it all). */
  imageAlt: string | null;
  /**
   * Registration URL (registration mode `external`). For a members-only event the public answers
   * hold the site's own gate to it (`eventRegistrationLinkPath`), never the address itself.
   */
  registrationLink: string | null;
  featured: boolean;
  /** The IANA time zone the event happens in (e.g. `Europe/Stockholm`): its times are shown there. */
  timeZone: string;
  /** The region the event belongs to, if any. */
  region: Region | null;
  /** How people register: not at all, at `registrationLink`, or here. */
  registrationMode: RegistrationMode;
  /** Registration here: the number of places (null: no limit). */
  capacity: number | null;
  /** Registration here: whether a full event takes people on a waiting list. */
  waitlist: boolean;
  /**
   * For members only: registration here needs a signed-in member account, and the registration
   * link of an event held elsewhere is opened only for signed-in members and staff.
   */
  membersOnly: boolean;
  /** Registration here: when it opens (ISO); null: open from the start. */
  registrationOpensAt: string | null;
  /** Registration here: when it closes (ISO); null: at the event's start. */
  registrationClosesAt: string | null;
  /** Registration here: places not yet taken (null: no limit, or not registered here). Read-only. */
  placesLeft: number | null;
  /** The language the item's texts are in: the one asked for, or English where it is not translated. */
  lang: Language;
}

/** A person's registration for an event, as staff see it. */
export interface EventRegistration {
  id: number;
  eventId: number;
  fullName: string;
  email: string;
  organization: string | null;
  attendance: AttendanceMode;
  language: Language;
  status: RegistrationStatus;
  /** Place on the waiting list (1 = next in line); null unless waitlisted. */
  waitlistPosition: number | null;
  /** `public`: the event page's form; `staff`: added by hand. */
  source: 'public' | 'staff';
  checkedInAt: string | null;
  cancelledAt: string | null;
  createdAt: string;
  updatedAt: string;
  version: number;
}

export interface NewsArticle {
  id: number;
  title: string;
  content: string;
  excerpt: string;
  category: NewsCategory;
  /** ISO 8601 date-time. */
  publishDate: string;
  featured: boolean;
  image: string | null;
  /** The image's text alternative; when absent the image is decorative (the title says it all). */
  imageAlt: string | null;
  /** The language the item's texts are in: the one asked for, or English where it is not translated. */
  lang: Language;
}

export interface ContactSubmission {
  id: number;
  fullName: string;
  email: string;
  organization: string | null;
  inquiryType: InquiryType;
  message: string;
  /** ISO 8601 date-time set by the server. */
  submittedAt: string;
  processed: boolean;
}

/** A staff member named on a record (who processed, who changed). */
export interface StaffRef {
  id: number;
  fullName: string;
}

/**
 * What the staff API adds to every member, event and article: the version for optimistic locking
 * (send it back with an update; a stale one gets 409), timestamps, and the soft-delete mark.
 */
export interface ManagedFields {
  version: number;
  createdAt: string;
  updatedAt: string;
  /** Set when the item was deleted (it is hidden from the public and can be restored by an admin). */
  deletedAt: string | null;
  /** The Spanish and Swedish texts and where each stands. */
  translations: ItemTranslations;
}

export type ManagedMember = Member &
  ManagedFields & {
    /** Shown on the public site (a listing made from an application waits until staff publish it). */
    published: boolean;
    /** Hidden from the public directory by the member itself. */
    hidden: boolean;
  };
/** An event as staff see it: with its registrations counted by where they stand. */
export type ManagedEvent = ChamberEvent & ManagedFields & { registrations: RegistrationCounts };

/** How many registrations of an event are confirmed (and of those, checked in) and waiting. */
export interface RegistrationCounts {
  confirmed: number;
  waitlisted: number;
  checkedIn: number;
}
export type ManagedNewsArticle = NewsArticle & ManagedFields & { status: NewsStatus };

/** A contact submission as staff see it: who processed it and when. */
export interface ManagedContactSubmission extends ContactSubmission {
  /** Sent with the public form's honeypot filled in (a bot's); only the `spam` filter lists these. */
  spam: boolean;
  processedAt: string | null;
  processedBy: StaffRef | null;
}

/**
 * One page of a list read through the server. The public lists (news archive, directory) answer it
 * as their body; the staff lists answer the items alone, with the total in X-Total-Count (see
 * docs/api.md, Paging), and the admin client gives its screens this same object.
 */
export interface Page<T> {
  items: T[];
  /** Items matching the search and filters, over all pages. */
  total: number;
  page: number;
  pageSize: number;
}

/** The header that carries a paged staff list's total (the body is the page's items alone). */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';

/** The public news archive: a page of articles plus the categories that have any (the filter's options). */
export interface NewsArchivePage extends Page<NewsArticle> {
  categories: NewsCategory[];
}

/** The filters of the public member list (null: all). */
export interface MemberListFilters {
  search: string;
  industry: Industry | null;
  region: Region | null;
}

/** What the member list's filters offer: the industries and regions the visible members have. */
export interface MemberFilterOptions {
  industries: Industry[];
  regions: Region[];
}

/** One page of the public member list (/members), with its filters and their options. */
export interface MemberListPage extends Page<Member> {
  filters: MemberListFilters;
  options: MemberFilterOptions;
}

/** The filters of the public list of upcoming events (null: every type). */
export interface EventListFilters {
  search: string;
  eventType: EventFormat | null;
}

/** How /events shows its page of upcoming events: cards, or rows grouped by month. */
export const EVENT_VIEWS = ['grid', 'calendar'] as const;
export type EventView = (typeof EVENT_VIEWS)[number];

/**
 * One page of the upcoming events (/events): its filters and view, the types the upcoming events
 * have (the filter's options), the most recent past events, and when the next upcoming event ends
 * (the page changes then, whichever events it shows).
 */
export interface EventListPage extends Page<ChamberEvent> {
  filters: EventListFilters;
  view: EventView;
  types: EventFormat[];
  past: ChamberEvent[];
  nextEndAt: string | null;
}

/** The kinds of record the audit trail names. */
export const AUDIT_ENTITIES = [
  'member',
  'event',
  'news',
  'contact',
  'user',
  'settings',
  'subscription',
  'outbox',
  'invitation',
  'newsletter',
  'registration',
  'application',
  'listing-change',
  'file',
  'report',
  'guide',
  'tool',
  'publication',
  'team-member',
  'agreement',
  'regulatory-update',
  'insight',
  'tariff',
  'compliance-sector',
  'office',
  // the audit trail itself: its exports
  'audit',
  // a person's data found, exported or erased by e-mail address (privacy requests)
  'personal-data',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'restore',
  'process',
  // users
  'role',
  'approve',
  'decline',
  'deactivate',
  'activate',
  'password',
  // a Spanish or Swedish text of a member, event or article saved
  'translate',
  // the outbox: send again, or give up on a mail
  'retry',
  'discard',
  // invitations: sent, sent again with a new link, withdrawn, taken up by the person
  'invite',
  'resend',
  'revoke',
  'accept',
  // newsletters: a test mail to the staff member, the send to the list
  'test',
  'send',
  // event registrations: given up, moved off the waiting list, arrived at the door (and undone)
  'cancel',
  'promote',
  'check-in',
  'check-out',
  // membership: an application taken up for review, decided; a member's listing change decided;
  // a member hiding its listing from the directory or showing it again
  'review',
  'reject',
  'hide',
  'show',
  // a list taken out as a file (CSV); rows brought in from one
  'export',
  'import',
  // signing in and out: a success, a refusal (its reason in the entry's changes), an account or
  // address locked out by the rate limit, a sign-out; a forgotten password reset by mailed link
  'sign-in',
  'sign-in-failed',
  'lockout',
  'sign-out',
  'password-reset',
  // personal data: looked up by e-mail address, erased (deleted or anonymised)
  'look-up',
  'erase',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * The actions of signing in and out: entries about an account's access, not changes made in the
 * admin (the Activity page lists them for admins; the dashboard's recent activity leaves them out).
 */
export const SIGN_IN_AUDIT_ACTIONS = [
  'sign-in',
  'sign-in-failed',
  'lockout',
  'sign-out',
  'password-reset',
] as const satisfies readonly AuditAction[];

/** Why a sign-in was refused or locked out, as a refused sign-in's or a lockout's entry keeps it (`changes.reason`). */
export const SIGN_IN_FAILURES = [
  'unknown-user',
  'wrong-password',
  'deactivated',
  'account-limit',
  'address-limit',
] as const;
export type SignInFailure = (typeof SIGN_IN_FAILURES)[number];

/**
 * What an update changed: each changed field's value before and after (texts shortened, dates as
 * ISO 8601). Never a password, a token or a file's bytes.
 */
export type AuditChanges = Record<string, [before: AuditValue, after: AuditValue]>;
export type AuditValue = string | number | boolean | null | readonly string[];

/** One entry of the audit trail: who did what to which item, when. */
export interface AuditEntry {
  id: number;
  /** ISO 8601 date-time. */
  at: string;
  action: AuditAction;
  entity: AuditEntity;
  entityId: number;
  /** The item's name or title at the time (a contact: the sender's name). */
  label: string;
  /** Who did it; the full name is kept even if the account goes later. */
  user: StaffRef | null;
  /** What an update changed (null: not recorded for this entry). */
  changes: AuditChanges | null;
}

/** An entry as the Activity page shows it: with the client address the change came from. */
export interface AuditLogEntry extends AuditEntry {
  address: string | null;
}

/**
 * A page of the trail (GET /api/admin/audit, an array) with the people who appear in what the
 * reader may see (GET /api/admin/audit/people, the "who" filter), as the Activity screen uses them.
 */
export interface AuditLogPage extends Page<AuditLogEntry> {
  people: StaffRef[];
}

/** New items created in the current calendar month (UTC) and in the one before. */
export interface MonthTrend {
  thisMonth: number;
  lastMonth: number;
}

/** GET /api/admin/dashboard. Contact figures only for roles that may read submissions. */
export interface DashboardSummary {
  members: { total: number; trend: MonthTrend };
  events: { total: number; upcoming: number; trend: MonthTrend };
  news: { total: number; drafts: number; scheduled: number; trend: MonthTrend };
  contacts: { total: number; pending: number; trend: MonthTrend } | null;
  /** Role requests waiting for an administrator; only for roles with `settings:manage` (null otherwise). */
  users?: { pendingRequests: number } | null;
  /**
   * The next events (at most 5) that take registration on this site, soonest first, with the people
   * registered; events under way count until they end. Only for roles with `registrations:manage`
   * (null otherwise).
   */
  registrations?:
    | {
        id: number;
        title: string;
        /** ISO 8601 start; shown in `timeZone`, the event's own. */
        date: string;
        timeZone: string;
        /** Null: no limit. */
        capacity: number | null;
        confirmed: number;
        waitlisted: number;
      }[]
    | null;
  /** Membership applications still open (submitted or under review); only for roles with `members:review`. */
  applications?: { submitted: number; underReview: number } | null;
  /** Listing changes proposed by members, waiting for review; only for roles with `members:review`. */
  listingChanges?: { pending: number } | null;
}

/** POST /api/admin/images answer: where the stored image is served. */
export interface StoredImage {
  id: number;
  /** Site-relative URL, `/api/images/<id>`: put it in a logo or image field. */
  url: string;
  contentType: ImageContentType;
  size: number;
}

/** Image types an upload may be (checked from the bytes). */
export const IMAGE_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type ImageContentType = (typeof IMAGE_CONTENT_TYPES)[number];

/** Error body of every failed API call. */
export interface ApiError {
  error: string;
  /** Per-field messages of a validation failure. */
  fields?: Record<string, string>;
  /** Present on unexpected faults, to find the log line. */
  requestId?: string;
}

/** A user as administrators see it (GET /api/admin/users). */
export interface ManagedUser extends User {
  /** A deactivated user cannot sign in; their sessions ended when they were deactivated. */
  active: boolean;
  /** ISO 8601 date-time of the last sign-in, or null if never. */
  lastLoginAt: string | null;
  createdAt: string;
}

/** A pending invitation as admins see it (the token is never shown: it exists only in the mail). */
export interface Invitation {
  id: number;
  fullName: string;
  email: string;
  role: Role;
  /** The language the invitation mail is written in. */
  language: Language;
  /** ISO 8601 date-time: the link works until then (a resend makes a new link and a new date). */
  expiresAt: string;
  expired: boolean;
  /** Who sent it (null when that account is gone). */
  invitedBy: StaffRef | null;
  createdAt: string;
  updatedAt: string;
  version: number;
}

/** What a mailed link's page learns from its token (POST …/check): whose link it is. */
export interface ResetTokenInfo {
  username: string;
}
/** Whose e-mail change a link confirms: the account's username and the new address. */
export interface EmailChangeTokenInfo {
  username: string;
  email: string;
}
export interface InvitationTokenInfo {
  fullName: string;
  email: string;
  role: Role;
}

/**
 * A registration sent with the honeypot filled in (a bot's), as admins see it: kept apart from the
 * users (it is no account and holds no password), listed only under the users' spam view.
 */
export interface SpamRegistration {
  id: number;
  username: string;
  fullName: string;
  email: string;
  /** The staff role asked for. */
  requestedRole: Role | null;
  /** What was typed into the honeypot. */
  honeypot: string;
  createdAt: string;
}

/** The site's own texts in one language: its name (header, footer, page titles, mails) and the footer line. */
export interface SiteTexts {
  siteName: string;
  tagline: string;
}

/**
 * Site settings (admin), read by the public site: GET /api/settings. The texts are English; their
 * Spanish and Swedish versions are in `translations`, empty where staff gave none (English shows).
 */
export interface SiteSettings extends SiteTexts {
  defaultLanguage: 'en' | 'es' | 'sv';
  contactEmail: string;
  translations: Record<'es' | 'sv', SiteTexts>;
  /** How long personal data is kept; public, as the privacy policy states the same periods. */
  retention: RetentionSettings;
  /** The chamber's profile address (https) on each social network; null where it has none. */
  social: SocialLinks;
}

/** The social networks the public header and footer link to, in the order they are shown. */
export const SOCIAL_NETWORKS = ['linkedin', 'x', 'facebook', 'instagram', 'youtube'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
export type SocialLinks = Record<SocialNetwork, string | null>;

/** The retention periods the sweep applies (server/privacy/retention.ts). */
export interface RetentionSettings {
  /** Enquiries marked processed are deleted this many months after they were processed. */
  processedEnquiryMonths: number;
  /** Spam (sign-ups, enquiries and subscriptions sent with the honeypot filled in) is deleted after these days. */
  spamDays: number;
  /** Rate-limit counters (they name client addresses) are deleted these days after their window started. */
  rateLimitDays: number;
  /** Registrations are anonymised this many months after their event ended (counts stay). */
  pastEventRegistrationMonths: number;
  /** Sessions are deleted this many days after they expired (0: at the next sweep). */
  expiredSessionDays: number;
  /** Outbox mail is deleted this many days after it was sent, failed for good or was discarded. */
  sentMailDays: number;
}

/**
 * GET /api/settings: the settings with `siteName` and `tagline` in the language asked for (`?lang=`),
 * each falling back to English on its own, and `lang` saying which language each is in.
 */
export interface PublicSiteSettings extends SiteSettings {
  lang: Record<keyof SiteTexts, 'en' | 'es' | 'sv'>;
}

/** The two subscription lists: the news page's newsletter and the trade-regulations page's updates. */
export const SUBSCRIPTION_LISTS = ['newsletter', 'regulatory-updates'] as const;
export type SubscriptionList = (typeof SUBSCRIPTION_LISTS)[number];

/** A subscriber as staff see it. */
export interface Subscription {
  id: number;
  list: SubscriptionList;
  email: string;
  /** Regulatory updates only: the region the subscriber chose. */
  region: Region | null;
  /** The site language in use when they subscribed. */
  language: 'en' | 'es' | 'sv';
  /** ISO 8601 date-time of consent (the latest subscribe). */
  consentedAt: string;
  /** `pending` until the person confirms through the mailed link (double opt-in). */
  status: SubscriptionStatus;
  /** ISO 8601 date-time of the confirmation; null while pending. */
  confirmedAt: string | null;
  /** The page whose form was used (`/es/news`); null for subscriptions older than double opt-in. */
  form: string | null;
  /** Site-relative unsubscribe link, `/unsubscribe?token=…`, for the mailings. */
  unsubscribeUrl: string;
}

/** GET /api/admin/subscriptions/counts?list=…: the list's confirmed subscribers and its pending (unexpired) sign-ups. */
export interface SubscriptionCounts {
  confirmed: number;
  pending: number;
}

export const SUBSCRIPTION_STATUSES = ['pending', 'confirmed'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** Where a newsletter is: editable `draft`, its mails being queued (`sending`), or `sent`. */
export const NEWSLETTER_STATUSES = ['draft', 'sending', 'sent'] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];

/** A newsletter's text in one language (Spanish and Swedish may be missing: English is used). */
export interface NewsletterText {
  subject: string;
  body: string;
}

/** A newsletter as staff see it. */
export interface Newsletter {
  id: number;
  list: SubscriptionList;
  /** Per language; `en` always, `es` and `sv` when written. */
  content: { en: NewsletterText; es: NewsletterText | null; sv: NewsletterText | null };
  /** The news articles it shows (title, excerpt, link), in order. */
  articleIds: number[];
  status: NewsletterStatus;
  version: number;
  createdAt: string;
  updatedAt: string;
  sendStartedAt: string | null;
  sentAt: string | null;
  recipientCount: number | null;
}

/** A newsletter's send report, read from the outbox. */
export interface NewsletterReport {
  /** Mails queued for it so far (one per confirmed subscriber). */
  total: number;
  /** Waiting in the outbox (also between retries) or being sent. */
  queued: number;
  sent: number;
  /** Failed after the retries, or discarded by an admin. */
  failed: number;
}

/**
 * Where an outbox mail is: waiting (`queued`, also between retries), being sent (`sending`), `sent`,
 * `failed` (the retries ran out) or `discarded` by an admin.
 */
export const OUTBOX_STATUSES = ['queued', 'sending', 'sent', 'failed', 'discarded'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** A mail of the outbox as admins see it in the list (GET /api/admin/outbox). */
export interface OutboxMailSummary {
  id: number;
  /** The template it was made from (e.g. `contact-notification`). */
  template: string;
  language: 'en' | 'es' | 'sv';
  to: string;
  subject: string;
  status: OutboxStatus;
  attempts: number;
  /** ISO 8601: when it was queued. */
  createdAt: string;
  /** ISO 8601: the next try of a queued mail. */
  nextAttemptAt: string | null;
  sentAt: string | null;
  /** The last failure's reason (the relay's answer), if any. */
  lastError: string | null;
  /** Sent optimistic-lock token: a retry or discard names the version it saw. */
  version: number;
}

/** One outbox mail with what it holds (GET /api/admin/outbox/:id): exactly what is sent. */
export interface OutboxMailDetail extends OutboxMailSummary {
  from: string;
  html: string;
  text: string;
  headers: Record<string, string>;
}

/** Whether this server delivers mail: `smtp` through SMTP_URL; `off` (no SMTP_URL), mails stay in the outbox. */
export type MailDelivery = 'smtp' | 'off';
/** The header of GET /api/admin/outbox that carries the server's `MailDelivery`. */
export const MAIL_DELIVERY_HEADER = 'X-Mail-Delivery';

/** A page of mails (GET /api/admin/outbox, an array) and whether this server delivers mail (its X-Mail-Delivery header). */
export interface OutboxPage extends Page<OutboxMailSummary> {
  delivery: MailDelivery;
}
