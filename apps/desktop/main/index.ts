/**
 * The desktop client's main process: wires Electron's APIs to the plain, tested modules next to
 * it. The renderer is served from `chamber://app` (never file://) on a persistent session whose
 * cookie store keeps the server's session cookie; its `/api/...` requests are forwarded to the
 * configured server by the session's own fetch.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { app, BrowserWindow, dialog, ipcMain, Menu, Notification, protocol, session, shell } from 'electron';
import { APP_ORIGIN, APP_SCHEME, SETUP_PATH } from '../bridge';
import { aboutText, menuTemplate, windowTitle } from './app-menu';
import { createAppHandler } from './app-handler';
import { createConfigStore } from './config-store';
import { withSecurityHeaders } from './csp';
import { type EnvironmentOverrides, readEnvironment } from './environment';
import { registerIpc } from './ipc';
import { createNotifier } from './notifications';
import { denyAllPermissions, hardenWebContents, isAppUrl, type PolicyDeps, windowWebPreferences } from './policies';
import { createAttendeePrinter, isolatePrintSession, PRINT_PARTITION } from './print';
import { checkServer, type FetchFn, type ServerTarget } from './server-address';

/** The session of the app's window; `persist:` keeps its cookies (the sign-in) across restarts. */
const PARTITION = 'persist:chamber';
/** The built layout: dist/desktop/{main,preload,renderer}. */
const MAIN_DIR = import.meta.dirname;
const RENDERER_DIR = path.join(MAIN_DIR, '..', 'renderer');
const PRELOAD_FILE = path.join(MAIN_DIR, '..', 'preload', 'index.cjs');

const state: { server: ServerTarget | null; window: BrowserWindow | null; notifications: boolean } = {
  server: null,
  window: null,
  notifications: true,
};

/** Shown notifications, kept referenced until they close: one collected early loses its click handler. */
const shownNotifications = new Set<Notification>();

const log = (message: string) => console.warn(`[chamber] ${message}`);

// Before the app is ready: the scheme is a standard, secure origin that may use fetch.
protocol.registerSchemesAsPrivileged([
  {
    scheme: APP_SCHEME,
    privileges: { standard: true, secure: true, supportFetchAPI: true, corsEnabled: false, stream: true },
  },
]);
app.enableSandbox();

const policyDeps: PolicyDeps = {
  openExternal: (url) => shell.openExternal(url),
  getServerOrigin: () => state.server?.origin ?? null,
  log,
};

function productName(): string {
  return app.getName();
}

function updateTitle(): void {
  state.window?.setTitle(windowTitle(productName(), app.getVersion(), state.server?.origin ?? null));
}

function loadApp(pathname: string): void {
  state.window?.loadURL(`${APP_ORIGIN}${pathname}`).catch((error: unknown) => log(`Load failed: ${String(error)}`));
}

/** Brings the window to the front (restored, focused) and opens `pathname` of the app in it. */
function showInWindow(pathname: string): void {
  const window = state.window;
  if (!window) {
    createWindow(pathname);
    return;
  }
  if (window.isMinimized()) window.restore();
  window.show();
  window.focus();
  loadApp(pathname);
}

/** A system notification (the main process's own: no web permission is involved). */
function showNotification(text: { title: string; body: string; onClick: () => void }): void {
  if (!Notification.isSupported()) return;
  const notification = new Notification({ title: text.title, body: text.body });
  shownNotifications.add(notification);
  notification.on('click', () => {
    shownNotifications.delete(notification);
    text.onClick();
  });
  notification.on('close', () => shownNotifications.delete(notification));
  notification.show();
}

function createWindow(initialPath?: string): void {
  const window = new BrowserWindow({
    width: 1280,
    height: 840,
    minWidth: 960,
    minHeight: 600,
    title: windowTitle(productName(), app.getVersion(), state.server?.origin ?? null),
    backgroundColor: '#ffffff',
    webPreferences: windowWebPreferences({ preload: PRELOAD_FILE, partition: PARTITION, devTools: !app.isPackaged }),
  });
  state.window = window;
  // The title names the server; the pages' own titles do not replace it.
  window.on('page-title-updated', (event) => event.preventDefault());
  window.on('closed', () => {
    if (state.window === window) state.window = null;
  });
  loadApp(initialPath ?? (state.server ? '/admin' : SETUP_PATH));
}

