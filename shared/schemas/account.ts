import { z } from 'zod';
import { DEFAULT_RETENTION, LANGUAGES, LIMITS, RETENTION_LIMITS } from '../constants';
import { ASSIGNABLE_ROLES, REGIONS, ROLES, SOCIAL_NETWORKS, SUBSCRIPTION_LISTS, type SocialNetwork } from '../entities';
import { validationMessages as m } from '../messages';
import {
  confirmPasswordField,
  emailField,
  honeypotField,
  passwordConfirmed,
  passwordField,
  requiredString,
  singleLine,
} from './fields';
import { filter, page, pageSize, search } from './paging';

// Accounts, settings, users and subscriptions. The admin forms, the public forms and the server
// validate with these.

const fullName = () =>
  singleLine(requiredString().trim().min(LIMITS.fullNameMin, m.fullNameMin).max(LIMITS.fullNameMax, m.tooLong));

/**
 * PUT /api/user: the signed-in user's own name, e-mail and the language of their mails (the role is
 * not theirs to change). Without `language` the stored one stays. A new e-mail address needs
 * `currentPassword` (checked by the server) and takes effect once the mailed link is confirmed.
 */
export const AccountUpdateSchema = z.strictObject({
  fullName: fullName(),
  email: emailField(),
  language: z.enum(LANGUAGES, { error: m.invalidChoice }).optional(),
  // Over 72 characters is over 72 bytes: no password an account can have.
  currentPassword: requiredString().max(LIMITS.passwordMaxBytes, m.currentPasswordWrong).optional(),
});
export type AccountUpdate = z.input<typeof AccountUpdateSchema>;

/** POST /api/user/password: the current password is checked by the server; the confirmation must match. */
export const PasswordChangeSchema = z
  .strictObject({
    currentPassword: requiredString().min(1, m.required),
    newPassword: passwordField(),
    confirmPassword: confirmPasswordField(),
  })
  .check(passwordConfirmed('newPassword'))
  .refine((form) => form.newPassword !== form.currentPassword, {
    message: m.newPasswordSame,
    path: ['newPassword'],
  });
export type PasswordChange = z.input<typeof PasswordChangeSchema>;

/** POST /api/admin/users/:id/password: an administrator sets a new password (the user's sessions end). */
export const PasswordResetSchema = z
  .strictObject({
    password: passwordField(),
    confirmPassword: confirmPasswordField(),
  })
  .check(passwordConfirmed('password'));
export type PasswordReset = z.input<typeof PasswordResetSchema>;

const siteName = () => singleLine(requiredString().trim().max(LIMITS.siteNameMax, m.tooLong));
const tagline = () => singleLine(requiredString().trim().max(LIMITS.taglineMax, m.tooLong));
/** The site's texts in Spanish or Swedish: an empty one shows the English text. */
const siteTranslation = () => z.strictObject({ siteName: siteName(), tagline: tagline() });

/** A whole number of months or days within the bounds of RETENTION_LIMITS. */
const PERIOD_MESSAGES = {
  months: m.retentionMonths,
  days: m.retentionDays,
  sessionDays: m.retentionSessionDays,
} as const satisfies Record<keyof typeof RETENTION_LIMITS, string>;
const period = (unit: keyof typeof RETENTION_LIMITS) => {
  const message = PERIOD_MESSAGES[unit];
  const { min, max } = RETENTION_LIMITS[unit];
  return z.number({ error: message }).int(message).min(min, message).max(max, message);
};

/** How long data is kept (see RetentionSettings): all four periods together. */
export const RetentionSettingsSchema = z.strictObject({
  processedEnquiryMonths: period('months'),
  spamDays: period('days'),
  rateLimitDays: period('days'),
  pastEventRegistrationMonths: period('months'),
  // Settings saved before this period existed read as deleting expired sessions at once.
  expiredSessionDays: period('sessionDays').default(DEFAULT_RETENTION.expiredSessionDays),
  // Settings saved before outbox mail was swept read as the default period.
  sentMailDays: period('days').default(DEFAULT_RETENTION.sentMailDays),
});

/**
 * A social profile address: an https URL with a domain name (every public page links to it, so no
 * other scheme), trimmed; empty or null clears it.
 */
