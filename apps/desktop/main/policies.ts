/**
 * The hardened baseline of every web page the app shows: web preferences,
 * navigation kept on the app's own origin, new windows always denied (vetted links go to the
 * system browser), no <webview>, every permission denied. Electron objects are passed in, so the
 * decisions are tested with plain fakes.
 */
import { APP_HOST, APP_SCHEME } from '../bridge';

/** The web preferences every window gets; `windowWebPreferences` lets nothing override them. */
export const HARDENED_WEB_PREFERENCES = {
  contextIsolation: true,
  sandbox: true,
  nodeIntegration: false,
  nodeIntegrationInSubFrames: false,
  nodeIntegrationInWorker: false,
  webSecurity: true,
  allowRunningInsecureContent: false,
  webviewTag: false,
  experimentalFeatures: false,
  navigateOnDragDrop: false,
  safeDialogs: true,
} as const;

export interface WindowPreferenceOptions {
  /** The preload bundle (one CommonJS file). */
  preload: string;
  /** The persistent session partition (`persist:…`). */
  partition: string;
  /** False in packaged builds: no developer tools for staff. */
  devTools: boolean;
}

/** The webPreferences of the app's window: the options, then the hardened baseline over them. */
export function windowWebPreferences(options: WindowPreferenceOptions) {
  return { spellcheck: true, ...options, ...HARDENED_WEB_PREFERENCES };
}

/**
 * The webPreferences of a window that shows only a page the main process made itself (the print
 * window): the hardened baseline, no JavaScript at all, no preload (so no bridge), no developer
 * tools, and a session of its own (`partition`, not `persist:`) that shares no cookies with the app.
 */
export function isolatedPageWebPreferences(partition: string) {
  if (partition.startsWith('persist:')) throw new Error('An isolated page needs an in-memory partition');
  return { spellcheck: false, devTools: false, partition, ...HARDENED_WEB_PREFERENCES, javascript: false } as const;
}

/** True for a URL on the app's own origin (`chamber://app`, no port, no credentials). */
export function isAppUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    // Node's URL gives custom schemes an opaque origin ("null"): compare the parts instead.
    return (
      parsed.protocol === `${APP_SCHEME}:` &&
      parsed.host === APP_HOST &&
      parsed.username === '' &&
      parsed.password === ''
    );
  } catch {
    return false;
  }
}

/**
 * The URL to hand to the system browser, or null: only `https:` links (without credentials), and
 * pages of the configured server's own origin (which may be http on a private network).
 */
export function externalUrlToOpen(url: string, serverOrigin: string | null): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.username !== '' || parsed.password !== '') return null;
  if (parsed.protocol === 'https:') return parsed.href;
  if (parsed.protocol === 'http:' && serverOrigin !== null && parsed.origin === serverOrigin) return parsed.href;
  return null;
}

export interface PolicyDeps {
  /** `shell.openExternal` in the app. */
  openExternal: (url: string) => Promise<void>;
  /** The configured server's origin, or null. */
  getServerOrigin: () => string | null;
  /** Where refused navigations are reported (console in the app). */
  log?: (message: string) => void;
}

interface Preventable {
  preventDefault(): void;
}
interface NavigationDetails extends Preventable {
  url: string;
  isMainFrame: boolean;
}
interface WebviewPreferences {
  preload?: string;
  nodeIntegration?: boolean;
  contextIsolation?: boolean;
  sandbox?: boolean;
}

/** What `hardenWebContents` needs of a WebContents. */
export interface HardenableContents {
  on(event: 'will-navigate', listener: (details: NavigationDetails) => void): unknown;
  on(event: 'will-frame-navigate', listener: (details: NavigationDetails) => void): unknown;
  on(event: 'will-redirect', listener: (details: NavigationDetails) => void): unknown;
  on(event: 'will-attach-webview', listener: (event: Preventable, webPreferences: WebviewPreferences) => void): unknown;
  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' }): void;
}

/** Opens `url` in the system browser when it is vetted; says whether it did. */
function openVetted(url: string, deps: PolicyDeps): boolean {
  const external = externalUrlToOpen(url, deps.getServerOrigin());
  if (external === null) return false;
  deps.openExternal(external).catch((error: unknown) => deps.log?.(`Could not open ${external}: ${String(error)}`));
  return true;
}

/**
 * A main-frame navigation the page started (a link, a script): allowed on the app's origin;
 * otherwise cancelled, and a vetted link opened in the system browser instead.
 */
export function onWillNavigate(details: NavigationDetails, deps: PolicyDeps): void {
  if (isAppUrl(details.url)) return;
  details.preventDefault();
  if (!openVetted(details.url, deps)) deps.log?.(`Navigation refused: ${details.url}`);
}

/** Any frame's navigation or redirect: cancelled unless it stays on the app's origin. */
export function onWillFrameNavigate(details: NavigationDetails, deps: PolicyDeps): void {
  if (isAppUrl(details.url)) return;
  details.preventDefault();
  deps.log?.(`Frame navigation refused: ${details.url}`);
}

/** `setWindowOpenHandler`: never a new window; a vetted link goes to the system browser. */
export function windowOpenHandler(deps: PolicyDeps): (details: { url: string }) => { action: 'deny' } {
  return ({ url }) => {
    if (!openVetted(url, deps)) deps.log?.(`Window refused: ${url}`);
    return { action: 'deny' };
  };
}

/** Applies the navigation, window and webview rules to one WebContents (every one that is created). */
export function hardenWebContents(contents: HardenableContents, deps: PolicyDeps): void {
  contents.on('will-navigate', (details) => onWillNavigate(details, deps));
  contents.on('will-frame-navigate', (details) => onWillFrameNavigate(details, deps));
  contents.on('will-redirect', (details) => onWillFrameNavigate(details, deps));
  contents.on('will-attach-webview', (event, webPreferences) => {
    // No <webview> at all; should one ever slip through, it gets no preload and no Node.
    delete webPreferences.preload;
    webPreferences.nodeIntegration = false;
    webPreferences.contextIsolation = true;
    webPreferences.sandbox = true;
    event.preventDefault();
    deps.log?.('A <webview> was refused');
  });
  contents.setWindowOpenHandler(windowOpenHandler(deps));
}

/** What `denyAllPermissions` needs of a Session. */
export interface PermissionSession {
  setPermissionRequestHandler(
    handler: (webContents: unknown, permission: string, callback: (granted: boolean) => void) => void,
  ): void;
  setPermissionCheckHandler(handler: (webContents: unknown, permission: string) => boolean): void;
  setDevicePermissionHandler(handler: () => boolean): void;
}

/** The app needs no permission (camera, notifications, clipboard reads, …): every request and check is denied. */
export function denyAllPermissions(session: PermissionSession, log?: (message: string) => void): void {
  session.setPermissionRequestHandler((_webContents, permission, callback) => {
    log?.(`Permission refused: ${permission}`);
    callback(false);
  });
  session.setPermissionCheckHandler(() => false);
  session.setDevicePermissionHandler(() => false);
}
