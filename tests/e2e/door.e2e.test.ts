import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createEvent, createRegistration, createUser } from '../factories';
import { createSessionFetch } from '../helpers/session-fetch';
import { newDesktopContext, startDesktopHarness, type DesktopHarness } from './desktop-harness';
import { describeInBrowser, navigateInApp, signInAs, startSite, type Site } from './harness';

const VERSION = '0.1.0-door';
const FIRST = { username: 'door.first', fullName: 'Dora Door' };
const SECOND = { username: 'door.second', fullName: 'Dag Dörr' };
/** Long enough for the door's own retry (every 15 s) to find the connection back. */
const FLUSH_WAIT = { timeout: 40_000 };

interface Door {
  harness: DesktopHarness;
  context: BrowserContext;
  page: Page;
}

describeInBrowser('the door: check-ins kept on the computer while offline, sent when the server answers', () => {
  let site: Site;
  const doors: Door[] = [];
  let firstId = 0;

  beforeAll(async () => {
    site = await startSite();
    firstId = (await createUser(site.server.db, { role: 'editor', ...FIRST })).id;
    await createUser(site.server.db, { role: 'editor', ...SECOND });
  });
  afterAll(async () => {
    for (const door of doors) {
      await door.context.close();
      await door.harness.close();
    }
    await site?.close();
  });

  const newEvent = (title: string) =>
    createEvent(site.server.db, {
      title: `${title} ${Date.now().toString(36)}`,
      registrationMode: 'internal',
      capacity: 50,
      // Today: the server keeps the door's time only from shortly before the event starts.
      date: new Date(Date.now() + 3_600_000),
    });
  const registration = (id: number) => site.server.db.models.EventRegistration.findByPk(id);

  /**
   * A desktop client of its own (its own session), signed in as `username`, on the door of `event`:
   * opened by its address, or from the row's action in the events list.
   */
  async function openDoor(
    username: string,
    event: { id: number; title: string },
    via: 'address' | 'events list' = 'address',
  ): Promise<Door> {
    const sessionFetch = createSessionFetch();
    const harness = await startDesktopHarness(site.baseUrl, sessionFetch);
    const context = await newDesktopContext(site.browser, harness, { server: site.baseUrl, version: VERSION });
    const page = await context.newPage();
    const door = { harness, context, page };
    doors.push(door);
    await signInAs(page, username);
    if (via === 'address') await page.goto(`/admin/events/${event.id}/check-in`);
    else {
      await navigateInApp(page, '/admin/events');
      await page.getByRole('searchbox', { name: 'Search events' }).fill(event.title);
      await page.getByRole('link', { name: `Door check-in: ${event.title}` }).click();
      await page.waitForURL((url) => url.pathname === `/admin/events/${event.id}/check-in`);
    }
    await page.getByRole('searchbox', { name: 'Find a person' }).waitFor();
    return door;
  }

  const unreachableBanner = (page: Page) => page.getByRole('alert').filter({ hasText: 'Cannot reach the server' });

  const row = (page: Page, name: string) => page.locator('[data-door-row]').filter({ hasText: name });
  const pendingRows = (page: Page) => page.locator('[data-door-row]').filter({ hasText: 'Not yet sent' });
  const status = (page: Page) => page.locator('[data-door-status]').getAttribute('data-door-status');

  it('checks three people in and adds a walk-in offline, keeps them over a closed window, sends them once back', async () => {
    const event = await newEvent('Door offline');
    const db = site.server.db;
    const ana = await createRegistration(db, event.id, { fullName: 'Ana Pérez', organization: 'Ñandú AB' });
    const bo = await createRegistration(db, event.id, { fullName: 'Bo Ek' });
    const cecilia = await createRegistration(db, event.id, { fullName: 'Cecilia Öberg' });
    const david = await createRegistration(db, event.id, { fullName: 'David Lind' });
    const erik = await createRegistration(db, event.id, {
      fullName: 'Erik Avbokad',
      status: 'cancelled',
      cancelledAt: new Date(),
    });
    const frida = await createRegistration(db, event.id, { fullName: 'Frida Väntar', status: 'waitlisted' });

    const { harness, context, page } = await openDoor(FIRST.username, event, 'events list');
    await expect.poll(() => page.locator('[data-door-row]').count()).toBe(6);
    // The search has focus on arrival; people with a place come first, the others cannot be checked in.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('search');
    expect(await row(page, 'Erik Avbokad').getByText('Cannot be checked in').count()).toBe(1);
    expect(await row(page, 'Frida Väntar').getByRole('button').count()).toBe(0);
    expect(await status(page)).toBe('online');

    harness.setOffline(true);
    const search = page.getByRole('searchbox', { name: 'Find a person' });
    // Enter on the one match, typed without its accent.
    await search.fill('perez');
    await search.press('Enter');
    await expect.poll(() => row(page, 'Ana Pérez').getByText('Not yet sent').count()).toBe(1);
    // One click.
    await page.getByRole('button', { name: 'Check in Bo Ek' }).click();
    await expect.poll(() => row(page, 'Bo Ek').getByText('Not yet sent').count()).toBe(1);
    // Two matches ("Cecilia Öberg", "David Lind"): Enter alone checks no one in; the arrow keys choose.
    await search.fill('li');
    await search.press('Enter');
    expect(await pendingRows(page).count()).toBe(0);
    await search.press('ArrowDown');
    await search.press('Enter');
    await expect.poll(() => row(page, 'Cecilia Öberg').getByText('Not yet sent').count()).toBe(1);

    await page.getByRole('button', { name: 'Add walk-in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a walk-in' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Add and check in' }).click();
    // The shared schema's rules, with the admin's translated messages.
    await expect.poll(() => dialog.getByText('This field is required').count()).toBeGreaterThan(0);
    await dialog.getByLabel(/^Name/).fill('Gunnar Gäst');
    await dialog.getByLabel(/^E-mail/).fill('gunnar.gast@example.org');
    await dialog.getByLabel(/^Organisation/).fill('Walk-in AB');
    await dialog.getByRole('button', { name: 'Add and check in' }).click();
    await expect.poll(() => dialog.count()).toBe(0);

    await search.fill('');
    await expect.poll(() => pendingRows(page).count()).toBe(4);
    await expect.poll(() => status(page)).toBe('offline');
    expect(await page.getByText('4 check-ins not yet sent').count()).toBe(1);
    // Nothing reached the server.
    expect((await registration(ana.id))?.checkedInAt).toBeNull();
    expect(await db.models.EventRegistration.count({ where: { eventId: event.id } })).toBe(6);

    // The window closes; a new one (same computer, same storage) opens with no answer to any
    // request, not even "who is signed in": the admin goes by the user last confirmed here, and
    // the door still has the check-ins, still unsent.
    await page.close();
    const again = await context.newPage();
    await again.goto(`/admin/events/${event.id}/check-in`);
    await expect.poll(() => pendingRows(again).count()).toBe(4);
    expect(new URL(again.url()).pathname).toBe(`/admin/events/${event.id}/check-in`);
    expect(await again.locator('[data-door-row]').count()).toBe(7);
    expect(await again.getByText('4 check-ins not yet sent').count()).toBe(1);
    expect(await again.locator('header').getByText(FIRST.fullName).count()).toBe(1);
    expect(await unreachableBanner(again).count()).toBe(1);
    expect(await status(again)).toBe('offline');
    expect((await registration(bo.id))?.checkedInAt).toBeNull();

    // The Wi-Fi is back: the door finds out by itself and sends the queue.
    harness.setOffline(false);
    await expect.poll(() => pendingRows(again).count(), FLUSH_WAIT).toBe(0);
    await expect.poll(() => status(again)).toBe('online');
    await expect.poll(() => unreachableBanner(again).count()).toBe(0);
    expect(await again.getByText('All check-ins sent').count()).toBe(1);

    for (const person of [ana, bo, cecilia]) expect((await registration(person.id))?.checkedInAt).toBeInstanceOf(Date);
    for (const person of [david, erik, frida]) expect((await registration(person.id))?.checkedInAt).toBeNull();
    expect((await registration(erik.id))?.status).toBe('cancelled');
    const all = await db.models.EventRegistration.findAll({ where: { eventId: event.id } });
    expect(all).toHaveLength(7);
    const walkIn = all.find((candidate) => candidate.email === 'gunnar.gast@example.org');
    expect(walkIn).toMatchObject({ fullName: 'Gunnar Gäst', status: 'confirmed', source: 'staff' });
    expect(walkIn?.checkedInAt).toBeInstanceOf(Date);
    expect(all.filter((candidate) => candidate.checkedInAt !== null)).toHaveLength(4);
  });

  it('two computers offline check the same person in: one check-in on the server, the first one', async () => {
    const event = await newEvent('Door twice');
    const greta = await createRegistration(site.server.db, event.id, { fullName: 'Greta Två' });
    const one = await openDoor(FIRST.username, event);
    const two = await openDoor(SECOND.username, event);
    one.harness.setOffline(true);
    two.harness.setOffline(true);

    const before = Date.now();
    await one.page.getByRole('button', { name: 'Check in Greta Två' }).click();
    await expect.poll(() => pendingRows(one.page).count()).toBe(1);
    const after = Date.now();
    // The second computer's click comes clearly later (its time would show if it won).
    await one.page.waitForTimeout(1200);
    await two.page.getByRole('button', { name: 'Check in Greta Två' }).click();
    await expect.poll(() => pendingRows(two.page).count()).toBe(1);

    one.harness.setOffline(false);
    await one.page.getByRole('button', { name: 'Send now' }).click();
    await expect.poll(() => pendingRows(one.page).count()).toBe(0);
    two.harness.setOffline(false);
    await expect.poll(() => pendingRows(two.page).count(), FLUSH_WAIT).toBe(0);

    const checkedInAt = (await registration(greta.id))?.checkedInAt?.getTime() ?? 0;
    expect(checkedInAt).toBeGreaterThanOrEqual(before - 1000);
    expect(checkedInAt).toBeLessThanOrEqual(after);
    expect(await site.server.db.models.DoorCheckIn.count({ where: { eventId: event.id } })).toBe(2);
    for (const { page } of [one, two]) {
      expect(
        await row(page, 'Greta Två')
          .getByText(/^Checked in/)
          .count(),
      ).toBe(1);
      expect(await page.locator('[data-attention]').count()).toBe(0);
    }
  });

  it('a registration cancelled on the server meanwhile is shown as needing attention, and stays cancelled', async () => {
    const event = await newEvent('Door conflict');
    const hugo = await createRegistration(site.server.db, event.id, { fullName: 'Hugo Hinder' });
    const { harness, page } = await openDoor(FIRST.username, event);
    harness.setOffline(true);
    await page.getByRole('button', { name: 'Check in Hugo Hinder' }).click();
    await expect.poll(() => pendingRows(page).count()).toBe(1);
    await hugo.update({ status: 'cancelled', cancelledAt: new Date() });

    harness.setOffline(false);
    const note = page.locator('[data-attention="cancelled"]');
    await expect.poll(() => note.count(), FLUSH_WAIT).toBe(1);
    expect(await note.textContent()).toContain('Hugo Hinder: registration cancelled on the server — not checked in');
    await expect.poll(() => pendingRows(page).count()).toBe(0);
    const stored = await registration(hugo.id);
    expect(stored?.status).toBe('cancelled');
    expect(stored?.checkedInAt).toBeNull();

    // Seen: staff dismiss it, and it stays dismissed after a reload.
    await page.getByRole('button', { name: 'Dismiss the note about Hugo Hinder' }).click();
    await expect.poll(() => note.count()).toBe(0);
    await page.reload();
    await page.getByRole('searchbox', { name: 'Find a person' }).waitFor();
    expect(await page.locator('[data-attention]').count()).toBe(0);
  });

  it('a session ended while the laptop was away: the door opens offline, the server’s 401 then asks for sign-in, and the queue waits for it', async () => {
    const event = await newEvent('Door session');
    const ivar = await createRegistration(site.server.db, event.id, { fullName: 'Ivar Igen' });
    const { harness, context, page } = await openDoor(FIRST.username, event);
    harness.setOffline(true);
    await page.getByRole('button', { name: 'Check in Ivar Igen' }).click();
    await expect.poll(() => pendingRows(page).count()).toBe(1);

    await page.close();
    const again = await context.newPage();
    await again.goto(`/admin/events/${event.id}/check-in`);
    await expect.poll(() => pendingRows(again).count()).toBe(1);
    // Meanwhile the session ended on the server (a password changed elsewhere, an administrator),
    // as the server ends sessions: a new session version, and the stored sessions deleted (a
    // request still in flight that saves its session again cannot bring it back).
    await site.server.db.models.User.increment('sessionVersion', { where: { id: firstId } });
    await site.server.db.models.Session.destroy({ where: { userId: firstId } });

    // The server answers again, with 401: sign-in is needed; nothing was sent, nothing is lost.
    harness.setOffline(false);
    await again.waitForURL((url) => url.pathname === '/auth', FLUSH_WAIT);
    expect((await registration(ivar.id))?.checkedInAt).toBeNull();

    // Signed in again, the same user's door sends what waited.
    await signInAs(again, FIRST.username);
    await again.goto(`/admin/events/${event.id}/check-in`);
    await expect.poll(async () => (await registration(ivar.id))?.checkedInAt, FLUSH_WAIT).toBeInstanceOf(Date);
    await expect
      .poll(() =>
        row(again, 'Ivar Igen')
          .getByText(/^Checked in/)
          .count(),
      )
      .toBe(1);
    await expect.poll(() => pendingRows(again).count()).toBe(0);
  });
});
