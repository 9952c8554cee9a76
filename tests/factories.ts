import { randomBytes } from 'node:crypto';
import { DEFAULT_RETENTION, DEFAULT_SITE_SETTINGS } from '../shared/constants';
import { searchFold } from '../shared/search-fold';
import type { Role, SiteSettings } from '../shared/entities';
import { hashToken } from '../server/users/account-tokens';
import bcrypt from 'bcryptjs';
import type { Database } from '../server/db';
import { usernameKey } from '../server/models/user';

/** The password of every factory user. */
export const FACTORY_PASSWORD = 'correct-horse-42';
/**
 * bcrypt's lowest cost for the factory users' one hash: each sign-in with it checks in about a
 * millisecond instead of the quarter second of the stored cost (bcryptjs runs on the event loop, and
 * the suites sign in hundreds of times). Passwords set through the application keep BCRYPT_COST.
 */
const FACTORY_COST = 4;
let factoryHash: Promise<string> | undefined;

const unique = () => randomBytes(4).toString('hex');

/** A user of `role` (viewer by default) with FACTORY_PASSWORD, hashed once per process. */
export async function createUser(
  db: Database,
  overrides: {
    role?: Role;
    username?: string;
    fullName?: string;
    email?: string;
    requestedRole?: Role | null;
    active?: boolean;
    /** The company a `member` account represents. */
    memberId?: number | null;
  } = {},
) {
  factoryHash ??= bcrypt.hash(FACTORY_PASSWORD, FACTORY_COST);
  const username = overrides.username ?? `user_${unique()}`;
  return db.models.User.create({
    username,
    usernameKey: usernameKey(username),
    passwordHash: await factoryHash,
    fullName: overrides.fullName ?? `Test ${username}`,
    email: overrides.email ?? `${username.toLowerCase()}@example.com`,
    role: overrides.role ?? 'viewer',
    requestedRole: overrides.requestedRole ?? null,
    memberId: overrides.memberId ?? null,
    active: overrides.active ?? true,
    deactivatedAt: overrides.active === false ? new Date() : null,
  });
}

/** A pending invitation (its token is thrown away: tests that follow the link read it from the mail). */
export function createInvitation(db: Database, overrides: { email?: string; role?: Role } = {}) {
  const id = unique();
  return db.models.AccountToken.create({
    kind: 'invitation',
    tokenHash: hashToken(randomBytes(32).toString('base64url')),
    email: overrides.email ?? `invited-${id}@example.com`,
    fullName: `Invited ${id}`,
    role: overrides.role ?? 'viewer',
    language: 'en',
    expiresAt: new Date(Date.now() + 86_400_000),
  });
}

/** A subscriber of the newsletter (unless overridden); its unsubscribe link is signed (unsubscribeTokenOf). */
export function createSubscription(
  db: Database,
  overrides: Partial<Parameters<Database['models']['Subscription']['create']>[0]> = {},
) {
  const consentedAt: Date = (overrides.consentedAt as Date | undefined) ?? new Date();
  // Confirmed (a subscriber) unless the overrides say otherwise (`confirmedAt: null`: pending).
  return db.models.Subscription.create({
    list: 'newsletter',
    email: `subscriber_${unique()}@example.com`,
    region: null,
    language: 'en',
    consentedAt,
    confirmedAt: consentedAt,
    ...overrides,
  });
}

/** A spam registration (a bot's registration, the honeypot filled in). */
export function createSpamRegistration(
  db: Database,
  overrides: Partial<Parameters<Database['models']['SpamRegistration']['create']>[0]> = {},
) {
  const username = `bot_${unique()}`;
  return db.models.SpamRegistration.create({
    username,
    fullName: `Bot ${username}`,
    email: `${username}@example.com`,
    requestedRole: null,
    honeypot: 'https://bot.example',
    ...overrides,
  });
}

/**
 * Complete site settings to store (writeSiteSettings): the defaults without translations (the
 * English name and line show in every language), with `overrides`.
 */
export function siteSettings(overrides: Partial<SiteSettings> = {}): SiteSettings {
  return {
    siteName: DEFAULT_SITE_SETTINGS.siteName,
    tagline: DEFAULT_SITE_SETTINGS.tagline,
    defaultLanguage: 'en',
    contactEmail: DEFAULT_SITE_SETTINGS.contactEmail,
    translations: { es: { siteName: '', tagline: '' }, sv: { siteName: '', tagline: '' } },
    retention: { ...DEFAULT_RETENTION },
    social: { ...DEFAULT_SITE_SETTINGS.social },
    ...overrides,
  };
}

/** A valid body for PUT /api/admin/settings (SiteSettingsSchema). */
export function settingsInput(overrides: Record<string, unknown> = {}) {
  return {
    siteName: 'Cámara Ibero-Nórdica',
    defaultLanguage: 'es',
    contactEmail: 'hola@camara.example',
    ...overrides,
  };
}

/** A member company with sensible defaults. */
export function createMember(
  db: Database,
  overrides: Partial<Parameters<Database['models']['Member']['create']>[0]> = {},
) {
  return db.models.Member.create({
    name: `Member ${unique()}`,
    logo: null,
    location: 'Tallinn, Estonia',
    description: 'A test member company.',
    industry: 'technology',
    region: 'baltic',
    website: null,
    featured: false,
    ...overrides,
  });
}

