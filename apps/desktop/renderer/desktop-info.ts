import { SETUP_PATH, type AppInfo } from '../bridge';

/**
 * What the renderer knows about the app: its version and the server it is connected to. Read once
 * at start (the bridge's info()), updated by the setup screen after a successful save.
 */
let current: AppInfo = { version: '', server: null, insecure: false };
const listeners = new Set<() => void>();

export function getDesktopInfo(): AppInfo {
  return current;
}

export function setDesktopInfo(info: AppInfo): void {
  current = info;
  for (const listener of [...listeners]) listener();
}

export function subscribeDesktopInfo(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The paths the renderer serves itself: the admin module's and the setup screen. */
const APP_PATHS = [/^\/auth\/?$/, /^\/admin(\/.*)?$/, new RegExp(`^${SETUP_PATH}/?$`)];

/**
 * Where a path must go instead, or null to show it: everything but the setup screen needs a server
 * (first run → setup); '/' is the dashboard (the guard sends to /auth without a session); any
 * other path (there is no public site in the app) → the dashboard.
 */
export function redirectFor(pathname: string, server: string | null): string | null {
  const known = APP_PATHS.some((pattern) => pattern.test(pathname));
  if (!server) return known && pathname.startsWith(SETUP_PATH) ? null : SETUP_PATH;
  return known ? null : '/admin';
}

/** The public site's home page of a server origin (opened in the system browser). */
export function siteUrlOf(server: string | null): string {
  if (!server) return '/';
  try {
    return new URL('/', server).href;
  } catch {
    return '/';
  }
}