const socialUrl = () =>
  z
    .string({ error: m.invalidHttpsUrl })
    .trim()
    .nullable()
    .transform((value) => (value ? value : null))
    .pipe(
      z
        .string()
        .max(LIMITS.socialUrlMax, m.tooLong)
        .pipe(z.url({ protocol: /^https$/, hostname: z.regexes.domain, error: m.invalidHttpsUrl }))
        .nullable(),
    );

/** The chamber's social profiles: a network left out keeps its stored address. */
export const SocialLinksSchema = z.strictObject(
  Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, socialUrl().optional()])) as Record<
    SocialNetwork,
    z.ZodOptional<ReturnType<typeof socialUrl>>
  >,
);

/**
 * PUT /api/admin/settings: the site's name and footer line (English required; Spanish and Swedish
 * optional), default language, contact e-mail, retention periods and social profiles. A body
 * without `tagline`, `translations` (or one of its languages), `retention` or `social` (or one of
 * its networks) keeps what is stored for it.
 */
export const SiteSettingsSchema = z.strictObject({
  siteName: siteName().min(1, m.required),
  tagline: tagline().min(1, m.required).optional(),
  defaultLanguage: z.enum(LANGUAGES, { error: m.invalidChoice }),
  contactEmail: emailField(),
  translations: z.strictObject({ es: siteTranslation().optional(), sv: siteTranslation().optional() }).optional(),
  retention: RetentionSettingsSchema.optional(),
  social: SocialLinksSchema.optional(),
});
export type SiteSettingsInput = z.input<typeof SiteSettingsSchema>;
export type SiteSettingsOutput = z.output<typeof SiteSettingsSchema>;

/** POST /api/admin/users/:id/role: give a user a role (clears any pending request). */
export const UserRoleSchema = z.strictObject({ role: z.enum(ASSIGNABLE_ROLES, { error: m.roleAssignInvalid }) });

/** GET /api/admin/users: search on username, full name or e-mail; filter by role or status. */
export const AdminUserListQuerySchema = z.object({
  page: page(),
  pageSize: pageSize(),
  search: search(),
  role: filter(ROLES),
  /** `requests`: users with a pending role request. */
  status: filter(['active', 'inactive', 'requests'] as const),
});
export type AdminUserListQuery = z.input<typeof AdminUserListQuerySchema>;

/**
 * GET /api/admin/users/spam-registrations: the registrations sent with the honeypot filled in,
 * newest first, searched on username, full name or e-mail.
 */
export const AdminSpamRegistrationListQuerySchema = z.object({
  page: page(),
  pageSize: pageSize(),
  search: search(),
});
export type AdminSpamRegistrationListQuery = z.input<typeof AdminSpamRegistrationListQuerySchema>;

/**
 * POST /api/subscriptions: the newsletter (e-mail) or regulatory updates (e-mail and region), with
 * the language in use. Subscribing twice is not an error. `website` is the honeypot (see
 * ContactCreateSchema).
 */
export const SubscribeSchema = z.discriminatedUnion(
  'list',
  [
    z.strictObject({
      list: z.literal('newsletter'),
      email: emailField(),
      language: z.enum(LANGUAGES, { error: m.invalidChoice }),
      website: honeypotField(),
    }),
    z.strictObject({
      list: z.literal('regulatory-updates'),
      email: emailField(),
      region: z.enum(REGIONS, { error: m.required }),
      language: z.enum(LANGUAGES, { error: m.invalidChoice }),
      website: honeypotField(),
    }),
  ],
  { error: m.invalidChoice },
);
export type Subscribe = z.input<typeof SubscribeSchema>;

/**
 * The token of a subscription's mailed link, as the confirm and unsubscribe requests send it back
 * (POST /api/subscriptions/confirm, POST /api/unsubscribe and the one-click unsubscribe).
 */
export const SubscriptionTokenSchema = z.strictObject({
  token: requiredString()
    .trim()
    .regex(/^[A-Za-z0-9_.-]{32,128}$/, m.required),
});

/** GET /api/admin/subscriptions and its CSV export: one list, searched by e-mail. */
export const AdminSubscriptionListQuerySchema = z.object({
  list: z.enum(SUBSCRIPTION_LISTS, { error: m.invalidChoice }),
  page: page(),
  pageSize: pageSize(),
  search: search(),
});
