/**
 * The window title and the application menu. Labels are English: the main process has no
 * translations (the screens inside the window follow the staff member's language).
 */
import type { MenuItemConstructorOptions } from 'electron';

/** `"<product> <version> — <server host>"`, or without the host before a server is chosen. */
export function windowTitle(productName: string, version: string, serverOrigin: string | null): string {
  const base = `${productName} ${version}`;
  if (serverOrigin === null) return base;
  return `${base} — ${new URL(serverOrigin).host}`;
}

/** The About dialog's text. */
export function aboutText(
  productName: string,
  version: string,
  server: { origin: string; insecure: boolean } | null,
  versions: { electron?: string; chrome?: string },
): { message: string; detail: string } {
  const serverLine =
    server === null
      ? 'Server: not chosen yet'
      : `Server: ${server.origin}${server.insecure ? ' (plain http on a local network: not encrypted)' : ''}`;
  return {
    message: `${productName} ${version}`,
    detail: [serverLine, `Electron ${versions.electron ?? '?'} · Chromium ${versions.chrome ?? '?'}`].join('\n'),
  };
}

export interface MenuActions {
  changeServer: () => void;
  about: () => void;
  reload: () => void;
  /** "Show notifications" was toggled: the new state, to apply and save. Without it, the item is not offered. */
  setNotifications?: (enabled: boolean) => void;
}

/** The application menu: server and app commands, the standard Edit menu (copy and paste), View (with Show notifications). */
export function menuTemplate(
  productName: string,
  actions: MenuActions,
  options: { platform: NodeJS.Platform; devTools: boolean; notifications?: boolean },
): MenuItemConstructorOptions[] {
  const isMac = options.platform === 'darwin';
  const changeServer: MenuItemConstructorOptions = { label: 'Change server…', click: actions.changeServer };
  const about: MenuItemConstructorOptions = { label: `About ${productName}`, click: actions.about };
  const reload: MenuItemConstructorOptions = { label: 'Reload', accelerator: 'CmdOrCtrl+R', click: actions.reload };
  const setNotifications = actions.setNotifications;
  // Electron flips a checkbox item's `checked` before calling `click`: it is the new state.
  const notifications: MenuItemConstructorOptions[] = setNotifications
    ? [
        { type: 'separator' },
        {
          label: 'Show notifications',
          type: 'checkbox',
          checked: options.notifications ?? true,
          click: (item) => setNotifications(item.checked),
        },
      ]
    : [];
  const view: MenuItemConstructorOptions = {
    label: 'View',
    submenu: [
      reload,
      { type: 'separator' },
      { role: 'resetZoom' },
      { role: 'zoomIn' },
      { role: 'zoomOut' },
      { type: 'separator' },
      { role: 'togglefullscreen' },
      ...notifications,
      ...(options.devTools ? [{ type: 'separator' } as const, { role: 'toggleDevTools' } as const] : []),
    ],
  };
  if (isMac) {
    return [
      {
        label: productName,
        submenu: [
          about,
          { type: 'separator' },
          changeServer,
          { type: 'separator' },
          { role: 'hide' },
          { role: 'hideOthers' },
          { role: 'unhide' },
          { type: 'separator' },
          { role: 'quit' },
        ],
      },
      { role: 'editMenu' },
      view,
      { role: 'windowMenu' },
    ];
  }
  return [
    { label: 'File', submenu: [changeServer, { type: 'separator' }, { role: 'quit', label: 'Quit' }] },
    { role: 'editMenu' },
    view,
    { label: 'Help', submenu: [about] },
  ];
}
