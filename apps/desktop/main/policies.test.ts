import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import {
  denyAllPermissions,
  externalUrlToOpen,
  HARDENED_WEB_PREFERENCES,
  hardenWebContents,
  isAppUrl,
  isolatedPageWebPreferences,
  type PermissionSession,
  type PolicyDeps,
  windowWebPreferences,
} from './policies';
import { PRINT_PARTITION, printWindowOptions } from './print';

function deps(serverOrigin: string | null = null) {
  const openExternal = vi.fn<PolicyDeps['openExternal']>(() => Promise.resolve());
  return { openExternal, getServerOrigin: () => serverOrigin, log: vi.fn() } satisfies PolicyDeps;
}

/** A WebContents stand-in: an EventEmitter that keeps its window-open handler. */
class FakeContents extends EventEmitter {
  openHandler: ((details: { url: string }) => { action: 'deny' }) | undefined;
  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' }) {
    this.openHandler = handler;
  }
}

function navigation(url: string, isMainFrame = true) {
  return { url, isMainFrame, preventDefault: vi.fn() };
}

function hardened(serverOrigin: string | null = null) {
  const contents = new FakeContents();
  const policy = deps(serverOrigin);
  hardenWebContents(contents, policy);
  return { contents, policy };
}

describe('isAppUrl', () => {
  it.each(['chamber://app', 'chamber://app/', 'chamber://app/admin/members?x=1#y', 'CHAMBER://app/setup'])(
    'knows %s is the app',
    (url) => expect(isAppUrl(url)).toBe(true),
  );

  it.each([
    'chamber://app:8080/',
    'chamber://app.evil.com/',
    'chamber://evil/',
    'chamber://user@app/',
    'chamber://app@evil/',
    'https://app/',
    'http://127.0.0.1:3000/admin',
    'file:///etc/passwd',
    'javascript:alert(1)',
    'about:blank',
    'not a url',
  ])('knows %s is not the app', (url) => expect(isAppUrl(url)).toBe(false));
});

describe('navigation', () => {
  it('lets the page navigate within the app origin', () => {
    const { contents, policy } = hardened();
    for (const event of ['will-navigate', 'will-frame-navigate', 'will-redirect']) {
      const details = navigation('chamber://app/admin/news');
      contents.emit(event, details);
      expect(details.preventDefault).not.toHaveBeenCalled();
    }
    expect(policy.openExternal).not.toHaveBeenCalled();
  });

  it('cancels a navigation to another origin and opens an https link in the system browser', () => {
    const { contents, policy } = hardened();
    const details = navigation('https://www.example.org/about');
    contents.emit('will-navigate', details);
    expect(details.preventDefault).toHaveBeenCalled();
    expect(policy.openExternal).toHaveBeenCalledWith('https://www.example.org/about');
  });

  it.each([
    'http://www.example.org/',
    'javascript:alert(1)',
    'file:///etc/passwd',
    'chamber://evil/',
    'data:text/html,x',
  ])('cancels a navigation to %s and opens nothing', (url) => {
    const { contents, policy } = hardened();
    const details = navigation(url);
    contents.emit('will-navigate', details);
    expect(details.preventDefault).toHaveBeenCalled();
    expect(policy.openExternal).not.toHaveBeenCalled();
  });

  it('cancels frame navigations and redirects off the app origin without opening anything', () => {
    const { contents, policy } = hardened();
    const frame = navigation('https://www.example.org/', false);
    contents.emit('will-frame-navigate', frame);
    const redirect = navigation('https://www.example.org/');
    contents.emit('will-redirect', redirect);
    expect(frame.preventDefault).toHaveBeenCalled();
    expect(redirect.preventDefault).toHaveBeenCalled();
    expect(policy.openExternal).not.toHaveBeenCalled();
  });
});

