import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Role } from '../../shared/entities';
import { ensureFirstAdmin } from '../../server/users/commands';
import { createUser } from '../factories';
import { describeInBrowser, signInAs, startSite, type Site } from './harness';

const NEW_PASSWORD = 'my-own-long-secret';
const PROMPT = 'Change your password';

/** Fills the /auth sign-in form and waits for the dashboard. */
async function signIn(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/auth');
  const form = page.locator('form:visible').first();
  await form.getByLabel('Username').fill(username);
  await form.getByLabel(/^Password/).fill(password);
  await form.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/admin');
}

describeInBrowser('own account: one page for every role, and the generated-password prompt', () => {
  let site: Site;
  beforeAll(async () => {
    site = await startSite();
  });
  afterAll(() => site.close());

  it.each<Role>(['admin', 'editor', 'viewer'])(
    '%s: My account in the sidebar opens name, e-mail and password together, with no tabs',
    async (role) => {
      const user = await createUser(site.server.db, { role });
      const page = await site.newPage();
      await signInAs(page, user.username);
      const sidebar = page.getByRole('navigation', { name: 'Admin navigation' });
      await sidebar.getByRole('link', { name: 'My account', exact: true }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/admin/account');
      await expect.poll(() => page.getByRole('heading', { level: 1, name: 'My account' }).count()).toBe(1);
      // Profile and password on the same page, both visible without choosing anything.
      await expect.poll(() => page.getByLabel(/^Full name/).isVisible()).toBe(true);
      expect(await page.getByLabel(/^Current password/).isVisible()).toBe(true);
      expect(await page.getByRole('button', { name: 'Update password' }).isVisible()).toBe(true);
      expect(await page.getByRole('tab').count()).toBe(0);
      // No second copy anywhere else in the sidebar, and nothing prompts a user with a chosen password.
      expect(await sidebar.getByRole('link', { name: /account/i }).count()).toBe(1);
      expect(await page.getByText(PROMPT, { exact: true }).count()).toBe(0);
      await page.context().close();
    },
  );

  it('chooses the language of their own mails, offered in the language they are reading', async () => {
    const user = await createUser(site.server.db, { role: 'viewer' });
    const page = await site.newPage();
    await signInAs(page, user.username);
    await page.goto('/admin/account');
    const language = page.getByLabel(/^Language of your e-mails/);
    // No language recorded yet: the form offers the one of the screen (English).
    await expect.poll(() => language.inputValue()).toBe('en');
    await language.selectOption('sv');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(async () => (await site.server.db.models.User.findByPk(user.id))?.language).toBe('sv');
    await page.reload();
    await expect.poll(() => page.getByLabel(/^Language of your e-mails/).inputValue()).toBe('sv');
    await page.context().close();
  });

  it("the settings' old account and security addresses lead to My account", async () => {
    const admin = await createUser(site.server.db, { role: 'admin' });
    const page = await site.newPage();
    await signInAs(page, admin.username);
    await page.goto('/admin/settings?tab=account');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/admin/account');
    await page.goto('/admin/settings?tab=security');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/admin/account');
    await expect.poll(() => page.getByLabel(/^Current password/).isVisible()).toBe(true);
    await page.goto('/admin/settings');
    await expect.poll(() => page.getByRole('tab', { name: 'Users' }).count()).toBe(1);
    expect(await page.getByRole('tab', { name: 'Site' }).count()).toBe(1);
    expect(await page.getByRole('tab', { name: 'Outbox' }).count()).toBe(1);
    expect(await page.getByRole('tab').count()).toBe(3);
    await page.context().close();
  });

  it('asks the first admin to replace the generated password on every screen until they do', async () => {
    // Make room for the bootstrap: it only creates `admin` when no active admin exists.
    await site.server.db.models.User.update({ role: 'editor' }, { where: { role: 'admin' } });
    const outcome = await ensureFirstAdmin(site.server.db, {});
    if (outcome.kind !== 'created' || !outcome.generatedPassword) throw new Error('no admin was generated');

    const page = await site.newPage();
    await signIn(page, 'admin', outcome.generatedPassword);
    const prompt = page.getByText(PROMPT, { exact: true });
    await expect.poll(() => prompt.count()).toBe(1);
    await page.goto('/admin/news');
    await expect.poll(() => prompt.count()).toBe(1);

    // Its link goes to the password form, which gets the focus (keyboard users type right away).
    await page.getByRole('link', { name: 'Change password' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/admin/account');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('password');
    expect(await page.getByLabel(/^Current password/).isVisible()).toBe(true);

    await page.getByLabel(/^Current password/).fill(outcome.generatedPassword);
    await page.getByLabel(/^New password/).fill(NEW_PASSWORD);
    await page.getByLabel(/^Confirm password/).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Update password' }).click();
    await expect.poll(() => page.getByText('Password updated').count()).toBeGreaterThan(0);
    await expect.poll(() => prompt.count()).toBe(0);
    // Gone for good: after a reload, and after signing in again with the new password.
    await page.goto('/admin');
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Dashboard' }).count()).toBe(1);
    expect(await prompt.count()).toBe(0);
    const again = await site.newPage();
    await signIn(again, 'admin', NEW_PASSWORD);
    await expect.poll(() => again.getByRole('heading', { level: 1, name: 'Dashboard' }).count()).toBe(1);
    expect(await again.getByText(PROMPT, { exact: true }).count()).toBe(0);
    await again.context().close();
    await page.context().close();
  });
});
