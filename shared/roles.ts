import { AUDIT_ACTIONS, AUDIT_ENTITIES, type AuditAction, type AuditEntity, type Role } from './entities';
import { RESOURCE_AUDIT_ENTITIES } from './resources';

/**
 * The one role table: which role may do what. The server's guards and the clients' route guards
 * and menus all read it.
 * Roles are listed strongest first: the Access Denied page joins them with ' or '.
 */
export const PERMISSIONS = {
  /** The admin dashboard. */
  'dashboard:view': ['admin', 'editor', 'viewer'],
  /** Member, event and news lists, the site's resource collections, and their changes. */
  'content:manage': ['admin', 'editor'],
  /** Restoring deleted members, events and news, and listing what was deleted. */
  'content:restore': ['admin'],
  /** The Activity page: the audit trail (editors see the entries about content only), and its export. */
  'audit:read': ['admin', 'editor'],
  /** Contact submissions. */
  'contacts:read': ['admin', 'editor'],
  /** Marking a contact submission as processed. */
  'contacts:process': ['admin', 'editor'],
  /** Site settings and user management. */
  'settings:manage': ['admin'],
  /** Privacy requests: everything stored under an e-mail address, looked up, exported as a file, erased. */
  'privacy:manage': ['admin'],
  /** Inviting people to an account (any role), resending and revoking invitations. */
  'users:invite': ['admin'],
  /** The outbox of outgoing mail: read every mail, retry or discard one. */
  'outbox:manage': ['admin'],
  /** Newsletter and regulatory-update subscribers: list, remove, export. */
  'subscriptions:manage': ['admin', 'editor'],
  /** Event registrations: the attendee lists, adding and cancelling people, the waiting list, check-in, export. */
  'registrations:manage': ['admin', 'editor'],
  /** Membership applications and the changes member companies propose to their listings: review, decide. */
  'members:review': ['admin', 'editor'],
  /**
   * The feed of new items the desktop client announces (GET /api/admin/notifications): the roles
   * holding at least one of the permissions that show those items ('contacts:read',
   * 'members:review', 'settings:manage'); each role hears only of the kinds it may see.
   */
  'notifications:read': ['admin', 'editor'],
  /**
   * What the chamber keeps for its members on the public site: members-only documents and the
   * registration link of a members-only event held elsewhere. Staff may open them to check them.
   */
  'members-only:open': ['admin', 'editor', 'viewer', 'member'],
  /** A member representative's own company: its listing (changes wait for review), its representatives. */
  'company:manage': ['member'],
  /** The signed-in person's own account page: every account has one, whatever its role. */
  'account:manage': ['admin', 'editor', 'viewer', 'member', 'registered'],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;

/** Roles that hold a permission. */
export function rolesFor(permission: Permission): readonly Role[] {
  return PERMISSIONS[permission];
}

/** Whether a role holds a permission. */
export function can(role: Role | null | undefined, permission: Permission): boolean {
  return role != null && (PERMISSIONS[permission] as readonly Role[]).includes(role);
}

/** The protected admin routes and the permission each needs. */
export const ADMIN_ROUTES = [
  { path: '/admin', permission: 'dashboard:view', nav: 'dashboard' },
  { path: '/admin/members', permission: 'content:manage', nav: 'members' },
  { path: '/admin/events', permission: 'content:manage', nav: 'events' },
  // An event's attendee list, opened from the events list and the dashboard: a route with a
  // parameter has no address of its own to link to, so the sidebar leaves it out.
  { path: '/admin/events/:id/attendees', permission: 'registrations:manage', nav: 'attendees' },
  // The door of an event (check-in that keeps working offline), opened from its attendee list.
  { path: '/admin/events/:id/check-in', permission: 'registrations:manage', nav: 'checkIn' },
  { path: '/admin/news', permission: 'content:manage', nav: 'news' },
  // The site's resource collections (the sidebar groups them under Site resources).
  { path: '/admin/reports', permission: 'content:manage', nav: 'reports' },
  { path: '/admin/insights', permission: 'content:manage', nav: 'insights' },
  { path: '/admin/guides', permission: 'content:manage', nav: 'guides' },
  { path: '/admin/tools', permission: 'content:manage', nav: 'tools' },
  { path: '/admin/publications', permission: 'content:manage', nav: 'publications' },
  { path: '/admin/team', permission: 'content:manage', nav: 'team' },
  { path: '/admin/offices', permission: 'content:manage', nav: 'offices' },
  { path: '/admin/agreements', permission: 'content:manage', nav: 'agreements' },
  { path: '/admin/tariffs', permission: 'content:manage', nav: 'tariffs' },
  { path: '/admin/compliance-sectors', permission: 'content:manage', nav: 'complianceSectors' },
  { path: '/admin/regulatory-updates', permission: 'content:manage', nav: 'regulatoryUpdates' },
  { path: '/admin/contacts', permission: 'contacts:read', nav: 'contacts' },
  { path: '/admin/subscribers', permission: 'subscriptions:manage', nav: 'subscribers' },
  { path: '/admin/newsletters', permission: 'subscriptions:manage', nav: 'newsletters' },
  { path: '/admin/applications', permission: 'members:review', nav: 'applications' },
  { path: '/admin/listing-changes', permission: 'members:review', nav: 'listingChanges' },
  // A member representative's landing screen: listed before the account, so signing in lands here.
  { path: '/admin/company', permission: 'company:manage', nav: 'company' },
  // Every signed-in user's own name, e-mail and password.
  { path: '/admin/account', permission: 'account:manage', nav: 'account' },
  // The audit trail: who changed what, when and from where.
  { path: '/admin/activity-log', permission: 'audit:read', nav: 'activityLog' },
  // A person's data by e-mail address: look-up, export and erasure (privacy requests).
  { path: '/admin/privacy', permission: 'privacy:manage', nav: 'privacy' },
  { path: '/admin/settings', permission: 'settings:manage', nav: 'settings' },
] as const satisfies readonly { path: string; permission: Permission; nav: string }[];

/**
 * Where a person lands after signing in: the first admin screen their role may open (the dashboard
 * for staff, their company for a member, their own account for anyone else).
 */
export function landingPath(role: Role): string {
  const route = ADMIN_ROUTES.find((candidate) => can(role, candidate.permission));
  return route?.path ?? '/';
}

/** The kinds of item whose audit entries an editor reads: the site's content, nothing about people or settings. */
export const CONTENT_AUDIT_ENTITIES: readonly AuditEntity[] = [
  'member',
  'event',
  'news',
  'file',
  ...Object.values(RESOURCE_AUDIT_ENTITIES),
];

/** The kinds of item whose audit entries a role reads on the Activity page: all of them for admins. */
export function auditEntitiesFor(role: Role | null | undefined): readonly AuditEntity[] {
  if (role === 'admin') return AUDIT_ENTITIES;
  return can(role, 'audit:read') ? CONTENT_AUDIT_ENTITIES : [];
}

/**
 * Who may read an audit entry of a kind (its entity, and its action where that differs from the
 * entity's rule): the permission a reader's role must hold, or null for no one. The one table every
 * place that shows entries reads (the dashboard's activity, the Activity page and its export). A kind
 * the table does not name — a stored entry of an action or entity no longer written — is shown to
 * no one.
 */
interface AuditRule {
  /** The permission for the entity's entries. */
  entries: Permission | null;
  /** Actions whose entries say more than the entity's others (a list taken out, a deleted title). */
  actions?: Partial<Record<AuditAction, Permission | null>>;
}

// Content is public once published: the dashboard shows its entries to viewers too (labelled with
// what is public now). What is not public is for the roles that manage it: exports and imports (who
// took out or brought in a list), deleted items' titles, uploaded files' names.
const CONTENT_RULE: AuditRule = {
  entries: 'dashboard:view',
  actions: { export: 'content:manage', import: 'content:manage', delete: 'content:manage' },
};
const MANAGED_CONTENT_RULE: AuditRule = { entries: 'content:manage' };

export const AUDIT_VISIBILITY: Record<AuditEntity, AuditRule> = {
  member: CONTENT_RULE,
  event: CONTENT_RULE,
  news: CONTENT_RULE,
  // Enquiries name the person who wrote.
  contact: { entries: 'contacts:read' },
  // Accounts, sign-ins and settings: for those who manage them.
  user: { entries: 'settings:manage' },
  settings: { entries: 'settings:manage' },
  // The labels name people (who subscribed, registered, was invited, applied) or mails.
  subscription: { entries: 'subscriptions:manage' },
  newsletter: { entries: 'subscriptions:manage' },
  outbox: { entries: 'outbox:manage' },
  invitation: { entries: 'users:invite' },
  registration: { entries: 'registrations:manage' },
  application: { entries: 'members:review' },
  'listing-change': { entries: 'members:review' },
  file: MANAGED_CONTENT_RULE,
  ...(Object.fromEntries(
    Object.values(RESOURCE_AUDIT_ENTITIES).map((entity) => [entity, MANAGED_CONTENT_RULE]),
  ) as Record<(typeof RESOURCE_AUDIT_ENTITIES)[keyof typeof RESOURCE_AUDIT_ENTITIES], AuditRule>),
  // Exports of the trail itself say who took it out.
  audit: { entries: 'settings:manage' },
  // Who asked about a person's data, and what was found, exported or erased.
  'personal-data': { entries: 'privacy:manage' },
};

/** The permission that shows an entry of `action` on `entity`, or null when no one sees it. */
export function auditPermission(action: AuditAction, entity: AuditEntity): Permission | null {
  const rule = AUDIT_VISIBILITY[entity] as AuditRule | undefined;
  if (!rule) return null;
  const forAction = rule.actions?.[action];
  return forAction === undefined ? rule.entries : forAction;
}

/** Whether `role` may read an entry of `action` on `entity`. */
export function canReadAudit(role: Role | null | undefined, action: AuditAction, entity: AuditEntity): boolean {
  const permission = auditPermission(action, entity);
  return permission !== null && can(role, permission);
}

/** The actions of each entity whose entries `role` may read (entities with none are left out). */
export function readableAuditKinds(role: Role | null | undefined): Partial<Record<AuditEntity, AuditAction[]>> {
  const kinds: Partial<Record<AuditEntity, AuditAction[]>> = {};
  for (const entity of AUDIT_ENTITIES) {
    const actions = AUDIT_ACTIONS.filter((action) => canReadAudit(role, action, entity));
    if (actions.length > 0) kinds[entity] = actions;
  }
  return kinds;
}
