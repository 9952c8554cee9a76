import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { _electron, type ElectronApplication, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { APP_ORIGIN } from '../../apps/desktop/bridge';
import { createUser, FACTORY_PASSWORD } from '../factories';
import { startTestServer, type TestServer } from '../helpers/server';

/** The Electron binary that `npm install` downloaded, or why there is none to run. */
function findElectron(): { executable?: string; skipReason?: string } {
  const packageDir = path.dirname(createRequire(import.meta.url).resolve('electron/package.json'));
  const pathFile = path.join(packageDir, 'path.txt');
  if (!existsSync(pathFile)) {
    return {
      skipReason:
        'no Electron binary is installed (it is downloaded from GitHub, unreachable here; ' +
        'run `npm run desktop:fetch-electron` on a machine with internet access)',
    };
  }
  const executable = path.join(packageDir, 'dist', readFileSync(pathFile, 'utf8').trim());
  if (!existsSync(executable)) return { skipReason: `the Electron binary ${executable} is missing` };
  if (process.platform === 'linux' && !process.env.DISPLAY && !process.env.WAYLAND_DISPLAY) {
    return { skipReason: 'Electron needs a display on Linux (run the tests under xvfb-run)' };
  }
  return { executable };
}

const electron = findElectron();
if (electron.skipReason) {
  console.warn(`\nThe Electron end-to-end test of the real desktop app is SKIPPED: ${electron.skipReason}.\n`);
}

describe.skipIf(!electron.executable)('the real desktop app in Electron', () => {
  let server: TestServer;
  let app: ElectronApplication;
  let appWindow: Page;
  let userData: string;

  beforeAll(async () => {
    server = await startTestServer('sqlite', { seed: true });
    await createUser(server.db, { username: 'erik.electron', role: 'editor' });
    userData = mkdtempSync(path.join(os.tmpdir(), 'chamber-desktop-user-data-'));
    app = await _electron.launch({
      executablePath: electron.executable,
      args: [inject('desktopDist')],
      env: { ...process.env, CHAMBER_SERVER_URL: server.baseUrl, CHAMBER_USER_DATA: userData },
    });
    appWindow = await app.firstWindow();
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await server?.close();
    if (userData) rmSync(userData, { recursive: true, force: true });
  });

  it('opens its window on the custom scheme, never file://', async () => {
    await appWindow.waitForURL((url) => url.href.startsWith(`${APP_ORIGIN}/`));
    expect(appWindow.url()).toMatch(new RegExp(`^${APP_ORIGIN}/(auth|admin)`));
  });

  it('an editor signs in and sees the members list', async () => {
    await appWindow.waitForURL((url) => url.pathname === '/auth');
    const form = appWindow.locator('form:visible').first();
    await form.getByLabel('Username').fill('erik.electron');
    await form.getByLabel(/^Password/).fill(FACTORY_PASSWORD);
    await form.getByRole('button', { name: 'Login', exact: true }).click();
    await appWindow.waitForURL((url) => url.pathname === '/admin');
    await appWindow.getByRole('link', { name: 'Members' }).first().click();
    await expect.poll(() => appWindow.getByRole('row').count()).toBeGreaterThan(2);
    expect(await appWindow.evaluate(() => document.cookie)).toBe('');
  });

  it('the live window has the hardened settings', async () => {
    const preferences = await app.evaluate(({ BrowserWindow }) => {
      const [main] = BrowserWindow.getAllWindows();
      // Not in Electron's type declarations, but present at run time: the window's settings as applied.
      type Preferences = Record<
        'contextIsolation' | 'sandbox' | 'nodeIntegration' | 'webSecurity' | 'webviewTag',
        boolean
      >;
      const contents = main?.webContents as unknown as { getLastWebPreferences?: () => Preferences } | undefined;
      const prefs = contents?.getLastWebPreferences?.();
      return {
        contextIsolation: prefs?.contextIsolation,
        sandbox: prefs?.sandbox,
        nodeIntegration: prefs?.nodeIntegration,
        webSecurity: prefs?.webSecurity,
        webviewTag: prefs?.webviewTag,
      };
    });
    expect(preferences).toEqual({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      webviewTag: false,
    });
    const page = await appWindow.evaluate(() => {
      const scope = globalThis as typeof globalThis & { require?: unknown; process?: unknown; chamberDesktop?: object };
      return {
        require: typeof scope.require,
        process: typeof scope.process,
        bridge: Object.keys(scope.chamberDesktop ?? {}).sort(),
        opened: scope.open('https://example.org/') === null,
      };
    });
    expect(page).toEqual({
      require: 'undefined',
      process: 'undefined',
      bridge: ['checkServer', 'info', 'saveServer'],
      opened: true,
    });
  });
});
