import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { LANGUAGES, PAGING } from '../../shared/constants';
import type { ChamberEvent, Member, NewsArticle } from '../../shared/entities';
import { LANGUAGE_COOKIE } from '../../shared/browser-storage';
import { localizedPath, PAGE_ROUTES } from '../../shared/routes';
import membersEs from '../../apps/web/src/locales/es/members.json';
import svCommon from '../../apps/web/src/locales/sv/common.json';
import svEvents from '../../apps/web/src/locales/sv/events.json';
import { chamberTheme } from '../../apps/ui/theme';
import { describeInBrowser, islandsHydrated, startSite, type Site } from './harness';

// The public pages are HTML from the server; only their islands run JavaScript. These checks prove,
// in Chromium, that every island hydrates cleanly and works, and that the pages work without it.

const UNKNOWN_PATH = '/no-such-page';

/** Whitespace-normalized text of each element a locator matches. */
async function texts(locator: ReturnType<Page['locator']>): Promise<string[]> {
  return (await locator.allTextContents()).map((text) => text.replace(/\s+/g, ' ').trim());
}

/** The rules in the page's style elements of the buckets the site's stylesheet holds (run in the page). */
const sharedRulesInserted = () =>
  Array.from(document.querySelectorAll<HTMLStyleElement>('style[data-make-styles-bucket]'))
    .filter((style) => ['r', 'd', 'l', 'v', 'w', 'f', 'i', 'h', 'a'].includes(style.dataset.makeStylesBucket ?? ''))
    .reduce((count, style) => count + (style.sheet?.cssRules.length ?? 0), 0);

/** Marks the loaded document; `sameDocument` is false after any full page load. */
const markDocument = (page: Page) =>
  page.evaluate(() => {
    (window as Window & { __islandsMark?: boolean }).__islandsMark = true;
  });
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as Window & { __islandsMark?: boolean }).__islandsMark === true);

