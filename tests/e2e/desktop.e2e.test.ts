import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { createAppHandler } from '../../apps/desktop/main/app-handler';
import { SESSION_COOKIE } from '../../server/app';
import { createUser, FACTORY_PASSWORD } from '../factories';
import { createSessionFetch, type SessionFetch } from '../helpers/session-fetch';
import { describeInBrowser, startSite, type Site } from './harness';

const EDITOR = { username: 'dana.desktop', fullName: 'Dana Ozola' };
const VERSION = '0.1.0-harness';

/** Node's request headers as a web Headers object. */
function toHeaders(incoming: IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  return headers;
}

/**
 * The built desktop renderer served over loopback by the main process's own app handler (the
 * function `protocol.handle` runs in Electron), forwarding /api to the real server with a fetch
 * that keeps the session cookie in its own jar, as the window session's cookie store does.
 */
async function startDesktopHarness(
  server: string,
  sessionFetch: SessionFetch,
): Promise<{ url: string; close(): Promise<void> }> {
  const handler = createAppHandler({
    rendererDir: path.join(inject('desktopDist'), 'renderer'),
    getServer: () => server,
    fetchFn: sessionFetch,
  });
  const harness: Server = createServer((req, res) => {
    const method = req.method ?? 'GET';
    const hasBody = method !== 'GET' && method !== 'HEAD';
    const request = new Request(`http://${req.headers.host}${req.url ?? '/'}`, {
      method,
      headers: toHeaders(req.headers),
      ...(hasBody ? { body: Readable.toWeb(req) as ReadableStream, duplex: 'half' } : {}),
    });
    handler(request)
      .then(async (response) => {
        const headers: Record<string, string[]> = {};
        response.headers.forEach((value, name) => (headers[name] ??= []).push(value));
        res.writeHead(response.status, headers);
        res.end(Buffer.from(await response.arrayBuffer()));
      })
      .catch((error: unknown) => {
        res.writeHead(500).end(String(error));
      });
  });
  harness.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => harness.once('listening', resolve));
  const { port } = harness.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        harness.closeAllConnections();
        harness.close(() => resolve());
      }),
  };
}

describeInBrowser('the desktop renderer against a real server, through the main process forwarding', () => {
  let site: Site;
  let sessionFetch: SessionFetch;
  let harness: { url: string; close(): Promise<void> };
  let page: Page;
  const violations: string[] = [];
  const memberName = `Riga Desktop Works ${Date.now().toString(36)}`;

  beforeAll(async () => {
    site = await startSite();
    await createUser(site.server.db, { role: 'editor', ...EDITOR });
    sessionFetch = createSessionFetch();
    harness = await startDesktopHarness(site.baseUrl, sessionFetch);
    const context = await site.browser.newContext({ locale: 'en-US', baseURL: harness.url });
    // What the preload exposes in the app: the version and the configured server.
    await context.addInitScript(
      ({ server, version }) => {
        const info = { version, server, insecure: true };
        const ok = { ok: true, server, insecure: true };
        Object.defineProperty(window, 'chamberDesktop', {
          value: Object.freeze({
            info: () => Promise.resolve(info),
            checkServer: () => Promise.resolve(ok),
            saveServer: () => Promise.resolve(ok),
          }),
        });
        document.addEventListener('securitypolicyviolation', (event) => {
          (window as Window & { __violations?: string[] }).__violations ??= [];
          (window as Window & { __violations?: string[] }).__violations!.push(
            `${event.violatedDirective} ${event.blockedURI}`,
          );
        });
      },
      { server: site.baseUrl, version: VERSION },
    );
    page = await context.newPage();
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
        violations.push(message.text());
    });
  });
  afterAll(async () => {
    await harness?.close();
    await site?.close();
  });

  it('opens on the sign-in page, served with the CSP, showing the server and the version', async () => {
    const response = await page.goto('/');
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    expect(response?.headers()['content-security-policy']).toContain("connect-src 'self'");
    await page.waitForURL((url) => url.pathname === '/auth');
    await expect.poll(() => page.getByText(`Connected to ${site.baseUrl}`).count()).toBeGreaterThan(0);
    expect(await page.getByText(`Version ${VERSION}`).count()).toBeGreaterThan(0);
  });

  it('an editor signs in, sees the members list, creates and deletes a member, signs out', async () => {
    const form = page.locator('form:visible').first();
    await form.getByLabel('Username').fill(EDITOR.username);
    await form.getByLabel(/^Password/).fill(FACTORY_PASSWORD);
    await form.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/admin');

    // The session cookie lives in the main process's store for the server, not in the page.
    expect(sessionFetch.jar.has(SESSION_COOKIE)).toBe(true);
    expect(await page.evaluate(() => document.cookie)).not.toContain(SESSION_COOKIE);
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain(SESSION_COOKIE);

    await page.getByRole('link', { name: 'Members' }).first().click();
    await page.waitForURL((url) => url.pathname === '/admin/members');
    await expect.poll(() => page.getByRole('row').count()).toBeGreaterThan(2);

    await page.getByRole('button', { name: 'Add member' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add member' });
    await dialog.waitFor();
    await dialog.getByLabel(/^Name/).fill(memberName);
    await dialog.getByLabel(/^Location/).fill('Riga, Latvia');
    await dialog.getByLabel(/^Industry/).selectOption('technology');
    await dialog.getByLabel(/^Region/).selectOption('baltic');
    await dialog.getByLabel(/^Description/).fill('Created from the desktop client.');
    await dialog.getByLabel(/^Website/).fill('https://riga-desktop.example');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    const row = page.getByRole('row').filter({ hasText: memberName });
    await expect.poll(() => row.count()).toBe(1);
    expect(await site.server.db.models.Member.count({ where: { name: memberName } })).toBe(1);

    await page.getByRole('button', { name: `Delete ${memberName}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Are you sure you want to delete this item?' });
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect.poll(() => row.count()).toBe(0);
    // Deleted means hidden (an admin can restore it): the row carries its deletion time.
    const deletedAt = async () =>
      (await site.server.db.models.Member.findOne({ where: { name: memberName } }))?.deletedAt ?? null;
    await expect.poll(deletedAt).toBeInstanceOf(Date);

    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL((url) => url.pathname === '/auth');
    // Signed out on the server: the kept cookie no longer opens a session.
    expect((await sessionFetch(`${site.baseUrl}/api/user`, {})).status).toBe(401);
    expect(await page.evaluate(() => document.cookie)).not.toContain(SESSION_COOKIE);
  });

  it('nothing the page did broke its Content-Security-Policy', async () => {
    const fromPage = await page.evaluate(() => (window as Window & { __violations?: string[] }).__violations ?? []);
    expect([...violations, ...fromPage]).toEqual([]);
  });
});
