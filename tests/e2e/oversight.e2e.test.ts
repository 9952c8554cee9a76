import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createContactSubmission, createUser, FACTORY_PASSWORD } from '../factories';
import { describeInBrowser, signInAs, startSite, type Site } from './harness';

const ADMIN = { username: 'oversight.admin', fullName: 'Olga Oversight' };
const PERSON = 'maria.lindqvist@example.se';

/** A CSV file as a chooser gets it. */
const csvFile = (name: string, rows: string[]) => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from(`${rows.join('\r\n')}\r\n`, 'utf8'),
});

/** A file as a drag from the system carries it. */
interface DraggedFile {
  name: string;
  type: string;
  text: string;
}

/**
 * Fires a drag event of `type` on the first element matching `selector`, carrying `files` (a drag
 * from the file manager) or, with null, a link (a row's link dragged inside the page). True when the
 * page cancelled the event: for a drop, that the browser will not open the file in place of the app.
 */
const drag = (page: Page, selector: string, type: string, files: DraggedFile[] | null) =>
  page.evaluate(
    ({ selector, type, files }) => {
      const dataTransfer = new DataTransfer();
      if (files)
        for (const file of files) dataTransfer.items.add(new File([file.text], file.name, { type: file.type }));
      else {
        dataTransfer.setData('text/uri-list', 'https://example.com/members/1');
        dataTransfer.setData('text/plain', 'Boats AB');
      }
      const target = document.querySelector(selector);
      if (!target) throw new Error(`Nothing matches ${selector}`);
      return !target.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer }));
    },
    { selector, type, files },
  );

