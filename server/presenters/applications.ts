import type { MembershipApplication, RelatedApplication } from '../../shared/membership';
import type { MembershipApplicationModel } from '../models';
import { iso, isoOrNull } from './fields';

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
