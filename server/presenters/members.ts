import type {
  AuditEntry,
  Invitation,
  ChamberEvent,
  ContactSubmission,
  CurrentUser,
  ManagedContactSubmission,
  ManagedEvent,
  RegistrationCounts,
  RegistrationMode,
  ManagedFields,
  ManagedMember,
  ManagedUser,
  ManagedNewsArticle,
  Member,
  NewsArticle,
  OutboxMailDetail,
  OutboxMailSummary,
  PublicSiteSettings,
  SiteSettings,
  SpamRegistration,
  StoredImage,
  Subscription,
  User,
} from '../../shared/entities';
import type {
  ListingChange,
  ListingFields,
  MembershipApplication,
  RelatedApplication,
  MyCompany,
  Representative,
} from '../../shared/membership';
import type {
  AccountTokenModel,
  AuditEntryModel,
  ContactSubmissionModel,
  EventModel,
  ImageModel,
  ListingChangeModel,
  MemberModel,
  MembershipApplicationModel,
  NewsArticleModel,
  OutboxMailModel,
  SpamRegistrationModel,
  SubscriptionModel,
  UserModel,
} from '../models';
import type { Language } from '../../shared/constants';
import type { ItemTranslations } from '../../shared/schemas/translations';
import { localizedPath } from '../../shared/routes';
import type { KeyRing } from '../key-ring';
import { unsubscribeTokenOf } from '../subscriptions/unsubscribe-links';
import { siteTextsIn } from '../../shared/site-texts';
import { NO_REGISTRATIONS } from '../registrations/places';
import { shownRedacted } from '../mail/secrets';

// Each presenter names every field it emits; a model instance never reaches a response body,
// so a column added later (a password hash, an internal flag) cannot leak by accident.

/** A stored instant as the API writes it: ISO 8601 in UTC. */
export const iso = (value: Date) => value.toISOString();
export const isoOrNull = (value: Date | null) => (value ? value.toISOString() : null);

/** A user as the API shows it (never the password hash). */
export function presentUser(user: UserModel): User {
  return {
    id: user.id,
    username: user.username,
    fullName: user.fullName,
    email: user.email,
    role: user.role,
    requestedRole: user.requestedRole ?? null,
    memberId: user.memberId ?? null,
  };
}

/**
 * The signed-in user as they see themself: the public user plus whether their password is still the
 * generated one (only they are asked to change it; administrators' lists do not carry it) and the
 * language of their mails, and the new e-mail address still waiting for its mailed confirmation.
 */
export function presentCurrentUser(user: UserModel, pendingEmail: string | null): CurrentUser {
  return {
    ...presentUser(user),
    passwordGenerated: Boolean(user.passwordGenerated),
    language: user.language ?? null,
    pendingEmail,
  };
}

/** A user as administrators see it: the public user plus status, last sign-in and creation. */
export function presentManagedUser(user: UserModel): ManagedUser {
  return {
    ...presentUser(user),
    active: Boolean(user.active),
    lastLoginAt: isoOrNull(user.lastLoginAt),
    createdAt: iso(user.createdAt),
  };
}

/** A pending invitation as admins see it (load it with its `inviter`); never the token. */
export function presentInvitation(invitation: AccountTokenModel, now: Date): Invitation {
  const inviter = invitation.inviter;
  return {
    id: invitation.id,
    fullName: invitation.fullName ?? '',
    email: invitation.email,
    role: invitation.role ?? 'viewer',
    language: invitation.language,
    expiresAt: iso(invitation.expiresAt),
    expired: invitation.expiresAt.getTime() <= now.getTime(),
    invitedBy: inviter ? { id: inviter.id, fullName: inviter.fullName } : null,
    createdAt: iso(invitation.createdAt),
    updatedAt: iso(invitation.updatedAt),
    version: invitation.version,
  };
}

/**
 * A bot's registration answered as a person's would be (`presentCurrentUser`'s fields: an account
 * without access, with the role asked for as the pending request), so the answer tells the bot nothing.
 */
export function presentSpamRegistrationAsUser(
  registration: SpamRegistrationModel,
  language: Language | null,
): CurrentUser {
  return {
    id: registration.id,
    username: registration.username,
    fullName: registration.fullName,
    email: registration.email,
    role: 'registered',
    requestedRole: registration.requestedRole ?? null,
    memberId: null,
    passwordGenerated: false,
    // The language the form sent, as a person's account would record it (the row does not keep it).
    language,
    pendingEmail: null,
  };
}

