import { afterAll, beforeAll, expect, it } from 'vitest';
import { createOutboxMail, createUser } from '../factories';
import { describeInBrowser, islandsHydrated, signInAs, startSite, type Site } from './harness';

/**
 * Without SMTP_URL (the harness's server has none) an enquiry sent from the Swedish contact page
 * waits in the outbox, and an admin finds it under Settings → Outbox: told that mail is not being
 * delivered, the mail rendered in a sandboxed frame and as plain text, retry, and discard only after
 * a confirmation.
 */
describeInBrowser('the outbox in the admin, without SMTP_URL', () => {
  let site: Site;
  beforeAll(async () => {
    site = await startSite();
  });
  afterAll(() => site.close());

  it('shows the Swedish acknowledgement of an enquiry sent from /sv/contact, rendered', async () => {
    const visitor = await site.newPage({ locale: 'sv-SE' });
    await visitor.goto('/sv/contact');
    await islandsHydrated(visitor);
    const email = `outbox-${Date.now().toString(36)}@example.se`;
    const form = visitor.locator('#contact-form');
    await form.locator('[name="fullName"]').fill('Sara Sandberg');
    await form.locator('[name="email"]').fill(email);
    await form.locator('[name="inquiryType"]').selectOption('media');
    await form.locator('[name="message"]').fill('Vi skriver en artikel om handeln i Östersjöregionen.');
    await form.locator('button[type="submit"]').click();
    await expect
      .poll(() => site.server.db.models.OutboxMail.count({ where: { toAddress: email } }), { timeout: 15_000 })
      .toBe(1);
    await visitor.context().close();

    const admin = await createUser(site.server.db, { role: 'admin' });
    const page = await site.newPage();
    await signInAs(page, admin.username);
    await page.goto('/admin/settings?tab=outbox');
    await expect.poll(() => page.getByText('Mail is not being delivered').count()).toBe(1);
    const row = page.getByRole('row').filter({ hasText: email });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.getByText('Vi har tagit emot din förfrågan', { exact: false }).count()).toBe(1);
    expect(await row.getByText('Waiting', { exact: true }).count()).toBe(1);

    await row.getByRole('button', { name: 'View' }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByRole('heading', { name: /Vi har tagit emot din förfrågan/ }).count()).toBe(1);
    const frame = dialog.locator('iframe');
    await expect.poll(() => frame.count()).toBe(1);
    // Sandboxed: no scripts, no same-origin access to the admin.
    expect(await frame.getAttribute('sandbox')).toBe('');
    await expect
      .poll(() =>
        dialog.frameLocator('iframe').getByText('Vi har tagit emot din förfrågan om press och media.').count(),
      )
      .toBe(1);
    // The plain-text part, reached by keyboard.
    await dialog.getByRole('tab', { name: 'Formatted' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => dialog.locator('pre').textContent())
      .toContain('Vi har tagit emot din förfrågan om press och media.');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await page.context().close();
  });

  it('discards only after a confirmation, and retries a failed mail', async () => {
    const queued = await createOutboxMail(site.server.db, { subject: 'A mail to discard' });
    const failed = await createOutboxMail(site.server.db, {
      subject: 'A mail that failed',
      status: 'failed',
      attempts: 15,
      lastError: '550 5.1.1 No such user here',
    });
    const admin = await createUser(site.server.db, { role: 'admin' });
    const page = await site.newPage();
    await signInAs(page, admin.username);
    await page.goto('/admin/settings?tab=outbox');

    const toDiscard = page.getByRole('row').filter({ hasText: 'A mail to discard' });
    await expect.poll(() => toDiscard.count()).toBe(1);
    await toDiscard.getByRole('button', { name: 'Discard' }).click();
    const confirm = page.getByRole('dialog');
    await expect.poll(() => confirm.getByText('Discard this mail?').count()).toBe(1);
    // Cancelled: nothing happens.
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => confirm.count()).toBe(0);
    expect((await queued.reload()).status).toBe('queued');
    await toDiscard.getByRole('button', { name: 'Discard' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Discard' }).click();
    await expect.poll(async () => (await queued.reload()).status).toBe('discarded');
    await expect.poll(() => toDiscard.getByText('Discarded', { exact: true }).count()).toBe(1);
    expect(await toDiscard.getByRole('button', { name: 'Discard' }).count()).toBe(0);

    const toRetry = page.getByRole('row').filter({ hasText: 'A mail that failed' });
    expect(await toRetry.getByText('550 5.1.1 No such user here').count()).toBe(1);
    await toRetry.getByRole('button', { name: 'Retry' }).click();
    await expect.poll(async () => (await failed.reload()).status).toBe('queued');
    await expect.poll(() => toRetry.getByText('Waiting', { exact: true }).count()).toBe(1);
    expect((await failed.reload()).attempts).toBe(0);
    await page.context().close();
  });
});