/** An event with sensible defaults (in a week). */
export function createEvent(
  db: Database,
  overrides: Partial<Parameters<Database['models']['Event']['create']>[0]> = {},
) {
  return db.models.Event.create({
    title: `Event ${unique()}`,
    description: 'A test event.',
    location: 'Online',
    eventType: 'virtual',
    date: new Date(Date.now() + 7 * 86_400_000),
    endDate: null,
    image: null,
    registrationLink: null,
    featured: false,
    // As the API stores it: registration at the link when there is one.
    registrationMode: overrides.registrationLink ? 'external' : 'none',
    ...overrides,
  });
}

/** A registration for `eventId` (confirmed, from the public form) with `overrides`. */
export function createRegistration(
  db: Database,
  eventId: number,
  overrides: Partial<Parameters<Database['models']['EventRegistration']['create']>[0]> = {},
) {
  const email = `guest-${unique()}@example.org`;
  const fullName: string = (overrides.fullName as string | undefined) ?? 'Guest Person';
  return db.models.EventRegistration.create({
    eventId,
    fullName,
    email,
    emailKey: email,
    organization: null,
    searchKey: searchFold(
      `${fullName} ${(overrides.email as string | undefined) ?? email} ${(overrides.organization as string | null | undefined) ?? ''}`,
    ),
    attendance: 'in-person',
    language: 'en',
    status: 'confirmed',
    source: 'public',
    consentedAt: new Date(),
    cancelledAt: null,
    checkedInAt: null,
    reminderSentAt: null,
    ...overrides,
  });
}

/** A news article with sensible defaults (published yesterday). */
export function createNewsArticle(
  db: Database,
  overrides: Partial<Parameters<Database['models']['NewsArticle']['create']>[0]> = {},
) {
  return db.models.NewsArticle.create({
    title: `News ${unique()}`,
    content: 'Test content.',
    excerpt: 'Test excerpt.',
    category: 'trade',
    publishDate: new Date(Date.now() - 86_400_000),
    featured: false,
    image: null,
    ...overrides,
  });
}

/** A contact submission with sensible defaults. */
export function createContactSubmission(
  db: Database,
  overrides: Partial<Parameters<Database['models']['ContactSubmission']['create']>[0]> = {},
) {
  return db.models.ContactSubmission.create({
    fullName: 'Ana Pérez',
    email: 'ana@example.com',
    organization: null,
    inquiryType: 'membership',
    message: 'We would like to know more about membership.',
    submittedAt: new Date(),
    processed: false,
    ...overrides,
  });
}

/** A valid body for POST /api/admin/members (MemberInputSchema). */
export function memberInput(overrides: Record<string, unknown> = {}) {
  return {
    name: `Member ${unique()}`,
    logo: null,
    location: 'Riga, Latvia',
    description: 'A member company created through the API.',
    industry: 'logistics',
    region: 'baltic',
    website: 'https://example.com',
    featured: false,
    ...overrides,
  };
}

/** A valid body for POST /api/admin/events (EventInputSchema), in two weeks. */
export function eventInput(overrides: Record<string, unknown> = {}) {
  const date = new Date(Date.now() + 14 * 86_400_000);
  date.setUTCMilliseconds(0);
  return {
    title: `Event ${unique()}`,
    description: 'An event created through the API.',
    location: 'Stockholm, Sweden',
    eventType: 'in-person',
    date: date.toISOString(),
    endDate: null,
    image: null,
    registrationLink: 'https://example.com/register',
    featured: false,
    ...overrides,
  };
}

/** A valid body for POST /api/admin/news (NewsInputSchema): published yesterday unless overridden. */
export function newsInput(overrides: Record<string, unknown> = {}) {
  const publishDate = new Date(Date.now() - 86_400_000);
  publishDate.setUTCMilliseconds(0);
  return {
    title: `News ${unique()}`,
    excerpt: 'An article created through the API.',
    content: 'The full text of an article created through the API.',
    category: 'trade',
    publishDate: publishDate.toISOString(),
    status: 'published',
    featured: false,
    image: null,
    ...overrides,
  };
}

/** A mail in the outbox (queued and due now, unless overridden), as `Outbox.queue` would store it. */
export function createOutboxMail(
  db: Database,
  overrides: Partial<Parameters<Database['models']['OutboxMail']['create']>[0]> = {},
) {
  const id = unique();
  return db.models.OutboxMail.create({
    template: 'contact-acknowledgement',
    language: 'en',
    fromName: 'Chamber',
    fromAddress: 'noreply@chamber.example',
    toName: '',
    toAddress: `reader-${id}@example.com`,
    subject: `Test mail ${id}`,
    html: `<!DOCTYPE html><html lang="en"><body><p>Test mail ${id}</p></body></html>`,
    text: `Test mail ${id}`,
    headers: '{}',
    messageId: `<${id}@chamber.example>`,
    status: 'queued',
    nextAttemptAt: new Date(),
    ...overrides,
  });
}
