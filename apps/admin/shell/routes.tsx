import type { RouteObject } from 'react-router-dom';
import { ADMIN_ROUTES } from '../../../shared/roles';
import { EMAIL_CHANGE_ROUTE, INVITATION_ROUTE, RESET_PASSWORD_ROUTE } from '../../../shared/routes';
import type * as AdminModule from '../index';

/** The admin module as its routes need it (the web imports it lazily, the desktop directly). */
export type AdminModuleExports = typeof AdminModule;

/**
 * /auth and /admin/*, for the web app and the desktop client alike: no site header or footer;
 * the admin shell as the layout of every admin screen, each behind its role guard; unknown /admin
 * paths get the admin's own not-found screen. `load` returns the admin module, prepared (see
 * `prepareAdmin`); the routes import nothing else of it, so the web keeps it in its own chunk.
 */
export function adminRoutes(load: () => Promise<AdminModuleExports>): RouteObject[] {
  return [
    { path: '/auth', HydrateFallback: () => null, lazy: async () => ({ Component: (await load()).AuthPage }) },
    {
      path: '/admin',
      HydrateFallback: () => null,
      lazy: async () => ({ Component: (await load()).AdminShell }),
      children: [
        ...ADMIN_ROUTES.map((route): RouteObject => ({
          ...(route.path === '/admin' ? { index: true } : { path: route.path.slice('/admin/'.length) }),
          lazy: async () => ({ Component: (await load()).adminScreens[route.nav] }),
        })),
        { path: '*', lazy: async () => ({ Component: (await load()).adminScreens.notFound }) },
      ],
    },
    // The pages of mailed links: they check the token, and only their form's POST spends it.
    {
      path: RESET_PASSWORD_ROUTE,
      HydrateFallback: () => null,
      lazy: async () => ({ Component: (await load()).ResetPasswordPage }),
    },
    {
      path: INVITATION_ROUTE,
      HydrateFallback: () => null,
      lazy: async () => ({ Component: (await load()).InvitationPage }),
    },
    {
      path: EMAIL_CHANGE_ROUTE,
      HydrateFallback: () => null,
      lazy: async () => ({ Component: (await load()).EmailChangePage }),
    },
  ];
}