describe('new windows', () => {
  it('always denies, and hands an https URL to the system browser', () => {
    const { contents, policy } = hardened();
    expect(contents.openHandler?.({ url: 'https://www.example.org/member' })).toEqual({ action: 'deny' });
    expect(policy.openExternal).toHaveBeenCalledWith('https://www.example.org/member');
  });

  it.each([
    'http://www.example.org/',
    'http://192.168.1.99:3000/',
    'javascript:alert(1)',
    'file:///C:/Windows/system32/calc.exe',
    'smb://server/share',
    'mailto:staff@example.org',
    'chamber://app/admin',
    'https://user:pass@www.example.org/',
    '',
  ])('denies %j and opens nothing', (url) => {
    const { contents, policy } = hardened('http://192.168.1.20:3000');
    expect(contents.openHandler?.({ url })).toEqual({ action: 'deny' });
    expect(policy.openExternal).not.toHaveBeenCalled();
  });

  it("opens pages of the configured server's own http origin", () => {
    const { contents, policy } = hardened('http://192.168.1.20:3000');
    expect(contents.openHandler?.({ url: 'http://192.168.1.20:3000/news/42' })).toEqual({ action: 'deny' });
    expect(policy.openExternal).toHaveBeenCalledWith('http://192.168.1.20:3000/news/42');
  });

  it('vets URLs by origin: the same host on another port is not the server', () => {
    expect(externalUrlToOpen('http://192.168.1.20:3001/', 'http://192.168.1.20:3000')).toBeNull();
    expect(externalUrlToOpen('http://192.168.1.20:3000/x', null)).toBeNull();
    expect(externalUrlToOpen('HTTPS://Example.org/a b', null)).toBe('https://example.org/a%20b');
  });
});

describe('webviews', () => {
  it('prevents every <webview> and strips its preload and Node', () => {
    const { contents } = hardened();
    const event = { preventDefault: vi.fn() };
    const webPreferences: Record<string, unknown> = {
      preload: '/tmp/evil.js',
      nodeIntegration: true,
      contextIsolation: false,
    };
    contents.emit('will-attach-webview', event, webPreferences);
    expect(event.preventDefault).toHaveBeenCalled();
    expect(webPreferences).toEqual({ nodeIntegration: false, contextIsolation: true, sandbox: true });
  });
});

describe('windowWebPreferences', () => {
  it('keeps the hardened baseline whatever is asked for', () => {
    const asked = { preload: '/app/preload/index.cjs', partition: 'persist:chamber', devTools: false, sandbox: false };
    const preferences = windowWebPreferences(asked);
    expect(preferences).toMatchObject(HARDENED_WEB_PREFERENCES);
    expect(preferences).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      webviewTag: false,
      devTools: false,
      preload: '/app/preload/index.cjs',
      partition: 'persist:chamber',
    });
  });
});

describe('isolatedPageWebPreferences (the print window)', () => {
  it('is the hardened baseline, without JavaScript, preload or developer tools, in a session of its own', () => {
    const preferences = isolatedPageWebPreferences(PRINT_PARTITION);
    expect(preferences).toMatchObject(HARDENED_WEB_PREFERENCES);
    expect(preferences).toMatchObject({
      javascript: false,
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
      webSecurity: true,
      webviewTag: false,
      devTools: false,
      partition: PRINT_PARTITION,
    });
    expect(preferences).not.toHaveProperty('preload');
    // The same object the print window is created with.
    expect(printWindowOptions().webPreferences).toEqual(preferences);
  });

  it("refuses a persistent partition: the page never shares the app's cookies or leaves anything on disk", () => {
    expect(() => isolatedPageWebPreferences('persist:chamber')).toThrow('in-memory partition');
  });

  it("keeps the print page in place: the app's rules refuse any navigation or window from it", () => {
    // Its data: page is loaded with loadURL, which fires no will-navigate: the rules do not stand
    // in the way of printing, but anything the page itself tried would be refused.
    const { contents, policy } = hardened();
    for (const event of ['will-navigate', 'will-frame-navigate', 'will-redirect']) {
      for (const url of ['data:text/html;charset=utf-8,%3Cp%3Eother', 'file:///etc/passwd', 'chamber://evil/']) {
        const details = navigation(url);
        contents.emit(event, details);
        expect(details.preventDefault).toHaveBeenCalled();
      }
    }
    expect(contents.openHandler?.({ url: 'data:text/html,x' })).toEqual({ action: 'deny' });
    expect(policy.openExternal).not.toHaveBeenCalled();
  });
});

describe('denyAllPermissions', () => {
  it('denies every permission request and check', () => {
    let request: Parameters<PermissionSession['setPermissionRequestHandler']>[0] | undefined;
    let check: Parameters<PermissionSession['setPermissionCheckHandler']>[0] | undefined;
    let device: (() => boolean) | undefined;
    denyAllPermissions({
      setPermissionRequestHandler: (handler) => (request = handler),
      setPermissionCheckHandler: (handler) => (check = handler),
      setDevicePermissionHandler: (handler) => (device = handler),
    });
    for (const permission of [
      'media',
      'notifications',
      'geolocation',
      'clipboard-read',
      'openExternal',
      'fullscreen',
    ]) {
      const callback = vi.fn();
      request?.({}, permission, callback);
      expect(callback).toHaveBeenCalledWith(false);
      expect(check?.({}, permission)).toBe(false);
    }
    expect(device?.()).toBe(false);
  });
});
