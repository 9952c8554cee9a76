import type { HTMLElement } from 'node-html-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '../../shared/constants';
import type { EventFormat } from '../../shared/entities';
import { localizedPath } from '../../shared/routes';
import { testDatabaseKinds } from '../../tests/helpers/databases';
import { linksOf, totalOf } from '../../tests/helpers/paging';
import { fetchPage, islandPropsOf, pagerOf, siteText as text } from '../../tests/helpers/public-pages';
import { startTestServer, type TestServer } from '../../tests/helpers/server';
import type { Database } from '../db';

// /events as a visitor without JavaScript gets it: the server reads one page of the upcoming events
// with the address's filters and view, renders only that page's cards (or calendar rows), links to
// the other pages, and lists the most recent past events beside them.

const DAY = 86_400_000;
const TYPES: readonly EventFormat[] = ['in-person', 'virtual', 'hybrid'];

/** Upcoming event `n` (1-based): one a day from tomorrow at noon UTC, so titles sort by date; types take turns. */
const upcoming = (n: number) => ({
  title: `Event ${String(n).padStart(4, '0')}`,
  description: n % 20 === 5 ? `Green HYDROGEN session number ${n}.` : `Session number ${n}.`,
  location: n === 7 ? 'Tallinn, Estonia' : 'Online',
  eventType: TYPES[n % 3]!,
  date: new Date(Math.ceil(Date.now() / DAY) * DAY + (n - 1) * DAY + DAY / 2),
  endDate: null,
  timeZone: 'UTC',
  featured: false,
});

/** Past event `n` (1-based): ended `n` days ago, so the first is the most recent. */
const past = (n: number) => ({
  title: `Past ${String(n).padStart(2, '0')}`,
  description: 'Over.',
  location: 'Madrid, Spain',
  eventType: 'in-person' as const,
  date: new Date(Date.now() - n * DAY - DAY / 4),
  endDate: new Date(Date.now() - n * DAY),
  featured: false,
});

async function addEvents(db: Database, upcomingCount: number, pastCount = 0) {
  await db.models.Event.bulkCreate([
    ...Array.from({ length: upcomingCount }, (_, index) => upcoming(index + 1)),
    ...Array.from({ length: pastCount }, (_, index) => past(index + 1)),
  ]);
}

const titles = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => upcoming(from + index).title);

const cardTitles = (document: HTMLElement) =>
  document.querySelectorAll('[data-testid="event-card"] h3').map((title) => title.text.trim());

const rowTitles = (document: HTMLElement) =>
  document.querySelectorAll('[data-testid="calendar-event"] h4').map((title) => title.text.trim());

const pastTitles = (document: HTMLElement) =>
  document.querySelectorAll('#past-events [data-testid="past-event"] h3').map((title) => title.text.trim());

const pager = (document: HTMLElement, language: Language) =>
  pagerOf(document, text(language, 'events', 'pagination.label'));

const countText = (document: HTMLElement) => document.querySelector('[data-testid="event-count"]')?.text;

