import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { OUTBOX_STATUSES, type Role } from '../../shared/entities';
import { ADMIN_ROUTES, can } from '../../shared/roles';
import {
  createContactSubmission,
  createEvent,
  createMember,
  createNewsArticle,
  createOutboxMail,
  createRegistration,
  createUser,
} from '../factories';
import { describeInBrowser, signInAs, startSite, type Site } from './harness';

/**
 * Every admin screen a role may open (the settings' tabs each count), as addresses; a record's
 * screen (`:id`) with the record `id`.
 */
function screensOf(role: Role, id: number): string[] {
  const paths: string[] = ADMIN_ROUTES.filter((route) => can(role, route.permission)).map((route) =>
    route.path.replace(':id', String(id)),
  );
  if (can(role, 'settings:manage')) paths.push('/admin/settings?tab=site');
  if (can(role, 'outbox:manage')) paths.push('/admin/settings?tab=outbox');
  return paths;
}

/**
 * Badges whose text contrasts less than 4.5:1 with what lies behind it (the nearest ancestor with a
 * background). axe leaves badges to manual review (their outline is a pseudo-element), so this
 * measures them itself.
 */
function lowContrastBadges(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const rgba = (value: string): number[] => (value.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
      const [lr, lg, lb] = [r, g, b].map((channel) => {
        const c = channel / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * (lr ?? 0) + 0.7152 * (lg ?? 0) + 0.0722 * (lb ?? 0);
    };
    const backgroundOf = (element: Element | null): number[] => {
      for (let node = element; node; node = node.parentElement) {
        const color = rgba(getComputedStyle(node).backgroundColor);
        if (color.length >= 3 && (color[3] ?? 1) > 0) return color;
      }
      return [255, 255, 255];
    };
    return Array.from(document.querySelectorAll('.fui-Badge'))
      .filter((badge) => (badge.textContent ?? '').trim() !== '')
      .flatMap((badge) => {
        const text = luminance(rgba(getComputedStyle(badge).color));
        const back = luminance(backgroundOf(badge));
        const ratio = (Math.max(text, back) + 0.05) / (Math.min(text, back) + 0.05);
        return ratio < 4.5 ? [`badge "${badge.textContent}" ${ratio.toFixed(2)}:1`] : [];
      });
  });
}

/** Badge texts each screen must show with the seeded data, so their contrast is measured. */
const BADGES_ON: Record<string, string[]> = {
  '/admin/news': ['Draft', 'Scheduled'],
  '/admin/events/:id/attendees': ['Has a place', 'Cancelled'],
  '/admin/events/:id/check-in': ['Has a place', 'Cancelled'],
};

/** Waits until the screen shows its heading and no spinner (its data has arrived). */
async function settle(page: Page): Promise<void> {
  await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBe(1);
  await expect.poll(() => page.locator('.fui-Spinner').count()).toBe(0);
  await page.waitForLoadState('networkidle');
}

