import { createBrowserRouter, redirect, type RouteObject } from 'react-router-dom';
import * as admin from '../../admin';
import { adminRoutes } from '../../admin/shell/routes';
import { SETUP_PATH, type DesktopBridge } from '../bridge';
import { getDesktopInfo, redirectFor } from './desktop-info';
import { SetupScreen } from './SetupScreen';

/**
 * The renderer's routes: the admin module's /auth and /admin/* (the very route list of the web),
 * the setup screen, and redirects for the rest: '/' and unknown paths → /admin (no public site in
 * the app); no server configured yet → /setup. The app is served from chamber://app (or any origin
 * in tests): every path is the app's own.
 */
const NoPage = () => null;

export function desktopRoutes(bridge: DesktopBridge): RouteObject[] {
  // The admin module is in the renderer's bundle, prepared before the first render.
  const load = () => Promise.resolve(admin);
  return [
    {
      id: 'desktop',
      // Checked on every navigation: the setup screen may have just saved a server.
      loader: ({ request }) => {
        const to = redirectFor(new URL(request.url).pathname, getDesktopInfo().server);
        return to ? redirect(to) : null;
      },
      shouldRevalidate: () => true,
      HydrateFallback: () => null,
      children: [
        ...adminRoutes(load),
        { path: SETUP_PATH, element: <SetupScreen bridge={bridge} /> },
        // Any other path: the loader above has redirected already (there is no public site in the app).
        { path: '*', loader: () => redirect('/admin'), Component: NoPage },
      ],
    },
  ];
}

export function createDesktopRouter(bridge: DesktopBridge) {
  return createBrowserRouter(desktopRoutes(bridge));
}