describe('the /events page, paged and filtered by the server', () => {
  let server: TestServer;
  const get = (path: string) => fetchPage(server, path);

  beforeAll(async () => {
    server = await startTestServer('sqlite');
    await addEvents(server.db, 60, 15);
    const forum = await server.db.models.Event.findOne({ where: { title: upcoming(2).title } });
    const breakfast = await server.db.models.Event.findOne({ where: { title: upcoming(3).title } });
    await server.db.models.ContentTranslation.bulkCreate([
      {
        kind: 'events',
        itemId: forum!.id,
        language: 'es',
        title: 'Foro de hidrógeno',
        ready: true,
        sourceChangedAt: new Date(),
      },
      // Not ready: neither shown nor searched.
      {
        kind: 'events',
        itemId: breakfast!.id,
        language: 'sv',
        title: 'Frukostutkast',
        ready: false,
        sourceChangedAt: new Date(),
      },
    ]);
  });
  afterAll(() => server.close());

  it.each(['en', 'es', 'sv'] as const)(
    'shows the first 24 of 60 upcoming events by date, the total, and links to the pages (%s)',
    async (language) => {
      const { status, document } = await get(localizedPath('/events', language));
      expect(status).toBe(200);
      const shown = cardTitles(document);
      // The Spanish page shows the ready translation of event 2.
      expect(shown).toEqual(
        titles(1, 24).map((title, at) => (language === 'es' && at === 1 ? 'Foro de hidrógeno' : title)),
      );
      expect(countText(document)).toBe(text(language, 'events', 'list.count_other', 60));
      const path = localizedPath('/events', language);
      expect(pager(document, language)).toEqual({
        current: '1',
        links: [
          ['1', path],
          ['2', `${path}?page=2`],
          ['3', `${path}?page=3`],
          [text(language, 'common', 'common.next'), `${path}?page=2`],
        ],
      });
    },
  );

  it('shows the right events on page 3, the last, and never a past event among them', async () => {
    const { document } = await get('/sv/events?page=3');
    expect(cardTitles(document)).toEqual(titles(49, 60));
    const links = pager(document, 'sv')!;
    expect(links.current).toBe('3');
    expect(links.links[0]).toEqual([text('sv', 'common', 'common.previous'), '/sv/events?page=2']);
    expect(links.links.map(([, href]) => href)).not.toContain('/sv/events?page=4');
  });

  it('lists the 12 events most recently over, latest first, apart from the upcoming ones', async () => {
    const { document } = await get('/es/events');
    expect(pastTitles(document)).toEqual(Array.from({ length: 12 }, (_, index) => past(index + 1).title));
    expect(document.querySelector('#past-events h2')?.text).toBe(text('es', 'events', 'past.title'));
    expect(cardTitles(document).some((title) => title.startsWith('Past'))).toBe(false);
  });

  it('applies the filters of the address, counts what matches and keeps them in the links', async () => {
    const virtual = Array.from({ length: 60 }, (_, index) => upcoming(index + 1)).filter(
      (e) => e.eventType === 'virtual',
    );
    const { document } = await get('/events?eventType=virtual');
    expect(cardTitles(document)).toEqual(virtual.slice(0, 24).map((e) => e.title));
    expect(countText(document)).toBe(text('en', 'events', 'list.count_other', 20));
    expect(pager(document, 'en')).toBeNull();
    expect(document.querySelector('select[name="eventType"] option[selected]')?.getAttribute('value')).toBe('virtual');

    // Search: any letter case, in the title, the description or the location.
    expect(cardTitles((await get('/events?search=hydrogen')).document)).toEqual(
      [5, 25, 45].map((n) => upcoming(n).title),
    );
    expect(cardTitles((await get('/events?search=TALLINN')).document)).toEqual([upcoming(7).title]);
    // With the type: hydrogen is 5 (hybrid), 25 (virtual), 45 (in-person).
    const both = (await get('/es/events?search=hydrogen&eventType=virtual')).document;
    expect(cardTitles(both)).toEqual([upcoming(25).title]);
    expect(countText(both)).toBe(text('es', 'events', 'list.count_one', 1));
    expect(both.querySelector('input[name="search"]')?.getAttribute('value')).toBe('hydrogen');
    expect(both.querySelector('form[role="search"]')?.getAttribute('action')).toBe('/es/events');
    expect(both.querySelector('form[role="search"]')?.getAttribute('method')).toBe('get');
    // The type's code is no text of an event: searching it finds nothing.
    expect(cardTitles((await get('/events?search=hybrid')).document)).toEqual([]);

    // A ready translation is searched in every language; an unfinished one is not.
    expect(cardTitles((await get('/sv/events?search=hidr%C3%B3geno')).document)).toEqual([upcoming(2).title]);
    expect(cardTitles((await get('/events?search=frukostutkast')).document)).toEqual([]);

    // The options are the types upcoming events have, plus 'all'; an unknown type or a page that is
    // no number shows as all / the first page.
    const options = document.querySelectorAll('select[name="eventType"] option').map((o) => o.getAttribute('value'));
    expect(options).toEqual(['all', 'in-person', 'virtual', 'hybrid']);
    expect(cardTitles((await get('/events?eventType=party&page=abc')).document)).toEqual(titles(1, 24));
  });

  it.each(['en', 'es', 'sv'] as const)(
    'shows the calendar view of the same page by month, keeping the view in every link (%s)',
    async (language) => {
      const path = localizedPath('/events', language);
      const { document } = await get(`${path}?view=calendar&page=2`);
      expect(cardTitles(document)).toEqual([]);
      expect(rowTitles(document)).toEqual(titles(25, 48));
      const calendar = document.querySelector(
        `[role="region"][aria-label="${text(language, 'events', 'calendar.label')}"]`,
      )!;
      const months = calendar.querySelectorAll('section');
      expect(months.length).toBeGreaterThan(0);
      // Every row sits under the heading of its own month.
      for (const month of months) {
        const heading = month.querySelector('h3')!.text.toLowerCase();
        const times = month.querySelectorAll('time').map((time) => time.getAttribute('datetime')!);
        for (const time of times) {
          const monthName = new Intl.DateTimeFormat(language, { month: 'long', timeZone: 'UTC' }).format(
            new Date(time),
          );
          expect(heading).toContain(monthName.toLowerCase());
        }
      }
      expect(pager(document, language)!.links).toContainEqual(['3', `${path}?view=calendar&page=3`]);
      // The toggle: links to this page in each view, the shown one current.
      const toggle = document.querySelector(`[role="group"]`)!;
      const views = toggle
        .querySelectorAll('a')
        .map((link) => [link.text.trim(), link.getAttribute('href'), link.getAttribute('aria-current') ?? null]);
      expect(views).toEqual([
        [text(language, 'events', 'filters.grid'), `${path}?page=2`, null],
        [text(language, 'events', 'filters.calendar'), `${path}?view=calendar&page=2`, 'true'],
      ]);
      // The filter form sends the view along.
      expect(document.querySelector('form[role="search"] input[name="view"]')?.getAttribute('value')).toBe('calendar');
    },
  );

  it.each(['en', 'es', 'sv'] as const)(
    'shows the empty state when nothing matches, or past the last page (%s)',
    async (language) => {
      const path = localizedPath('/events', language);
      for (const query of ['?search=nothing-like-this', '?page=9', '?view=calendar&search=nothing-like-this']) {
        const { status, document } = await get(`${path}${query}`);
        expect(status).toBe(200);
        expect(cardTitles(document)).toEqual([]);
        expect(rowTitles(document)).toEqual([]);
        const main = document.querySelector('main')!.text;
        expect(main).toContain(text(language, 'events', 'empty.title'));
        expect(main).toContain(text(language, 'common', 'common.tryAdjusting'));
      }
      const none = (await get(`${path}?search=nothing-like-this`)).document;
      expect(countText(none)).toBe(text(language, 'events', 'list.count_other', 0));
      // A filtered list offers to clear the filters, keeping the view.
      const cleared = (await get(`${path}?view=calendar&search=nothing-like-this`)).document
        .querySelectorAll('main a')
        .find((link) => link.text.trim() === text(language, 'events', 'filters.clear'));
      expect(cleared?.getAttribute('href')).toBe(`${path}?view=calendar`);
    },
  );

  it('hands the island the filters, the view and the type options, never the events', async () => {
    const { document } = await get('/events?search=hydrogen&view=calendar');
    expect(JSON.parse(islandPropsOf(document, 'EventFilters'))).toEqual({
      filters: { search: 'hydrogen', eventType: null },
      view: 'calendar',
      types: ['in-person', 'virtual', 'hybrid'],
    });
  });

  it('pages GET /api/events, every event by date, with X-Total-Count and Link', async () => {
    const all = await fetch(`${server.baseUrl}/api/events`);
    const body = (await all.json()) as { title: string }[];
    expect(body).toHaveLength(75);
    expect(totalOf(all)).toBe(75);
    // Past events first: the list is by date ascending, as the spec has it.
    expect(body[0]!.title).toBe(past(15).title);
    const second = await fetch(`${server.baseUrl}/api/events?page=2&pageSize=10`);
    expect(((await second.json()) as { title: string }[]).map((event) => event.title)).toEqual([
      ...Array.from({ length: 5 }, (_, index) => past(5 - index).title),
      ...titles(1, 5),
    ]);
    expect(linksOf(second.headers.get('link'))).toMatchObject({
      next: `${server.baseUrl}/api/events?page=3&pageSize=10`,
      last: `${server.baseUrl}/api/events?page=8&pageSize=10`,
    });
  });
});

