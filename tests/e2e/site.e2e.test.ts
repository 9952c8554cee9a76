import type { Locator, Page as BrowserPage } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ContactSubmission } from '../../shared/entities';
import { describeInBrowser, openPublicPage, startSite, type Site } from './harness';

describeInBrowser('site-wide behaviour', () => {
  let site: Site;
  beforeAll(async () => {
    site = await startSite();
  });
  afterAll(() => site.close());

  it('serves hashed assets for a year, pages with no-cache, both compressed', async () => {
    const page = await site.newPage();
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url());
    });
    await openPublicPage(page, '/');
    await page.waitForSelector('h1');
    const html = await fetch(`${site.baseUrl}/members`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(html.status).toBe(200);
    expect(html.headers.get('cache-control')).toBe('no-cache');
    expect(html.headers.get('content-encoding')).toMatch(/br|gzip/);
    const asset = scripts.find((url) => url.includes('/assets/'));
    expect(asset).toBeDefined();
    const response = await fetch(asset ?? '', { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    for (const file of ['/favicon.svg', '/robots.txt']) expect((await fetch(site.baseUrl + file)).status).toBe(200);
  });

  it('renders a deep link on reload, and 404s an unknown path with the app page', async () => {
    const page = await site.newPage();
    expect((await page.goto('/members'))?.status()).toBe(200);
    await page.reload();
    await expect.poll(() => page.locator('[data-testid="member-card"]').count()).toBeGreaterThan(0);
    const missing = await page.goto('/members/not-a-number/extra');
    expect(missing?.status()).toBe(404);
    await expect.poll(() => page.locator('h1').textContent()).toBe('404 Page Not Found');
  });

  it('switches language with the switcher, sets <html lang>, and keeps the choice across a reload', async () => {
    const page = await site.newPage();
    await openPublicPage(page, '/about');
    await expect.poll(() => page.locator('h1').count()).toBe(1);
    const englishTitle = await page.locator('h1').textContent();
    await page.getByLabel('Language').first().selectOption('es');
    // The same page under the Spanish prefix, the choice saved for the server (cookie) and the admin.
    await page.waitForURL((url) => url.pathname === '/es/about');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('es');
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'chamber.lang')?.value).toBe('es');
    await expect.poll(() => page.locator('h1').textContent()).not.toBe(englishTitle);
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('es');
    await page.reload();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('es');
    await expect.poll(() => page.getByRole('link', { name: 'Socios' }).count()).toBeGreaterThan(0);
  });

  it('detects the browser language when nothing is saved (sv) and falls back to English otherwise', async () => {
    const swedish = await site.newPage({ locale: 'sv-SE' });
    await swedish.goto('/');
    await expect.poll(() => swedish.evaluate(() => document.documentElement.lang)).toBe('sv');
    const other = await site.newPage({ locale: 'de-DE' });
    await other.goto('/');
    await expect.poll(() => other.evaluate(() => document.documentElement.lang)).toBe('en');
  });

  it('opens and closes the menu on a 375 px screen, by keyboard too', async () => {
    const page = await site.newPage({ viewport: { width: 375, height: 812 } });
    await openPublicPage(page, '/');
    const button = page.getByRole('button', { name: 'Open menu' });
    await button.focus();
    await page.keyboard.press('Enter');
    const menu = page
      .locator('header nav')
      .filter({ has: page.getByRole('link', { name: 'Members' }) })
      .last();
    await expect.poll(() => menu.isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'Members' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/members');
    await expect.poll(() => page.getByRole('button', { name: 'Close menu' }).count()).toBe(0);
  });

  it('contact form: required markers and messages, failure keeps the values, success clears and stores', async () => {
    const page = await site.newPage();
    await openPublicPage(page, '/contact?inquiryType=membership');
    const form = page.locator('#contact-form');
    await form.waitFor();
    expect(await form.getByLabel('Inquiry type').inputValue()).toBe('membership');
    expect(await form.locator('label', { hasText: 'Full name' }).textContent()).toContain('*');

    await form.getByRole('button', { name: 'Send message' }).click();
    await expect.poll(() => form.getByText('This field is required').count()).toBeGreaterThan(0);

    await form.getByLabel('Full name').fill('Ingrid Tamm');
    await form.getByLabel('E-mail address').fill('not-an-email');
    await form.getByLabel('Message').fill('We export timber to Chile and want to join.');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect.poll(() => form.getByText('Please enter a valid email address').count()).toBe(1);

    await form.getByLabel('E-mail address').fill('ingrid@example.ee');
    await form.getByLabel('Organization').fill('Tamm Timber OÜ');
    await page.context().setOffline(true);
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect.poll(() => page.getByText('Failed to send your message. Please try again.').count()).toBe(1);
    expect(await form.getByLabel('Full name').inputValue()).toBe('Ingrid Tamm');
    expect(await form.getByLabel('Message').inputValue()).toBe('We export timber to Chile and want to join.');

    await page.context().setOffline(false);
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect.poll(() => page.getByText("We'll get back to you as soon as possible.").count()).toBe(1);
    // One toast at a time: the error toast was replaced (it leaves after its exit animation).
    await expect.poll(() => page.getByText('Failed to send your message. Please try again.').count()).toBe(0);
    expect(await form.getByLabel('Full name').inputValue()).toBe('');
    expect(await form.getByLabel('Message').inputValue()).toBe('');

    const admin = await site.apiAs('admin');
    const list = await admin.get<ContactSubmission[]>('/api/admin/contact-submissions');
    expect(list.body[0]).toMatchObject({
      fullName: 'Ingrid Tamm',
      email: 'ingrid@example.ee',
      organization: 'Tamm Timber OÜ',
      inquiryType: 'membership',
      processed: false,
    });
  });

  it('contact form: Organization and Inquiry type side by side stay level in every language, and stack on a phone', async () => {
    const labels = {
      en: ['Organization', 'Inquiry type'],
      es: ['Organización', 'Tipo de consulta'],
      sv: ['Organisation', 'Typ av förfrågan'],
    } as const;
    for (const [language, [organization, inquiryType]] of Object.entries(labels)) {
      for (const width of [1280, 375]) {
        const page = await site.newPage({ viewport: { width, height: 900 } });
        await openPublicPage(page, `${language === 'en' ? '' : `/${language}`}/contact`);
        const form = page.locator('#contact-form');
        await form.waitFor();
        const box = async (locator: Locator) => (await locator.boundingBox())!;
        const [orgLabel, typeLabel] = [
          await box(form.locator('label', { hasText: organization })),
          await box(form.locator('label', { hasText: inquiryType })),
        ];
        const [orgInput, typeSelect] = [
          await box(form.getByLabel(organization)),
          await box(form.getByLabel(inquiryType)),
        ];
        const where = `${language} at ${width}px`;
        if (width > 600) {
          // Side by side: the hint under Organization must not push the labels or boxes apart.
          expect(typeLabel.x, where).toBeGreaterThan(orgLabel.x);
          expect(Math.abs(orgLabel.y - typeLabel.y), where).toBeLessThanOrEqual(1);
          expect(Math.abs(orgInput.y - typeSelect.y), where).toBeLessThanOrEqual(1);
        } else {
          // Stacked: Inquiry type under Organization's hint, nothing wider than the screen.
          expect(typeLabel.y, where).toBeGreaterThan(orgInput.y + orgInput.height);
          expect(await page.evaluate(() => document.documentElement.scrollWidth), where).toBeLessThanOrEqual(width);
        }
        await page.context().close();
      }
    }
  });

  /**
   * The honeypot of a form: present, off-screen but not display:none, out of the Tab order and the
   * accessibility tree. Tabbing forward from `from` lands on the submit button, never on it.
   */
  async function expectHoneypot(page: BrowserPage, form: Locator, from: Locator, submit: string): Promise<void> {
    const trap = form.getByTestId('honeypot');
    expect(await trap.count()).toBe(1);
    expect(await trap.getAttribute('aria-hidden')).toBe('true');
    const input = trap.locator('input');
    expect(await input.getAttribute('name')).toBe('website');
    expect(await input.getAttribute('tabindex')).toBe('-1');
    expect(await input.getAttribute('autocomplete')).toBe('off');
    expect(await trap.locator('label').textContent()).toBe('Leave this field empty');
    const placed = await input.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return { display: getComputedStyle(element).display, right: box.right };
    });
    expect(placed.display).not.toBe('none');
    expect(placed.right).toBeLessThanOrEqual(0);
    // Not a control people meet: no role in the accessibility tree.
    expect(await form.getByRole('textbox', { name: 'Leave this field empty' }).count()).toBe(0);

    await from.focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent ?? '')).toBe(submit);
    expect(await input.evaluate((element) => element === document.activeElement)).toBe(false);
  }

  it('public forms carry a honeypot people never reach; a person is not spam, a bot filling it in is', async () => {
    const admin = await site.apiAs('admin');
    const page = await site.newPage();
    await openPublicPage(page, '/contact');
    const form = page.locator('#contact-form');
    await form.waitFor();
    await expectHoneypot(page, form, form.getByLabel('Message'), 'Send message');

    const send = async (fullName: string) => {
      await form.getByLabel('Full name').fill(fullName);
      await form.getByLabel('E-mail address').fill('honey@example.se');
      await form.getByLabel('Inquiry type').selectOption('other');
      await form.getByLabel('Message').fill('A question about the honeypot field.');
      await form.getByRole('button', { name: 'Send message' }).click();
      await expect.poll(() => form.getByLabel('Full name').inputValue()).toBe('');
    };
    await send('Honey Person');
    // A bot fills in every field it finds, the hidden one too: the same success, stored as spam.
    await form.locator('input[name="website"]').fill('https://bot.example', { force: true });
    await send('Honey Bot');
    const rows = async (fullName: string) =>
      (await site.server.db.models.ContactSubmission.findAll({ where: { fullName } })).map((row) => Boolean(row.spam));
    expect(await rows('Honey Person')).toEqual([false]);
    expect(await rows('Honey Bot')).toEqual([true]);
    const listed = await admin.get<ContactSubmission[]>('/api/admin/contact-submissions?search=honey');
    expect(listed.body.map((item) => item.fullName)).toEqual(['Honey Person']);

    // The home page's contact form (loaded when it comes near the viewport).
    await openPublicPage(page, '/');
    await page.locator('#contact-form').scrollIntoViewIfNeeded();
    const homeForm = page.locator('form#contact-form');
    await homeForm.waitFor();
    await expectHoneypot(page, homeForm, homeForm.getByLabel('Message'), 'Send message');

    // The newsletter (/news) and regulatory updates (/trade-regulations) forms.
    await openPublicPage(page, '/news');
    await page.locator('#newsletter').scrollIntoViewIfNeeded();
    const newsletter = page.getByRole('form', { name: 'Subscribe to our newsletter' });
    await newsletter.waitFor();
    const email = newsletter.getByLabel('E-mail address');
    await expectHoneypot(page, newsletter, email, 'Subscribe');
    await email.fill('honey.reader@example.se');
    await newsletter.getByRole('button', { name: 'Subscribe' }).click();
    await expect.poll(() => email.inputValue()).toBe('');
    const subscription = await site.server.db.models.Subscription.findOne({
      where: { email: 'honey.reader@example.se' },
    });
    expect(Boolean(subscription?.spam)).toBe(false);

    await openPublicPage(page, '/trade-regulations');
    await page.locator('#regulatory-updates').scrollIntoViewIfNeeded();
    const updates = page.getByRole('form', { name: 'Regulatory Updates' });
    await updates.waitFor();
    await expectHoneypot(page, updates, updates.getByLabel('Region of interest'), 'Sign up');
  });
});
