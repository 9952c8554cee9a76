import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { EventRegistration, ManagedEvent } from '../../shared/entities';
import { createEvent, createRegistration, createUser } from '../factories';
import type { ApiClient } from '../helpers/http';
import { describeInBrowser, signInAs, startSite, type Site } from './harness';

// The attendee screen at the door, from the keyboard: every control below is reached by focus and
// worked with Enter or Space, and what the screen shows is checked against the API.

const EDITOR = { username: 'door.editor', fullName: 'Dora Door' };
const EVENT_TITLE = 'Door Gala Attendees';

const dialogNamed = (page: Page, name: string): Locator => page.getByRole('dialog', { name });
const rowWith = (page: Page, text: string): Locator => page.getByRole('row').filter({ hasText: text });

/** Focuses a control and presses a key on it, as someone without a mouse does. */
async function press(control: Locator, key: 'Enter' | 'Space' = 'Enter'): Promise<void> {
  await control.focus();
  await control.press(key);
}

describeInBrowser('the attendee screen', () => {
  let site: Site;
  let page: Page;
  let staff: ApiClient;
  let eventId: number;

  /** One registration as the staff API lists it now. */
  async function registrationOf(name: string): Promise<EventRegistration> {
    const response = await staff.get<EventRegistration[]>(
      `/api/admin/events/${eventId}/registrations?search=${encodeURIComponent(name)}`,
    );
    const found = response.body.find((item) => item.fullName === name);
    if (!found) throw new Error(`${name} is not registered`);
    return found;
  }

  beforeAll(async () => {
    site = await startSite();
    await createUser(site.server.db, { role: 'editor', ...EDITOR });
    staff = await site.apiAs('editor');
    const event = await createEvent(site.server.db, {
      title: EVENT_TITLE,
      eventType: 'in-person',
      registrationMode: 'internal',
      capacity: 2,
      waitlist: true,
      timeZone: 'Europe/Stockholm',
      date: new Date(Date.now() + 10 * 86_400_000),
    });
    eventId = event.id;
    const hour = 3_600_000;
    const at = (hours: number) => new Date(Date.now() - 48 * hour + hours * hour);
    await createRegistration(site.server.db, eventId, {
      fullName: 'Åsa Öberg',
      organization: 'Malmö Hamn AB',
      createdAt: at(1),
    });
    await createRegistration(site.server.db, eventId, { fullName: 'Bruno Díaz', createdAt: at(2) });
    await createRegistration(site.server.db, eventId, {
      fullName: 'Carla Espera',
      status: 'waitlisted',
      createdAt: at(3),
    });
    // The browser runs in Tokyo: the event form must still read times in the event's own zone.
    page = await site.newPage({ timezoneId: 'Asia/Tokyo', acceptDownloads: true });
    await signInAs(page, EDITOR.username);
  }, 120_000);
  afterAll(() => site.close());

  it('opens from the events list with the search focused; one key checks a person in, and again undoes it', async () => {
    await page.goto('/admin/events');
    await page.getByLabel('Search events').fill(EVENT_TITLE);
    const row = rowWith(page, EVENT_TITLE);
    await expect.poll(() => row.count()).toBe(1);
    // The registrations column: 2 of 2 places taken, one waiting.
    expect(await row.getByText('2 / 2').count()).toBe(1);
    expect(await row.getByText('+1 waiting').count()).toBe(1);
    await press(row.getByRole('link', { name: `Attendees of ${EVENT_TITLE}` }));
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/admin/events/${eventId}/attendees`);
    await page.getByRole('heading', { level: 1, name: `Attendees: ${EVENT_TITLE}` }).waitFor();

    // At the door: the search has focus, so a name typed at once finds the person.
    const search = page.getByRole('searchbox', { name: 'Search attendees' });
    await expect.poll(() => search.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.type('Åsa');
    await expect.poll(() => page.getByRole('row').count()).toBe(2);

    const toggle = page.getByRole('button', { name: 'Checked in: Åsa Öberg' });
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    // The button says what is so: not yet arrived, then arrived.
    expect((await toggle.textContent())?.trim()).toBe('Check in');
    await press(toggle, 'Space');
    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(async () => (await toggle.textContent())?.trim()).toBe('Checked in');
    await expect.poll(async () => (await registrationOf('Åsa Öberg')).checkedInAt).not.toBeNull();

    // Undone at once with the version the first click's answer brought (no 409).
    await press(toggle, 'Space');
    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('false');
    await expect.poll(async () => (await registrationOf('Åsa Öberg')).checkedInAt).toBeNull();
    expect(await page.getByText('Changed by someone else').count()).toBe(0);
  });

  it('gives a waiting person a place, and cancels someone, each after a confirmation', async () => {
    const search = page.getByRole('searchbox', { name: 'Search attendees' });
    await search.fill('Carla');
    const carla = rowWith(page, 'Carla Espera');
    await expect.poll(() => carla.getByText('Waiting list, no. 1').count()).toBe(1);
    await press(carla.getByRole('button', { name: 'Give Carla Espera a place' }));
    const promote = dialogNamed(page, 'Give this person a place?');
    await promote.waitFor();
    await press(promote.getByRole('button', { name: 'Give a place' }));
    await expect.poll(() => promote.count()).toBe(0);
    await expect.poll(() => carla.getByText('Has a place').count()).toBe(1);
    expect((await registrationOf('Carla Espera')).status).toBe('confirmed');

    await search.fill('Bruno');
    const bruno = rowWith(page, 'Bruno Díaz');
    await press(bruno.getByRole('button', { name: 'Cancel the registration of Bruno Díaz' }));
    const cancel = dialogNamed(page, 'Cancel this registration?');
    await cancel.waitFor();
    // Keeping it changes nothing.
    await press(cancel.getByRole('button', { name: 'Keep it' }));
    await expect.poll(() => cancel.count()).toBe(0);
    expect((await registrationOf('Bruno Díaz')).status).toBe('confirmed');
    await press(bruno.getByRole('button', { name: 'Cancel the registration of Bruno Díaz' }));
    await cancel.waitFor();
    await press(cancel.getByRole('button', { name: 'Cancel registration' }));
    await expect.poll(() => cancel.count()).toBe(0);
    await expect.poll(() => bruno.getByText('Cancelled').count()).toBe(1);
    expect((await registrationOf('Bruno Díaz')).status).toBe('cancelled');
  });

  it('exports the list as CSV: UTF-8 with a byte order mark, names intact', async () => {
    await page.getByRole('searchbox', { name: 'Search attendees' }).fill('');
    await expect.poll(() => page.getByRole('row').count()).toBe(4);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      press(page.getByRole('link', { name: 'Export CSV' }).or(page.getByRole('button', { name: 'Export CSV' }))),
    ]);
    const bytes = await readFile(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    expect(text).toContain('Åsa Öberg');
    expect(text).toContain('Malmö Hamn AB');
    expect(text).toContain('Carla Espera');
  });

  it('saves an event’s time zone, and its start typed as the clocks show it there', async () => {
    const title = 'Mexico City Trade Breakfast';
    await page.goto('/admin/events');
    await press(page.getByRole('button', { name: 'Add event' }));
    const dialog = dialogNamed(page, 'Add event');
    await dialog.waitFor();
    await dialog.getByLabel(/^Title/).fill(title);
    await dialog.getByLabel(/^Description/).fill('Breakfast with the Mexican members.');
    await dialog.getByLabel(/^Location/).fill('Ciudad de México');
    await dialog.getByLabel(/^Event type/).selectOption('in-person');
    await dialog.getByLabel(/^Time zone/).selectOption('America/Mexico_City');
    await dialog.getByLabel(/^Region/).selectOption('ibero-america');
    await dialog.getByLabel(/^Start date and time/).fill('2027-01-20T08:30');
    const here = dialog.getByRole('radio', { name: 'On this site' });
    await press(here, 'Space');
    await dialog.getByLabel(/^Number of places/).fill('30');
    await press(dialog.getByRole('button', { name: 'Save' }));
    // The new event stays in the dialog (now its edit form) for its translations: Cancel closes it.
    const added = dialogNamed(page, 'Edit event');
    await expect.poll(() => added.getByText(/^Saved\. You can now add/).count()).toBe(1);
    await press(added.getByRole('button', { name: 'Cancel' }));
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

    const listed = await staff.get<ManagedEvent[]>(`/api/admin/events?search=${encodeURIComponent(title)}`);
    const saved = listed.body.find((event) => event.title === title);
    expect(saved).toMatchObject({
      timeZone: 'America/Mexico_City',
      // 08:30 in Mexico City (UTC−6), whatever the browser's zone (Tokyo here).
      date: '2027-01-20T14:30:00.000Z',
      region: 'ibero-america',
      registrationMode: 'internal',
      capacity: 30,
      waitlist: true,
    });

    // Opened again, the form shows the time as typed, in the event's zone.
    await page.getByLabel('Search events').fill(title);
    await press(rowWith(page, title).getByRole('button', { name: `Edit ${title}` }));
    const edit = dialogNamed(page, 'Edit event');
    await edit.waitFor();
    expect(await edit.getByLabel(/^Start date and time/).inputValue()).toBe('2027-01-20T08:30');
    expect(await edit.getByLabel(/^Time zone/).inputValue()).toBe('America/Mexico_City');
  });
});