describeInBrowser('admin screens: contrast and narrow screens', () => {
  let site: Site;
  const users: Partial<Record<Role, string>> = {};
  /** An event registered for here, with people registered: its attendee screen is checked too. */
  let eventId = 0;

  beforeAll(async () => {
    site = await startSite();
    const { db } = site.server;
    for (const role of ['admin', 'editor', 'viewer'] as const) {
      const user = await createUser(db, { role, requestedRole: role === 'viewer' ? 'editor' : null });
      users[role] = user.username;
    }
    // Every status the admin colours: a draft and a scheduled article, pending and processed
    // contacts, a deactivated user, a pending request, and the generated-password prompt.
    await createNewsArticle(db, { title: 'A draft about tariffs', status: 'draft' });
    await createNewsArticle(db, {
      title: 'Scheduled regional report',
      status: 'published',
      publishDate: new Date(Date.now() + 7 * 86_400_000),
    });
    await createContactSubmission(db, { processed: true, processedAt: new Date() });
    await createContactSubmission(db, {});
    await createUser(db, { role: 'editor', active: false });
    await createUser(db, {
      username: 'annakarin_lindqvist',
      fullName: 'Anna-Karin Lindqvist Johansson',
      email: 'annakarin.lindqvist@handelskammaren.se',
    });
    // A mail in every state of the outbox (each has its badge).
    for (const status of OUTBOX_STATUSES) {
      await createOutboxMail(db, { status, attempts: 1, lastError: status === 'failed' ? '550 No such user' : null });
    }
    await db.models.User.update({ passwordGenerated: true }, { where: { username: users.admin } });
    // Its attendee list and door show every registration state: a place, a place already checked
    // in, a waiting-list place and a cancelled registration.
    const event = await createEvent(db, { registrationMode: 'internal', capacity: 2, eventType: 'hybrid' });
    eventId = event.id;
    await createRegistration(db, event.id, { fullName: 'Åsa Öberg', attendance: 'online' });
    await createRegistration(db, event.id, { fullName: 'Checked Guest', checkedInAt: new Date() });
    await createRegistration(db, event.id, { status: 'waitlisted' });
    await createRegistration(db, event.id, { fullName: 'Gone Guest', status: 'cancelled', cancelledAt: new Date() });
    // An application and a proposed listing change, each with the row that opens it.
    await db.models.MembershipApplication.create({
      companyName: 'Aurora Wind Energy Services AB',
      organisationNumber: '556677-8899',
      organisationKey: '5566778899',
      country: 'SE',
      region: 'nordic',
      industry: 'energy',
      companyWebsite: null,
      size: '10-49',
      contactName: 'Ingrid Bergström-Halvorsen',
      contactEmail: 'ingrid.bergstrom-halvorsen@aurora-wind.example',
      emailKey: 'ingrid.bergstrom-halvorsen@aurora-wind.example',
      contactPhone: '+46 8 555 010 30',
      message: null,
      language: 'en',
      consentedAt: new Date(),
    });
    await db.models.ListingChange.create({
      memberId: (await createMember(db, { name: 'Cordillera Andina Trading SA' })).id,
      fields: {
        description: 'Andean coffee for the Nordic market.',
        descriptionEs: null,
        descriptionSv: null,
        logo: null,
        logoAlt: null,
        website: null,
        location: 'Lima, Peru',
        contactName: null,
        contactEmail: null,
        contactPhone: null,
      },
      proposedBy: null,
    });
    // A draft newsletter: its row has Edit, Send and Delete (the 375 px walk reaches them).
    await db.models.Newsletter.create({
      list: 'newsletter',
      subjectEn: 'Autumn trade briefing',
      subjectEs: null,
      subjectSv: null,
      bodyEn: 'Body.',
      bodyEs: null,
      bodySv: null,
      createdBy: null,
    });
  });
  afterAll(() => site.close());

  it.each<Role>(['admin', 'editor', 'viewer'])(
    '%s: no serious or critical axe violation (colour contrast included) on any admin screen',
    async (role) => {
      const page = await site.newPage();
      await signInAs(page, users[role] ?? '');
      const problems: string[] = [];
      for (const path of screensOf(role, eventId)) {
        await page.goto(path);
        await settle(page);
        // The states whose badges are measured are on screen (not still loading, not filtered out).
        for (const state of BADGES_ON[path.replace(String(eventId), ':id')] ?? []) {
          await expect
            .poll(
              () =>
                page
                  .locator('.fui-Badge')
                  .filter({ hasText: new RegExp(`^${state}$`) })
                  .count(),
              {
                message: `${path}: ${state}`,
              },
            )
            .toBeGreaterThan(0);
        }
        for (const badge of await lowContrastBadges(page)) problems.push(`${path}: ${badge}`);
        // Fluent's focus-trap helpers are the one known false positive.
        const result = await new AxeBuilder({ page }).exclude('[data-tabster-dummy]').analyze();
        for (const violation of result.violations) {
          if (violation.impact !== 'serious' && violation.impact !== 'critical') continue;
          const where = violation.nodes
            .slice(0, 3)
            .map((node) => `${node.target.join(' ')} ${node.failureSummary?.split('\n').slice(1).join(' ') ?? ''}`);
          problems.push(`${path}: ${violation.id} (${violation.impact}) ${where.join(' | ')}`);
        }
      }
      expect(problems).toEqual([]);
      await page.context().close();
    },
    180_000,
  );

  it('at 375 px every list row is stacked, its buttons in view without scrolling sideways', async () => {
    const page = await site.newPage({ viewport: { width: 375, height: 800 } });
    await signInAs(page, users.admin ?? '');
    /**
     * At 375 px `row` (of a table in the box it scrolls in) is stacked: its cells one below the
     * other, each named by its column (`label` is one of them), its buttons in view, and neither
     * the page nor the table's box scrolls sideways.
     */
    const expectStacked = async (row: Locator, label: string, where: string) => {
      await expect.poll(() => row.count(), { message: where }).toBe(1);
      const cells = await row.getByRole('cell').all();
      expect(cells.length, where).toBeGreaterThan(1);
      let bottom = -Infinity;
      for (const cell of cells) {
        const box = await cell.boundingBox();
        expect(box, where).not.toBeNull();
        expect(box!.y, where).toBeGreaterThanOrEqual(bottom - 1);
        bottom = box!.y + box!.height;
      }
      for (const button of await row.getByRole('button').all()) {
        await button.scrollIntoViewIfNeeded();
        const box = await button.boundingBox();
        expect(box, where).not.toBeNull();
        expect(box!.x, where).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width, where).toBeLessThanOrEqual(375);
      }
      const overflow = await row.evaluate((tr) => {
        const scroller = tr.closest('table')?.parentElement;
        return {
          // With a dialog open the page's scrollbar gives way to a gutter: wider than the content.
          page: Math.max(0, document.documentElement.scrollWidth - document.documentElement.clientWidth),
          table: scroller ? scroller.scrollWidth - scroller.clientWidth : 0,
        };
      });
      expect(overflow, where).toEqual({ page: 0, table: 0 });
      expect(await row.getByText(label, { exact: true }).isVisible(), where).toBe(true);
    };

    for (const { path, label, name } of [
      { path: '/admin/members', label: 'Actions' },
      { path: '/admin/events', label: 'Actions' },
      { path: '/admin/news', label: 'Actions' },
      { path: '/admin/newsletters', label: 'Actions' },
      { path: '/admin/settings?tab=users', label: 'Actions' },
      { path: `/admin/events/${eventId}/attendees`, label: 'Actions', name: 'Åsa Öberg' },
      // A row with its Check in button (one already checked in has none).
      { path: `/admin/events/${eventId}/check-in`, label: 'Check-in', name: 'Åsa Öberg' },
      { path: '/admin/applications', label: 'Representative' },
      { path: '/admin/listing-changes', label: 'Actions' },
    ]) {
      await page.goto(path);
      await settle(page);
      const rows = page.locator('table tbody tr');
      const row = (name ? rows.filter({ hasText: name }) : rows).first();
      // Every one of these rows has a way in: an action, the name that opens it, the check-in.
      await expect.poll(() => row.getByRole('button').count(), { message: path }).toBeGreaterThan(0);
      await expectStacked(row, label, path);
    }

    // A proposal's review, in its dialog: each field's listing and proposal one under the other.
    await page.goto('/admin/listing-changes');
    await settle(page);
    await page
      .locator('table tbody tr')
      .first()
      .getByRole('button', { name: /^Review the changes proposed for / })
      .click();
    const review = page.getByRole('dialog');
    await expect.poll(() => review.getByRole('table').count()).toBe(1);
    await expectStacked(review.getByRole('table').locator('tbody tr').first(), 'Proposed', 'listing change review');
    await page.keyboard.press('Escape');
    await expect.poll(() => review.count()).toBe(0);

    // The dry run of a CSV import, in its dialog: a row to create and a row with errors.
    await page.goto('/admin/members');
    await settle(page);
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('input[type=file]').setInputFiles({
      name: 'members.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        'Name,Location,Description,Industry,Region\r\n' +
          'Fjällräven Outdoor Import AB,Umeå,Outdoor gear,manufacturing,nordic\r\n' +
          'Cordillera Andina Exportadora de Productos Agrícolas SA,,,not-an-industry,nowhere\r\n',
      ),
    });
    // Its column mapping first: each row stacked, the field's dropdown wide enough for its choice.
    const mapping = dialog.getByRole('table', { name: 'Columns of the file' });
    await expect.poll(() => mapping.count()).toBe(1);
    const industryRow = mapping.locator('tbody tr').filter({ hasText: 'manufacturing' });
    await expectStacked(industryRow, 'Field', 'import mapping');
    const choice = industryRow.getByRole('combobox', { name: 'Industry' });
    expect(await choice.inputValue()).toBe('industry');
    const choiceBox = await choice.boundingBox();
    expect(choiceBox!.width, 'the field dropdown shows its choice').toBeGreaterThanOrEqual(150);
    expect(choiceBox!.x + choiceBox!.width).toBeLessThanOrEqual(375);
    await dialog.getByRole('button', { name: 'Preview' }).click();
    const preview = dialog.getByRole('table', { name: 'The first rows of the file' });
    await expect.poll(() => preview.count()).toBe(1);
    await expectStacked(preview.locator('tbody tr').filter({ hasText: 'Cordillera' }), 'Result', 'import preview');
    await page.context().close();
  });

  it('at 1280 px the Users table gives the user column room: an e-mail address breaks only after its @', async () => {
    const page = await site.newPage({ viewport: { width: 1280, height: 800 } });
    await signInAs(page, users.admin ?? '');
    await page.goto('/admin/settings?tab=users&search=lindqvist');
    await settle(page);
    const row = page.locator('table tbody tr', { hasText: 'annakarin.lindqvist@' });
    await expect.poll(() => row.count()).toBe(1);
    const layout = await row.evaluate((tr) => {
      const cell = tr.querySelector('td');
      const email = Array.from(cell?.querySelectorAll('span') ?? []).find((span) =>
        (span.textContent ?? '').includes('@'),
      );
      // Each piece of text (the mailbox with its '@', then the domain) on a single line.
      const lines = Array.from(email?.childNodes ?? [])
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => {
          const range = document.createRange();
          range.selectNodeContents(node);
          return new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top))).size;
        });
      const scroller = tr.closest('table')?.parentElement;
      return {
        cellWidth: cell?.getBoundingClientRect().width ?? 0,
        lines,
        sideways: scroller ? scroller.scrollWidth - scroller.clientWidth : -1,
      };
    });
    // 10rem of text and its padding, at the table's narrowest.
    expect(layout.cellWidth).toBeGreaterThanOrEqual(176);
    expect(layout.lines).toEqual([1, 1]);
    // The whole row, its actions included, is in view without scrolling the table sideways.
    expect(layout.sideways).toBe(0);
    for (const button of await row.getByRole('button').all()) {
      const box = await button.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x + box!.width).toBeLessThanOrEqual(1280);
    }
    await page.context().close();
  });

  it('an edit dialog opened from the keyboard takes focus, is not hidden from screen readers, and gives focus back', async () => {
    const page = await site.newPage();
    await signInAs(page, users.editor ?? '');
    await page.goto('/admin/news');
    await settle(page);
    const edit = page.getByRole('button', { name: 'Edit A draft about tariffs' });
    // The keyboard's way: Tab onto the button (its tooltip shows), then Enter. The dialog loads the
    // article first, then shows the form.
    await edit.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByRole('textbox', { name: /^Title/ }).count()).toBe(1);
    await expect
      .poll(() =>
        page.evaluate(() => document.querySelector('[role=dialog]')?.contains(document.activeElement) ?? false),
      )
      .toBe(true);
    expect(
      await page.evaluate(() => document.querySelector('[role=dialog]')?.closest('[aria-hidden=true]') === null),
    ).toBe(true);
    // Tab stays within the dialog.
    for (let step = 0; step < 12; step += 1) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.querySelector('[role=dialog]')?.contains(document.activeElement))).toBe(
        true,
      );
    }
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => edit.evaluate((button) => button === document.activeElement)).toBe(true);
    await page.context().close();
  });

  it('the article dialog at 800 px high: the fields scroll with a divider below, the actions stay in view', async () => {
    const page = await site.newPage({ viewport: { width: 1280, height: 800 } });
    await signInAs(page, users.editor ?? '');
    await page.goto('/admin/news');
    await settle(page);
    await page.getByRole('button', { name: 'Add article' }).click();
    const dialog = page.getByRole('dialog');
    const body = dialog.locator('.fui-DialogContent');
    await expect.poll(() => body.getAttribute('data-more-below')).toBe('true');
    const featured = dialog.getByRole('switch', { name: /Featured/ });
    const lastField = body.locator('.fui-Field').last();
    const inView = async (locator: ReturnType<Page['locator']>) => {
      const box = await locator.boundingBox();
      const frame = await body.boundingBox();
      return Boolean(box && frame && box.y >= frame.y && box.y + box.height <= frame.y + frame.height);
    };
    expect(await inView(lastField)).toBe(false);
    // The edge that hides fields is drawn: a visible divider (not the transparent one).
    const divider = await body.evaluate((element) => getComputedStyle(element).borderBottomColor);
    expect(divider).not.toMatch(/rgba\(0, 0, 0, 0\)|transparent/);
    expect(await dialog.getByRole('button', { name: 'Save' }).isVisible()).toBe(true);

    await body.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
    await expect.poll(() => body.getAttribute('data-more-below')).toBe('false');
    expect(await body.getAttribute('data-more-above')).toBe('true');
    await expect.poll(() => inView(lastField)).toBe(true);
    expect(await inView(featured)).toBe(true);
    expect(await dialog.getByRole('button', { name: 'Save' }).isVisible()).toBe(true);
    await page.context().close();
  });
});
