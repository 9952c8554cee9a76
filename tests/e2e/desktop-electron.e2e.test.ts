import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { _electron, type ElectronApplication, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { APP_ORIGIN, type PrintAttendeesRequest, type PrintAttendeesResult } from '../../apps/desktop/bridge';
import { createContactSubmission, createUser, FACTORY_PASSWORD } from '../factories';
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
      bridge: ['checkServer', 'info', 'printAttendees', 'saveServer'],
      opened: true,
    });
  });

  it('announces a new enquiry with a system notification while the window is not focused', async (context) => {
    // The main process's Notification and the session's fetch, observed from inside: what was shown,
    // and when the poller has taken its cursor (its first answered request, without `since`).
    const observable = await app.evaluate(({ BrowserWindow, Notification, session }) => {
      type Recorder = { shown: { title: string; body: string }[]; polls: { url: string; status: number }[] };
      const scope = globalThis as typeof globalThis & { __chamber?: Recorder };
      const recorder: Recorder = { shown: [], polls: [] };
      scope.__chamber = recorder;
      Notification.prototype.show = function show(this: Notification) {
        recorder.shown.push({ title: this.title, body: this.body });
      };
      const appSession = session.fromPartition('persist:chamber');
      const fetch = appSession.fetch.bind(appSession);
      appSession.fetch = async (input, init) => {
        const response = await fetch(input, init);
        const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
        if (url.includes('/api/admin/notifications')) recorder.polls.push({ url, status: response.status });
        return response;
      };
      const [main] = BrowserWindow.getAllWindows();
      main?.blur();
      return { supported: Notification.isSupported(), unfocused: main ? !main.isFocused() : false };
    });
    if (!observable.supported)
      context.skip('this system has no notification service (Notification.isSupported() is false)');
    if (!observable.unfocused) context.skip('the window manager keeps the window focused, so no notification is due');

    const polls = () =>
      app.evaluate(
        () =>
          (globalThis as typeof globalThis & { __chamber?: { polls: { url: string; status: number }[] } }).__chamber
            ?.polls ?? [],
      );
    // Polling runs every 30 s: wait for the cursor, then for the round after the new enquiry.
    await expect
      .poll(async () => (await polls()).some((poll) => poll.status === 200), { timeout: 70_000, interval: 1000 })
      .toBe(true);
    await createContactSubmission(server.db, { fullName: 'Nora Notify' });
    const shown = () =>
      app.evaluate(
        () =>
          (globalThis as typeof globalThis & { __chamber?: { shown: { title: string; body: string }[] } }).__chamber
            ?.shown ?? [],
      );
    await expect.poll(shown, { timeout: 70_000, interval: 1000 }).toContainEqual({
      title: 'New enquiry',
      body: 'Nora Notify',
    });
  }, 160_000);

  it('saves an attendee list as a PDF from a hidden, script-less window that is then gone', async () => {
    const file = path.join(userData, 'attendees.pdf');
    await app.evaluate(({ app: electronApp, dialog }, target) => {
      type Recorder = { printPreferences?: Record<string, unknown> };
      const scope = globalThis as typeof globalThis & { __print?: Recorder };
      const recorder: Recorder = {};
      scope.__print = recorder;
      // The save dialog answers with the test's file; the print window's settings are noted as created.
      dialog.showSaveDialog = () => Promise.resolve({ canceled: false, filePath: target });
      electronApp.once('browser-window-created', (_event, window) => {
        const contents = window.webContents as unknown as { getLastWebPreferences?: () => Record<string, unknown> };
        recorder.printPreferences = contents.getLastWebPreferences?.();
      });
    }, file);

    const request: PrintAttendeesRequest = {
      document: 'attendee-list',
      output: 'pdf',
      event: { title: 'Annual <meeting>', when: '12 March 2027, 18:00', location: 'Stockholm' },
      people: [
        { fullName: '<script>alert(1)</script>', organization: 'Acme AB', checkedIn: false, status: 'Has a place' },
      ],
      labels: {
        heading: 'Attendee list',
        name: 'Name',
        organization: 'Organisation',
        status: 'Status',
        checkIn: 'Check-in',
        total: '1 person',
        language: 'en',
      },
    };
    const result = await appWindow.evaluate(
      (payload) =>
        (
          globalThis as typeof globalThis & {
            chamberDesktop: { printAttendees(request: unknown): Promise<PrintAttendeesResult> };
          }
        ).chamberDesktop.printAttendees(payload),
      request,
    );
    expect(result).toEqual({ ok: true, file });
    expect(readFileSync(file).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const after = await app.evaluate(({ BrowserWindow }) => ({
      windows: BrowserWindow.getAllWindows().length,
      preferences: (globalThis as typeof globalThis & { __print?: { printPreferences?: Record<string, unknown> } })
        .__print?.printPreferences,
    }));
    expect(after.windows).toBe(1);
    expect(after.preferences).toMatchObject({
      javascript: false,
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
      webSecurity: true,
    });
    expect(after.preferences?.preload ?? null).toBeNull();
  });
});