/** A spam registration as admins see it. */
export function presentSpamRegistration(registration: SpamRegistrationModel): SpamRegistration {
  return {
    id: registration.id,
    username: registration.username,
    fullName: registration.fullName,
    email: registration.email,
    requestedRole: registration.requestedRole ?? null,
    honeypot: registration.honeypot,
    createdAt: iso(registration.createdAt),
  };
}

/**
 * The site settings (read from storage already validated) with the name and footer line in
 * `language`, and the English ones with their translations in `translations` (what staff edit).
 */
export function presentSiteSettings(settings: SiteSettings, language: Language = 'en'): PublicSiteSettings {
  const texts = siteTextsIn(settings, language);
  return {
    siteName: texts.siteName,
    tagline: texts.tagline,
    defaultLanguage: settings.defaultLanguage,
    contactEmail: settings.contactEmail,
    translations: {
      es: { siteName: settings.translations.es.siteName, tagline: settings.translations.es.tagline },
      sv: { siteName: settings.translations.sv.siteName, tagline: settings.translations.sv.tagline },
    },
    retention: { ...settings.retention },
    social: { ...settings.social },
    lang: texts.lang,
  };
}

/** The site-relative unsubscribe link of a subscription's token, on the page in the subscriber's language. */
export const unsubscribeUrl = (token: string, language: Language) =>
  localizedPath(`/unsubscribe?token=${encodeURIComponent(token)}`, language);

/** A subscriber as staff see it, with the unsubscribe link the mailings carry (signed, not stored). */
export function presentSubscription(subscription: SubscriptionModel, keyRing: KeyRing): Subscription {
  return {
    id: subscription.id,
    list: subscription.list,
    email: subscription.email,
    region: subscription.region ?? null,
    language: subscription.language,
    consentedAt: iso(subscription.consentedAt),
    status: subscription.confirmedAt ? 'confirmed' : 'pending',
    confirmedAt: isoOrNull(subscription.confirmedAt ?? null),
    form: subscription.form ?? null,
    unsubscribeUrl: unsubscribeUrl(unsubscribeTokenOf(keyRing, subscription), subscription.language),
  };
}

/** A member company, in English (`localize` puts in the translations of another language). */
export function presentMember(member: MemberModel): Member {
  return {
    id: member.id,
    name: member.name,
    logo: member.logo,
    logoAlt: member.logoAlt ?? null,
    location: member.location,
    description: member.description,
    industry: member.industry,
    region: member.region,
    website: member.website,
    featured: Boolean(member.featured),
    contact:
      member.contactName || member.contactEmail || member.contactPhone
        ? { name: member.contactName ?? null, email: member.contactEmail ?? null, phone: member.contactPhone ?? null }
        : null,
    businessType: member.businessType ?? null,
    lang: 'en',
  };
}

/**
 * How people register for `event`, with `taken` of its places confirmed. An `external` event
 * without a link (left so by a client that does not know the modes) takes no registration.
 */
function presentRegistrationSettings(event: EventModel, taken: number) {
  const mode: RegistrationMode =
    event.registrationMode === 'external' && !event.registrationLink ? 'none' : event.registrationMode;
  const capacity = event.capacity ?? null;
  return {
    registrationMode: mode,
    capacity,
    waitlist: Boolean(event.waitlist),
    membersOnly: Boolean(event.membersOnly),
    registrationOpensAt: isoOrNull(event.registrationOpensAt),
    registrationClosesAt: isoOrNull(event.registrationClosesAt),
    placesLeft: mode === 'internal' && capacity !== null ? Math.max(0, capacity - taken) : null,
  };
}

/**
 * An event, in English (`localize` puts in the translations of another language), with `taken`
 * of its places confirmed.
 */
export function presentEvent(event: EventModel, taken = 0): ChamberEvent {
  return {
    id: event.id,
    title: event.title,
    description: event.description,
    location: event.location,
    eventType: event.eventType,
    date: iso(event.date),
    endDate: isoOrNull(event.endDate),
    image: event.image,
    imageAlt: event.imageAlt ?? null,
    registrationLink: event.registrationLink,
    featured: Boolean(event.featured),
    timeZone: event.timeZone,
    region: event.region ?? null,
    ...presentRegistrationSettings(event, taken),
    lang: 'en',
  };
}

