import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../server/app';
import { createEvent, createRegistration, createUser, FACTORY_PASSWORD } from '../factories';
import { createSessionFetch, type SessionFetch } from '../helpers/session-fetch';
import { newDesktopContext, startDesktopHarness, type DesktopHarness } from './desktop-harness';
import { describeInBrowser, startSite, type Site } from './harness';

const EDITOR = { username: 'dana.desktop', fullName: 'Dana Ozola' };
const VERSION = '0.1.0-harness';

describeInBrowser('the desktop renderer against a real server, through the main process forwarding', () => {
  let site: Site;
  let sessionFetch: SessionFetch;
  let harness: DesktopHarness;
  let page: Page;
  const violations: string[] = [];
  const memberName = `Riga Desktop Works ${Date.now().toString(36)}`;

  beforeAll(async () => {
    site = await startSite();
    await createUser(site.server.db, { role: 'editor', ...EDITOR });
    sessionFetch = createSessionFetch();
    harness = await startDesktopHarness(site.baseUrl, sessionFetch);
    const context = await newDesktopContext(site.browser, harness, { server: site.baseUrl, version: VERSION });
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

  it('an editor signs in, sees the members list, creates and deletes a member, checks a guest in at the door, signs out', async () => {
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
    // The new member stays in the dialog (now its edit form) for its translations: Cancel closes it.
    const saved = page.getByRole('dialog', { name: 'Edit member' });
    await expect.poll(() => saved.getByText(/^Saved\. You can now add/).count()).toBe(1);
    await saved.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
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

    // At the door with the desktop client: the event's attendees, a name typed, one click.
    const event = await createEvent(site.server.db, {
      title: `Desktop door check ${Date.now().toString(36)}`,
      registrationMode: 'internal',
      capacity: 10,
    });
    const guest = await createRegistration(site.server.db, event.id, { fullName: 'Ilze Bērziņa' });
    await page.getByRole('link', { name: 'Events' }).first().click();
    await page.waitForURL((url) => url.pathname === '/admin/events');
    await page.getByLabel('Search events').fill(event.title);
    await page.getByRole('link', { name: `Attendees of ${event.title}` }).click();
    await page.waitForURL((url) => url.pathname === `/admin/events/${event.id}/attendees`);
    await page.keyboard.type('berzina');
    const checkIn = page.getByRole('button', { name: 'Checked in: Ilze Bērziņa' });
    await checkIn.click();
    await expect.poll(() => checkIn.getAttribute('aria-pressed')).toBe('true');
    await expect
      .poll(async () => (await site.server.db.models.EventRegistration.findByPk(guest.id))?.checkedInAt ?? null)
      .toBeInstanceOf(Date);

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
