import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { aboutText, menuTemplate, windowTitle } from './app-menu';

/** Every item of a template, depth first. */
function items(template: MenuItemConstructorOptions[]): MenuItemConstructorOptions[] {
  return template.flatMap((item) => [item, ...(Array.isArray(item.submenu) ? items(item.submenu) : [])]);
}

function click(item: MenuItemConstructorOptions | undefined) {
  (item?.click as (() => void) | undefined)?.();
}

describe('windowTitle', () => {
  it('names the product, the version and the server host (with its port)', () => {
    expect(windowTitle('Chamber Staff', '0.1.0', 'https://chamber.example.org')).toBe(
      'Chamber Staff 0.1.0 — chamber.example.org',
    );
    expect(windowTitle('Chamber Staff', '0.1.0', 'http://192.168.1.20:3000')).toBe(
      'Chamber Staff 0.1.0 — 192.168.1.20:3000',
    );
    expect(windowTitle('Chamber Staff', '0.1.0', null)).toBe('Chamber Staff 0.1.0');
  });
});

describe('aboutText', () => {
  it('gives the version and the server, saying when it is not encrypted', () => {
    const about = aboutText(
      'Chamber Staff',
      '0.1.0',
      { origin: 'http://10.0.0.5:3000', insecure: true },
      {
        electron: '40.10.2',
        chrome: '144.0',
      },
    );
    expect(about.message).toBe('Chamber Staff 0.1.0');
    expect(about.detail).toContain('Server: http://10.0.0.5:3000 (plain http');
    expect(about.detail).toContain('Electron 40.10.2');
    expect(aboutText('Chamber Staff', '0.1.0', null, {}).detail).toContain('not chosen yet');
  });
});

describe('menuTemplate', () => {
  for (const platform of ['linux', 'win32', 'darwin'] as const) {
    it(`has Change server…, About, Reload, Quit and the Edit menu on ${platform}`, () => {
      const actions = { changeServer: vi.fn(), about: vi.fn(), reload: vi.fn() };
      const all = items(menuTemplate('Chamber Staff', actions, { platform, devTools: false }));
      click(all.find((item) => item.label === 'Change server…'));
      click(all.find((item) => item.label === 'About Chamber Staff'));
      click(all.find((item) => item.label === 'Reload'));
      expect(actions.changeServer).toHaveBeenCalledTimes(1);
      expect(actions.about).toHaveBeenCalledTimes(1);
      expect(actions.reload).toHaveBeenCalledTimes(1);
      expect(all.some((item) => item.role === 'quit')).toBe(true);
      // The standard Edit menu gives copy, paste and select-all their shortcuts.
      expect(all.some((item) => item.role === 'editMenu')).toBe(true);
      expect(all.some((item) => item.role === 'toggleDevTools')).toBe(false);
    });
  }

  it('offers the developer tools only when they are enabled', () => {
    const actions = { changeServer: vi.fn(), about: vi.fn(), reload: vi.fn() };
    const all = items(menuTemplate('Chamber Staff', actions, { platform: 'linux', devTools: true }));
    expect(all.some((item) => item.role === 'toggleDevTools')).toBe(true);
  });

  it.each(['linux', 'darwin'] as const)(
    'has a "Show notifications" checkbox in View that saves its new state on %s',
    (platform) => {
      const setNotifications = vi.fn<(enabled: boolean) => void>();
      const actions = { changeServer: vi.fn(), about: vi.fn(), reload: vi.fn(), setNotifications };
      const template = menuTemplate('Chamber Staff', actions, { platform, devTools: false, notifications: true });
      const view = template.find((item) => item.label === 'View');
      const item = items(view ? [view] : []).find((entry) => entry.label === 'Show notifications');
      expect(item).toMatchObject({ type: 'checkbox', checked: true });
      // Electron flips `checked` before the click: the action gets the new state.
      (item?.click as ((menuItem: { checked: boolean }) => void) | undefined)?.({ checked: false });
      expect(setNotifications).toHaveBeenCalledWith(false);
      const off = items(menuTemplate('Chamber Staff', actions, { platform, devTools: false, notifications: false }));
      expect(off.find((entry) => entry.label === 'Show notifications')?.checked).toBe(false);
    },
  );

  it('offers no notifications item without an action for it', () => {
    const actions = { changeServer: vi.fn(), about: vi.fn(), reload: vi.fn() };
    const all = items(menuTemplate('Chamber Staff', actions, { platform: 'linux', devTools: false }));
    expect(all.some((item) => item.label === 'Show notifications')).toBe(false);
  });
});