function showAbout(): void {
  const text = aboutText(productName(), app.getVersion(), state.server, process.versions);
  const options = { type: 'info' as const, title: `About ${productName()}`, buttons: ['OK'], ...text };
  const shown = state.window ? dialog.showMessageBox(state.window, options) : dialog.showMessageBox(options);
  shown.catch((error: unknown) => log(`About failed: ${String(error)}`));
}

async function start(overrides: EnvironmentOverrides): Promise<void> {
  const store = createConfigStore(app.getPath('userData'));
  const settings = await store.readSettings();
  state.server = overrides.server ?? settings.server;
  state.notifications = settings.notifications;

  const appSession = session.fromPartition(PARTITION);
  denyAllPermissions(appSession, log);
  // The print window's session: no permissions either, and nothing fetched but its own data: page.
  const printSession = session.fromPartition(PRINT_PARTITION);
  denyAllPermissions(printSession, log);
  isolatePrintSession(printSession, log);
  // The session's fetch: Chromium's network stack, the system proxy and certificates, and the
  // session's cookie store (credentials: 'include' in forward.ts).
  const fetchFn: FetchFn = (url, init) => appSession.fetch(url, { ...init, bypassCustomProtocolHandlers: true });

  const handler = createAppHandler({
    rendererDir: RENDERER_DIR,
    getServer: () => state.server?.origin ?? null,
    fetchFn,
  });
  appSession.protocol.handle(APP_SCHEME, (request) => {
    if (!isAppUrl(request.url)) return withSecurityHeaders(new Response('Not found', { status: 404 }));
    return handler(request);
  });

  registerIpc(ipcMain, {
    version: app.getVersion(),
    getServer: () => state.server,
    checkServer: (address) => checkServer(address, fetchFn),
    saveServer: async (server) => {
      await store.write(server.origin);
      state.server = server;
      updateTitle();
    },
    printAttendees: createAttendeePrinter({
      createWindow: (options) => new BrowserWindow(options),
      showSaveDialog: (options) =>
        state.window ? dialog.showSaveDialog(state.window, options) : dialog.showSaveDialog(options),
      writeFile: (file, data) => writeFile(file, data),
      // Not every Linux desktop names a documents folder: the home folder then.
      defaultDir: () => {
        try {
          return app.getPath('documents');
        } catch {
          return app.getPath('home');
        }
      },
      log,
    }),
  });

  Menu.setApplicationMenu(
    Menu.buildFromTemplate(
      menuTemplate(
        productName(),
        {
          changeServer: () => loadApp(SETUP_PATH),
          about: showAbout,
          reload: () => state.window?.webContents.reload(),
          setNotifications: (enabled) => {
            state.notifications = enabled;
            store.writeNotifications(enabled).catch((error: unknown) => log(`Setting not saved: ${String(error)}`));
          },
        },
        { platform: process.platform, devTools: !app.isPackaged, notifications: state.notifications },
      ),
    ),
  );

  createWindow();

  createNotifier({
    fetchFn,
    getServerOrigin: () => state.server?.origin ?? null,
    show: showNotification,
    isWindowFocused: () => state.window?.isFocused() ?? false,
    openPath: showInWindow,
    isEnabled: () => state.notifications,
    getLocale: () => app.getLocale(),
    log,
  }).start();
}

function main(): void {
  let overrides: EnvironmentOverrides;
  try {
    overrides = readEnvironment(process.env);
  } catch (error) {
    console.error(`[chamber] ${error instanceof Error ? error.message : String(error)}`);
    app.exit(1);
    return;
  }
  // Before anything reads it (the single-instance lock lives there too).
  if (overrides.userData !== null) app.setPath('userData', overrides.userData);

  if (!app.requestSingleInstanceLock()) {
    app.quit();
    return;
  }
  app.on('second-instance', () => {
    const window = state.window;
    if (!window) return;
    if (window.isMinimized()) window.restore();
    window.focus();
  });

  // Every WebContents, whoever creates it, gets the navigation, window and webview rules.
  app.on('web-contents-created', (_event, contents) => hardenWebContents(contents, policyDeps));
  app.on('window-all-closed', () => app.quit());
  app.on('activate', () => {
    if (app.isReady() && state.window === null) createWindow();
  });

  app
    .whenReady()
    .then(() => start(overrides))
    .catch((error: unknown) => {
      dialog.showErrorBox('The app could not start', error instanceof Error ? error.message : String(error));
      app.exit(1);
    });
}

main();
