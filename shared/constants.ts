/** Business constants and limits, in one place. */

export const LANGUAGES = ['en', 'es', 'sv'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Whether a value is one of the site's languages. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export const TOAST = {
  autoDismissMs: 5000,
  swipeThresholdPx: 50,
  swipeDirection: 'right',
  limit: 1,
  removeDelayMs: 1_000_000,
  viewportHotkey: 'F8',
} as const;

export const TOOLTIP = { openDelayMs: 700, skipDelayMs: 300 } as const;

export const TRANSLATION_LOADING = {
  maxParallelReads: 10,
  retries: 5,
  initialRetryDelayMs: 350,
} as const;

export const HOME_COUNTS = { members: 4, featuredEvents: 1, moreEvents: 3, news: 3 } as const;

export const SKELETON_COUNTS = { events: 6, news: 6, members: 8, homeMembers: 4, homeEvents: 3, homeNews: 3 } as const;

export const LIMITS = {
  contactFullNameMin: 2,
  contactMessageMin: 10,
  usernameMin: 3,
  passwordMin: 6,
  fullNameMin: 2,
  /** bcrypt only reads the first 72 bytes of a password; longer ones are refused, not truncated. */
  passwordMaxBytes: 72,
  usernameMax: 50,
  fullNameMax: 100,
  emailMax: 254,
  organizationMax: 200,
  messageMax: 5000,
  titleMax: 200,
  nameMax: 200,
  locationMax: 200,
  descriptionMax: 5000,
  excerptMax: 500,
  articleMax: 20_000,
  urlMax: 2048,
  /** A social profile address: these are short, and the header and footer of every page carry them. */
  socialUrlMax: 500,
  /** An image's text alternative (what a screen reader says instead of the picture). */
  altMax: 300,
  siteNameMax: 100,
  taglineMax: 300,
  /** The most places an event can have. */
  capacityMax: 100_000,
  /** The public forms' honeypot field (people leave it empty; a bot's text is kept only to be refused politely). */
  honeypotMax: 500,
  phoneMax: 40,
  organisationNumberMax: 40,
  /** A staff decision's reason (a rejected application or listing change). */
  reasonMax: 2000,
} as const;

export const DEFAULT_ROLE = 'viewer' as const;

/** Featured news: one large plus items 2 and 3. */
export const FEATURED_NEWS_COUNT = 3;

export const REPORT_TABS = { featured: 3, recent: 4, mostDownloaded: { from: 1, to: 5 } } as const;

/**
 * Date patterns (date-fns) per language. English keeps its own ('MMM dd, yyyy' on cards,
 * 'MMMM yyyy' over a month's group, 'dd MMM yyyy' in admin tables); Spanish and Swedish write the
 * day first, as their readers do ("28 ago 2026", "agosto de 2026"; "28 aug. 2026", "augusti 2026").
 */
export const DATE_FORMATS: Readonly<Record<Language, { card: string; monthGroup: string; adminTable: string }>> = {
  en: { card: 'MMM dd, yyyy', monthGroup: 'MMMM yyyy', adminTable: 'dd MMM yyyy' },
  es: { card: 'd MMM yyyy', monthGroup: "MMMM 'de' yyyy", adminTable: 'dd MMM yyyy' },
  sv: { card: 'd MMM yyyy', monthGroup: 'MMMM yyyy', adminTable: 'dd MMM yyyy' },
};

export const AUTH_REDIRECT_DELAY_MS = 5000;
export const SIDEBAR_BREAKPOINT_PX = 1024;
export const OFFICE_HOURS = 'Mon-Fri 9:00-17:00 CET';
/** The business directory's pagination is static (10 pages shown, no paging logic); news pages through the server. */
export const STATIC_PAGINATION = { directory: 10 } as const;

/** Data fetching: no retries, no refetch on focus or interval, cached data never stale. */
export const QUERY_DEFAULTS = {
  retry: false,
  refetchOnWindowFocus: false,
  refetchInterval: false,
  staleTime: Infinity,
} as const;

/** Largest JSON request body the API accepts; larger ones get 413. */
export const JSON_BODY_LIMIT_BYTES = 100 * 1024;

/** The hard-coded hero statistics: 15+ countries, 500+ businesses, 50+ events (home page and sign-in page). */
export const HERO_STATS = [
  { id: 'countries', value: 15 },
  { id: 'businesses', value: 500 },
  { id: 'events', value: 50 },
] as const satisfies readonly { id: string; value: number }[];

/** Server-side paging of lists: admin lists and the public news archive. */
export const PAGING = {
  adminPageSize: 20,
  newsArchivePageSize: 8,
  maxPageSize: 100,
  searchMax: 200,
} as const;

