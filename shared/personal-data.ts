import type { Language } from './constants';
import type {
  AttendanceMode,
  AuditAction,
  AuditChanges,
  AuditEntity,
  InquiryType,
  OutboxStatus,
  Region,
  RegistrationStatus,
  Role,
  SubscriptionList,
} from './entities';
import type { ApplicationStatus, ListingChangeStatus } from './membership';

// What the personal-data look-up, export and erasure (GET/POST /api/admin/personal-data) answer: a
// person's records across every kind of item, so this module stands above entities.ts and
// membership.ts and neither of them imports it.

/**
 * The kinds of record that can hold a person's data (her e-mail address, or her name, username or
 * phone number found through it), in the order the privacy screen and the export list them. The
 * look-up, the export and the erasure all work on these.
 */
export const PERSONAL_DATA_KINDS = [
  'account',
  'contacts',
  'subscriptions',
  'registrations',
  'applications',
  'invitations',
  'emailChanges',
  'spamRegistrations',
  'mails',
  'companyContacts',
  'listingChanges',
  'auditEntries',
  'rateLimits',
] as const;
export type PersonalDataKind = (typeof PERSONAL_DATA_KINDS)[number];

/** GET /api/admin/personal-data: everything stored under one e-mail address, by kind (dates ISO 8601). */
export interface PersonalData {
  /** The address looked up, in lower case. */
  email: string;
  /** How many records of each kind hold the address. */
  counts: Record<PersonalDataKind, number>;
  /** The user account with this address (never its password hash or session data). */
  account: {
    id: number;
    username: string;
    fullName: string;
    role: Role;
    active: boolean;
    language: Language | null;
    memberId: number | null;
    lastLoginAt: string | null;
    createdAt: string;
  } | null;
  contacts: {
    id: number;
    submittedAt: string;
    fullName: string;
    organization: string | null;
    inquiryType: InquiryType;
    message: string;
    language: Language;
    processed: boolean;
    spam: boolean;
  }[];
  subscriptions: {
    id: number;
    list: SubscriptionList;
    region: Region | null;
    language: Language;
    consentedAt: string;
    confirmedAt: string | null;
    spam: boolean;
  }[];
  registrations: {
    id: number;
    eventId: number;
    eventTitle: string;
    eventDate: string;
    fullName: string;
    organization: string | null;
    attendance: AttendanceMode;
    language: Language;
    status: RegistrationStatus;
    consentedAt: string | null;
    cancelledAt: string | null;
    checkedInAt: string | null;
    createdAt: string;
  }[];
  applications: {
    id: number;
    companyName: string;
    organisationNumber: string;
    country: string;
    contactName: string;
    contactPhone: string;
    message: string | null;
    language: Language;
    status: ApplicationStatus;
    consentedAt: string;
    createdAt: string;
    spam: boolean;
  }[];
  /** Invitations to an account sent to the address (pending, accepted, revoked or expired). */
  invitations: {
    id: number;
    fullName: string | null;
    role: Role | null;
    createdAt: string;
    expiresAt: string;
    usedAt: string | null;
    revokedAt: string | null;
  }[];
  /**
   * Moves of an account to a new address asked for by its owner: those to this address, and those of
   * the account found under it (`email`: the new address; confirmed once `usedAt` is set).
   */
  emailChanges: {
    id: number;
    email: string;
    username: string | null;
    createdAt: string;
    expiresAt: string;
    usedAt: string | null;
    revokedAt: string | null;
  }[];
  /** Sign-ups sent with the honeypot filled in that gave the address. */
  spamRegistrations: { id: number; username: string; fullName: string; createdAt: string }[];
  /**
   * Mails of the outbox to the address, and mails to others that name the person (a staff
   * notification of her enquiry): the recipient, subject and state; the text is in the outbox.
   */
  mails: {
    id: number;
    template: string;
    toAddress: string;
    subject: string;
    status: OutboxStatus;
    createdAt: string;
    sentAt: string | null;
  }[];
  /** Member listings that give the person as their contact (name, address, phone). */
  companyContacts: {
    id: number;
    name: string;
    contactName: string | null;
    contactEmail: string | null;
    contactPhone: string | null;
  }[];
  /** Listing changes the person's account proposed, or that name her. */
  listingChanges: { id: number; memberId: number; status: ListingChangeStatus; createdAt: string }[];
  /** Entries of the audit trail made by her account or that name her (label and changes as stored). */
  auditEntries: {
    id: number;
    at: string;
    action: AuditAction;
    entity: AuditEntity;
    entityId: number;
    label: string;
    changes: AuditChanges | null;
  }[];
  /**
   * Rate-limit counters under her username or address (sign-in failures, reset requests): which
   * counter, its hits and when its window started. Their keys hold the name hashed.
   */
  rateLimits: { id: number; counter: string; hits: number; windowStart: string }[];
}

/** GET /api/admin/personal-data/export: the data with a summary a person can read. */
export interface PersonalDataExport {
  exportedAt: string;
  /** One line per kind of record, in English: what is stored and how much of it. */
  summary: string[];
  data: PersonalData;
}

/**
 * POST /api/admin/personal-data/erase: the records erased, by kind. Enquiries, registrations and
 * applications are anonymised (their rows, dates and counts stay; spam ones are deleted); every
 * other kind is deleted.
 */
export interface PersonalDataErasure {
  erased: Record<PersonalDataKind, number>;
}