/** A news article, in English (`localize` puts in the translations of another language). */
export function presentNewsArticle(article: NewsArticleModel): NewsArticle {
  return {
    id: article.id,
    title: article.title,
    content: article.content,
    excerpt: article.excerpt,
    category: article.category,
    publishDate: iso(article.publishDate),
    featured: Boolean(article.featured),
    image: article.image,
    imageAlt: article.imageAlt ?? null,
    lang: 'en',
  };
}

/** A contact submission. */
export function presentContactSubmission(submission: ContactSubmissionModel): ContactSubmission {
  return {
    id: submission.id,
    fullName: submission.fullName,
    email: submission.email,
    organization: submission.organization,
    inquiryType: submission.inquiryType,
    message: submission.message,
    submittedAt: iso(submission.submittedAt),
    processed: Boolean(submission.processed),
  };
}

/**
 * What staff see on every member, event and article besides the public fields; `translations`
 * comes from `staffTranslations`.
 */
function managedFields(
  item: MemberModel | EventModel | NewsArticleModel,
  translations: ItemTranslations,
): ManagedFields {
  return {
    version: item.version,
    createdAt: iso(item.createdAt),
    updatedAt: iso(item.updatedAt),
    deletedAt: isoOrNull(item.deletedAt),
    translations,
  };
}

/** A member as staff see it. */
export function presentManagedMember(member: MemberModel, translations: ItemTranslations): ManagedMember {
  return {
    ...presentMember(member),
    ...managedFields(member, translations),
    published: Boolean(member.published),
    hidden: Boolean(member.hidden),
  };
}

/** An event as staff see it. */
export function presentManagedEvent(
  event: EventModel,
  translations: ItemTranslations,
  registrations: RegistrationCounts = NO_REGISTRATIONS,
): ManagedEvent {
  return { ...presentEvent(event, registrations.confirmed), registrations, ...managedFields(event, translations) };
}

/** An article as staff see it, with its draft/published status. */
export function presentManagedNewsArticle(
  article: NewsArticleModel,
  translations: ItemTranslations,
): ManagedNewsArticle {
  return { ...presentNewsArticle(article), ...managedFields(article, translations), status: article.status };
}

/** A contact submission as staff see it (load it with its `processor` to name who processed it). */
export function presentManagedContactSubmission(submission: ContactSubmissionModel): ManagedContactSubmission {
  const processor = submission.processor;
  return {
    ...presentContactSubmission(submission),
    spam: Boolean(submission.spam),
    processedAt: isoOrNull(submission.processedAt),
    processedBy: processor ? { id: processor.id, fullName: processor.fullName } : null,
  };
}

/** An audit entry; `user` is null once the account is gone. */
export function presentAuditEntry(entry: AuditEntryModel): AuditEntry {
  return {
    id: entry.id,
    at: iso(entry.at),
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    label: entry.label,
    user: entry.userId === null ? null : { id: entry.userId, fullName: entry.userFullName },
    changes: entry.changes,
  };
}

/** Where an uploaded image is served. */
export function presentStoredImage(image: ImageModel): StoredImage {
  return { id: image.id, url: `/api/images/${image.id}`, contentType: image.contentType, size: image.size };
}

/** A mailbox as a header shows it: `Name <address>`, or the address alone. */
const mailbox = (name: string, address: string) => (name ? `${name} <${address}>` : address);

/** An outbox mail in the admins' list: what, to whom, where it is on its way. */
export function presentOutboxMail(mail: OutboxMailModel): OutboxMailSummary {
  return {
    id: mail.id,
    template: mail.template,
    language: mail.language,
    to: mailbox(mail.toName, mail.toAddress),
    subject: mail.subject,
    status: mail.status,
    attempts: mail.attempts,
    createdAt: iso(mail.createdAt),
    nextAttemptAt: mail.status === 'queued' ? iso(mail.nextAttemptAt) : null,
    sentAt: isoOrNull(mail.sentAt),
    lastError: mail.lastError,
    version: mail.version,
  };
}

/**
 * One outbox mail with everything it carries: sender, both bodies, extra headers. Where a secret
 * stands (a link's token), the admin reads "(hidden)": the outbox holds no usable link to copy.
 */
