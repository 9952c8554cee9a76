import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createMember, createUser, FACTORY_PASSWORD } from '../factories';
import { describeInBrowser, navigateInApp, signInAs, startSite, type Site } from './harness';

const EDITOR = { username: 'eero.editor', fullName: 'Eero Tamm' };

/** Opens the edit dialog of the member `name` on /admin/members and returns it. */
async function openMember(page: Page, name: string): Promise<Locator> {
  await navigateInApp(page, '/admin/members');
  await page.getByRole('searchbox', { name: 'Search members' }).fill(name);
  await expect.poll(() => page.getByRole('row').filter({ hasText: name }).count()).toBe(1);
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit member' });
  await dialog.waitFor();
  await expect.poll(() => dialog.getByLabel(/^Name/).inputValue()).toBe(name);
  return dialog;
}

/** The connection banner with `text` (role alert), wherever it shows. */
const banner = (scope: Page | Locator, text: string | RegExp) => scope.getByRole('alert').filter({ hasText: text });

describeInBrowser('the admin when the server goes away or the session ends', () => {
  let site: Site;
  const names = [`Fjord Freight ${Date.now().toString(36)}`, `Baltic Looms ${Date.now().toString(36)}`];

  beforeAll(async () => {
    site = await startSite();
    await createUser(site.server.db, { role: 'editor', ...EDITOR });
    for (const name of names) await createMember(site.server.db, { name });
  });
  afterAll(() => site.close());

  it('an expired session: Save shows the banner, the dialog keeps the typed values, signing in again in a dialog lets Save go through', async () => {
    const page = await site.newPage();
    await signInAs(page, EDITOR.username);
    const [name = ''] = names;
    const renamed = `${name} (renamed)`;
    const dialog = await openMember(page, name);
    await dialog.getByLabel(/^Name/).fill(renamed);
    await dialog.getByLabel(/^Location/).fill('Bergen, Norway');

    // The session ends: its row is deleted server-side (as a password change elsewhere would) and the
    // browser drops the cookie (a request still in flight could otherwise store the row again).
    await page.waitForLoadState('networkidle');
    await site.server.db.models.Session.destroy({ where: {} });
    await page.context().clearCookies();
    await dialog.getByRole('button', { name: 'Save' }).click();

    const expired = banner(dialog, 'Your session has expired.');
    await expect.poll(() => expired.count()).toBe(1);
    // Nothing navigated, nothing was reset: same screen, same dialog, same values.
    expect(new URL(page.url()).pathname).toBe('/admin/members');
    expect(await dialog.getByLabel(/^Name/).inputValue()).toBe(renamed);
    expect(await dialog.getByLabel(/^Location/).inputValue()).toBe('Bergen, Norway');

    await expired.getByRole('button', { name: 'Sign in again' }).click();
    const signInDialog = page.getByRole('dialog', { name: 'Sign in again' });
    await signInDialog.waitFor();
    // The username is filled in; a wrong password is refused like on the auth page, without closing.
    expect(await signInDialog.getByLabel('Username').inputValue()).toBe(EDITOR.username);
    await signInDialog.getByLabel(/^Password/).fill('not-the-password');
    await signInDialog.getByRole('button', { name: 'Login', exact: true }).click();
    await expect.poll(() => page.getByText('Invalid username or password').count()).toBeGreaterThan(0);
    expect(await signInDialog.count()).toBe(1);
    await signInDialog.getByLabel(/^Password/).fill(FACTORY_PASSWORD);
    await signInDialog.getByRole('button', { name: 'Login', exact: true }).click();

    await expect.poll(() => signInDialog.count()).toBe(0);
    await expect.poll(() => banner(page, 'Your session has expired.').count()).toBe(0);
    // Focus is back in the edit dialog (where it was when the session was found expired).
    await expect
      .poll(() =>
        page.evaluate(() => document.activeElement?.closest('[role="dialog"]')?.querySelector('h2')?.textContent),
      )
      .toBe('Edit member');
    expect(await dialog.getByLabel(/^Name/).inputValue()).toBe(renamed);
    expect(await dialog.getByLabel(/^Location/).inputValue()).toBe('Bergen, Norway');

    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await page.getByRole('searchbox', { name: 'Search members' }).fill(renamed);
    await expect.poll(() => page.getByRole('row').filter({ hasText: renamed }).count()).toBe(1);
    const stored = await site.server.db.models.Member.findOne({ where: { name: renamed } });
    expect(stored?.location).toBe('Bergen, Norway');
  });

  it('an unreachable server: Save shows the banner naming the server; Retry hides it once the server answers; the values stay', async () => {
    const page = await site.newPage();
    await signInAs(page, EDITOR.username);
    const [, name = ''] = names;
    const renamed = `${name} (renamed)`;
    const dialog = await openMember(page, name);
    await dialog.getByLabel(/^Name/).fill(renamed);

    await page.route('**/api/**', (route) => route.abort('connectionrefused'));
    await dialog.getByRole('button', { name: 'Save' }).click();
    const unreachable = banner(dialog, `Cannot reach the server ${new URL(site.baseUrl).host}.`);
    await expect.poll(() => unreachable.count()).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/admin/members');
    expect(await dialog.getByLabel(/^Name/).inputValue()).toBe(renamed);

    // Still down: Retry says so, and the banner stays.
    await unreachable.getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => unreachable.getByText(/still does not answer/).count()).toBe(1);

    await page.unroute('**/api/**');
    await unreachable.getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => banner(page, 'Cannot reach the server').count()).toBe(0);
    expect(await dialog.getByLabel(/^Name/).inputValue()).toBe(renamed);

    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    const stored = await site.server.db.models.Member.findOne({ where: { name: renamed } });
    expect(stored).not.toBeNull();
  });

  it('the shell shows the banner too when a screen cannot load, and a wrong current password is not an expired session', async () => {
    const page = await site.newPage();
    await signInAs(page, EDITOR.username);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Dashboard' }).count()).toBe(1);
    await page.waitForLoadState('networkidle');
    // Every API call answers 502, as the desktop client's main process does while the server is down.
    await page.route('**/api/**', (route) =>
      route.fulfill({ status: 502, body: '{"error":"The server cannot be reached"}' }),
    );
    await navigateInApp(page, '/admin/events');
    await expect.poll(() => page.getByText('The data could not be loaded').count()).toBe(1);
    expect(await banner(page, 'Cannot reach the server').count()).toBe(1);
    await page.unroute('**/api/**');
    await banner(page, 'Cannot reach the server').getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => banner(page, 'Cannot reach the server').count()).toBe(0);
    // Retry refetched the screen's list.
    await expect.poll(() => page.locator('table tbody tr').count()).toBeGreaterThan(0);

    // A wrong current password is a 400 (a field message), not an expired session: no banner, still signed in.
    await navigateInApp(page, '/admin/account');
    await page.getByLabel(/^Current password/).fill('not-the-password');
    await page.getByLabel(/^New password/).fill('a-new-password-1');
    await page.getByLabel(/^Confirm password/).fill('a-new-password-1');
    await page.getByRole('button', { name: 'Update password' }).click();
    await expect.poll(() => page.getByText('The current password is not correct').count()).toBeGreaterThan(0);
    expect(await banner(page, 'Your session has expired.').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/admin/account');
  });
});
