import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createEvent, createUser } from '../factories';
import { describeInBrowser, openPublicPage, signInAs, startSite, type Site } from './harness';

const EDITOR = { username: 'sven.editor', fullName: 'Sven Berg' };

const dialogNamed = (page: Page, name: string): Locator => page.getByRole('dialog', { name });

/** The serious and critical axe violations inside the open dialog. */
async function dialogViolations(page: Page): Promise<string[]> {
  // Fluent's focus-trap helpers are the one known false positive.
  const result = await new AxeBuilder({ page }).include('[role="dialog"]').exclude('[data-tabster-dummy]').analyze();
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`);
}

/** The row of an admin table that contains `text`. */
const rowWith = (page: Page, text: string): Locator => page.getByRole('row').filter({ hasText: text });

describeInBrowser('translations of content by staff, seen on the public site', () => {
  let site: Site;
  let page: Page;
  const suffix = Date.now().toString(36);
  const title = `Baltic logistics forum ${suffix}`;
  const swedishTitle = `Baltiskt logistikforum ${suffix}`;
  let eventId = 0;

  beforeAll(async () => {
    site = await startSite();
    await createUser(site.server.db, { role: 'editor', ...EDITOR });
    const event = await createEvent(site.server.db, {
      title,
      description: 'Ports, rail and road freight across the Baltic Sea.',
      location: 'Riga, Latvia',
    });
    eventId = event.id;
    page = await site.newPage();
    await signInAs(page, EDITOR.username);
  });
  afterAll(() => site.close());

  /** Opens the events list searched by the event's English title, and its edit dialog. */
  async function openEvent(): Promise<Locator> {
    await page.goto('/admin/events');
    await page.getByRole('searchbox', { name: 'Search events' }).fill(title);
    await expect.poll(() => rowWith(page, title).count()).toBe(1);
    await page.getByRole('button', { name: `Edit ${title}` }).click();
    const dialog = dialogNamed(page, 'Edit event');
    await dialog.waitFor();
    return dialog;
  }

  it('an editor writes the Swedish text in the event dialog, checked before it is marked ready', async () => {
    await page.goto('/admin/events');
    await page.getByRole('searchbox', { name: 'Search events' }).fill(title);
    await expect.poll(() => rowWith(page, title).count()).toBe(1);
    // The list says where each translation stands, in words for screen readers.
    expect(await rowWith(page, title).getByText('Spanish: missing, Swedish: missing').count()).toBe(1);

    const dialog = await openEvent();
    await dialog.getByRole('tab', { name: 'Svenska, Missing' }).click();
    const panel = dialog.getByRole('tabpanel');
    // The English original is shown above each field.
    await expect.poll(() => panel.getByText(title).count()).toBe(1);
    expect(await dialogViolations(page)).toEqual([]);

    await panel.getByLabel(/^Title/).fill(swedishTitle);
    await panel.getByLabel(/^Location/).fill('Riga, Lettland');
    // Ready needs every field English has: the description is still empty.
    await panel.getByRole('switch', { name: 'Ready to publish' }).check();
    await dialog.getByRole('button', { name: 'Save translation' }).click();
    await expect
      .poll(() => panel.getByText('Fill in this field before you mark the translation as ready').count())
      .toBe(1);

    // The Markdown toolbar writes around the selection; the preview shows the formatted text.
    const description = panel.getByLabel(/^Description/);
    await description.fill('Hamnar, järnväg och vägfrakt runt Östersjön.');
    await description.evaluate((element: HTMLTextAreaElement) => element.setSelectionRange(0, 6));
    await panel.getByRole('button', { name: /^Bold/ }).click();
    await expect.poll(() => description.inputValue()).toBe('**Hamnar**, järnväg och vägfrakt runt Östersjön.');
    await panel.getByRole('button', { name: 'Preview' }).click();
    const preview = panel.getByRole('region', { name: 'Preview of Description' });
    await expect.poll(() => preview.locator('strong').textContent()).toBe('Hamnar');
    expect(await dialogViolations(page)).toEqual([]);
    await panel.getByRole('button', { name: 'Preview' }).click();

    // Another tab and back: nothing typed is lost.
    await dialog.getByRole('tab', { name: /^English/ }).click();
    expect(
      await dialog
        .getByRole('tabpanel')
        .getByLabel(/^Title/)
        .inputValue(),
    ).toBe(title);
    await dialog.getByRole('tab', { name: /^Svenska, Missing/ }).click();
    expect(await panel.getByLabel(/^Title/).inputValue()).toBe(swedishTitle);

    await dialog.getByRole('button', { name: 'Save translation' }).click();
    await expect.poll(() => dialog.getByRole('tab', { name: 'Svenska, Ready' }).count()).toBe(1);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => dialog.count()).toBe(0);

    // The list shows Swedish ready, and the filter of missing Swedish texts leaves the event out.
    await expect.poll(() => rowWith(page, title).getByText('Spanish: missing, Swedish: ready').count()).toBe(1);
    await page.getByLabel('Translations').selectOption('sv');
    await expect.poll(() => rowWith(page, title).count()).toBe(0);
    await page.getByLabel('Translations').selectOption('es');
    await expect.poll(() => rowWith(page, title).count()).toBe(1);
  });

  it('the Swedish page shows the Swedish title; the English page keeps the English one', async () => {
    const visitor = await site.newPage();
    await openPublicPage(visitor, `/sv/events/${eventId}`);
    expect(await visitor.getByRole('heading', { level: 1, name: swedishTitle }).count()).toBe(1);
    await openPublicPage(visitor, `/events/${eventId}`);
    expect(await visitor.getByRole('heading', { level: 1, name: title }).count()).toBe(1);
    await visitor.context().close();
  });

  it('changing the English description marks the Swedish text as needing review; saving it again clears that', async () => {
    let dialog = await openEvent();
    const english = dialog.getByRole('tabpanel');
    await english
      .getByLabel(/^Description/)
      .fill('Ports, rail, road and air freight across the Baltic Sea, with a site visit.');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => rowWith(page, title).getByText('Spanish: missing, Swedish: needs review').count()).toBe(1);

    dialog = await openEvent();
    await dialog.getByRole('tab', { name: 'Svenska, Needs review' }).click();
    const panel = dialog.getByRole('tabpanel');
    await expect.poll(() => panel.getByText(/The English text has changed/).count()).toBe(1);
    await panel.getByLabel(/^Description/).fill('Hamnar, järnväg, väg- och flygfrakt runt Östersjön, med studiebesök.');
    await dialog.getByRole('button', { name: 'Save translation' }).click();
    await expect.poll(() => dialog.getByRole('tab', { name: 'Svenska, Ready' }).count()).toBe(1);

    // The translation's save moved the item's version: the English form, opened before it, saves
    // with the new version (no conflict).
    await dialog.getByRole('tab', { name: /^English/ }).click();
    await dialog
      .getByRole('tabpanel')
      .getByLabel(/^Location/)
      .fill('Riga, Latvia (Port of Riga)');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await page.getByText('Changed by someone else').count()).toBe(0);
  });
  it('a Spanish save over a version someone else moved gets the conflict message; the current version loads and saves', async () => {
    const dialog = await openEvent();
    // The English fields hold English text, whatever the interface's language.
    expect(
      await dialog
        .getByRole('tabpanel')
        .getByLabel(/^Title/)
        .getAttribute('lang'),
    ).toBe('en');
    await dialog.getByRole('tab', { name: 'Español, Missing' }).click();
    const panel = dialog.getByRole('tabpanel');
    // The Spanish fields are marked Spanish (spelling and screen readers), the English text beside them English.
    expect(await panel.getByLabel(/^Title/).getAttribute('lang')).toBe('es');
    expect(await panel.getByLabel(/^Description/).getAttribute('lang')).toBe('es');
    await panel.getByLabel(/^Title/).fill(`Foro báltico de logística ${suffix}`);

    // Meanwhile someone else saves the Swedish text: the item's version moves on.
    const other = await site.apiAs('editor');
    const current = await other.get<{ version: number; translations: { sv: { fields: Record<string, string> } } }>(
      `/api/admin/events/${eventId}`,
    );
    const saved = await other.put(`/api/admin/events/${eventId}/translations/sv`, {
      version: current.body.version,
      ready: true,
      fields: current.body.translations.sv.fields,
    });
    expect(saved.status).toBe(200);

    await dialog.getByRole('button', { name: 'Save translation' }).click();
    await expect.poll(() => panel.getByText('Changed by someone else').count()).toBe(1);
    await panel.getByRole('button', { name: 'Load current version' }).click();
    await expect.poll(() => panel.getByLabel(/^Title/).inputValue()).toBe('');
    await panel.getByLabel(/^Title/).fill(`Foro báltico de logística ${suffix}`);
    await dialog.getByRole('button', { name: 'Save translation' }).click();
    // Saved as a draft (not ready): visitors keep seeing English.
    await expect.poll(() => dialog.getByRole('tab', { name: 'Español, Draft' }).count()).toBe(1);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => rowWith(page, title).getByText('Spanish: draft, Swedish: ready').count()).toBe(1);
  });
});
