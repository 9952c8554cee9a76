import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createUser, FACTORY_PASSWORD } from '../factories';
import { minimalPdf } from '../helpers/documents';
import { describeInBrowser, openPublicPage, signInAs, startSite, type Site } from './harness';

const EDITOR = { username: 'resources.desk', fullName: 'Rosa Resources' };
const TITLE = 'Nordic–Andean Copper Trade 2027';
const SPANISH_TITLE = 'Comercio de cobre nórdico-andino 2027';
const FILE_NAME = 'Copper trade «2027».pdf';

/** Trimmed text of each element a locator matches. */
const texts = async (locator: Locator) => (await locator.allTextContents()).map((text) => text.trim());

const dialogNamed = (page: Page, name: string): Locator => page.getByRole('dialog', { name });

/**
 * After Add → Save the new item stays in its dialog, now its edit form titled `editTitle`, for its
 * translations: the note says so, and Cancel closes the dialog.
 */
async function closeAddedItem(page: Page, editTitle: string): Promise<void> {
  const saved = dialogNamed(page, editTitle);
  await expect.poll(() => saved.getByText(/^Saved\. You can now add/).count()).toBe(1);
  await saved.getByRole('button', { name: 'Cancel' }).click();
  await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
}

describeInBrowser('a market report from the staff upload to a visitor’s download', () => {
  let site: Site;
  let staff: Page;
  beforeAll(async () => {
    site = await startSite();
    await createUser(site.server.db, { role: 'editor', ...EDITOR });
    staff = await site.newPage();
    await signInAs(staff, EDITOR.username);
  });
  afterAll(() => site.close());

  /** The report's card on a public page, found by its title. */
  const cardOf = (page: Page, title: string) => page.getByTestId('report-card').filter({ hasText: title });

  it('staff upload a report with its file → it shows on /market-reports in three languages → a download is counted', async () => {
    // The page is rendered (and cached) before the report exists.
    const visitor = await site.newPage();
    await openPublicPage(visitor, '/market-reports');
    expect(await cardOf(visitor, TITLE).count()).toBe(0);

    await staff.goto('/admin/reports');
    await staff.getByRole('button', { name: 'Add report' }).click();
    const dialog = dialogNamed(staff, 'Add report');
    await dialog.waitFor();
    await dialog.getByLabel(/^Title/).fill(TITLE);
    await dialog.getByLabel(/^Description/).fill('Copper flows between the Andes and Nordic smelters.');
    await dialog.getByLabel(/^Category/).selectOption('general');
    // The file is uploaded as soon as it is chosen; its bytes decide its type.
    const [chooser] = await Promise.all([
      staff.waitForEvent('filechooser'),
      dialog.getByRole('group', { name: 'File' }).getByRole('button', { name: 'Choose file' }).click(),
    ]);
    await chooser.setFiles({ name: FILE_NAME, mimeType: 'application/pdf', buffer: minimalPdf('Copper') });
    await expect.poll(() => dialog.getByText('File uploaded. Save the form to keep it.').count()).toBe(1);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await closeAddedItem(staff, 'Edit report');
    const report = await site.server.db.models.MarketReport.findOne({ where: { title: TITLE } });
    expect(report).not.toBeNull();
    const file = await site.server.db.models.ResourceFile.findByPk(report!.fileId!, {
      attributes: ['name', 'format'],
    });
    expect(file).toMatchObject({ name: FILE_NAME, format: 'pdf' });

    // The Spanish text, marked ready, in the report's dialog.
    await staff.getByRole('searchbox', { name: 'Search reports' }).fill(TITLE);
    await expect.poll(() => staff.getByRole('row').filter({ hasText: TITLE }).count()).toBe(1);
    await staff.getByRole('button', { name: `Edit ${TITLE}` }).click();
    const edit = dialogNamed(staff, 'Edit report');
    await edit.getByRole('tab', { name: 'Español, Missing' }).click();
    const panel = edit.getByRole('tabpanel');
    await panel.getByLabel(/^Title/).fill(SPANISH_TITLE);
    await panel.getByLabel(/^Description/).fill('Flujos de cobre entre los Andes y las fundiciones nórdicas.');
    await panel.getByRole('switch', { name: 'Ready to publish' }).check();
    await edit.getByRole('button', { name: 'Save translation' }).click();
    await expect.poll(() => edit.getByRole('tab', { name: 'Español, Ready' }).count()).toBe(1);
    await edit.getByRole('button', { name: 'Cancel' }).click();

    // English and Spanish show it in their language; Swedish shows the English text, marked as such.
    await openPublicPage(visitor, '/market-reports');
    await expect.poll(() => cardOf(visitor, TITLE).count()).toBe(1);
    const spanish = await site.newPage({ locale: 'es-ES' });
    await openPublicPage(spanish, '/es/market-reports');
    expect(await cardOf(spanish, SPANISH_TITLE).count()).toBe(1);
    const swedish = await site.newPage({ locale: 'sv-SE' });
    await openPublicPage(swedish, '/sv/market-reports');
    const swedishCard = cardOf(swedish, TITLE);
    expect(await swedishCard.count()).toBe(1);
    expect(await swedishCard.locator('h3').getAttribute('lang')).toBe('en');

    // The visitor downloads it: the file, under its name, and the count rises.
    const link = cardOf(visitor, TITLE).getByRole('link', { name: /^Download/ });
    expect(await link.getAttribute('href')).toBe(`/api/reports/${report!.id}/download`);
    const [download] = await Promise.all([visitor.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe(FILE_NAME);
    const saved = await download.path();
    const { readFile } = await import('node:fs/promises');
    expect((await readFile(saved)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await expect.poll(async () => (await site.server.db.models.MarketReport.findByPk(report!.id))!.downloads).toBe(1);

    // Staff see the count in the list.
    await staff.reload();
    await staff.getByRole('searchbox', { name: 'Search reports' }).fill(TITLE);
    const row = staff.getByRole('row').filter({ hasText: TITLE });
    await expect.poll(() => row.count()).toBe(1);
    const downloadsColumn = (await texts(staff.getByRole('columnheader'))).indexOf('Downloads');
    expect(downloadsColumn).toBeGreaterThan(0);
    // A cell carries its column's name too (for the stacked layout of small screens).
    await expect.poll(async () => (await texts(row.getByRole('cell')))[downloadsColumn]).toMatch(/^(Downloads)?1$/);
  });

  it('a members-only report sends a visitor to the page that explains membership; a member who signs in gets the file', async () => {
    const report = await site.server.db.models.MarketReport.findOne({ where: { membersOnly: true } });
    expect(report).not.toBeNull();
    const path = `/api/reports/${report!.id}/download`;
    // A browser in English reading the Swedish pages: the sign-in page follows the pages.
    const visitor = await site.newPage({ locale: 'en-US' });
    await openPublicPage(visitor, '/sv/market-reports');
    const locked = visitor.getByTestId('report-card').filter({ hasText: 'Endast för medlemmar' });
    expect(await locked.count()).toBeGreaterThan(0);
    await locked
      .first()
      .getByRole('link', { name: /^Ladda ner/ })
      .click();
    await visitor.waitForURL((url) => url.pathname === '/sv/members-only');
    expect(new URL(visitor.url()).searchParams.get('next')).toBe(path);
    expect(await visitor.locator('main').getByRole('link', { name: 'Ansök om medlemskap' }).getAttribute('href')).toBe(
      '/sv/membership/apply',
    );

    // A member's representative signs in from there, on a sign-in page in Swedish for members too.
    const company = await site.server.db.models.Member.findOne();
    const member = await createUser(site.server.db, { role: 'member', memberId: company!.id });
    await visitor.locator('main').getByRole('link', { name: 'Logga in' }).click();
    await visitor.waitForURL(
      (url) =>
        url.pathname === '/auth' && url.searchParams.get('next') === path && url.searchParams.get('lang') === 'sv',
    );
    await expect.poll(() => visitor.getByRole('heading', { level: 1, name: 'Logga in' }).count()).toBe(1);
    expect(await visitor.evaluate(() => document.documentElement.lang)).toBe('sv');
    expect(await visitor.locator('main').textContent()).toContain('För handelskammarens medlemmar och personal');
    const form = visitor.locator('form:visible').first();
    await form.getByLabel(/^Användarnamn/).fill(member.username);
    await form.getByLabel(/^Lösenord/).fill(FACTORY_PASSWORD);
    const before = report!.downloads;
    const [download] = await Promise.all([
      visitor.waitForEvent('download'),
      form.getByRole('button', { name: 'Logga in', exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    await expect
      .poll(async () => (await site.server.db.models.MarketReport.findByPk(report!.id))!.downloads)
      .toBe(before + 1);

    // The page says so, in Swedish, with the way back to the reports and the download again.
    const done = visitor.getByTestId('auth-download-started');
    await expect.poll(() => done.getByRole('heading', { name: 'Du är inloggad' }).count()).toBe(1);
    expect(await done.textContent()).toContain('Din nedladdning har startat.');
    expect(await visitor.locator('form:visible').count()).toBe(0);
    expect(await done.getByRole('link', { name: 'Ladda ner filen igen' }).getAttribute('href')).toBe(`${path}?lang=sv`);
    // The address's language is the page's, not a choice to remember.
    expect(await visitor.evaluate(() => localStorage.getItem('i18nextLng'))).toBeNull();
    await done.getByRole('link', { name: 'Tillbaka till Marknadsrapporter' }).click();
    await visitor.waitForURL((url) => url.pathname === '/sv/market-reports');
  });

  it('staff change a tariff duty and add an office with its Swedish name → the trade regulations and contact pages show them', async () => {
    await staff.goto('/admin/tariffs');
    await staff.getByRole('button', { name: 'Edit Roasted coffee' }).click();
    const tariff = dialogNamed(staff, 'Edit product');
    await tariff.getByLabel(/^EU common external tariff/).fill('6.25');
    await tariff.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => tariff.count()).toBe(0);

    await staff.goto('/admin/offices');
    await staff.getByRole('button', { name: 'Add office' }).click();
    const office = dialogNamed(staff, 'Add office');
    await office.waitFor();
    await office.getByLabel(/^City/).fill('Riga');
    await office.getByLabel(/^Country/).fill('Latvia');
    await office.getByLabel(/^Region/).selectOption('baltic');
    await office.getByLabel(/^Street address/).fill('Brīvības iela 21');
    await office.getByLabel(/^Postal code/).fill('LV-1010');
    await office.getByLabel(/^Phone/).fill('+371 6700 1030');
    await office.getByLabel(/^E-mail/).fill('riga@inbchamber.example');
    await office.getByLabel(/^Order/).fill('9');
    await office.getByRole('button', { name: 'Save' }).click();
    await closeAddedItem(staff, 'Edit office');
    await staff.getByRole('button', { name: 'Edit Riga' }).click();
    const edit = dialogNamed(staff, 'Edit office');
    await edit.getByRole('tab', { name: 'Svenska, Missing' }).click();
    const panel = edit.getByRole('tabpanel');
    await panel.getByLabel(/^City/).fill('Riga');
    await panel.getByLabel(/^Country/).fill('Lettland');
    await panel.getByRole('switch', { name: 'Ready to publish' }).check();
    await edit.getByRole('button', { name: 'Save translation' }).click();
    await expect.poll(() => edit.getByRole('tab', { name: 'Svenska, Ready' }).count()).toBe(1);
    await edit.getByRole('button', { name: 'Cancel' }).click();

    const visitor = await site.newPage();
    await openPublicPage(visitor, '/trade-regulations');
    await visitor.getByRole('tab', { name: /^Tariffs/ }).click();
    const coffee = visitor.getByTestId('tariff-table').getByRole('row').filter({ hasText: 'Roasted coffee' });
    await expect.poll(() => coffee.count()).toBe(1);
    expect(await coffee.textContent()).toContain('6.25');

    const swedish = await site.newPage({ locale: 'sv-SE' });
    await openPublicPage(swedish, '/sv/contact');
    const cards = swedish.getByTestId('office-card');
    // The new office comes last (by its order), in Swedish, under its region.
    await expect.poll(async () => (await texts(cards)).at(-1)).toContain('Lettland');
    expect(await cards.last().getByRole('heading').textContent()).toBe('Baltiska länderna');
  });
});