export function presentOutboxMailDetail(mail: OutboxMailModel): OutboxMailDetail {
  const headers = JSON.parse(mail.headers) as Record<string, string>;
  return {
    ...presentOutboxMail(mail),
    subject: shownRedacted(mail.subject),
    from: mailbox(mail.fromName, mail.fromAddress),
    html: shownRedacted(mail.html),
    text: shownRedacted(mail.text),
    headers: Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, shownRedacted(value)])),
  };
}

/**
 * A membership application as staff see it (load it with its `decider` to name who decided). The
 * spam flag and the honeypot text stay inside: spam is never shown.
 */
export function presentApplication(application: MembershipApplicationModel): MembershipApplication {
  const decider = application.decider;
  return {
    id: application.id,
    companyName: application.companyName,
    organisationNumber: application.organisationNumber,
    country: application.country,
    region: application.region,
    industry: application.industry,
    companyWebsite: application.companyWebsite ?? null,
    size: application.size,
    contactName: application.contactName,
    contactEmail: application.contactEmail,
    contactPhone: application.contactPhone,
    message: application.message ?? null,
    language: application.language,
    status: application.status,
    reason: application.reason ?? null,
    memberId: application.memberId ?? null,
    decidedBy: decider ? { id: decider.id, fullName: decider.fullName } : null,
    decidedAt: isoOrNull(application.decidedAt ?? null),
    createdAt: iso(application.createdAt),
    updatedAt: iso(application.updatedAt),
    version: application.version,
  };
}

/** Another application sharing `same` with the one shown (its id, company, state and date only). */
export function presentRelatedApplication(
  application: MembershipApplicationModel,
  same: RelatedApplication['same'],
): RelatedApplication {
  return {
    id: application.id,
    companyName: application.companyName,
    status: application.status,
    createdAt: iso(application.createdAt),
    same,
  };
}

/** The listing fields of a proposal or of a listing, each named (a stored proposal's JSON carries nothing else out). */
function listingFieldsOf(fields: ListingFields): ListingFields {
  return {
    description: fields.description,
    descriptionEs: fields.descriptionEs ?? null,
    descriptionSv: fields.descriptionSv ?? null,
    logo: fields.logo ?? null,
    logoAlt: fields.logoAlt ?? null,
    website: fields.website ?? null,
    location: fields.location,
    contactName: fields.contactName ?? null,
    contactEmail: fields.contactEmail ?? null,
    contactPhone: fields.contactPhone ?? null,
  };
}

/**
 * A proposed listing change beside the listing as it is now (`current`, see `listingOf`), with the
 * company's name and the accounts that proposed and decided it (null once gone).
 */
export function presentListingChange(
  change: ListingChangeModel,
  related: { memberName: string; current: ListingFields; proposer: UserModel | null; decider: UserModel | null },
): ListingChange {
  const { proposer, decider } = related;
  return {
    id: change.id,
    memberId: change.memberId,
    memberName: related.memberName,
    proposed: listingFieldsOf(change.fields),
    current: listingFieldsOf(related.current),
    status: change.status,
    reason: change.reason ?? null,
    proposedBy: proposer ? { id: proposer.id, fullName: proposer.fullName } : null,
    decidedBy: decider ? { id: decider.id, fullName: decider.fullName } : null,
    decidedAt: isoOrNull(change.decidedAt ?? null),
    createdAt: iso(change.createdAt),
    version: change.version,
  };
}

/** A representative with an account (accepted), or one invited who has not accepted yet (the invitation's id). */
function presentRepresentative(person: UserModel | AccountTokenModel, accepted: boolean): Representative {
  return { id: person.id, fullName: person.fullName ?? '', email: person.email, accepted };
}

/**
 * The signed-in representative's company: its listing (see `listingOf`), its latest proposal, its
 * representatives (the accounts first, then the invitations still out).
 */
export function presentMyCompany(
  member: MemberModel,
  related: {
    listing: ListingFields;
    latestChange: ListingChange | null;
    accounts: UserModel[];
    invitations: AccountTokenModel[];
  },
): MyCompany {
  return {
    id: member.id,
    name: member.name,
    industry: member.industry,
    region: member.region,
    published: Boolean(member.published),
    hidden: Boolean(member.hidden),
    listing: listingFieldsOf(related.listing),
    latestChange: related.latestChange,
    representatives: [
      ...related.accounts.map((account) => presentRepresentative(account, true)),
      ...related.invitations.map((invitation) => presentRepresentative(invitation, false)),
    ],
    version: member.version,
  };
}
