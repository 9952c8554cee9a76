import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Subscription } from '../../shared/entities';
import { createUser, FACTORY_PASSWORD } from '../factories';
import { ApiClient } from '../helpers/http';
import { describeInBrowser, openPublicPage, startSite, type Site } from './harness';

const ADMIN = { username: 'ana.admin', fullName: 'Ana Lindqvist' };

/** Fills the /auth sign-in form and presses Login. */
async function submitLogin(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/auth');
  const form = page.locator('form:visible').first();
  await form.getByLabel('Username').fill(username);
  await form.getByLabel(/^Password/).fill(password);
  await form.getByRole('button', { name: 'Login', exact: true }).click();
}

describeInBrowser('accounts, settings and subscriptions, from the screens', () => {
  let site: Site;
  let adminPage: Page;

  beforeAll(async () => {
    site = await startSite();
    await createUser(site.server.db, { role: 'admin', ...ADMIN });
    adminPage = await site.newPage();
    await submitLogin(adminPage, ADMIN.username, FACTORY_PASSWORD);
    await adminPage.waitForURL((url) => url.pathname === '/admin');
  });
  afterAll(() => site.close());

  it('an admin approves a pending editor request; that user then reaches /admin/members', async () => {
    // Nina registers and asks for the editor role: she is a viewer until an admin approves.
    const nina = await site.newPage();
    await nina.goto('/auth');
    await nina.getByRole('tab', { name: 'Register' }).click();
    const form = nina.locator('form:visible').first();
    await form.getByLabel('Username').fill('nina.editor');
    await form.getByLabel(/^Password/).fill('a-good-password');
    await form.getByLabel(/confirm password/i).fill('a-good-password');
    await form.getByLabel('Full name').fill('Nina Berzina');
    await form.getByLabel(/e-?mail/i).fill('nina@example.lv');
    await form.getByRole('radio', { name: /editor/i }).check();
    await form.getByRole('button', { name: 'Register', exact: true }).click();
    await expect.poll(() => nina.getByText('Registration successful').count()).toBeGreaterThan(0);
    // She registered on the English page: her account's mails (the decision below) are in English.
    const stored = await site.server.db.models.User.findOne({ where: { usernameKey: 'nina.editor' } });
    expect(stored?.language).toBe('en');
    await nina.goto('/admin/members');
    await expect.poll(() => nina.getByRole('heading', { name: 'Access Denied' }).count()).toBe(1);

    // The admin's dashboard counts the request and links to the Users tab.
    await adminPage.goto('/admin');
    await expect.poll(() => adminPage.getByText('1 pending role request', { exact: true }).count()).toBe(1);
    await adminPage.getByRole('link', { name: 'Manage users' }).click();
    await expect.poll(() => new URL(adminPage.url()).searchParams.get('tab')).toBe('users');
    await adminPage.getByRole('button', { name: 'Approve Editor role for Nina Berzina' }).click();
    await expect.poll(() => adminPage.getByText('Request approved').count()).toBeGreaterThan(0);

    // The role is read again on her next request: no new sign-in needed.
    await nina.goto('/admin/members');
    await expect.poll(() => nina.getByRole('heading', { level: 1, name: 'Members' }).count()).toBe(1);
    expect(await nina.getByRole('heading', { name: 'Access Denied' }).count()).toBe(0);
    await nina.context().close();
  });

  it('the register form carries a honeypot: a person registers; a bot filling it in is a spam registration admins list and delete', async () => {
    /** Opens the register tab and fills in every visible field. */
    const fillRegister = async (username: string) => {
      const page = await site.newPage();
      await page.goto('/auth');
      await page.getByRole('tab', { name: 'Register' }).click();
      const form = page.locator('form:visible').first();
      await form.getByLabel('Username').fill(username);
      await form.getByLabel(/^Password/).fill('a-good-password');
      await form.getByLabel(/confirm password/i).fill('a-good-password');
      await form.getByLabel('Full name').fill(`Honey ${username}`);
      await form.getByLabel(/e-?mail/i).fill(`${username}@example.se`);
      return { page, form };
    };
    const register = async (page: Page, form: Locator) => {
      const answer = page.waitForResponse((response) => response.url().endsWith('/api/register'));
      await form.getByRole('button', { name: 'Register', exact: true }).click();
      expect((await answer).status()).toBe(201);
    };

    // A person: the field is there but off-screen, unnamed in the accessibility tree, skipped by Tab.
    const person = await fillRegister('honey.person');
    const trap = person.form.getByTestId('honeypot');
    expect(await trap.getAttribute('aria-hidden')).toBe('true');
    const input = trap.locator('input');
    expect([await input.getAttribute('name'), await input.getAttribute('tabindex')]).toEqual(['website', '-1']);
    expect(await trap.locator('label').textContent()).toBe('Leave this field empty');
    const placed = await input.evaluate((element) => ({
      display: getComputedStyle(element).display,
      right: element.getBoundingClientRect().right,
    }));
    expect(placed.display).not.toBe('none');
    expect(placed.right).toBeLessThanOrEqual(0);
    expect(await person.form.getByRole('textbox', { name: 'Leave this field empty' }).count()).toBe(0);
    await person.form.locator('input[type="radio"]:checked').focus();
    await person.page.keyboard.press('Tab');
    const submit = person.form.getByRole('button', { name: 'Register', exact: true });
    expect(await submit.evaluate((element) => element === document.activeElement)).toBe(true);
    await register(person.page, person.form);
    const { User, SpamRegistration } = site.server.db.models;
    expect(await User.count({ where: { username: 'honey.person' } })).toBe(1);

    // A bot fills in every field it finds, the hidden one too: the same 201, but no account.
    const bot = await fillRegister('honey.bot');
    await bot.form.locator('input[name="website"]').fill('https://bot.example', { force: true });
    await register(bot.page, bot.form);
    expect(await User.count({ where: { username: 'honey.bot' } })).toBe(0);
    const spam = await SpamRegistration.findOne({ where: { username: 'honey.bot' } });
    expect(spam).toMatchObject({ fullName: 'Honey honey.bot', honeypot: 'https://bot.example' });
    await person.page.context().close();
    await bot.page.context().close();

    // The admin sees it only under Show: Spam registrations, and deletes it there.
    await adminPage.goto('/admin/settings?tab=users');
    const table = adminPage.getByRole('table');
    await expect.poll(() => table.getByText('honey.person', { exact: true }).count()).toBe(1);
    expect(await table.getByText('honey.bot', { exact: true }).count()).toBe(0);
    await adminPage.getByLabel('Show').selectOption('spam');
    await expect.poll(() => table.getByText('honey.bot', { exact: true }).count()).toBe(1);
    expect(await table.getByText('honey.person', { exact: true }).count()).toBe(0);
    await adminPage.getByRole('button', { name: 'Delete honey.bot' }).click();
    await adminPage.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await expect.poll(() => adminPage.getByText('Spam registration deleted').count()).toBeGreaterThan(0);
    await expect.poll(() => SpamRegistration.count({ where: { username: 'honey.bot' } })).toBe(0);
  });

  it('a user changes their password: the old one then fails, the new one works', async () => {
    await createUser(site.server.db, { role: 'editor', username: 'eero.editor', fullName: 'Eero Tamm' });
    const page = await site.newPage();
    await submitLogin(page, 'eero.editor', FACTORY_PASSWORD);
    await page.waitForURL((url) => url.pathname === '/admin');

    // Another session of the same user, in a second browser: it ends when the password changes.
    const otherSession = new ApiClient(site.baseUrl);
    await otherSession.login('eero.editor', FACTORY_PASSWORD);
    expect((await otherSession.get('/api/user')).status).toBe(200);

    await page.goto('/admin/account');
    // A wrong current password changes nothing and says so beside the field.
    await page.getByLabel(/^Current password/).fill('not-my-password');
    await page.getByLabel(/^New password/).fill('a-brand-new-secret');
    await page.getByLabel(/^Confirm password/).fill('a-brand-new-secret');
    await page.getByRole('button', { name: 'Update password' }).click();
    await expect.poll(() => page.getByText('The current password is not correct').count()).toBe(1);

    await page.getByLabel(/^Current password/).fill(FACTORY_PASSWORD);
    await page.getByRole('button', { name: 'Update password' }).click();
    await expect.poll(() => page.getByText('Password updated').count()).toBeGreaterThan(0);
    expect(await page.getByLabel(/^Current password/).inputValue()).toBe('');
    expect((await otherSession.get('/api/user')).status).toBe(401);
    // This session continues.
    expect((await page.request.get('/api/user')).status()).toBe(200);

    const fresh = await site.newPage();
    await submitLogin(fresh, 'eero.editor', FACTORY_PASSWORD);
    await expect.poll(() => fresh.getByText('Login failed').count()).toBeGreaterThan(0);
    expect(new URL(fresh.url()).pathname).toBe('/auth');
    await submitLogin(fresh, 'eero.editor', 'a-brand-new-secret');
    await fresh.waitForURL((url) => url.pathname === '/admin');
    await fresh.context().close();
    await page.context().close();
  });

  it('site settings: the saved name, footer line and social profile show in the public header, footer and title in each language; the default language applies', async () => {
    const name = 'Nordic-Latin Business Chamber';
    await adminPage.goto('/admin/settings?tab=site');
    const englishTexts = adminPage.getByRole('group', { name: 'English' });
    const spanishTexts = adminPage.getByRole('group', { name: 'Español' });
    const siteName = englishTexts.getByLabel(/^Site name/);
    await expect.poll(() => siteName.inputValue()).toBe('Ibero-Nordic-Baltic Chamber of Commerce');
    await siteName.fill(name);
    await englishTexts.getByLabel(/^Footer line/).fill('Business across three regions.');
    await spanishTexts.getByLabel(/^Site name/).fill('Cámara de Negocios Nórdico-Latina');
    // No Spanish line: Spanish pages show the English one.
    await spanishTexts.getByLabel(/^Footer line/).fill('');
    await adminPage.getByLabel(/^Contact email/).fill('hello@nlbc.example');
    await adminPage.getByLabel(/^Default language/).selectOption('sv');
    // A profile address must be https: the message shows beside it and what was typed stays.
    const linkedin = adminPage.getByRole('group', { name: 'Social media' }).getByLabel(/^LinkedIn/);
    await linkedin.fill('http://www.linkedin.com/company/nlbc');
    await adminPage.getByRole('button', { name: 'Save changes' }).click();
    await expect
      .poll(() => adminPage.getByText('Please enter a web address starting with https://').count())
      .toBeGreaterThan(0);
    expect(await linkedin.inputValue()).toBe('http://www.linkedin.com/company/nlbc');
    expect(await adminPage.getByText('Site settings saved').count()).toBe(0);
    await linkedin.fill('https://www.linkedin.com/company/nlbc');
    await adminPage.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(() => adminPage.getByText('Site settings saved').count()).toBeGreaterThan(0);

    const visitor = await site.newPage();
    await openPublicPage(visitor, '/about');
    const header = visitor.locator('header');
    const footer = visitor.locator('footer');
    await expect.poll(() => header.getByText(name).count()).toBeGreaterThan(0);
    await expect.poll(() => visitor.title()).toContain(name);
    expect(await footer.textContent()).toContain(name);
    expect(await footer.getByText('Business across three regions.').count()).toBe(1);
    expect(await header.locator('a[href="mailto:hello@nlbc.example"]').count()).toBe(1);
    // The LinkedIn profile is a link in the header and footer, opening in a new tab; no other network shows.
    for (const part of [header, footer]) {
      const profile = part.getByRole('link', { name: 'LinkedIn (opens in a new tab)' });
      expect(await profile.getAttribute('href')).toBe('https://www.linkedin.com/company/nlbc');
      expect(await profile.getAttribute('target')).toBe('_blank');
      expect(await profile.getAttribute('rel')).toBe('noopener noreferrer');
      expect(await part.getByRole('list', { name: 'Social media' }).getByRole('listitem').count()).toBe(1);
    }
    // In Spanish: the Spanish name, and the English line marked as English.
    await visitor.getByLabel('Language').first().selectOption('es');
    await visitor.waitForURL((url) => url.pathname === '/es/about');
    expect(await visitor.evaluate(() => document.documentElement.lang)).toBe('es');
    await expect.poll(() => header.getByText('Cámara de Negocios Nórdico-Latina').count()).toBeGreaterThan(0);
    expect(await header.getByText(name).count()).toBe(0);
    await expect.poll(() => visitor.title()).toContain('Cámara de Negocios Nórdico-Latina');
    expect(await footer.getByText('Business across three regions.').getAttribute('lang')).toBe('en');
    expect(await footer.getByRole('link', { name: 'LinkedIn (se abre en una pestaña nueva)' }).count()).toBe(1);
    // The sign-in page (no site header), in the language chosen, names the site the same way.
    await visitor.goto('/auth');
    await expect.poll(() => visitor.evaluate(() => document.documentElement.lang)).toBe('es');
    await expect.poll(() => visitor.title()).toContain('Cámara de Negocios Nórdico-Latina');
    await visitor.context().close();

    // The default language applies to a visitor with no choice of their own and a browser language
    // the site does not have (German); a Spanish browser still gets Spanish.
    const german = await site.newPage({ locale: 'de-DE' });
    await german.goto('/');
    await expect.poll(() => german.evaluate(() => document.documentElement.lang)).toBe('sv');
    await expect.poll(() => german.getByRole('link', { name: 'Medlemmar' }).count()).toBeGreaterThan(0);
    expect(await german.evaluate(() => localStorage.getItem('i18nextLng'))).toBeNull();
    await german.context().close();
    const spanish = await site.newPage({ locale: 'es-ES' });
    await spanish.goto('/');
    await expect.poll(() => spanish.getByRole('link', { name: 'Socios' }).count()).toBeGreaterThan(0);
    expect(await spanish.evaluate(() => document.documentElement.lang)).toBe('es');
    await spanish.context().close();
  });

  it('a visitor subscribes to the newsletter and unsubscribes through the link', async () => {
    const visitor = await site.newPage();
    await openPublicPage(visitor, '/news');
    const box = visitor.getByRole('region', { name: 'Subscribe to our newsletter' });
    await box.scrollIntoViewIfNeeded();
    const email = box.getByLabel(/^E-mail address/);
    await email.fill('not-an-address');
    await box.getByRole('button', { name: 'Subscribe' }).click();
    await expect.poll(() => box.getByText('Please enter a valid email address').count()).toBe(1);
    await email.fill('reader@example.se');
    await box.getByRole('button', { name: 'Subscribe' }).click();
    await expect.poll(() => visitor.getByText('Subscribed', { exact: true }).count()).toBeGreaterThan(0);
    await expect.poll(() => email.inputValue()).toBe('');

    // The link comes with the mailings; staff see it with each subscriber.
    const staff = await site.apiAs('editor');
    const list = await staff.get<Subscription[]>('/api/admin/subscriptions?list=newsletter');
    const subscription = list.body.find((item) => item.email === 'reader@example.se');
    if (!subscription) throw new Error('the subscription was not stored');
    expect(subscription.language).toBe('en');
    const link = new URL(subscription.unsubscribeUrl, site.baseUrl);
    expect(link.pathname).toBe('/unsubscribe');

    // Opening the link alone changes nothing (mail scanners open links); the button unsubscribes.
    await openPublicPage(visitor, `${link.pathname}${link.search}`);
    const button = visitor.getByRole('button', { name: 'Unsubscribe' });
    await button.waitFor();
    const stillThere = await staff.get<Subscription[]>('/api/admin/subscriptions?list=newsletter');
    expect(stillThere.body.some((item) => item.email === 'reader@example.se')).toBe(true);
    await button.click();
    await expect.poll(() => visitor.getByText('You have been unsubscribed').count()).toBeGreaterThan(0);
    expect(await visitor.getByText('You will no longer receive our newsletter.').count()).toBe(1);
    const after = await staff.get<Subscription[]>('/api/admin/subscriptions?list=newsletter');
    expect(after.body.some((item) => item.email === 'reader@example.se')).toBe(false);

    // The same link again: not valid any more, said plainly (in Swedish here: a Swedish
    // subscriber's link is the page under /sv).
    await openPublicPage(visitor, `/sv${link.pathname}${link.search}`);
    await visitor.getByRole('button', { name: 'Avsluta prenumerationen' }).click();
    await expect
      .poll(() =>
        visitor.getByText('Länken för att avsluta prenumerationen är ogiltig eller har redan använts').count(),
      )
      .toBeGreaterThan(0);
    expect(await visitor.locator('html').getAttribute('lang')).toBe('sv');
    await visitor.context().close();
  });
});
