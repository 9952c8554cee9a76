import { describe, expect, it, vi } from 'vitest';
import { ADMIN_ROUTES } from '../../../shared/roles';
import { adminRoutes, type AdminModuleExports } from './routes';

/** A stand-in for the admin module: each component is a named function, so the test can tell them apart. */
function fakeModule(): AdminModuleExports {
  const component = (name: string) => Object.assign(() => null, { displayName: name });
  const screens = Object.fromEntries(
    [...ADMIN_ROUTES.map((route) => route.nav), 'notFound'].map((nav) => [nav, component(`screen:${nav}`)]),
  );
  return {
    AuthPage: component('AuthPage'),
    ResetPasswordPage: component('ResetPasswordPage'),
    InvitationPage: component('InvitationPage'),
    EmailChangePage: component('EmailChangePage'),
    AdminShell: component('AdminShell'),
    adminScreens: screens,
  } as unknown as AdminModuleExports;
}

type Lazy = () => Promise<{ Component?: { displayName?: string } }>;
const componentOf = async (lazy: unknown) => (await (lazy as Lazy)()).Component?.displayName ?? '';

describe('adminRoutes', () => {
  it('builds /auth, its link pages and /admin with one child per admin route and a not-found child', () => {
    const routes = adminRoutes(() => Promise.resolve(fakeModule()));
    expect(routes.map((route) => route.path)).toEqual([
      '/auth',
      '/admin',
      '/auth/reset',
      '/auth/invitation',
      '/auth/email',
    ]);
    const children = routes[1]?.children ?? [];
    expect(children.map((child) => (child.index ? '(index)' : child.path))).toEqual([
      '(index)',
      ...ADMIN_ROUTES.filter((route) => route.path !== '/admin').map((route) => route.path.slice('/admin/'.length)),
      '*',
    ]);
  });

  it('loads the admin module only when a route is visited, and takes each screen from it', async () => {
    const load = vi.fn(() => Promise.resolve(fakeModule()));
    const [auth, admin, reset, invitation, emailChange] = adminRoutes(load);
    expect(load).not.toHaveBeenCalled();
    expect(await componentOf(auth?.lazy)).toBe('AuthPage');
    expect(await componentOf(reset?.lazy)).toBe('ResetPasswordPage');
    expect(await componentOf(invitation?.lazy)).toBe('InvitationPage');
    expect(await componentOf(emailChange?.lazy)).toBe('EmailChangePage');
    expect(await componentOf(admin?.lazy)).toBe('AdminShell');
    const children = admin?.children ?? [];
    const names = await Promise.all(children.map((child) => componentOf(child.lazy)));
    expect(names).toEqual([...ADMIN_ROUTES.map((route) => `screen:${route.nav}`), 'screen:notFound']);
    expect(load).toHaveBeenCalled();
  });

  it('shows nothing while the first chunk loads (no hydration fallback flash)', () => {
    for (const route of adminRoutes(() => Promise.resolve(fakeModule()))) {
      expect(route.HydrateFallback).toBeTypeOf('function');
    }
  });
});
