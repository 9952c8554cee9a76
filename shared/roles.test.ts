import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from './entities';
import { ADMIN_ROUTES, PERMISSIONS, can, landingPath, rolesFor, type Permission } from './roles';

/** The expected role table: which roles may open each admin route. */
const EXPECTED_ROUTE_ROLES: Record<string, Role[]> = {
  '/admin': ['admin', 'editor', 'viewer'],
  '/admin/members': ['admin', 'editor'],
  '/admin/events': ['admin', 'editor'],
  '/admin/events/:id/attendees': ['admin', 'editor'],
  '/admin/events/:id/check-in': ['admin', 'editor'],
  '/admin/news': ['admin', 'editor'],
  '/admin/reports': ['admin', 'editor'],
  '/admin/insights': ['admin', 'editor'],
  '/admin/guides': ['admin', 'editor'],
  '/admin/tools': ['admin', 'editor'],
  '/admin/publications': ['admin', 'editor'],
  '/admin/team': ['admin', 'editor'],
  '/admin/offices': ['admin', 'editor'],
  '/admin/agreements': ['admin', 'editor'],
  '/admin/tariffs': ['admin', 'editor'],
  '/admin/compliance-sectors': ['admin', 'editor'],
  '/admin/regulatory-updates': ['admin', 'editor'],
  '/admin/contacts': ['admin', 'editor'],
  '/admin/subscribers': ['admin', 'editor'],
  '/admin/newsletters': ['admin', 'editor'],
  '/admin/applications': ['admin', 'editor'],
  '/admin/listing-changes': ['admin', 'editor'],
  '/admin/company': ['member'],
  '/admin/account': ['admin', 'editor', 'viewer', 'member', 'registered'],
  '/admin/activity-log': ['admin', 'editor'],
  '/admin/settings': ['admin'],
  '/admin/privacy': ['admin'],
};

describe('can', () => {
  it.each([
    ['admin', 'dashboard:view', true],
    ['editor', 'dashboard:view', true],
    ['viewer', 'dashboard:view', true],
    ['admin', 'content:manage', true],
    ['editor', 'content:manage', true],
    ['viewer', 'content:manage', false],
    ['admin', 'contacts:read', true],
    ['editor', 'contacts:read', true],
    ['viewer', 'contacts:read', false],
    ['admin', 'settings:manage', true],
    ['editor', 'settings:manage', false],
    ['viewer', 'settings:manage', false],
    // A person's data is found, exported and erased by admins only.
    ['admin', 'privacy:manage', true],
    ['editor', 'privacy:manage', false],
    ['viewer', 'privacy:manage', false],
    // Accounts that are not staff see no staff screen at all.
    ['member', 'dashboard:view', false],
    ['registered', 'dashboard:view', false],
    ['member', 'content:manage', false],
    ['registered', 'company:manage', false],
    ['viewer', 'company:manage', false],
    ['admin', 'company:manage', false],
    ['member', 'company:manage', true],
    ['member', 'members:review', false],
    ['editor', 'members:review', true],
    ['viewer', 'members:review', false],
  ] as const)('%s holds %s: %s', (role, permission, expected) => {
    expect(can(role, permission)).toBe(expected);
  });

  it('grants nothing to nobody (null or undefined role)', () => {
    for (const permission of Object.keys(PERMISSIONS) as Permission[]) {
      expect(can(null, permission)).toBe(false);
      expect(can(undefined, permission)).toBe(false);
    }
  });

  it('grants nothing to a role that is not in the table', () => {
    expect(can('owner' as Role, 'dashboard:view')).toBe(false);
  });
});

describe('rolesFor', () => {
  it('joins the roles strongest first for the Access Denied page', () => {
    expect(rolesFor('content:manage').join(' or ')).toBe('admin or editor');
    expect(rolesFor('contacts:read').join(' or ')).toBe('admin or editor');
    expect(rolesFor('settings:manage').join(' or ')).toBe('admin');
    expect(rolesFor('dashboard:view').join(' or ')).toBe('admin or editor or viewer');
  });

  it('agrees with can() for every role and permission', () => {
    for (const permission of Object.keys(PERMISSIONS) as Permission[]) {
      for (const role of ROLES) expect(rolesFor(permission).includes(role)).toBe(can(role, permission));
    }
  });
});

describe('ADMIN_ROUTES', () => {
  it('lists exactly the protected admin routes', () => {
    expect(ADMIN_ROUTES.map((route) => route.path).sort()).toEqual(Object.keys(EXPECTED_ROUTE_ROLES).sort());
  });

  it.each(Object.entries(EXPECTED_ROUTE_ROLES))('%s is open to %j only', (path, roles) => {
    const route = ADMIN_ROUTES.find((candidate) => candidate.path === path);
    expect(route).toBeDefined();
    const allowed = ROLES.filter((role) => can(role, route!.permission));
    expect(allowed).toEqual(roles);
  });

  it('gives every route a distinct nav key', () => {
    const navs = ADMIN_ROUTES.map((route) => route.nav);
    expect(new Set(navs).size).toBe(navs.length);
  });
});

describe('landingPath', () => {
  it.each([
    ['admin', '/admin'],
    ['editor', '/admin'],
    ['viewer', '/admin'],
    ['member', '/admin/company'],
    ['registered', '/admin/account'],
  ] as const)('sends a signed-in %s to %s', (role, path) => {
    expect(landingPath(role)).toBe(path);
  });
});