describeInBrowser('oversight: import, export, the activity trail and a personal-data request', () => {
  let site: Site;
  let page: Page;
  beforeAll(async () => {
    site = await startSite();
    await createUser(site.server.db, { role: 'admin', ...ADMIN });
    page = await site.newPage();
    await signInAs(page, ADMIN.username);
  });
  afterAll(() => site.close());

  it('imports members from a CSV file: a row error stops it, the corrected file goes in', async () => {
    await page.goto('/admin/members');
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import members from CSV' });
    await dialog.waitFor();
    const header = 'name,location,description,industry,region,website';
    const choose = async (file: ReturnType<typeof csvFile>, button: string) => {
      const [chooser] = await Promise.all([
        page.waitForEvent('filechooser'),
        dialog.getByRole('button', { name: button }).click(),
      ]);
      await chooser.setFiles(file);
    };
    await choose(
      csvFile('members.csv', [
        header,
        'Göta Kanal Trading AB,"Göteborg, Sweden",Freight along the canal.,Logistics,Nordic,https://gota.example',
        'Andes Cobre SpA,"Santiago, Chile",Copper.,Energy,Atlantis,',
      ]),
      'Choose CSV file',
    );
    // The columns carry the fields' names: the suggested mapping needs no change.
    await expect.poll(() => dialog.getByText('members.csv: 2 rows').count()).toBe(1);
    await dialog.getByRole('button', { name: 'Preview' }).click();
    await expect.poll(() => dialog.getByText('Correct these rows first').count()).toBe(1);
    expect(await dialog.getByText(/^Row 3, /).count()).toBeGreaterThan(0);
    expect(await dialog.getByRole('button', { name: 'Import' }).isDisabled()).toBe(true);
    expect(await site.server.db.models.Member.count({ where: { name: 'Göta Kanal Trading AB' } })).toBe(0);

    await choose(
      csvFile('members.csv', [
        header,
        'Göta Kanal Trading AB,"Göteborg, Sweden",Freight along the canal.,Logistics,Nordic,https://gota.example',
        'Andes Cobre SpA,"Santiago, Chile",Copper.,Energy,Ibero-America,',
      ]),
      'Choose another file',
    );
    await expect.poll(() => dialog.getByText('2 new').count()).toBe(1);
    await dialog.getByRole('button', { name: 'Import' }).click();
    await expect.poll(() => dialog.getByText('Import finished').count()).toBe(1);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('searchbox', { name: 'Search members' }).fill('Göta Kanal');
    await expect.poll(() => page.getByRole('row').filter({ hasText: 'Göta Kanal Trading AB' }).count()).toBe(1);
  });

  it('exports the members as CSV with the imported ones, UTF-8 with a byte order mark', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export CSV' }).click(),
    ]);
    const bytes = await readFile(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = parse(bytes.subarray(3).toString('utf8'));
    const name = header!.indexOf('name');
    const imported = rows.find((row) => row[name] === 'Göta Kanal Trading AB');
    expect(imported?.[header!.indexOf('location')]).toBe('Göteborg, Sweden');
    expect(imported?.[header!.indexOf('region')]).toBe('nordic');
  });

  it('opens the import at the columns of a CSV file dropped on the members list', async () => {
    await page.goto('/admin/members');
    await page.getByRole('heading', { level: 1, name: 'Members' }).waitFor();
    const list = 'main h1';
    const overlay = page.getByText('Drop the CSV file to import members');
    const toast = (text: string | RegExp) => page.getByText(text);
    const csv: DraggedFile = {
      name: 'dropped.csv',
      type: 'text/csv',
      text: 'name,location,description,industry,region,Remark\r\nDropped Trading AB,Malmö,Freight.,Logistics,Nordic,By drag and drop\r\n',
    };

    // A dragged link is no file: no overlay, and the page leaves it to the browser.
    expect(await drag(page, list, 'dragenter', null)).toBe(false);
    expect(await drag(page, list, 'dragover', null)).toBe(false);
    expect(await overlay.count()).toBe(0);

    // A file dragged over the list says what a drop does, until the drag leaves.
    expect(await drag(page, list, 'dragenter', [csv])).toBe(true);
    await expect.poll(() => overlay.count()).toBe(1);
    expect(await drag(page, list, 'dragover', [csv])).toBe(true);
    await drag(page, list, 'dragleave', [csv]);
    await expect.poll(() => overlay.count()).toBe(0);

    // Another kind of file, or several files: a message, no dialog.
    await drag(page, list, 'dragenter', [csv]);
    expect(await drag(page, list, 'drop', [{ name: 'members.pdf', type: 'application/pdf', text: '%PDF-1.4' }])).toBe(
      true,
    );
    await expect.poll(() => toast(/^Choose a CSV file \(\.csv\)\./).count()).toBe(1);
    expect(await overlay.count()).toBe(0);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await drag(page, list, 'drop', [csv, { ...csv, name: 'more.csv' }])).toBe(true);
    await expect.poll(() => toast('Drop one CSV file at a time.').count()).toBe(1);
    expect(await page.getByRole('dialog').count()).toBe(0);

    // A file dropped outside the list (the sidebar) is refused too, not opened in place of the admin.
    expect(await drag(page, 'aside', 'drop', [csv])).toBe(true);
    expect(await page.getByRole('dialog').count()).toBe(0);

    // One CSV file: the import dialog opens at its columns, as after choosing it, and previews it.
    expect(await drag(page, list, 'drop', [csv])).toBe(true);
    const dialog = page.getByRole('dialog', { name: 'Import members from CSV' });
    await expect.poll(() => dialog.getByText('dropped.csv: 1 row').count()).toBe(1);
    const columns = dialog.getByRole('table', { name: 'Columns of the file' });
    expect(await columns.getByRole('row').filter({ hasText: 'Remark' }).count()).toBe(1);
    expect(await columns.getByRole('row').filter({ hasText: 'Dropped Trading AB' }).count()).toBe(1);
    await dialog.getByRole('button', { name: 'Preview' }).click();
    await expect.poll(() => dialog.getByText('1 new').count()).toBe(1);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/admin/members');
    expect(await site.server.db.models.Member.count({ where: { name: 'Dropped Trading AB' } })).toBe(0);
  });

  it('answers "who changed this, and when?" on the Activity page, filtered and linked', async () => {
    await page.goto('/admin/activity-log?entity=member');
    const table = page.getByRole('table');
    await expect.poll(() => table.getByRole('row').filter({ hasText: 'members.csv: 2 created' }).count()).toBe(1);
    const created = table.getByRole('row').filter({ hasText: 'Göta Kanal Trading AB' });
    await expect.poll(() => created.count()).toBe(1);
    expect(await created.textContent()).toContain(ADMIN.fullName);
    // The export is there too, and the admin's own sign-in under its kind.
    expect(
      await table
        .getByRole('row')
        .filter({ hasText: /members\.csv \(\d+ rows\)/ })
        .count(),
    ).toBe(1);
    await page.goto('/admin/activity-log?action=sign-in');
    await expect.poll(() => page.getByRole('row').filter({ hasText: ADMIN.username }).count()).toBeGreaterThan(0);
  });

  it('finds what is stored about a person, and erases it after the address is typed again', async () => {
    await createContactSubmission(site.server.db, { fullName: 'María Lindqvist', email: PERSON });
    await page.goto('/admin/privacy');
    await page.getByRole('textbox', { name: 'E-mail address' }).fill(PERSON.toUpperCase());
    await page.getByRole('button', { name: 'Find' }).click();
    await expect.poll(() => page.getByText('María Lindqvist').count()).toBeGreaterThan(0);
    expect(await page.getByRole('link', { name: 'Export JSON' }).count()).toBe(1);

    await page.getByRole('button', { name: 'Erase…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Erase this person’s data?' });
    await dialog.waitFor();
    const confirm = dialog.getByRole('button', { name: 'Erase', exact: true });
    await dialog.getByRole('textbox', { name: 'Type the e-mail address to confirm' }).fill('someone@example.se');
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByRole('textbox', { name: 'Type the e-mail address to confirm' }).fill(PERSON);
    await confirm.click();
    await expect.poll(() => page.getByText(`The data of ${PERSON} was erased`).count()).toBe(1);
    const { ContactSubmission, AuditEntry } = site.server.db.models;
    expect(await ContactSubmission.count({ where: { email: PERSON } })).toBe(0);
    expect(await ContactSubmission.count({ where: { fullName: 'Erased' } })).toBe(1);
    // Recorded without the erased address or name.
    const erase = await AuditEntry.findOne({ where: { action: 'erase' } });
    expect(JSON.stringify(erase?.get({ plain: true }))).not.toMatch(/lindqvist/i);
  });

  it.each([
    ['es', 'es-ES', 'Datos personales'],
    ['sv', 'sv-SE', 'Personuppgifter'],
  ])('shows the personal-data page in %s', async (_language, locale, heading) => {
    const other = await site.newPage({ locale });
    const login = await other.request.post('/api/login', {
      data: { username: ADMIN.username, password: FACTORY_PASSWORD },
    });
    expect(login.status()).toBe(200);
    await other.goto('/admin/privacy');
    await expect.poll(() => other.getByRole('heading', { level: 1 }).textContent()).toBe(heading);
    await other.context().close();
  });
});