describe('the upcoming events other pages show', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer('sqlite');
    await addEvents(server.db, 30, 3);
  });
  afterAll(() => server.close());

  it('features the soonest upcoming events on the home page, none that is over', async () => {
    const { document } = await fetchPage(server, '/sv');
    const section = document.querySelector('#upcoming-events')!.text;
    for (const n of [1, 2, 3, 4]) expect(section).toContain(upcoming(n).title);
    expect(section).not.toContain(upcoming(5).title);
    expect(section).not.toContain('Past');
  });

  it('lists the 4 soonest upcoming virtual and hybrid events as webinars', async () => {
    const { document } = await fetchPage(server, '/es/investment-guides');
    const webinars = document.querySelectorAll('[data-testid="webinar"] h3').map((title) => title.text.trim());
    // Virtual: n % 3 === 1, hybrid: n % 3 === 2.
    expect(webinars).toEqual([1, 2, 4, 5].map((n) => upcoming(n).title));
  });
});

// On both databases: the upcoming and past conditions, their orders and the next end are SQL of their own.
describe.each(testDatabaseKinds())('the /events page when an upcoming event ends (%s)', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  it('changes every page at that instant, also a page that does not show the event', async () => {
    // Under way since yesterday and first by date, it ends in 1.5 s; 24 others follow it.
    const endsAt = Date.now() + 1500;
    await server.db.models.Event.create({
      ...upcoming(0),
      title: 'Ending soon',
      date: new Date(Date.now() - DAY),
      endDate: new Date(endsAt),
    });
    await addEvents(server.db, 24);
    const before = (await fetchPage(server, '/events?page=2')).document;
    expect(cardTitles(before)).toEqual([upcoming(24).title]);
    expect(countText(before)).toBe(text('en', 'events', 'list.count_other', 25));
    await new Promise((resolve) => setTimeout(resolve, endsAt - Date.now() + 50));
    // The cached page 2 has expired: the first event has gone to the past ones, so page 2 is empty.
    const after = (await fetchPage(server, '/events?page=2')).document;
    expect(cardTitles(after)).toEqual([]);
    expect(countText(after)).toBe(text('en', 'events', 'list.count_other', 24));
    expect(pastTitles(after)).toEqual(['Ending soon']);
  });
});

describe('the /events page of a large programme', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer('sqlite');
    await addEvents(server.db, 600, 40);
  });
  afterAll(() => server.close());

  it('stays small: the island props under 1 KB, one page of cards, 12 past events', async () => {
    const { document, html } = await fetchPage(server, '/events');
    expect(Buffer.byteLength(islandPropsOf(document, 'EventFilters'))).toBeLessThan(1024);
    expect(cardTitles(document)).toHaveLength(24);
    expect(pastTitles(document)).toHaveLength(12);
    expect(html).not.toContain(upcoming(600).title);
    expect(pager(document, 'en')!.links).toContainEqual(['25', '/events?page=25']);
  });
});
