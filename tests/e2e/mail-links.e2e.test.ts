import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { createUser } from '../factories';
import { mailLinks, startSmtpServer, type TestSmtpServer } from '../helpers/smtp';
import { describeInBrowser, signInAs, startSite, type Site } from './harness';

describeInBrowser('mailed links: forgot password and invitations', () => {
  let smtp: TestSmtpServer;
  let site: Site;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    site = await startSite({ mail: { smtpUrl: smtp.url, sender: { pollMs: 200 } } });
  });
  afterAll(async () => {
    await site.close();
    await smtp.stop();
  });
  beforeEach(() => {
    smtp.received.length = 0;
  });

  const linkTo = async (pathname: string) => {
    const [mail] = await smtp.waitFor(1);
    const link = mailLinks(mail!).find((href) => new URL(href).pathname === pathname);
    expect(link).toBeDefined();
    return link!;
  };

  it('forgot password → mail → new password → signed in', async () => {
    const user = await createUser(site.server.db, { role: 'editor', email: 'forgetful@example.org' });
    const page = await site.newPage();
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('forgetful@example.org');
    await page.getByRole('button', { name: 'Send link' }).click();
    await expect.poll(() => page.getByText('Check your e-mail').count()).toBe(1);

    await page.goto(await linkTo('/auth/reset'));
    await page.getByLabel(/^New password/).fill('brand-new-secret-1');
    await page.getByLabel(/^Confirm new password/).fill('brand-new-secret-1');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.waitForURL((url) => url.pathname === '/admin');
    const me = await page.evaluate(async () => (await fetch('/api/user')).json() as Promise<{ username: string }>);
    expect(me.username).toBe(user.username);
    await page.context().close();
  });

  it('invite → accept → signed in with the role', async () => {
    const admin = await createUser(site.server.db, { role: 'admin' });
    const page = await site.newPage();
    await signInAs(page, admin.username);
    await page.goto('/admin/settings?tab=users');
    await page.getByRole('button', { name: 'Add user' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/^Full name/).fill('Nils Holm');
    await dialog.getByLabel(/^Email/).fill('nils@example.se');
    await dialog.getByLabel(/^Role/).selectOption('editor');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect.poll(() => page.getByText('nils@example.se').count()).toBeGreaterThan(0);
    const link = await linkTo('/auth/invitation');
    await page.context().close();

    const invited = await site.newPage();
    await invited.goto(link);
    await invited.getByLabel(/^Username/).fill('nils.holm');
    await invited.getByLabel(/^Password/).fill('nils-secret-42');
    await invited.getByLabel(/^Confirm password/).fill('nils-secret-42');
    await invited.getByRole('button', { name: 'Create account' }).click();
    await invited.waitForURL((url) => url.pathname === '/admin');
    const me = await invited.evaluate(
      async () => (await fetch('/api/user')).json() as Promise<{ username: string; role: string }>,
    );
    expect(me).toMatchObject({ username: 'nils.holm', role: 'editor' });
    await invited.context().close();
  });
});
