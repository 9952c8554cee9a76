import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ChamberEvent, Member, NewsArticle } from '../../shared/entities';
import { PAGING } from '../../shared/constants';
import { revisedOn, type LegalPageKey } from '../../apps/web/src/data/legal';
import {
  DIRECTORY_PAGE_SIZE,
  RESEARCH_TYPES,
  type DirectoryPage,
  type InvestmentTool,
  type MarketReport,
  type Publication,
  type RegulatoryUpdate,
} from '../../shared/resources';
import { BROWSER_STORAGE, SAVED_COMPANIES_KEY, SESSION_COOKIE } from '../../shared/browser-storage';
import { createUser } from '../factories';
import { describeInBrowser, islandsHydrated, signInAs, startSite, type Site } from './harness';

/** Case-insensitive substring match, the rule of every list search. */
const contains = (text: string, needle: string) => text.toLowerCase().includes(needle.toLowerCase());

/**
 * Opens a path (a full page load: the server sends the whole page, data included) and waits until
 * its islands have hydrated, so clicks and typing reach React.
 */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('h1').first().waitFor();
  await islandsHydrated(page);
}

/** The elements of a locator that are shown (tab panels other than the selected one are `hidden`). */
const shown = (locator: Locator): Locator => locator.filter({ visible: true });

/** Trimmed text of each element a locator matches. */
async function texts(locator: Locator): Promise<string[]> {
  return (await locator.allTextContents()).map((text) => text.replace(/\s+/g, ' ').trim());
}

/** The option values of a <select>. */
function optionValues(select: Locator): Promise<string[]> {
  return select
    .locator('option')
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
}

/** The page has exactly these tabs (by accessible name), in this order. */
async function expectTabs(page: Page, names: readonly string[]): Promise<void> {
  const tabs = page.getByRole('tab');
  expect(await tabs.count()).toBe(names.length);
  for (const [index, name] of names.entries()) {
    expect(await page.getByRole('tab', { name, exact: true }).count(), name).toBe(1);
    expect(await tabs.nth(index).textContent(), name).toContain(name);
  }
}

const sorted = (values: readonly string[]) => [...values].sort();
const distinct = <T>(values: readonly T[]) => [...new Set(values)];