describeInBrowser('islands: hydration, interaction, and the pages without JavaScript', () => {
  let site: Site;
  let members: Member[];
  let events: ChamberEvent[];
  let news: NewsArticle[];

  async function api<T>(path: string): Promise<T> {
    const response = await fetch(site.baseUrl + path);
    expect(response.status, path).toBe(200);
    return (await response.json()) as T;
  }

  /** A context without JavaScript: what a crawler or a visitor with scripts off gets. */
  async function noScriptPage(): Promise<{ page: Page; context: BrowserContext }> {
    const context = await site.browser.newContext({
      javaScriptEnabled: false,
      locale: 'en-US',
      baseURL: site.baseUrl,
    });
    return { page: await context.newPage(), context };
  }

  /** The news archive (what the /news page lists below the three featured articles). */
  function archive(): NewsArticle[] {
    const shownFeatured = news.filter((article) => article.featured).slice(0, 3);
    return news.filter((article) => !shownFeatured.includes(article));
  }

  beforeAll(async () => {
    site = await startSite();
    [members, events, news] = await Promise.all([
      api<Member[]>('/api/members'),
      api<ChamberEvent[]>('/api/events'),
      api<NewsArticle[]>('/api/news'),
    ]);
  });
  afterAll(() => site.close());

  it('every route in every language: no console error or warning, no page error, every island hydrated', async () => {
    const firstIds = { members: members[0]?.id, events: events[0]?.id, news: news[0]?.id };
    const paths = [
      ...PAGE_ROUTES.map((route) =>
        'detail' in route ? route.path.replace(':id', String(firstIds[route.detail])) : route.path,
      ),
      UNKNOWN_PATH,
    ];
    expect(paths.some((path) => path.includes(':id') || path.includes('undefined'))).toBe(false);

    const page = await site.newPage();
    let messages: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') {
        messages.push(`${message.type()}: ${message.text()}`);
      }
    });
    page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));

    const problems: string[] = [];
    for (const language of LANGUAGES) {
      for (const path of paths) {
        const address = localizedPath(path, language);
        messages = [];
        const response = await page.goto(address);
        const unknown = path === UNKNOWN_PATH;
        expect(response?.status(), address).toBe(unknown ? 404 : 200);
        expect(await page.evaluate(() => document.documentElement.lang), address).toBe(language);
        // Each island hydrates (a page may have none: the header works without one).
        const islands = page.locator('[data-island]');
        await islandsHydrated(page);
        expect(await page.locator('[data-island][data-hydrated]').count(), address).toBe(await islands.count());
        // Hydrating writes no rule the page has already: the runtime read the site's stylesheet,
        // whose buckets (the reset styles up to the pseudo-classes) stay as the server wrote them.
        expect(await page.evaluate(sharedRulesInserted), address).toBe(0);
        // A moment for anything reported after hydration (effects, late chunks).
        await page.waitForTimeout(100);
        // The 404 page's own answer is logged by Chromium as a failed resource: expected there only.
        const unexpected = messages.filter(
          (message) => !(unknown && /^error: Failed to load resource: .*404/.test(message)),
        );
        if (unknown) expect(messages.length, `${address} logs its 404`).toBeGreaterThan(0);
        problems.push(...unexpected.map((message) => `${address}: ${message}`));
      }
    }
    expect(problems).toEqual([]);
    await page.context().close();
  }, 600_000);

  it('a choice made in an island before it hydrates, with nothing reaching for it first, hydrates it and takes effect', async () => {
    const page = await site.newPage();
    await page.goto('/members/2');
    await page.locator('html[data-islands="listening"]').waitFor({ state: 'attached' });
    // selectOption sets the value and fires input and change, without a pointer over the field
    // or the focus in it: as assistive technology or autofill may.
    await page.getByLabel('Language').first().selectOption('es');
    await page.waitForURL((url) => url.pathname === '/es/members/2');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    await page.context().close();
  });

  it('the language switcher keeps the page and its query, saves the choice, and the next visit starts there', async () => {
    const page = await site.newPage();
    await page.goto('/members?region=nordic');
    await islandsHydrated(page);
    expect(await page.locator('h1').textContent()).not.toBe(membersEs.hero.title);
    await page.getByLabel('Language').first().selectOption('es');
    await page.waitForURL((url) => url.pathname === '/es/members');
    expect(new URL(page.url()).search).toBe('?region=nordic');
    expect(await page.locator('h1').textContent()).toBe(membersEs.hero.title);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    const cookies = await page.context().cookies(site.baseUrl);
    expect(cookies.find((cookie) => cookie.name === LANGUAGE_COOKIE)?.value).toBe('es');
    // The filter came along: only Nordic members are listed.
    const nordic = members.filter((member) => member.region === 'nordic').map((member) => member.name);
    expect(nordic.length).toBeLessThan(members.length);
    expect(await texts(page.getByTestId('member-card').locator('h3 a'))).toEqual(nordic);
    await page.context().close();

    // A new visit (an English browser) with the saved choice opens the home page in Spanish.
    const next = await site.newPage();
    await next.context().addCookies([{ name: LANGUAGE_COOKIE, value: 'es', url: site.baseUrl }]);
    await next.goto('/');
    expect(new URL(next.url()).pathname).toBe('/es');
    expect(await next.evaluate(() => document.documentElement.lang)).toBe('es');
    await next.context().close();
  });

  it('the mobile menu at 375 px opens with the links and closes with Escape', async () => {
    const page = await site.newPage({ viewport: { width: 375, height: 812 } });
    await page.goto('/about');
    await islandsHydrated(page);
    const open = page.getByRole('button', { name: 'Open menu' });
    expect(await open.isVisible()).toBe(true);
    expect(await open.getAttribute('aria-expanded')).toBe('false');
    const menuId = await open.getAttribute('aria-controls');
    expect(menuId).toBeTruthy();
    const menu = page.locator(`[id="${menuId}"]`);
    expect(await menu.isVisible()).toBe(false);

    await open.click();
    const close = page.getByRole('button', { name: 'Close menu' });
    await expect.poll(() => close.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => menu.isVisible()).toBe(true);
    const links = menu.getByRole('link');
    expect(await texts(links)).toEqual([
      'News',
      'About',
      'Members',
      'Events',
      'Team',
      'Contact',
      'Home',
      'Join the Chamber',
    ]);
    expect(await links.evaluateAll((all) => all.map((link) => link.getAttribute('href')))).toEqual([
      '/news',
      '/about',
      '/members',
      '/events',
      '/team',
      '/contact',
      '/',
      '/contact',
    ]);
    for (const link of await links.all()) expect(await link.isVisible()).toBe(true);
    expect(await menu.getByRole('link', { name: 'About' }).getAttribute('aria-current')).toBe('page');

    await page.keyboard.press('Escape');
    await expect.poll(() => menu.isVisible()).toBe(false);
    expect(await open.getAttribute('aria-expanded')).toBe('false');
    // The menu's button opens it again, and closes it.
    await open.click();
    await expect.poll(() => menu.isVisible()).toBe(true);
    await close.click();
    await expect.poll(() => menu.isVisible()).toBe(false);
    expect(await open.isVisible()).toBe(true);
    await page.context().close();
  });

  it('the header works without React: on a page with no island only the islands script is loaded, and its menu and switcher work', async () => {
    const page = await site.newPage({ viewport: { width: 375, height: 812 } });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script' || request.url().endsWith('.js')) scripts.push(request.url());
    });
    await page.goto('/about');
    expect(await page.locator('[data-island]').count()).toBe(0);
    await islandsHydrated(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect.poll(() => page.locator('#site-menu').isVisible()).toBe(true);
    // Idle time for anything fetched late (a prefetch would come now).
    await page.waitForTimeout(1500);
    const names = scripts.map((url) => new URL(url).pathname.split('/').pop() ?? '');
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((name) => !/^islands(-start)?-[\w-]+\.js$/.test(name))).toEqual([]);
    await page.getByLabel('Language').first().selectOption('sv');
    await page.waitForURL((url) => url.pathname === '/sv/about');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('sv');
    await page.context().close();
  });

  it('a page runs no island code until someone reaches for it; a tap and typing before hydration are kept', async () => {
    const page = await site.newPage({ viewport: { width: 375, height: 812 } });
    // Reading: the page's script listens, but no island hydrates and React never runs.
    await page.goto('/members');
    await page.locator('html[data-islands="listening"]').waitFor({ state: 'attached' });
    await page.waitForTimeout(1500);
    expect(await page.locator('[data-island]').count()).toBeGreaterThan(0);
    expect(await page.locator('[data-hydrated]').count()).toBe(0);

    // Slow the islands' code down (routing also turns the browser's cache off), so the tap and the
    // typing below certainly come before React has hydrated anything.
    await page.route('**/assets/**/*.js', async (route) => {
      if (!route.request().url().includes('/islands-')) await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.goto('/members');
    await page.locator('html[data-islands="listening"]').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    expect(await page.locator('[data-hydrated]').count()).toBe(0);
    // The tap was held and done once the header hydrated: the menu is open.
    await expect
      .poll(() => page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded'))
      .toBe('true');
    await page.keyboard.press('Escape');

    await page.reload();
    await page.locator('html[data-islands="listening"]').waitFor({ state: 'attached' });
    await page.getByLabel('Search members').pressSequentially('Electrolyser');
    expect(await page.getByLabel('Search members').inputValue()).toBe('Electrolyser');
    const expected = members
      .filter((member) => `${member.name} ${member.description}`.toLowerCase().includes('electrolyser'))
      .map((member) => member.name);
    expect(expected).toHaveLength(1);
    // What was typed before hydration is kept once the island hydrates, and Enter sends it: the
    // server answers the list filtered by it.
    await page.locator('[data-island][data-hydrated] input[name="search"]').waitFor({ timeout: 15_000 });
    expect(await page.getByLabel('Search members').inputValue()).toBe('Electrolyser');
    await page.getByLabel('Search members').press('Enter');
    await page.waitForURL((url) => url.searchParams.get('search') === 'Electrolyser');
    expect(await texts(page.getByTestId('member-card').locator('h3 a'))).toEqual(expected);
    expect(await page.getByLabel('Search members').inputValue()).toBe('Electrolyser');
    await page.context().close();
  });

  it('the members search and filters load the matching page from the server, kept in the address', async () => {
    const page = await site.newPage();
    await page.goto('/members');
    await islandsHydrated(page);
    const cards = page.getByTestId('member-card');
    expect(await cards.count()).toBe(members.length);
    const expected = members
      .filter((member) => `${member.name} ${member.description}`.toLowerCase().includes('electrolyser'))
      .map((member) => member.name);
    expect(expected).toHaveLength(1);
    await page.getByLabel('Search members').fill('Electrolyser');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('search') === 'Electrolyser');
    expect(new URL(page.url()).pathname).toBe('/members');
    expect(await texts(cards.locator('h3 a'))).toEqual(expected);

    // Choosing a region loads its list at once (with the search as it stands in the box).
    await page.getByLabel('Search members').fill('');
    await islandsHydrated(page);
    await page.getByLabel('Region').selectOption('nordic');
    await page.waitForURL((url) => url.searchParams.get('region') === 'nordic');
    expect(new URL(page.url()).searchParams.get('search')).toBeNull();
    const nordic = members.filter((member) => member.region === 'nordic').map((member) => member.name);
    expect(await texts(cards.locator('h3 a'))).toEqual(nordic);
    await page.context().close();
  });

  it('the events type filter loads the matching page from the server; the calendar toggle keeps it', async () => {
    const page = await site.newPage({ timezoneId: Intl.DateTimeFormat().resolvedOptions().timeZone });
    await page.goto('/events');
    await islandsHydrated(page);
    // The list holds the events still to come; the past ones have their own section below it.
    const upcoming = events.filter((event) => Date.parse(event.endDate ?? event.date) > Date.now());
    const cards = page.getByTestId('event-card');
    const rows = page.getByTestId('calendar-event');
    expect(await cards.count()).toBe(upcoming.length);
    const virtual = upcoming.filter((event) => event.eventType === 'virtual').map((event) => event.title);
    expect(virtual.length).toBeGreaterThan(0);
    expect(virtual.length).toBeLessThan(upcoming.length);
    // Choosing a type loads its list at once.
    await page.getByLabel('Event type').selectOption('virtual');
    await page.waitForURL((url) => url.searchParams.get('eventType') === 'virtual');
    expect(await texts(cards.locator('h3 a'))).toEqual(virtual);

    // The toggle is a pair of links: the calendar of the same filtered list, and back.
    const calendar = page.getByRole('link', { name: 'Calendar', exact: true });
    expect(await calendar.getAttribute('aria-current')).toBeNull();
    expect(await rows.count()).toBe(0);
    await calendar.click();
    await page.waitForURL((url) => url.searchParams.get('view') === 'calendar');
    expect(new URL(page.url()).searchParams.get('eventType')).toBe('virtual');
    expect(await rows.count()).toBe(virtual.length);
    expect(await cards.count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Calendar', exact: true }).getAttribute('aria-current')).toBe('true');
    await page.getByRole('link', { name: 'Grid', exact: true }).click();
    await page.waitForURL((url) => !url.searchParams.has('view'));
    expect(await cards.count()).toBe(virtual.length);
    expect(await rows.count()).toBe(0);
    await page.context().close();
  });

  it("the news archive's page 2 link changes the list and the address, in place", async () => {
    const page = await site.newPage();
    await page.goto('/news');
    await islandsHydrated(page);
    const region = page.getByRole('region', { name: 'News Archive' });
    const titles = () => texts(region.getByTestId('news-card').locator('h3'));
    const all = archive();
    const size = PAGING.newsArchivePageSize;
    expect(all.length).toBeGreaterThan(size);
    expect(await titles()).toEqual(all.slice(0, size).map((article) => article.title));
    await markDocument(page);

    const pages = page.getByRole('navigation', { name: 'News archive pages' });
    await pages.getByRole('link', { name: 'Page 2', exact: true }).click();
    await expect.poll(titles).toEqual(all.slice(size, 2 * size).map((article) => article.title));
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');
    expect(await pages.getByRole('link', { name: 'Page 2', exact: true }).getAttribute('aria-current')).toBe('page');
    expect(await sameDocument(page)).toBe(true);
    await page.context().close();
  });

  it('tabs: on /trade-regulations the second tab shows its panel and hides the first', async () => {
    const page = await site.newPage();
    await page.goto('/trade-regulations');
    await islandsHydrated(page);
    const tabs = page.getByRole('tab');
    expect(await tabs.count()).toBe(4);
    const panelOf = async (index: number) =>
      page.locator(`[id="${await tabs.nth(index).getAttribute('aria-controls')}"]`);
    const first = await panelOf(0);
    const second = await panelOf(1);
    expect(await first.getAttribute('role')).toBe('tabpanel');
    expect(await first.isVisible()).toBe(true);
    expect(await second.isVisible()).toBe(false);
    expect(await second.getAttribute('hidden')).not.toBeNull();

    await tabs.nth(1).click();
    await expect.poll(() => second.isVisible()).toBe(true);
    expect(await first.isVisible()).toBe(false);
    expect(await tabs.nth(1).getAttribute('aria-selected')).toBe('true');
    expect(await page.getByTestId('tariff-table').isVisible()).toBe(true);
    await page.context().close();
  });

  it("Register of an event registered here leads to its page's form, which checks its fields in the page language", async () => {
    // As the Swedish page shows it (the sample events are translated): one whose registration is open.
    const now = Date.now();
    const event = (await api<ChamberEvent[]>('/api/events?lang=sv')).find(
      (candidate) =>
        candidate.registrationMode === 'internal' &&
        candidate.placesLeft !== 0 &&
        Date.parse(candidate.registrationClosesAt ?? candidate.date) > now &&
        (!candidate.registrationOpensAt || Date.parse(candidate.registrationOpensAt) <= now),
    );
    if (!event) throw new Error('the sample events include one with registration open on this site');
    const page = await site.newPage();
    await page.goto('/sv/events');
    const card = page
      .getByTestId('event-card')
      .filter({ has: page.getByRole('link', { name: event.title, exact: true }) });
    const register = card.getByRole('link', { name: svCommon.common.register, exact: true });
    expect(await register.getAttribute('href')).toBe(`/sv/events/${event.id}#register`);
    await register.click();
    await page.waitForURL((url) => url.pathname === `/sv/events/${event.id}` && url.hash === '#register');
    await islandsHydrated(page);
    const form = page.locator('#register form');
    // Sent empty: the errors in Swedish, the focus on the first field in error.
    await form.getByRole('button', { name: svEvents.registration.submit, exact: true }).click();
    await expect.poll(() => form.getByText(svCommon.validation.consentRequired, { exact: true }).count()).toBe(1);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('autocomplete'))).toBe('name');
    await page.context().close();
  });

  it('what is typed in a form while it hydrates is kept (the form library resets its fields when it starts)', async () => {
    const page = await site.newPage();
    // The islands' code arrives slowly (as on a phone), so the typing below certainly comes first.
    await page.route('**/assets/**/*.js', async (route) => {
      if (!route.request().url().includes('/islands-')) await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.goto('/contact');
    await page.locator('html[data-islands="listening"]').waitFor({ state: 'attached' });
    const email = `early-${Date.now().toString(36)}@example.com`;
    const form = page.locator('#contact-form');
    const island = page.locator('[data-island]').filter({ has: form });
    // The first field reached starts the hydration; the typing is done before it has finished.
    await form.getByLabel(/^Full name/).fill('Early Typist');
    await form.getByLabel(/^E-mail address/).fill(email);
    expect(await island.getAttribute('data-hydrated')).toBeNull();
    await expect.poll(() => island.getAttribute('data-hydrated'), { timeout: 15_000 }).not.toBeNull();
    expect(await form.getByLabel(/^Full name/).inputValue()).toBe('Early Typist');
    expect(await form.getByLabel(/^E-mail address/).inputValue()).toBe(email);
    await form.getByLabel(/^Inquiry type/).selectOption('event');
    await form.getByLabel(/^Message/).fill('Typed while the form was starting.');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect.poll(() => page.getByText('Message sent', { exact: true }).count()).toBeGreaterThan(0);
    const stored = await site.server.db.models.ContactSubmission.findOne({ where: { email } });
    expect(stored?.get({ plain: true })).toMatchObject({ fullName: 'Early Typist', inquiryType: 'event' });
    await page.context().close();
  });

  it('the contact form on /contact sends (success toast) and the submission is stored', async () => {
    const page = await site.newPage();
    await page.goto('/contact');
    // The site's stylesheet declares the whole theme, also what only an island opens uses (the
    // toast below).
    const rootValue = (name: string) =>
      page.evaluate((variable) => getComputedStyle(document.documentElement).getPropertyValue(variable), `--${name}`);
    for (const name of Object.keys(chamberTheme)) expect(await rootValue(name), name).not.toBe('');
    await islandsHydrated(page);
    const email = `islands-${Date.now().toString(36)}@example.com`;
    const form = page.locator('#contact-form');
    await form.getByLabel(/^Full name/).fill('Ingrid Islands');
    await form.getByLabel(/^E-mail address/).fill(email);
    await form.getByLabel(/^Organization/).fill('Hydration AB');
    await form.getByLabel(/^Inquiry type/).selectOption('partnership');
    await form.getByLabel(/^Message/).fill('We would like to partner on a Nordic-Baltic trade mission.');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect.poll(() => page.getByText('Message sent', { exact: true }).count()).toBeGreaterThan(0);
    await expect.poll(() => form.getByLabel(/^Full name/).inputValue()).toBe('');

    const stored = await site.server.db.models.ContactSubmission.findOne({ where: { email } });
    expect(stored?.get({ plain: true })).toMatchObject({
      fullName: 'Ingrid Islands',
      organization: 'Hydration AB',
      inquiryType: 'partnership',
      message: 'We would like to partner on a Nordic-Baltic trade mission.',
    });
    await page.context().close();
  });

  it('without JavaScript: /members lists the members with links to their pages', async () => {
    const { page, context } = await noScriptPage();
    expect((await page.goto('/members'))?.status()).toBe(200);
    const cards = page.getByTestId('member-card');
    expect(await cards.count()).toBe(members.length);
    for (const member of members) {
      expect(await cards.locator(`a[href="/members/${member.id}"]`).count(), member.name).toBeGreaterThan(0);
    }
    // Nothing ran: no island hydrated.
    expect(await page.locator('[data-hydrated]').count()).toBe(0);
    await context.close();
  });

  it("without JavaScript: the members form filters and the pager's links page through /members", async () => {
    const { Member } = site.server.db.models;
    // Enough members of one kind for two pages; removed again so that the other checks see the sample.
    const added = await Member.bulkCreate(
      Array.from({ length: 30 }, (_, index) => ({
        name: `Paging Check ${String(index + 1).padStart(2, '0')}`,
        logo: null,
        location: 'Vilnius, Lithuania',
        description: 'A company of the paging check.',
        industry: 'education' as const,
        region: 'baltic' as const,
        website: null,
        featured: false,
      })),
    );
    const { page, context } = await noScriptPage();
    try {
      await page.goto('/members');
      await page.getByLabel('Search members').fill('paging check');
      await page.getByLabel('Region').selectOption('baltic');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.waitForURL((url) => url.searchParams.get('search') === 'paging check');
      const cards = page.getByTestId('member-card').locator('h3 a');
      const names = (from: number, to: number) =>
        Array.from({ length: to - from + 1 }, (_, index) => `Paging Check ${String(from + index).padStart(2, '0')}`);
      expect(await texts(cards)).toEqual(names(1, 24));
      expect(await page.getByTestId('member-count').textContent()).toBe('30 member companies');

      const pager = page.getByRole('navigation', { name: 'Member directory pages' });
      expect(await pager.getByRole('link', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
      await pager.getByRole('link', { name: 'Page 2' }).click();
      await page.waitForURL((url) => url.searchParams.get('page') === '2');
      expect(new URL(page.url()).searchParams.get('region')).toBe('baltic');
      expect(await texts(cards)).toEqual(names(25, 30));
      expect(await pager.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
      await pager.getByRole('link', { name: 'Previous' }).click();
      await page.waitForURL((url) => url.searchParams.get('page') === null);
      expect(await texts(cards)).toEqual(names(1, 24));

      // Nothing matches: the empty state.
      await page.getByLabel('Search members').fill('no such company anywhere');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.waitForURL((url) => url.searchParams.get('search') === 'no such company anywhere');
      expect(await cards.count()).toBe(0);
      expect(await page.getByText('No members found').count()).toBe(1);
      expect(await page.locator('[data-hydrated]').count()).toBe(0);
    } finally {
      await context.close();
      await Member.destroy({ where: { id: added.map((member) => member.id) } });
    }
  });

  it('without JavaScript the switcher, which could not switch, is hidden, and the footer links the page in the other languages', async () => {
    const { page, context } = await noScriptPage();
    const article = news[0]!;
    await page.goto(`/sv/news/${article.id}`);
    const switcher = page.getByRole('combobox', { name: 'Språk', includeHidden: true });
    expect(await switcher.count()).toBe(1);
    expect(await switcher.isVisible()).toBe(false);
    const languages = page.getByRole('contentinfo').getByRole('navigation', { name: 'Språk' });
    expect(await languages.getByText('Svenska').getAttribute('aria-current')).toBe('page');
    await languages.getByRole('link', { name: 'Español' }).click();
    await page.waitForURL((url) => url.pathname === `/es/news/${article.id}`);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    await page
      .getByRole('contentinfo')
      .getByRole('navigation', { name: 'Idioma' })
      .getByRole('link', { name: 'English' })
      .click();
    await page.waitForURL((url) => url.pathname === `/news/${article.id}`);
    await context.close();

    // With JavaScript the switcher shows, and the footer's links do not (they are for pages without it).
    const scripted = await site.newPage();
    await scripted.goto(`/sv/news/${article.id}`);
    expect(await scripted.getByRole('combobox', { name: 'Språk' }).isVisible()).toBe(true);
    expect(await scripted.getByRole('navigation', { name: 'Språk' }).count()).toBe(0);
    await scripted.context().close();
  });

  it("without JavaScript: /news links the articles and the archive's pages, and page 2 is served", async () => {
    const { page, context } = await noScriptPage();
    await page.goto('/news');
    const all = archive();
    const size = PAGING.newsArchivePageSize;
    const region = page.getByRole('region', { name: 'News Archive' });
    for (const article of all.slice(0, size)) {
      expect(await region.locator(`a[href="/news/${article.id}"]`).count(), article.title).toBeGreaterThan(0);
    }
    const pages = page.getByRole('navigation', { name: 'News archive pages' });
    const second = pages.getByRole('link', { name: 'Page 2', exact: true });
    expect(await second.getAttribute('href')).toBe('/news?page=2');
    await second.click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    expect(await texts(region.getByTestId('news-card').locator('h3'))).toEqual(
      all.slice(size, 2 * size).map((article) => article.title),
    );
    await context.close();
  });

  it('without JavaScript: /es/events shows the events, in Spanish', async () => {
    const { page, context } = await noScriptPage();
    expect((await page.goto('/es/events'))?.status()).toBe(200);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    const cards = page.getByTestId('event-card');
    // The upcoming ones in the list (until their end), in date order.
    const upcoming = (list: ChamberEvent[]) =>
      list.filter((event) => Date.parse(event.endDate ?? event.date) > Date.now());
    const spanish = upcoming(await api<ChamberEvent[]>('/api/events?lang=es'));
    const english = upcoming(events);
    expect(await texts(cards.locator('h3 a'))).toEqual(spanish.map((event) => event.title));
    expect(spanish.some((event, index) => event.title !== english[index]?.title)).toBe(true);
    expect(await cards.locator('h3 a').first().getAttribute('href')).toBe(`/es/events/${english[0]?.id}`);
    await context.close();
  });

  it('without JavaScript: /trade-regulations shows every tab panel', async () => {
    const { page, context } = await noScriptPage();
    await page.goto('/trade-regulations');
    const panels = page.locator('[data-tab-panel]');
    expect(await panels.count()).toBe(4);
    // The unselected panels are `hidden` in the HTML; the page's <noscript> style shows them.
    expect(await page.locator('[data-tab-panel][hidden]').count()).toBe(3);
    for (const panel of await panels.all()) expect(await panel.isVisible()).toBe(true);
    expect(await page.getByTestId('tariff-table').isVisible()).toBe(true);
    expect(await page.getByTestId('compliance-table').isVisible()).toBe(true);
    await context.close();
  });

  it("without JavaScript: the home page's member search opens /members with the query", async () => {
    const { page, context } = await noScriptPage();
    await page.goto('/');
    const form = page.getByTestId('home-search');
    await form.getByLabel('Search', { exact: true }).fill('vilkas');
    await form.getByRole('button', { name: 'Search members' }).click();
    await page.waitForURL((url) => url.pathname === '/members');
    expect(new URL(page.url()).searchParams.get('search')).toBe('vilkas');
    const expected = members
      .filter((member) => `${member.name} ${member.description}`.toLowerCase().includes('vilkas'))
      .map((member) => member.name);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(members.length);
    expect(await texts(page.getByTestId('member-card').locator('h3 a'))).toEqual(expected);
    await context.close();
  });
});
