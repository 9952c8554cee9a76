import type { NotificationItem } from '../../shared/schemas/notifications';
import type { ContactSubmissionModel, MembershipApplicationModel, UserModel } from '../models';

/** An admin screen's address with presets it reads from its query string. */
const adminPath = (path: string, query: Record<string, string>) => `${path}?${new URLSearchParams(query).toString()}`;

/**
 * A new enquiry: the contacts list searched by the sender's address (its search covers the
 * e-mail; no status preset, so it is still found once processed).
 */
export function presentEnquiryNotification(
  submission: Pick<ContactSubmissionModel, 'id' | 'fullName' | 'email' | 'createdAt'>,
): NotificationItem {
  return {
    kind: 'enquiry',
    id: submission.id,
    title: submission.fullName,
    createdAt: submission.createdAt.toISOString(),
    path: adminPath('/admin/contacts', { search: submission.email }),
  };
}

/**
 * A new membership application: the applications list searched by the organisation number, which
 * names one company (no status preset, so it is still found once reviewed or decided).
 */
export function presentApplicationNotification(
  application: Pick<MembershipApplicationModel, 'id' | 'companyName' | 'organisationNumber' | 'createdAt'>,
): NotificationItem {
  return {
    kind: 'application',
    id: application.id,
    title: application.companyName,
    createdAt: application.createdAt.toISOString(),
    path: adminPath('/admin/applications', { search: application.organisationNumber }),
  };
}

/**
 * A user asking for a staff role: the Users tab of the settings, showing pending requests,
 * searched by the username. `roleRequestedAt` is set whenever a request is pending.
 */
export function presentRoleRequestNotification(
  user: Pick<UserModel, 'id' | 'fullName' | 'username' | 'roleRequestedAt' | 'createdAt'>,
): NotificationItem {
  return {
    kind: 'role-request',
    id: user.id,
    title: user.fullName,
    createdAt: (user.roleRequestedAt ?? user.createdAt).toISOString(),
    path: adminPath('/admin/settings', { tab: 'users', status: 'requests', search: user.username }),
  };
}