describeInBrowser('public pages against the seeded site', () => {
  let site: Site;
  let page: Page;
  let members: Member[];
  let events: ChamberEvent[];
  let news: NewsArticle[];

  async function api<T>(path: string): Promise<T> {
    const response = await fetch(site.baseUrl + path);
    expect(response.status, path).toBe(200);
    return (await response.json()) as T;
  }

  beforeAll(async () => {
    site = await startSite();
    [members, events, news] = await Promise.all([
      api<Member[]>('/api/members'),
      api<ChamberEvent[]>('/api/events'),
      api<NewsArticle[]>('/api/news'),
    ]);
    // The calendar's month headings are computed here too: the browser uses this process's time zone.
    page = await site.newPage({ timezoneId: Intl.DateTimeFormat().resolvedOptions().timeZone });
  });
  afterAll(() => site.close());

  it('seeded data has the shape the page tests rely on', () => {
    expect(members.length).toBeGreaterThan(4);
    expect(events.length).toBeGreaterThan(4);
    expect(news.filter((article) => article.featured).length).toBeGreaterThan(3);
    expect(events.some((event) => event.registrationLink)).toBe(true);
    expect(events.some((event) => !event.registrationLink)).toBe(true);
  });

  it('home: 4 members, 1 featured event + 3 highlights, 3 news, hero links, contact section', async () => {
    await open(page, '/');
    const memberCards = page.getByTestId('member-card');
    expect(await memberCards.count()).toBe(4);
    const firstFour = members.slice(0, 4);
    expect(await texts(memberCards.locator('h3 a'))).toEqual(firstFour.map((member) => member.name));
    expect(
      await memberCards.locator('h3 a').evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
    ).toEqual(firstFour.map((member) => `/members/${member.id}`));

    // The featured event is the first that has not ended; the next three are calendar highlights.
    const now = Date.now();
    const upcoming = events.filter((event) => new Date(event.endDate ?? event.date).getTime() >= now);
    expect(await page.getByTestId('featured-event').count()).toBe(1);
    expect(await texts(page.getByTestId('featured-event').locator('h3'))).toEqual([upcoming[0]?.title]);
    // Its register button follows how it takes registrations: the organiser's site or this site's form.
    const registerName = upcoming[0]?.registrationMode === 'external' ? 'Register Now' : 'Register';
    await expect
      .poll(() => page.getByTestId('featured-event').getByRole('link', { name: registerName, exact: true }).count())
      .toBe(upcoming[0]?.registrationMode === 'none' ? 0 : 1);
    expect(await page.getByTestId('event-highlight').count()).toBe(3);
    expect(await texts(page.getByTestId('event-highlight').locator('h3'))).toEqual(
      upcoming.slice(1, 4).map((event) => event.title),
    );

    const newsCards = page.getByTestId('news-card');
    expect(await newsCards.count()).toBe(3);
    const firstThree = news.slice(0, 3);
    expect(await texts(newsCards.locator('h3'))).toEqual(firstThree.map((article) => article.title));
    for (const [index, article] of firstThree.entries()) {
      expect(
        await newsCards
          .nth(index)
          .getByRole('link', { name: /^Read more/ })
          .getAttribute('href'),
      ).toBe(`/news/${article.id}`);
    }

    const hero = page.locator('section').filter({ has: page.locator('h1') });
    // Becoming a member opens the membership application.
    expect(await hero.getByRole('link', { name: /^Become a Member/ }).getAttribute('href')).toBe('/membership/apply');
    expect(await hero.getByRole('link', { name: /^Learn More/ }).getAttribute('href')).toBe('/about');

    expect(await page.locator('#contact-form').count()).toBe(1);
    const contact = page.locator('section#contact');
    expect(await contact.getByTestId('office-hours').textContent()).toBe('Mon-Fri 9:00-17:00 CET');
    const offices = contact.getByTestId('office-card');
    expect(await offices.count()).toBe(3);
    const officeText = (await texts(offices)).join(' | ');
    for (const city of ['Mexico City', 'Stockholm', 'Tallinn']) expect(officeText).toContain(city);
  });

  it('home: the member search opens /members with its query and the filtered list', async () => {
    await open(page, '/');
    const form = page.getByTestId('home-search');
    await form.getByLabel('Search', { exact: true }).fill('CHILE');
    await form.getByLabel('Region', { exact: true }).selectOption('nordic');
    await form.getByLabel('Industry', { exact: true }).selectOption('energy');
    await form.getByRole('button', { name: 'Search members' }).click();

    await page.waitForURL((url) => url.pathname === '/members');
    await islandsHydrated(page);
    const query = new URL(page.url()).searchParams;
    expect(query.get('search')).toBe('CHILE');
    expect(query.get('region')).toBe('nordic');
    expect(query.get('industry')).toBe('energy');

    const expected = members
      .filter((member) => contains(member.name, 'chile') || contains(member.description, 'chile'))
      .filter((member) => member.region === 'nordic' && member.industry === 'energy')
      .map((member) => member.name);
    expect(expected.length).toBeGreaterThan(0);
    await expect.poll(() => texts(page.getByTestId('member-card').locator('h3 a'))).toEqual(expected);
    expect(await page.getByLabel('Search members').inputValue()).toBe('CHILE');
    expect(await page.getByLabel('Region', { exact: true }).inputValue()).toBe('nordic');
    expect(await page.getByLabel('Industry', { exact: true }).inputValue()).toBe('energy');
  });

  it('about: the four anchored sections, five purposes and four values', async () => {
    await open(page, '/about');
    for (const id of ['purpose', 'vision-mission', 'values', 'regions']) {
      expect(await page.locator(`#${id}`).count(), id).toBe(1);
    }
    expect(await page.locator('#purpose ol > li').count()).toBe(5);
    expect(await page.locator('#purpose').getByTestId('purpose-item').count()).toBe(5);
    expect(await texts(page.locator('#values').getByTestId('value-card').locator('h3'))).toEqual([
      'Integrity',
      'Collaboration',
      'Social Responsibility',
      'Inclusion',
    ]);
  });

  it('members: select options, case-insensitive search, exact filters and the empty state', async () => {
    await open(page, '/members');
    const cards = page.getByTestId('member-card');
    const names = () => texts(cards.locator('h3 a'));
    expect(await cards.count()).toBe(members.length);

    const search = page.getByLabel('Search members');
    const region = page.getByLabel('Region', { exact: true });
    const industry = page.getByLabel('Industry', { exact: true });

    const regionOptions = await optionValues(region);
    expect(regionOptions[0]).toBe('all');
    expect(sorted(regionOptions)).toEqual(sorted(['all', ...distinct(members.map((member) => member.region))]));
    const industryOptions = await optionValues(industry);
    expect(industryOptions[0]).toBe('all');
    expect(sorted(industryOptions)).toEqual(sorted(['all', ...distinct(members.map((member) => member.industry))]));

    // The server filters: a search is sent with Enter, a select's choice at once; each loads the
    // matching list at an address that keeps the filters.
    // (Sent before the island's code runs, the browser's form also names the empty and 'all' fields.)
    const loaded = (name: string, value: string | null) =>
      page.waitForURL((url) => {
        const got = url.searchParams.get(name);
        return (got === '' || got === 'all' ? null : got) === value;
      });
    const searchFor = async (term: string) => {
      await search.fill(term);
      await search.press('Enter');
      await loaded('search', term || null);
    };

    // A word of one member's description, typed in upper case.
    const byDescription = members.filter((member) => contains(member.description, 'electrolyser'));
    expect(byDescription).toHaveLength(1);
    await searchFor('ELECTROLYSER');
    expect(await names()).toEqual(byDescription.map((member) => member.name));

    // A part of a name, in lower case.
    const byName = members.filter(
      (member) => contains(member.name, 'vilkas') || contains(member.description, 'vilkas'),
    );
    expect(byName.length).toBeGreaterThan(0);
    await searchFor('vilkas');
    expect(await names()).toEqual(byName.map((member) => member.name));
    await searchFor('');
    expect(await cards.count()).toBe(members.length);

    await region.selectOption('baltic');
    await loaded('region', 'baltic');
    const baltic = members.filter((member) => member.region === 'baltic');
    expect(baltic.length).toBeLessThan(members.length);
    expect(await names()).toEqual(baltic.map((member) => member.name));
    await industry.selectOption('consulting');
    await loaded('industry', 'consulting');
    const balticConsulting = baltic.filter((member) => member.industry === 'consulting');
    expect(balticConsulting.length).toBeGreaterThan(0);
    expect(await names()).toEqual(balticConsulting.map((member) => member.name));
    await region.selectOption('all');
    await loaded('region', null);
    expect(await names()).toEqual(
      members.filter((member) => member.industry === 'consulting').map((member) => member.name),
    );
    await industry.selectOption('all');
    await loaded('industry', null);
    expect(await cards.count()).toBe(members.length);

    await searchFor('no such company zzz');
    expect(await page.getByText('No members found', { exact: true }).count()).toBe(1);
    expect(await page.getByText('Try adjusting your search criteria', { exact: true }).count()).toBe(1);
    expect(await cards.count()).toBe(0);
  });

  it('members: a card opens /members/{id} with the name as h1; an unknown id is the 404 page', async () => {
    await open(page, '/members');
    const target = members[1];
    if (!target) throw new Error('no second member');
    await page.getByTestId('member-card').getByRole('link', { name: target.name, exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/members/${target.id}`);
    await expect.poll(() => page.locator('h1').textContent()).toBe(target.name);

    const missing = await page.goto('/members/999999');
    expect(missing?.status()).toBe(404);
    expect(await page.locator('h1').textContent()).toBe('404 Page Not Found');
  });

  it('events: grid by default, calendar months, search, type filter, register links, empty state, CTA', async () => {
    await open(page, '/events');
    // The programme lists the events still to come (until their end); the past ones are below it.
    const upcoming = events.filter((event) => Date.parse(event.endDate ?? event.date) > Date.now());
    const past = events.filter((event) => !upcoming.includes(event));
    expect(past.length).toBeGreaterThan(0);
    const pastSection = page.locator('#past-events');
    expect(await texts(pastSection.getByTestId('past-event').locator('h3 a'))).toEqual(
      [...past]
        .sort((a, b) => Date.parse(b.endDate ?? b.date) - Date.parse(a.endDate ?? a.date))
        .slice(0, 12)
        .map((event) => event.title),
    );
    expect(await pastSection.getByRole('link', { name: /^Register/ }).count()).toBe(0);
    const cards = page.getByTestId('event-card');
    const rows = page.getByTestId('calendar-event');
    const titles = () => texts(cards.locator('h3 a'));
    expect(await cards.count()).toBe(upcoming.length);
    expect(await rows.count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Grid', exact: true }).getAttribute('aria-current')).toBe('true');

    await page.getByRole('link', { name: 'Calendar', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('view') === 'calendar');
    expect(await rows.count()).toBe(upcoming.length);
    expect(await cards.count()).toBe(0);
    const byDate = [...upcoming].sort((a, b) => a.date.localeCompare(b.date));
    // Each event's month is the one of its own time zone.
    const monthOf = (event: ChamberEvent) => format(new TZDate(Date.parse(event.date), event.timeZone), 'MMMM yyyy');
    const months = distinct(byDate.map(monthOf));
    const headings = await texts(page.getByRole('region', { name: 'Events by month' }).locator('h3'));
    expect(headings[0]).toBe(byDate[0] ? monthOf(byDate[0]) : undefined);
    expect(headings).toEqual(months);
    for (const heading of headings) expect(heading).toMatch(/^[A-Z][a-z]+ \d{4}$/);

    await page.getByRole('link', { name: 'Grid', exact: true }).click();
    await page.waitForURL((url) => !url.searchParams.has('view'));
    expect(await cards.count()).toBe(upcoming.length);
    expect(await rows.count()).toBe(0);

    // Register: the organiser's site in a new tab, this site's form on the event page, or nothing.
    for (const event of upcoming) {
      const card = cards.filter({ has: page.getByRole('link', { name: event.title, exact: true }) });
      if (event.registrationMode === 'external') {
        const link = card.getByRole('link', { name: 'Register Now' });
        expect(await link.getAttribute('target'), event.title).toBe('_blank');
        expect(await link.getAttribute('href'), event.title).toBe(event.registrationLink);
      } else if (
        event.registrationMode === 'internal' &&
        event.placesLeft !== 0 &&
        (!event.registrationOpensAt || Date.parse(event.registrationOpensAt) <= Date.now()) &&
        Date.parse(event.registrationClosesAt ?? event.date) > Date.now()
      ) {
        const link = card.getByRole('link', { name: 'Register', exact: true });
        expect(await link.getAttribute('target'), event.title).toBeNull();
        expect(await link.getAttribute('href'), event.title).toBe(`/events/${event.id}#register`);
      } else if (event.registrationMode === 'none') {
        expect(await card.getByRole('link', { name: /^Register/ }).count(), event.title).toBe(0);
      }
    }

    // The search is sent with the form (Enter, or the Search button) and answered by the server.
    const search = page.getByLabel('Search events');
    const searchFor = async (term: string) => {
      await islandsHydrated(page);
      await search.fill(term);
      await search.press('Enter');
      await page.waitForURL((url) => (url.searchParams.get('search') ?? '') === term);
    };
    // One term found only in a title, one only in a description, one only in a location.
    for (const term of ['ROUNDTABLE', 'AMMONIA', 'COPENHAGEN']) {
      const expected = upcoming
        .filter(
          (event) => contains(event.title, term) || contains(event.description, term) || contains(event.location, term),
        )
        .map((event) => event.title);
      expect(expected.length, term).toBeGreaterThan(0);
      await searchFor(term);
      expect(await titles()).toEqual(expected);
    }
    await searchFor('');
    expect(await cards.count()).toBe(upcoming.length);

    const type = page.getByLabel('Event type');
    expect(sorted(await optionValues(type))).toEqual(sorted(['all', ...distinct(upcoming.map((e) => e.eventType))]));
    await islandsHydrated(page);
    await type.selectOption('virtual');
    await page.waitForURL((url) => url.searchParams.get('eventType') === 'virtual');
    const virtual = upcoming.filter((event) => event.eventType === 'virtual').map((event) => event.title);
    expect(virtual.length).toBeLessThan(upcoming.length);
    expect(await titles()).toEqual(virtual);
    await islandsHydrated(page);
    await page.getByLabel('Event type').selectOption('all');
    await page.waitForURL((url) => !url.searchParams.has('eventType'));
    expect(await cards.count()).toBe(upcoming.length);

    await searchFor('no such event zzz');
    expect(await page.getByText('No events found', { exact: true }).count()).toBe(1);
    expect(await page.getByText('Try adjusting your search criteria', { exact: true }).count()).toBe(1);
    expect(await cards.count()).toBe(0);

    const cta = page.getByRole('region', { name: 'Looking to Host an Event?' });
    expect(await cta.getByRole('heading', { name: 'Looking to Host an Event?' }).count()).toBe(1);
    const ctaLink = cta.getByRole('link');
    expect(await ctaLink.getAttribute('href')).toBe('/contact');
    await ctaLink.click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/contact');
  });

  it('news: featured 1 + 2, archive of the rest, search, category, empty state, pagination, Read more', async () => {
    await open(page, '/news');
    const featuredNews = news.filter((article) => article.featured);
    const shownFeatured = featuredNews.slice(0, 3);
    const archive = news.filter((article) => !shownFeatured.includes(article));

    const featured = page.getByRole('region', { name: 'Featured Articles' });
    expect(await featured.getByTestId('featured-lead').count()).toBe(1);
    expect(await texts(featured.getByTestId('featured-lead').locator('h3'))).toEqual([shownFeatured[0]?.title]);
    expect(await featured.getByTestId('news-card').count()).toBe(2);
    expect(await texts(featured.getByTestId('news-card').locator('h3'))).toEqual(
      shownFeatured.slice(1).map((article) => article.title),
    );

    const archiveRegion = page.getByRole('region', { name: 'News Archive' });
    const cards = archiveRegion.getByTestId('news-card');
    const titles = () => texts(cards.locator('h3'));
    const pageSize = PAGING.newsArchivePageSize;
    expect(archive.length).toBeGreaterThan(pageSize); // the seed fills more than one page
    const firstPage = archive.slice(0, pageSize).map((article) => article.title);
    await expect.poll(titles).toEqual(firstPage);
    expect(await archiveRegion.getByText(`${archive.length} articles`, { exact: true }).count()).toBe(1);
    // The fourth featured article is not lost: it is in the archive.
    expect(archive.map((article) => article.title)).toContain(featuredNews[3]?.title);

    // The pager pages through the server: Previous, 1, 2, Next; page 2 holds the rest. Its buttons
    // are links to /news?page=N (they work without JavaScript); a click is handled in place.
    const pagination = page.getByRole('navigation', { name: 'News archive pages' });
    const pageCount = Math.ceil(archive.length / pageSize);
    expect(await texts(pagination.locator(':scope > *'))).toEqual([
      'Previous',
      ...Array.from({ length: pageCount }, (_, index) => String(index + 1)),
      'Next',
    ]);
    const pageLink = (n: number) => pagination.getByRole('link', { name: `Page ${n}`, exact: true });
    expect(await pageLink(1).getAttribute('aria-current')).toBe('page');
    expect(await pageLink(2).getAttribute('href')).toBe('/news?page=2');
    const previous = pagination.getByRole('link', { name: 'Previous' });
    expect(await previous.getAttribute('aria-disabled')).toBe('true');
    expect(await previous.getAttribute('href')).toBeNull();
    await pageLink(2).click();
    await expect.poll(titles).toEqual(archive.slice(pageSize, 2 * pageSize).map((article) => article.title));
    expect(await pageLink(2).getAttribute('aria-current')).toBe('page');
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');
    await previous.click();
    await expect.poll(titles).toEqual(firstPage);

    const search = archiveRegion.getByLabel('Search articles');
    // Title only, content only, excerpt only, and one in a featured article beyond the three.
    for (const term of ['REEFER', 'Compressed Air', 'HEADLINE', 'PLACEMENTS']) {
      const expected = archive
        .filter(
          (article) =>
            contains(article.title, term) || contains(article.content, term) || contains(article.excerpt, term),
        )
        .map((article) => article.title);
      expect(expected.length, term).toBeGreaterThan(0);
      expect(expected.length, term).toBeLessThanOrEqual(pageSize);
      await search.fill(term);
      await expect.poll(titles).toEqual(expected);
    }
    await search.fill('');
    await expect.poll(titles).toEqual(firstPage);

    const category = archiveRegion.getByLabel('Category');
    expect(sorted(await optionValues(category))).toEqual(
      sorted(['all', ...distinct(archive.map((article) => article.category))]),
    );
    await category.selectOption('trade');
    const trade = archive.filter((article) => article.category === 'trade').map((article) => article.title);
    expect(trade.length).toBeGreaterThan(0);
    await expect.poll(titles).toEqual(trade);
    await category.selectOption('all');
    await expect.poll(titles).toEqual(firstPage);

    await search.fill('no such article zzz');
    await expect.poll(() => page.getByText('No articles found', { exact: true }).count()).toBe(1);
    expect(await cards.count()).toBe(0);
    await search.fill('');
    await expect.poll(titles).toEqual(firstPage);

    const target = archive[0];
    if (!target) throw new Error('empty archive');
    const readMore = cards.first().getByRole('link', { name: /^Read more/ });
    expect(await readMore.getAttribute('href')).toBe(`/news/${target.id}`);
    await readMore.click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/news/${target.id}`);
    await expect.poll(() => page.locator('h1').textContent()).toBe(target.title);
  });

  it('contact: four benefits, Apply for Membership preselects membership, keyboard FAQ (details/summary)', async () => {
    await open(page, '/contact');
    expect(await texts(page.getByTestId('benefit-card').locator('h3'))).toEqual([
      'Interregional Linkage',
      'International Networks',
      'Institutional Visibility',
      'Expansion Guidance',
    ]);
    const inquiryType = page.locator('#contact-form').getByLabel('Inquiry type');
    expect(await inquiryType.inputValue()).toBe('');

    const apply = page.getByRole('link', { name: 'Apply for Membership', exact: true });
    expect(await apply.getAttribute('href')).toMatch(/^\/contact\?inquiryType=membership(#contact-form)?$/);
    await apply.click();
    await expect.poll(() => new URL(page.url()).searchParams.get('inquiryType')).toBe('membership');
    await expect.poll(() => inquiryType.inputValue()).toBe('membership');

    // The FAQ is native <details>: each question is its <summary>, opened and closed by keyboard.
    const faq = page.getByTestId('faq-item');
    expect(await faq.count()).toBe(4);
    expect(await faq.evaluateAll((items) => items.map((item) => item.tagName))).toEqual(Array(4).fill('DETAILS'));
    expect(await texts(faq.locator('summary'))).toEqual([
      'What is the Ibero-Nordic-Baltic Chamber of Commerce?',
      'Who can become a member?',
      'How much does membership cost?',
      'Can non-members take part in your events?',
    ]);
    const question = faq.nth(2).locator('summary');
    const answer = page.getByText('The membership fee varies', { exact: false });
    expect(await answer.isVisible()).toBe(false);
    await question.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => answer.isVisible()).toBe(true);
    expect(await faq.nth(2).evaluate((item) => (item as HTMLDetailsElement).open)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => answer.isVisible()).toBe(false);
  });

  it('market reports: the tabs are computed from the reports staff keep (Most Downloaded by the count)', async () => {
    // Two older reports are the most downloaded; the rest tie and go newest first.
    const seeded = await api<MarketReport[]>('/api/reports');
    const [oldest, fifth] = [seeded.at(-1)!, seeded.at(-2)!];
    await site.server.db.models.MarketReport.update({ downloads: 50 }, { where: { id: oldest.id } });
    await site.server.db.models.MarketReport.update({ downloads: 30 }, { where: { id: fifth.id } });
    const reports = await api<MarketReport[]>('/api/reports');
    const titles = (items: MarketReport[]) => items.map((report) => report.title);
    const featured = reports.filter((report) => report.featured).slice(0, 3);
    expect(featured.length).toBeGreaterThan(0);
    expect(featured.length).toBeLessThan(reports.length);
    const tabs: [string, string[]][] = [
      ['Featured', titles(featured)],
      ['Recently Added', titles(reports.slice(0, 4))],
      ['Most Downloaded', [oldest.title, fifth.title, ...titles(reports.slice(0, 2))]],
      ['All Reports', titles(reports)],
    ];
    await open(page, '/market-reports');
    const cards = page.getByTestId('report-card');
    expect(await cards.count()).toBe(reports.length);
    for (const [name, expected] of tabs) {
      await page.getByRole('tab', { name, exact: true }).click();
      await expect.poll(() => texts(cards.locator('h3')), { message: name }).toEqual(expected);
    }
    // Every card's Download is a link that works without JavaScript (members-only ones say so).
    const links = cards.getByRole('link', { name: /^Download/ });
    expect(await links.count()).toBe(reports.length);
    for (const href of await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')))) {
      expect(href).toMatch(/^\/api\/reports\/[0-9]+\/download$/);
    }
  });

  it('trade regulations: four tabs, tariff table, agreement statuses, compliance table', async () => {
    await open(page, '/trade-regulations');
    await expectTabs(page, ['Overview', 'Tariffs & Customs', 'Trade Agreements', 'Compliance Guides']);
    expect(await page.getByRole('table').count()).toBe(0);

    await page.getByRole('tab', { name: 'Tariffs & Customs' }).click();
    await expect.poll(() => page.getByTestId('tariff-table').isVisible()).toBe(true);
    expect(await page.getByTestId('tariff-table').locator('tbody tr').count()).toBeGreaterThan(0);

    // Every panel is in the page; only the selected one shows (the others are `hidden`).
    await page.getByRole('tab', { name: 'Trade Agreements' }).click();
    const agreements = shown(page.getByTestId('agreement-card'));
    await expect.poll(() => agreements.count()).toBeGreaterThan(0);
    expect(await shown(page.getByTestId('tariff-table')).count()).toBe(0);
    const statuses = distinct(await texts(agreements.locator('.fui-Badge')));
    expect(sorted(statuses)).toEqual(
      sorted(['Pending Ratification', 'In Force', 'Concluded Not Yet in Force', 'Various']),
    );

    await page.getByRole('tab', { name: 'Compliance Guides' }).click();
    await expect.poll(() => page.getByTestId('compliance-table').isVisible()).toBe(true);
    expect(await agreements.count()).toBe(0);

    // The regulatory updates log lists what staff published, newest first.
    const updates = await api<RegulatoryUpdate[]>('/api/regulatory-updates');
    expect(updates.length).toBeGreaterThan(0);
    expect(await texts(page.getByTestId('regulatory-update').locator('h3'))).toEqual(
      updates.map((update) => update.title),
    );
  });

  it('investment guides: three tabs; a tool has its Launch Tool link only once staff give it an address', async () => {
    const tools = await api<InvestmentTool[]>('/api/tools');
    expect(tools.length).toBeGreaterThan(1);
    await site.server.db.models.InvestmentTool.update(
      { url: 'https://tools.example/cost-calculator' },
      { where: { id: tools[0]!.id } },
    );
    await open(page, '/investment-guides');
    await expectTabs(page, ['Investment Guides', 'Market Entry Strategies', 'Investment Tools']);
    expect(await shown(page.getByTestId('market-entry-guide')).count()).toBe(0);
    await page.getByRole('tab', { name: 'Market Entry Strategies' }).click();
    await expect.poll(() => shown(page.getByTestId('market-entry-guide')).count()).toBeGreaterThan(0);
    expect(await shown(page.getByTestId('tool-card')).count()).toBe(0);
    await page.getByRole('tab', { name: 'Investment Tools' }).click();
    await expect.poll(() => shown(page.getByTestId('tool-card')).count()).toBe(tools.length);
    // No disabled placeholder: one real link, for the one tool with an address.
    const launch = shown(page.getByRole('link', { name: /Launch Tool/ }));
    expect(await launch.count()).toBe(1);
    expect(await launch.getAttribute('href')).toBe('https://tools.example/cost-calculator');
    expect(await page.locator('main button[disabled]').count()).toBe(0);
    expect(await shown(page.getByTestId('market-entry-guide')).count()).toBe(0);
  });

  it('business directory: the members, filtered at once by the radios, paged by links, each with its profile', async () => {
    const all = await api<DirectoryPage>(`/api/directory`);
    const nordic = await api<DirectoryPage>(`/api/directory?region=nordic`);
    const nordicServices = await api<DirectoryPage>(`/api/directory?region=nordic&type=service-provider`);
    // The seeded members fill more than one page, and each filter narrows them.
    expect(all.total).toBeGreaterThan(DIRECTORY_PAGE_SIZE);
    expect(nordic.total).toBeLessThan(all.total);
    expect(nordicServices.total).toBeGreaterThan(0);
    expect(nordicServices.total).toBeLessThan(nordic.total);

    await open(page, '/business-directory');
    const cards = page.getByTestId('company-card');
    const count = page.getByTestId('company-count');
    const countText = (n: number) => (n === 1 ? '1 company' : `${n} companies`);
    expect(await count.textContent()).toBe(countText(all.total));
    expect(await texts(cards.locator('h3'))).toEqual(all.items.map((member) => member.name));
    // The toggle is for small screens only.
    expect(await page.getByRole('button', { name: 'Show filters' }).isVisible()).toBe(false);

    // Page 2 is a real link (it keeps working without JavaScript) to the next companies.
    const pages = page.getByRole('navigation', { name: 'Directory pages' });
    await pages.getByRole('link', { name: /^(Page )?2$/ }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await islandsHydrated(page);
    const second = await api<DirectoryPage>(`/api/directory?page=2`);
    expect(await texts(cards.locator('h3'))).toEqual(second.items.map((member) => member.name));

    await page.getByRole('radiogroup', { name: 'Region' }).getByRole('radio', { name: 'Nordic countries' }).check();
    await page.waitForURL((url) => url.searchParams.get('region') === 'nordic');
    await islandsHydrated(page);
    await expect.poll(() => count.textContent()).toBe(countText(nordic.total));
    expect(await texts(cards.locator('h3'))).toEqual(nordic.items.map((member) => member.name));

    await page
      .getByRole('radiogroup', { name: 'Business Type' })
      .getByRole('radio', { name: 'Service Provider', exact: true })
      .check();
    await page.waitForURL((url) => url.searchParams.get('type') === 'service-provider');
    await islandsHydrated(page);
    await expect.poll(() => count.textContent()).toBe(countText(nordicServices.total));
    expect(await cards.count()).toBe(nordicServices.items.length);

    // View Profile opens the member's own page.
    const first = nordicServices.items[0]!;
    await cards
      .first()
      .getByRole('link', { name: /View Profile/ })
      .click();
    await page.waitForURL((url) => url.pathname === `/members/${first.id}`);
    expect(await page.locator('h1').first().textContent()).toBe(first.name);

    await open(page, '/business-directory?region=nordic&type=service-provider');
    await page.getByRole('link', { name: 'Reset Filters' }).click();
    await page.waitForURL((url) => url.pathname === '/business-directory' && url.search === '');
    await islandsHydrated(page);
    await expect.poll(() => count.textContent()).toBe(countText(all.total));
    expect(await page.getByRole('radiogroup', { name: 'Region' }).getByRole('radio', { name: 'All' }).isChecked()).toBe(
      true,
    );
  });

  it('business directory: Save keeps companies in this browser; "Saved" lists them from every page', async () => {
    const saver = await site.newPage();
    await open(saver, '/business-directory?page=2');
    const card = saver.getByTestId('company-card').first();
    const name = (await card.locator('h3').textContent())!;
    const save = card.getByTestId('save-company');
    expect(await save.getAttribute('aria-pressed')).toBe('false');
    await save.click();
    await expect.poll(() => save.getAttribute('aria-pressed')).toBe('true');
    expect(await saver.getByTestId('saved-only').textContent()).toContain('Saved (1)');
    // Still saved after a new load, and listed under "Saved" on page 1, where it is not.
    await open(saver, '/business-directory?page=2');
    await expect
      .poll(() => saver.getByTestId('company-card').first().getByTestId('save-company').getAttribute('aria-pressed'))
      .toBe('true');
    await open(saver, '/business-directory');
    expect(await texts(saver.getByTestId('company-card').locator('h3'))).not.toContain(name);
    const count = saver.getByTestId('company-count');
    const total = (await count.textContent())!;
    expect(total).toMatch(/^\d+ companies$/);
    expect(total).not.toBe('1 company');
    await saver.getByTestId('saved-only').click();
    await expect.poll(() => texts(saver.getByTestId('company-card').locator('h3'))).toEqual([name]);
    expect(await saver.getByRole('status').filter({ hasText: 'saved company' }).textContent()).toContain(
      'Your 1 saved company, from every page.',
    );
    // The count describes what is listed: the one saved company, then every match again.
    await expect.poll(() => count.textContent()).toBe('1 company');
    expect(await saver.getByRole('navigation', { name: 'Directory pages' }).count()).toBe(0);
    await saver.getByTestId('saved-only').click();
    await expect.poll(() => count.textContent()).toBe(total);
    // In Spanish and Swedish too (the saved companies are this browser's, whatever the language).
    for (const [language, expected] of [
      ['es', '1 empresa'],
      ['sv', '1 företag'],
    ] as const) {
      await open(saver, `/${language}/business-directory`);
      await saver.getByTestId('saved-only').click();
      await expect.poll(() => saver.getByTestId('company-card').count()).toBe(1);
      await expect.poll(() => count.textContent()).toBe(expected);
    }
    // Signed in on the same browser: whatever the site and the admin keep there is on the Cookie
    // Policy's list, under the name the page gives it.
    const staff = await createUser(site.server.db, { role: 'editor' });
    await signInAs(saver, staff.username);
    const stored = await saver.evaluate(async () => ({
      local: Object.keys(window.localStorage),
      databases: (await indexedDB.databases()).map((database) => database.name ?? ''),
    }));
    const cookies = (await saver.context().cookies()).map((cookie) => cookie.name);
    const listed = (where: string) => BROWSER_STORAGE.filter((item) => item.where === where).map((item) => item.name);
    expect(stored.local).toContain(SAVED_COMPANIES_KEY);
    expect(cookies).toContain(SESSION_COOKIE);
    for (const key of stored.local) expect(listed('local-storage'), `localStorage ${key}`).toContain(key);
    for (const name of stored.databases) expect(listed('indexeddb'), `IndexedDB ${name}`).toContain(name);
    for (const name of cookies) expect(listed('cookie'), `cookie ${name}`).toContain(name);
    await saver.context().close();
  });

  it('business directory: at 375 px the filter panel is toggled by a button with aria-expanded', async () => {
    const small = await site.newPage({ viewport: { width: 375, height: 812 } });
    await open(small, '/business-directory');
    const panel = small.getByRole('group', { name: 'Filters' });
    const show = small.getByRole('button', { name: 'Show filters' });
    expect(await show.isVisible()).toBe(true);
    expect(await show.getAttribute('aria-expanded')).toBe('false');
    expect(await panel.isVisible()).toBe(false);
    await show.click();
    const hide = small.getByRole('button', { name: 'Hide filters' });
    await expect.poll(() => hide.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => panel.isVisible()).toBe(true);
    await hide.click();
    await expect.poll(() => show.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => panel.isVisible()).toBe(false);
    await small.context().close();
  });

  it('publications: the Research Papers tab shows only Research Paper, White Paper and Report items', async () => {
    const publications = (await api<Publication[]>('/api/publications')).filter(
      (item) => !item.upcoming && item.type !== 'journal-article',
    );
    const research = publications.filter((item) => RESEARCH_TYPES.includes(item.type));
    expect(research.length).toBeGreaterThan(0);
    expect(research.length).toBeLessThan(publications.length);
    await open(page, '/publications');
    const cards = shown(page.getByTestId('publication-card'));
    expect(await cards.count()).toBe(publications.length);
    await page.getByRole('tab', { name: 'Research Papers', exact: true }).click();
    await expect.poll(() => cards.count()).toBe(research.length);
    const badges = await texts(cards.locator('.fui-Badge'));
    expect(badges.length).toBeGreaterThanOrEqual(research.length);
    for (const badge of badges.filter((text) => text !== 'Members only')) {
      expect(['Research Paper', 'White Paper', 'Report']).toContain(badge);
    }
    await page.getByRole('tab', { name: 'All Publications', exact: true }).click();
    await expect.poll(() => cards.count()).toBe(publications.length);

    // A featured collection's title leads to its card even from another tab, with a search typed.
    await page.getByRole('tab', { name: 'Upcoming', exact: true }).click();
    await page.getByRole('searchbox').fill('no such words anywhere');
    await expect.poll(() => cards.count()).toBe(0);
    const item = page.getByTestId('collection-item').getByRole('link').first();
    const title = (await item.textContent())!;
    await item.click();
    await expect.poll(() => cards.filter({ hasText: title }).count()).toBe(1);
    expect(await page.getByRole('tab', { name: 'All Publications', exact: true }).getAttribute('aria-selected')).toBe(
      'true',
    );
  });

  it('team: four cards with the four roles and a join block linking to /contact', async () => {
    await open(page, '/team');
    const cards = page.getByTestId('team-card');
    expect(await cards.count()).toBe(4);
    const roles = ['President', 'Vice President', 'Head of Events', 'Communications Manager'];
    for (const [index, role] of roles.entries()) {
      expect(await cards.nth(index).getByText(role, { exact: true }).count(), role).toBe(1);
    }
    const join = page.getByRole('region', { name: 'Want to join our team?' });
    expect(await join.getByRole('heading', { name: 'Want to join our team?' }).count()).toBe(1);
    expect(await join.getByRole('link').getAttribute('href')).toBe('/contact');
  });

  it('legal pages: the date of their last revision and the sections each must have', async () => {
    const legalPageOf = (path: string): LegalPageKey =>
      path === '/privacy-policy' ? 'privacy' : path === '/terms-of-service' ? 'terms' : 'cookies';
    const pages: [string, string[]][] = [
      [
        '/privacy-policy',
        [
          '1. Introduction',
          '2. The data we collect',
          '3. How we use your data',
          '4. International transfers',
          '5. Data security',
          '6. Your legal rights',
          '7. Contact details',
        ],
      ],
      [
        '/terms-of-service',
        [
          '1. Introduction',
          '2. Definitions',
          '3. Permitted use',
          '4. Intellectual property',
          '5. Membership and subscriptions',
          '6. Limitation of liability',
          '7. Changes to these Terms',
          '8. Governing law and jurisdiction',
          '9. Contact',
        ],
      ],
      [
        '/cookies',
        [
          '1. What cookies are',
          '2. Essential cookies',
          '3. Analytics cookies',
          '4. Functionality cookies',
          '5. Targeting cookies',
          '6. How to control cookies',
          '7. Third-party cookies',
          '8. Changes to this policy',
          '9. Contact',
        ],
      ],
    ];
    for (const [path, headings] of pages) {
      await open(page, path);
      const revised = `Last updated: ${format(revisedOn(legalPageOf(path)), 'MMMM d, yyyy')}`;
      expect(await page.getByText(revised, { exact: true }).count(), path).toBe(1);
      expect(await texts(page.getByTestId('legal-article').locator('section > h2')), path).toEqual(headings);

      if (path === '/privacy-policy') {
        expect(await texts(page.locator('#data-we-collect dt'))).toEqual([
          'Identity data',
          'Contact data',
          'Technical data',
          'Usage data',
        ]);
        expect(await texts(page.locator('#your-legal-rights dt'))).toEqual([
          'Right of access',
          'Right to correction',
          'Right to erasure',
          'Right to object',
          'Right to restriction',
          'Right to data transfer',
          'Right to withdraw consent',
        ]);
        const contact = page.locator('#contact-details');
        expect(await contact.locator('a[href="mailto:privacy@inbchamber.example"]').count()).toBe(1);
        expect(await contact.locator('address').textContent()).toContain('Stockholm');
      }
      if (path === '/terms-of-service') {
        const law = (await page.locator('#governing-law').textContent()) ?? '';
        expect(law).toContain('laws of Sweden');
        expect(law).toContain('Swedish courts');
        expect(await page.locator('#contact a[href="mailto:legal@inbchamber.example"]').count()).toBe(1);
      }
    }
  });
});
