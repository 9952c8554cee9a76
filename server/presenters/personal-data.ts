import { PERSONAL_DATA_KINDS, type PersonalData, type PersonalDataKind } from '../../shared/personal-data';
import type { PersonRows } from '../privacy/finding';
import { iso, isoOrNull } from './fields';

/** A person's rows as the staff's look-up shows them and the export file holds them: one list per kind. */
export function presentPersonalData(email: string, rows: PersonRows): PersonalData {
  const {
    account,
    contacts,
    subscriptions,
    registrations,
    applications,
    invitations,
    emailChanges,
    usernameById,
    spamRegistrations,
    mails,
    companies,
    listingChanges,
    auditEntries,
    rateLimits,
    eventById,
  } = rows;
  const data: Omit<PersonalData, 'counts'> = {
    email,
    account: account
      ? {
          id: account.id,
          username: account.username,
          fullName: account.fullName,
          role: account.role,
          active: account.active,
          language: account.language,
          memberId: account.memberId,
          lastLoginAt: isoOrNull(account.lastLoginAt),
          createdAt: iso(account.createdAt),
        }
      : null,
    contacts: contacts.map((row) => ({
      id: row.id,
      submittedAt: iso(row.submittedAt),
      fullName: row.fullName,
      organization: row.organization,
      inquiryType: row.inquiryType,
      message: row.message,
      language: row.language,
      processed: row.processed,
      spam: row.spam,
    })),
    subscriptions: subscriptions.map((row) => ({
      id: row.id,
      list: row.list,
      region: row.region,
      language: row.language,
      consentedAt: iso(row.consentedAt),
      confirmedAt: isoOrNull(row.confirmedAt),
      spam: row.spam,
    })),
    registrations: registrations.map((row) => {
      const event = eventById.get(row.eventId);
      return {
        id: row.id,
        eventId: row.eventId,
        eventTitle: event?.title ?? '',
        eventDate: event ? iso(event.date) : '',
        fullName: row.fullName,
        organization: row.organization,
        attendance: row.attendance,
        language: row.language,
        status: row.status,
        consentedAt: isoOrNull(row.consentedAt),
        cancelledAt: isoOrNull(row.cancelledAt),
        checkedInAt: isoOrNull(row.checkedInAt),
        createdAt: iso(row.createdAt),
      };
    }),
    applications: applications.map((row) => ({
      id: row.id,
      companyName: row.companyName,
      organisationNumber: row.organisationNumber,
      country: row.country,
      contactName: row.contactName,
      contactPhone: row.contactPhone,
      message: row.message,
      language: row.language,
      status: row.status,
      consentedAt: iso(row.consentedAt),
      createdAt: iso(row.createdAt),
      spam: row.spam,
    })),
    invitations: invitations.map((row) => ({
      id: row.id,
      fullName: row.fullName,
      role: row.role,
      createdAt: iso(row.createdAt),
      expiresAt: iso(row.expiresAt),
      usedAt: isoOrNull(row.usedAt),
      revokedAt: isoOrNull(row.revokedAt),
    })),
    emailChanges: emailChanges.map((row) => ({
      id: row.id,
      email: row.email,
      username: usernameById.get(row.userId ?? 0) ?? null,
      createdAt: iso(row.createdAt),
      expiresAt: iso(row.expiresAt),
      usedAt: isoOrNull(row.usedAt),
      revokedAt: isoOrNull(row.revokedAt),
    })),
    spamRegistrations: spamRegistrations.map((row) => ({
      id: row.id,
      username: row.username,
      fullName: row.fullName,
      createdAt: iso(row.createdAt),
    })),
    mails: mails.map((row) => ({
      id: row.id,
      template: row.template,
      toAddress: row.toAddress,
      subject: row.subject,
      status: row.status,
      createdAt: iso(row.createdAt),
      sentAt: isoOrNull(row.sentAt),
    })),
    companyContacts: companies.map((row) => ({
      id: row.id,
      name: row.name,
      contactName: row.contactName,
      contactEmail: row.contactEmail,
      contactPhone: row.contactPhone,
    })),
    listingChanges: listingChanges.map((row) => ({
      id: row.id,
      memberId: row.memberId,
      status: row.status,
      createdAt: iso(row.createdAt),
    })),
    auditEntries: auditEntries.map((row) => ({
      id: row.id,
      at: iso(row.at),
      action: row.action,
      entity: row.entity,
      entityId: row.entityId,
      label: row.label,
      changes: row.changes,
    })),
    rateLimits: rateLimits.map((row, index) => ({
      id: index + 1,
      counter: row.bucket.slice(0, row.bucket.indexOf(':')),
      hits: Number(row.hits),
      windowStart: new Date(Number(row.window_start)).toISOString(),
    })),
  };
  const counts = Object.fromEntries(
    PERSONAL_DATA_KINDS.map((kind) => [kind, kind === 'account' ? (data.account ? 1 : 0) : data[kind].length]),
  ) as Record<PersonalDataKind, number>;
  return { ...data, counts };
}
