import sharp from 'sharp';
import { format } from 'date-fns';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ManagedNewsArticle } from '../../shared/entities';
import { createUser, FACTORY_PASSWORD } from '../factories';
import { updateBodyOf } from '../helpers/content-shapes';
import { ApiClient } from '../helpers/http';
import { fixtureImage } from '../helpers/images';
import { describeInBrowser, navigateInApp, openPublicPage, signInAs, startSite, type Site } from './harness';

const EDITOR = { username: 'eero.editor', fullName: 'Eero Tamm' };
const ADMIN = { username: 'ana.admin', fullName: 'Ana Lindqvist' };

/** The value a `datetime-local` input takes for `date`, in the browser's (and this process's) zone. */
const localInput = (date: Date) => format(date, "yyyy-MM-dd'T'HH:mm");

const dialogNamed = (page: Page, name: string): Locator => page.getByRole('dialog', { name });

/**
 * After Add → Save the new item stays in its dialog, now its edit form titled `editTitle`, for its
 * translations: the note says so, and Cancel closes the dialog.
 */
async function closeAddedItem(page: Page, editTitle: string): Promise<void> {
  const saved = dialogNamed(page, editTitle);
  await expect.poll(() => saved.getByText(/^Saved\. You can now add its Spanish and Swedish texts/).count()).toBe(1);
  await saved.getByRole('button', { name: 'Cancel' }).click();
  await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
}

/** The row of an admin table that contains `text`. */
const rowWith = (page: Page, text: string): Locator => page.getByRole('row').filter({ hasText: text });

/** The dashboard's summary card with the heading `title`. */
const summaryCard = (page: Page, title: string): Locator =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });

describeInBrowser('content management by staff, seen on the public site', () => {
  let site: Site;
  let editorPage: Page;
  let adminPage: Page;
  const title = `Nordic-Baltic green corridor opens ${Date.now().toString(36)}`;
  const updatedTitle = `${title} (updated)`;
  const memberName = `Kalev Fjord Robotics ${Date.now().toString(36)}`;
  let articleId = 0;
  let imageUrl = '';

  beforeAll(async () => {
    site = await startSite();
    await createUser(site.server.db, { role: 'editor', ...EDITOR });
    await createUser(site.server.db, { role: 'admin', ...ADMIN });
    editorPage = await site.newPage();
    adminPage = await site.newPage();
    await signInAs(adminPage, ADMIN.username);
  });
  afterAll(() => site.close());

  it('an editor creates a news article with an uploaded image; /news and /news/:id show it on the next page load', async () => {
    const page = editorPage;
    await signInAs(page, EDITOR.username);

    // The public archive is rendered (and cached by the server) before the article exists.
    await openPublicPage(page, '/news');
    const archive = page.getByRole('region', { name: 'News Archive' });
    expect(await archive.getByTestId('news-card').count()).toBeGreaterThan(0);
    expect(await archive.getByText(title).count()).toBe(0);

    await page.goto('/admin/news');
    await page.getByRole('button', { name: 'Add article' }).click();
    const dialog = dialogNamed(page, 'Add article');
    await dialog.waitFor();

    // Saving the empty form shows the shared schema's messages beside the fields; nothing is sent.
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => dialog.getByText('This field is required').count()).toBeGreaterThanOrEqual(3);

    await dialog.getByLabel(/^Title/).fill(title);
    await dialog.getByLabel(/^Excerpt/).fill('A new shipping corridor links Baltic and Nordic ports.');
    await dialog
      .getByLabel(/^Content/)
      .fill('Ports in Tallinn, Riga and Gothenburg open a green corridor for freight.');
    await dialog.getByLabel(/^Category/).selectOption('trade');
    await dialog.getByLabel(/^Status/).selectOption('published');
    await dialog.getByLabel(/^Publish date/).fill(localInput(new Date(Date.now() - 60 * 60 * 1000)));

    // A renamed text file is refused from its bytes, beside the field; a real PNG is uploaded.
    const fileInput = dialog.locator('input[type="file"]');
    await fileInput.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('not an image') });
    await expect.poll(() => dialog.getByText(/PNG, JPEG or WebP/).count()).toBeGreaterThan(0);
    await fileInput.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: fixtureImage('png') });
    await expect.poll(() => dialog.getByText('Image uploaded.').count()).toBe(1);
    imageUrl = await dialog.getByLabel(/^Image/).inputValue();
    expect(imageUrl).toMatch(/^\/api\/images\/[1-9][0-9]*$/);
    await expect
      .poll(() =>
        dialog.getByRole('img', { name: 'Preview of the image' }).evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBeGreaterThan(0);

    await dialog.getByRole('button', { name: 'Save' }).click();
    await closeAddedItem(page, 'Edit article');
    await expect.poll(() => rowWith(page, title).count()).toBe(1);
    expect(await rowWith(page, title).getByText('Published', { exact: true }).count()).toBe(1);

    // The save cleared the server's page cache: the next load of the archive has the new article
    // first, with its image.
    await openPublicPage(page, '/news');
    const card = archive.getByTestId('news-card').filter({ hasText: title });
    expect(await card.count()).toBe(1);
    expect(await archive.getByTestId('news-card').first().locator('h3').textContent()).toBe(title);
    expect(await card.locator('img').getAttribute('src')).toBe(imageUrl);

    await card.getByRole('link', { name: /^Read more/ }).click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/news\/[0-9]+$/);
    articleId = Number(new URL(page.url()).pathname.split('/').pop());
    await expect.poll(() => page.getByRole('heading', { level: 1, name: title }).count()).toBe(1);
    const image = page.locator(`img[src="${imageUrl}"]`);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    // The image is served from the database with long-lived caching.
    const served = await fetch(`${site.baseUrl}${imageUrl}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toContain('immutable');
    // Stored as decoded and written again (metadata dropped): the same pixels, not the same bytes.
    const pixels = (bytes: Buffer) => sharp(bytes).ensureAlpha().raw().toBuffer();
    const stored = Buffer.from(await served.arrayBuffer());
    expect((await pixels(stored)).equals(await pixels(fixtureImage('png')))).toBe(true);
  });

  it('the editor edits the article: the admin list at once, and the public page on its next load, show the new title', async () => {
    const page = editorPage;
    await page.goto('/admin/news');
    await page.getByRole('searchbox', { name: 'Search news' }).fill(title);
    await expect.poll(() => rowWith(page, title).count()).toBe(1);
    await page.getByRole('button', { name: `Edit ${title}` }).click();
    const dialog = dialogNamed(page, 'Edit article');
    await dialog.waitFor();
    expect(await dialog.getByLabel(/^Title/).inputValue()).toBe(title);
    expect(await dialog.getByLabel(/^Image/).inputValue()).toBe(imageUrl);
    await dialog.getByLabel(/^Title/).fill(updatedTitle);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => rowWith(page, updatedTitle).count()).toBe(1);

    await openPublicPage(page, `/news/${articleId}`);
    expect(await page.getByRole('heading', { level: 1, name: updatedTitle }).count()).toBe(1);
  });

  it('a second editor saving over a newer version gets the conflict message, and nothing is overwritten', async () => {
    // Another editor opens the article, then this editor saves first.
    const other = await site.newPage();
    await signInAs(other, EDITOR.username);
    await navigateInApp(other, '/admin/news');
    await other.getByRole('searchbox', { name: 'Search news' }).fill(updatedTitle);
    await other.getByRole('button', { name: `Edit ${updatedTitle}` }).click();
    const otherDialog = dialogNamed(other, 'Edit article');
    await otherDialog.waitFor();

    const api = new ApiClient(site.baseUrl);
    await api.login(ADMIN.username, FACTORY_PASSWORD);
    const current = await api.get<ManagedNewsArticle>(`/api/admin/news/${articleId}`);
    const saved = await api.put(`/api/admin/news/${articleId}`, {
      ...updateBodyOf(current.body),
      excerpt: 'Saved first by the admin.',
    });
    expect(saved.status).toBe(200);

    await otherDialog.getByLabel(/^Excerpt/).fill('Saved second, from a stale copy.');
    await otherDialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => otherDialog.getByText('Changed by someone else').count()).toBe(1);
    const stored = await api.get<{ excerpt: string }>(`/api/admin/news/${articleId}`);
    expect(stored.body.excerpt).toBe('Saved first by the admin.');
    await otherDialog.getByRole('button', { name: 'Load current version' }).click();
    await expect.poll(() => otherDialog.getByLabel(/^Excerpt/).inputValue()).toBe('Saved first by the admin.');
    await other.context().close();
  });

  it('the editor deletes the article (Yes/No first): it leaves the public site, and an admin can restore it', async () => {
    const page = editorPage;
    await page.goto('/admin/news');
    await page.getByRole('searchbox', { name: 'Search news' }).fill(updatedTitle);
    await expect.poll(() => rowWith(page, updatedTitle).count()).toBe(1);

    await page.getByRole('button', { name: `Delete ${updatedTitle}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Are you sure you want to delete this item?' });
    await confirm.getByRole('button', { name: 'No' }).click();
    await expect.poll(() => confirm.count()).toBe(0);
    expect(await rowWith(page, updatedTitle).count()).toBe(1);

    await page.getByRole('button', { name: `Delete ${updatedTitle}` }).click();
    // The next step leaves the admin: wait for the server's answer, not just the row going away.
    const deleted = page.waitForResponse(
      (response) => response.request().method() === 'DELETE' && response.url().endsWith(`/api/admin/news/${articleId}`),
    );
    await confirm.getByRole('button', { name: 'Yes' }).click();
    expect((await deleted).ok()).toBe(true);
    await expect.poll(() => rowWith(page, updatedTitle).count()).toBe(0);

    // The next load of its page is the 404 page, and the archive no longer lists it.
    const gone = await openPublicPage(page, `/news/${articleId}`);
    expect(gone?.status()).toBe(404);
    expect(await page.getByRole('heading', { level: 1, name: '404 Page Not Found' }).count()).toBe(1);
    await openPublicPage(page, '/news');
    expect(await page.getByRole('main').getByText(updatedTitle).count()).toBe(0);
    expect(await page.getByTestId('news-card').count()).toBeGreaterThan(0);

    // Only an admin sees deleted items, and restores this one.
    await navigateInApp(adminPage, '/admin/news');
    await adminPage.getByRole('switch', { name: 'Show deleted items' }).click();
    await adminPage.getByRole('searchbox', { name: 'Search news' }).fill(updatedTitle);
    await adminPage.getByRole('button', { name: `Restore ${updatedTitle}` }).click();
    await expect.poll(() => rowWith(adminPage, updatedTitle).count()).toBe(0);
    const publicDetail = await fetch(`${site.baseUrl}/api/news/${articleId}`);
    expect(publicDetail.status).toBe(200);
  });

  it('a member created by an admin appears in the public directory on its next page load', async () => {
    const page = adminPage;
    await openPublicPage(page, '/members');
    expect(await page.getByTestId('member-card').count()).toBeGreaterThan(0);
    expect(await page.getByText(memberName).count()).toBe(0);

    await page.goto('/admin/members');
    await page.getByRole('button', { name: 'Add member' }).click();
    const dialog = dialogNamed(page, 'Add member');
    await dialog.waitFor();
    await dialog.getByLabel(/^Name/).fill(memberName);
    await dialog.getByLabel(/^Location/).fill('Tartu, Estonia');
    await dialog.getByLabel(/^Industry/).selectOption('technology');
    await dialog.getByLabel(/^Region/).selectOption('baltic');
    await dialog.getByLabel(/^Description/).fill('Warehouse robots for cold-chain logistics.');
    // A website must be http(s): the message shows beside the field until it is.
    await dialog.getByLabel(/^Website/).fill('ftp://kalev.example');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => dialog.getByText('Please enter a valid URL starting with http:// or https://').count())
      .toBe(1);
    await dialog.getByLabel(/^Website/).fill('https://kalev.example');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await closeAddedItem(page, 'Edit member');
    await expect.poll(() => rowWith(page, memberName).count()).toBe(1);

    await openPublicPage(page, '/members');
    const card = page.getByTestId('member-card').filter({ hasText: memberName });
    expect(await card.count()).toBe(1);
    expect(await card.getByText('Tartu, Estonia').count()).toBe(1);
  });

  it('the item dialog asks before throwing away what was typed, and a new item stays open for its translations', async () => {
    const page = adminPage;
    const name = `Daugava Cold Chain ${Date.now().toString(36)}`;
    const focusedName = () => page.evaluate(() => document.activeElement?.textContent ?? '');
    await page.goto('/admin/members');
    const add = page.getByRole('button', { name: 'Add member' });
    const dialog = dialogNamed(page, 'Add member');
    const question = dialogNamed(page, 'Discard your changes?');

    // Nothing typed: Escape closes at once, and focus is back on Add.
    await add.click();
    await dialog.getByLabel(/^Name/).waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await expect.poll(() => add.evaluate((button) => button === document.activeElement)).toBe(true);

    // Something typed: Escape asks first, with Keep editing focused; Escape there keeps the text and
    // gives focus back to the field.
    await add.click();
    const nameField = dialog.getByLabel(/^Name/);
    await nameField.fill(name);
    await nameField.press('Escape');
    await question.waitFor();
    expect(await question.getByText('What you have typed since the last save will be lost.').count()).toBe(1);
    await expect.poll(focusedName).toBe('Keep editing');
    await page.keyboard.press('Escape');
    await expect.poll(() => question.count()).toBe(0);
    expect(await dialog.count()).toBe(1);
    expect(await nameField.inputValue()).toBe(name);
    await expect.poll(() => nameField.evaluate((input) => input === document.activeElement)).toBe(true);

    // Cancel asks too; Keep editing keeps the text.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await question.getByRole('button', { name: 'Keep editing' }).click();
    await expect.poll(() => question.count()).toBe(0);
    expect(await nameField.inputValue()).toBe(name);

    // Saved, the new member stays in the dialog as its edit form, and Svenska can be written at once.
    await dialog.getByLabel(/^Location/).fill('Riga, Latvia');
    await dialog.getByLabel(/^Industry/).selectOption('logistics');
    await dialog.getByLabel(/^Region/).selectOption('baltic');
    await dialog.getByLabel(/^Description/).fill('Refrigerated storage on the Daugava.');
    await dialog.getByLabel(/^Website/).fill('https://daugava.example');
    await dialog.getByRole('button', { name: 'Save' }).click();
    const edit = dialogNamed(page, 'Edit member');
    await expect.poll(() => edit.getByText(/^Saved\. You can now add/).count()).toBe(1);
    await edit.getByRole('tab', { name: 'Svenska, Missing' }).click();
    const panel = edit.getByRole('tabpanel');
    await panel.getByLabel(/^Description/).fill('Kylförvaring vid Daugava.');
    await edit.getByRole('button', { name: 'Save translation' }).click();
    await expect.poll(() => edit.getByRole('tab', { name: 'Svenska, Draft' }).count()).toBe(1);
    const stored = await site.server.db.models.Member.findOne({ where: { name } });
    expect(stored).not.toBeNull();

    // Saved, nothing is left to lose: Cancel closes at once.
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

    // A change in a translation's tab counts too; Discard closes, and the change is not saved.
    await page.getByRole('searchbox', { name: 'Search members' }).fill(name);
    await expect.poll(() => rowWith(page, name).count()).toBe(1);
    const editButton = page.getByRole('button', { name: `Edit ${name}` });
    await editButton.click();
    await edit.getByRole('tab', { name: 'Svenska, Draft' }).click();
    await panel.getByLabel(/^Description/).fill('Något annat.');
    await page.keyboard.press('Escape');
    await question.getByRole('button', { name: 'Discard' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await expect.poll(() => editButton.evaluate((button) => button === document.activeElement)).toBe(true);
    await editButton.click();
    await edit.getByRole('tab', { name: 'Svenska, Draft' }).click();
    await expect.poll(() => panel.getByLabel(/^Description/).inputValue()).toBe('Kylförvaring vid Daugava.');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
  });

  it('marking a submission processed moves the dashboard from pending to all processed', async () => {
    const page = adminPage;
    const visitor = new ApiClient(site.baseUrl);
    const sent = await visitor.post('/api/contact', {
      fullName: 'Lucía Fernández',
      email: 'lucia@example.com',
      organization: 'Andes Export SA',
      inquiryType: 'membership',
      message: 'We would like to join the chamber and meet Nordic buyers.',
    });
    expect(sent.status).toBe(201);

    await page.goto('/admin');
    const contacts = summaryCard(page, 'Contact Submissions');
    await expect.poll(() => contacts.getByText('1 pending', { exact: true }).count()).toBe(1);

    await page
      .getByRole('navigation', { name: 'Admin navigation' })
      .getByRole('link', { name: 'Contact submissions' })
      .click();
    const row = rowWith(page, 'Lucía Fernández');
    await expect.poll(() => row.count()).toBe(1);
    await row.getByRole('button', { name: 'Mark as processed' }).click();
    await expect.poll(() => row.getByText('Processed', { exact: true }).count()).toBe(1);

    await row.getByRole('button', { name: 'View details' }).click();
    const details = dialogNamed(page, 'Submission from Lucía Fernández');
    await details.waitFor();
    expect(await details.getByText('We would like to join the chamber and meet Nordic buyers.').count()).toBe(1);
    expect(await details.getByText(ADMIN.fullName).count()).toBeGreaterThan(0);
    await details.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('navigation', { name: 'Admin navigation' }).getByRole('link', { name: 'Dashboard' }).click();
    await expect.poll(() => contacts.getByText('All processed', { exact: true }).count()).toBe(1);
  });

  it('recent activity on the dashboard lists these actions, newest first, with who did them', async () => {
    const page = adminPage;
    await page.goto('/admin');
    const activity = page.getByRole('region', { name: 'Recent activity' });
    const entries = activity.getByRole('listitem');
    await expect.poll(() => entries.count()).toBeGreaterThanOrEqual(6);
    const lines = await entries.allTextContents();
    const expected = [
      [`${ADMIN.fullName} processed a contact submission`, 'Lucía Fernández'],
      [`${ADMIN.fullName} added a member`, memberName],
      [`${ADMIN.fullName} restored an article`, updatedTitle],
      [`${EDITOR.fullName} deleted an article`, updatedTitle],
      [`${EDITOR.fullName} edited an article`, updatedTitle],
      [`${EDITOR.fullName} added an article`, title],
    ];
    // The admin's API save (the conflict test) sits between the edit and the delete.
    const positions = expected.map(([sentence, label]) =>
      lines.findIndex((line) => line.includes(sentence ?? '') && line.includes(label ?? '')),
    );
    expect(
      positions.every((position) => position >= 0),
      JSON.stringify(lines),
    ).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(await activity.getByText('No recent activity to display').count()).toBe(0);
  });
});