/** Member cards a page of /members shows. */
export const MEMBER_PAGE_SIZE = 24;

/** Upcoming events a page of /events shows (as cards, or as rows of the calendar view). */
export const EVENT_PAGE_SIZE = 24;

/** How many past events /events lists, most recent first. */
export const PAST_EVENTS_SHOWN = 12;

/** How many upcoming webinars (online events) /investment-guides lists at most. */
export const WEBINARS_SHOWN = 4;

/**
 * The most members `/api/members` answers without `page` or `pageSize`: the first ones, with the
 * total in X-Total-Count and a `next` Link past them, so a client can tell the list goes on.
 */
export const MEMBER_LIST_LIMIT = 1000;

/**
 * The most items a public JSON list (`/api/news` and the resource lists) answers without `page` or
 * `pageSize`, and the most a page of one may hold: the first ones, with the total in
 * X-Total-Count and a `next` Link past them. The resource pages show at most as many.
 */
export const PUBLIC_LIST_LIMIT = 500;

/** Items a page of a public JSON list holds when it names `page` but no `pageSize`. */
export const PUBLIC_PAGE_SIZE = 24;

/** The most ids one `?ids=` may name (a browser's saved companies, read a page at a time). */
export const MEMBER_IDS_MAX = PAGING.maxPageSize;

/** Uploaded images: PNG, JPEG or WebP (checked from the bytes), at most 2 MB each. */
export const IMAGE_UPLOAD_MAX_BYTES = 2 * 1024 * 1024;

/** How many audit entries the dashboard's recent activity shows. */
export const RECENT_ACTIVITY_COUNT = 10;

/**
 * How long data is kept before the retention sweep deletes or anonymises it (site settings,
 * `retention`), and the bounds the settings accept. Rate-limit counters are kept at least a day:
 * a limit's window may last a day, and a counter deleted sooner would forget its count.
 */
export const RETENTION_LIMITS = {
  months: { min: 1, max: 120 },
  days: { min: 1, max: 365 },
  // Expired sessions: 0 deletes them at the next sweep; a few days keep them for looking into a
  // suspicious sign-in, no longer.
  sessionDays: { min: 0, max: 30 },
} as const;

/** The retention periods before an admin changes them. */
export const DEFAULT_RETENTION = {
  processedEnquiryMonths: 24,
  spamDays: 30,
  rateLimitDays: 1,
  pastEventRegistrationMonths: 24,
  expiredSessionDays: 0,
  sentMailDays: 30,
} as const;

/** The footer line the chamber had before it could be edited, in each language. */
const DEFAULT_TAGLINES = {
  en: 'A non-profit chamber of commerce connecting businesses, institutions and entrepreneurs across Ibero-America, the Nordic countries and the Baltic countries.',
  es: 'Una cámara de comercio sin ánimo de lucro que conecta empresas, instituciones y emprendedores de Iberoamérica, los países nórdicos y los países bálticos.',
  sv: 'En ideell handelskammare som förenar företag, institutioner och entreprenörer i Iberoamerika, de nordiska länderna och de baltiska länderna.',
} as const;

/**
 * Site settings before an admin saves any: the chamber's name and footer line in three languages,
 * the default language, the general address and the retention periods. No social profiles: only
 * the chamber knows its accounts, and the site shows no social links until staff enter them.
 */
export const DEFAULT_SITE_SETTINGS = {
  siteName: 'Ibero-Nordic-Baltic Chamber of Commerce',
  tagline: DEFAULT_TAGLINES.en,
  defaultLanguage: 'en',
  contactEmail: 'info@inbchamber.example',
  translations: {
    es: { siteName: 'Cámara de Comercio Ibero-Nórdico-Báltica', tagline: DEFAULT_TAGLINES.es },
    sv: { siteName: 'Ibero-nordisk-baltiska handelskammaren', tagline: DEFAULT_TAGLINES.sv },
  },
  retention: DEFAULT_RETENTION,
  social: { linkedin: null, x: null, facebook: null, instagram: null, youtube: null },
} as const;

/**
 * The footer line and its translations for settings saved before the line could be edited (they
 * had the built-in one); their site name had no translation, so it stays English.
 */
export const TAGLINE_BEFORE_SETTINGS = {
  tagline: DEFAULT_TAGLINES.en,
  translations: {
    es: { siteName: '', tagline: DEFAULT_TAGLINES.es },
    sv: { siteName: '', tagline: DEFAULT_TAGLINES.sv },
  },
} as const;
