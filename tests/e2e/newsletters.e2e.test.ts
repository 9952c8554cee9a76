import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createNewsArticle, createUser } from '../factories';
import { mailLinks, mailTo, startSmtpServer, type TestSmtpServer } from '../helpers/smtp';
import { describeInBrowser, openPublicPage, signInAs, startSite, type Site } from './harness';

describeInBrowser('double opt-in and newsletters in the browser', () => {
  let site: Site;
  let smtp: TestSmtpServer;
  let page: Page;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    site = await startSite({ mail: { smtpUrl: smtp.url, sender: { pollMs: 200 }, newsletters: { pollMs: 200 } } });
    page = await site.newPage();
  }, 120_000);
  afterAll(async () => {
    await site?.close();
    await smtp?.stop();
  });

  it('subscribe on the Spanish news page → confirm through the mailed link → listed as confirmed', async () => {
    const email = 'lectora@example.es';
    await openPublicPage(page, '/es/news');
    const form = page.getByRole('form', { name: 'Suscríbase a nuestro boletín' });
    await form.getByLabel('Correo electrónico').fill(email);
    await form.getByRole('button', { name: 'Suscribirse' }).click();
    const mail = mailTo(await smtp.waitFor(1), email);
    expect(mail.parsed.html).toContain('lang="es"');
    const link = mailLinks(mail).find((href) => href.includes('/subscription/confirm?token='))!;

    await openPublicPage(page, link);
    await page.getByRole('button', { name: 'Confirmar suscripción' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Su suscripción está confirmada' }).count()).toBe(1);

    const admin = await createUser(site.server.db, { role: 'admin' });
    await signInAs(page, admin.username);
    await page.goto('/admin/subscribers');
    const row = page.getByRole('row', { name: new RegExp(email) });
    await expect.poll(() => row.getByText('Confirmed').count()).toBe(1);
  });

  it('compose → test mail → send: each subscriber gets it in their language', async () => {
    smtp.received.length = 0;
    await site.server.db.models.Subscription.create({
      list: 'newsletter',
      email: 'reader@example.se',
      region: null,
      language: 'sv',
      consentedAt: new Date(),
      confirmedAt: new Date(),
    });
    // An old article, far below the newest ones: found by searching for it.
    const archived = await createNewsArticle(site.server.db, {
      title: 'Baltic shipping corridor review',
      publishDate: new Date('2019-03-01T09:00:00Z'),
    });
    const admin = await createUser(site.server.db, { role: 'editor' });
    const fresh = await site.newPage();
    await signInAs(fresh, admin.username);
    await fresh.goto('/admin/newsletters');
    await fresh.getByRole('button', { name: 'New newsletter' }).click();
    const dialog = fresh.getByRole('dialog');
    const english = dialog.getByRole('group', { name: 'English', exact: true });
    await english.getByLabel('Subject').fill('Autumn news');
    await english.getByLabel('Text').fill('Hello members.');
    const swedish = dialog.getByRole('group', { name: /^Swedish/ });
    await swedish.getByLabel('Subject').fill('Höstnyheter');
    await swedish.getByLabel('Text').fill('Hej medlemmar.');
    const articles = dialog.getByRole('group', { name: 'News articles to include' });
    await articles.getByRole('searchbox', { name: 'Search published news' }).fill('shipping corridor');
    await articles.getByRole('checkbox', { name: archived.title }).check();
    await expect.poll(() => articles.getByText('1 article chosen (in this order in the mail)').count()).toBe(1);
    await dialog.getByRole('button', { name: 'Preview' }).click();
    await expect.poll(() => dialog.locator('iframe').count()).toBe(1);
    await dialog.getByRole('button', { name: 'Save draft' }).click();

    await fresh.getByRole('button', { name: 'Send test to me' }).click();
    const tests = await smtp.waitFor(2);
    expect(tests.every((mail) => mail.envelopeTo.includes(admin.email))).toBe(true);
    smtp.received.length = 0;

    await fresh.getByRole('button', { name: 'Send', exact: true }).click();
    await fresh.getByRole('button', { name: 'Send now' }).click();
    // The seeded subscribers and ours: wait for ours, in Swedish, and the Spanish one from the first test.
    await expect
      .poll(() => smtp.received.filter((mail) => mail.envelopeTo.includes('reader@example.se')).length, {
        timeout: 20_000,
      })
      .toBe(1);
    expect(mailTo(smtp.received, 'reader@example.se').parsed.subject).toBe('Höstnyheter');
    expect(mailTo(smtp.received, 'reader@example.se').parsed.text).toContain(archived.title);
    await expect
      .poll(() => smtp.received.filter((mail) => mail.envelopeTo.includes('lectora@example.es')).length, {
        timeout: 20_000,
      })
      .toBe(1);
    // No Spanish text was written: the Spanish reader gets the English one.
    expect(mailTo(smtp.received, 'lectora@example.es').parsed.subject).toBe('Autumn news');
  });
});
