import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ChamberEvent, NewsArticle } from '../../../../shared/entities';
import {
  activateDateLocale,
  formatCardDate,
  formatDate,
  formatDateRange,
  formatMonthGroup,
  formatTableDate,
} from '../../../ui/dates';
import { groupEventsByMonth, sortEvents, sortNews } from './filters';

// Factories: each test names only the fields it is about.
let nextId = 1;

function event(fields: Partial<ChamberEvent> = {}): ChamberEvent {
  return {
    id: nextId++,
    title: 'Networking evening',
    description: 'Meet other members.',
    location: 'Madrid, Spain',
    eventType: 'in-person',
    date: '2024-05-15T12:00:00.000Z',
    endDate: null,
    image: null,
    imageAlt: null,
    registrationLink: null,
    featured: false,
    timeZone: 'Europe/Madrid',
    region: null,
    registrationMode: 'none',
    capacity: null,
    waitlist: true,
    membersOnly: false,
    registrationOpensAt: null,
    registrationClosesAt: null,
    placesLeft: null,
    lang: 'en',
    ...fields,
  };
}

function article(fields: Partial<NewsArticle> = {}): NewsArticle {
  return {
    id: nextId++,
    title: 'Chamber update',
    content: 'Body text.',
    excerpt: 'Summary.',
    category: 'trade',
    publishDate: '2024-05-15T09:00:00.000Z',
    featured: false,
    image: null,
    imageAlt: null,
    lang: 'en',
    ...fields,
  };
}

const ids = (items: readonly { id: number }[]) => items.map((item) => item.id);

describe('sortEvents', () => {
  it('orders by date ascending, then by id, without changing the input', () => {
    const late = event({ id: 901, date: '2024-07-01T09:00:00.000Z' });
    const early = event({ id: 902, date: '2024-03-01T09:00:00.000Z' });
    const sameTimeHigherId = event({ id: 904, date: '2024-05-01T09:00:00.000Z' });
    const sameTimeLowerId = event({ id: 903, date: '2024-05-01T09:00:00.000Z' });
    const input = [late, early, sameTimeHigherId, sameTimeLowerId];
    expect(ids(sortEvents(input))).toEqual([902, 903, 904, 901]);
    expect(ids(input)).toEqual([901, 902, 904, 903]);
  });
});

describe('sortNews', () => {
  it('orders by publishDate descending, then by id descending', () => {
    const old = article({ id: 801, publishDate: '2024-01-10T09:00:00.000Z' });
    const recent = article({ id: 802, publishDate: '2024-06-10T09:00:00.000Z' });
    const sameDayLow = article({ id: 803, publishDate: '2024-03-10T09:00:00.000Z' });
    const sameDayHigh = article({ id: 804, publishDate: '2024-03-10T09:00:00.000Z' });
    expect(ids(sortNews([old, sameDayLow, recent, sameDayHigh]))).toEqual([802, 804, 803, 801]);
  });
});

describe('groupEventsByMonth', () => {
  // Node applies a changed TZ at once; vi.unstubAllEnvs puts the original back.
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('groups by month and year in date order, each group sorted by date', () => {
    vi.stubEnv('TZ', 'UTC');
    const june = event({ date: '2024-06-03T09:00:00.000Z' });
    const mayLate = event({ date: '2024-05-28T09:00:00.000Z' });
    const nextMay = event({ date: '2025-05-02T09:00:00.000Z' });
    const mayEarly = event({ date: '2024-05-02T09:00:00.000Z' });
    const groups = groupEventsByMonth([june, mayLate, nextMay, mayEarly]);
    expect(groups.map(([key, items]) => [key, ids(items)])).toEqual([
      ['2024-05', [mayEarly.id, mayLate.id]],
      ['2024-06', [june.id]],
      ['2025-05', [nextMay.id]],
    ]);
  });

  it('gives no groups for no events', () => {
    expect(groupEventsByMonth([])).toEqual([]);
  });

  it("uses the event's own zone, the month its date shows wherever it is read", () => {
    // 1 June 03:00 UTC is still 31 May in Mexico City (UTC-6): the card says May 31, so May it is,
    // even for a reader (or a server) in Stockholm.
    vi.stubEnv('TZ', 'Europe/Stockholm');
    const edge = event({ date: '2024-06-01T03:00:00.000Z', timeZone: 'America/Mexico_City' });
    const [group] = groupEventsByMonth([edge]);
    expect(group?.[0]).toBe('2024-05');
    expect(formatMonthGroup(edge.date, edge.timeZone)).toBe('May 2024');
    expect(formatCardDate(edge.date, edge.timeZone)).toBe('May 31, 2024');

    // 31 May 23:00 UTC is already 1 June in Stockholm (UTC+2), even for a reader in Mexico.
    vi.stubEnv('TZ', 'America/Mexico_City');
    const late = event({ date: '2024-05-31T23:00:00.000Z', timeZone: 'Europe/Stockholm' });
    expect(groupEventsByMonth([late])[0]?.[0]).toBe('2024-06');
    expect(formatCardDate(late.date, late.timeZone)).toBe('Jun 01, 2024');
  });

  it('heads each group with its month in the month-group format', () => {
    vi.stubEnv('TZ', 'UTC');
    const groups = groupEventsByMonth([
      event({ date: '2024-11-20T10:00:00.000Z' }),
      event({ date: '2025-01-08T10:00:00.000Z' }),
    ]);
    expect(groups.map(([, items]) => formatMonthGroup(items[0]!.date))).toEqual(['November 2024', 'January 2025']);
  });
});

describe('date formats per language (apps/ui/dates.ts)', () => {
  // Midday UTC: the same calendar day in every time zone the tests may run in.
  const may = '2024-05-07T12:00:00.000Z';
  const september = new Date('2024-09-21T12:00:00.000Z');

  beforeAll(async () => {
    await activateDateLocale('en');
  });
  afterAll(async () => {
    await activateDateLocale('en');
  });

  it("formats cards as 'MMM dd, yyyy' in English", () => {
    expect(formatCardDate(may)).toBe('May 07, 2024');
    expect(formatCardDate(september)).toBe('Sep 21, 2024');
  });

  it("formats month groups as 'MMMM yyyy' in English", () => {
    expect(formatMonthGroup(may)).toBe('May 2024');
    expect(formatMonthGroup(september)).toBe('September 2024');
  });

  it("formats admin tables as 'dd MMM yyyy' in English", () => {
    expect(formatTableDate(may)).toBe('07 May 2024');
    expect(formatTableDate(september)).toBe('21 Sep 2024');
  });

  it('formats any pattern with formatDate', () => {
    expect(formatDate(may, 'EEEE d')).toBe('Tuesday 7');
  });

  it('writes Spanish dates day first, with Spanish month names, after activating es', async () => {
    await activateDateLocale('es');
    expect(formatMonthGroup(may)).toBe('mayo de 2024');
    expect(formatMonthGroup(september)).toBe('septiembre de 2024');
    expect(formatCardDate('2024-01-05T12:00:00.000Z')).toBe('5 ene 2024');
    expect(formatCardDate('2026-08-28T12:00:00.000Z')).toBe('28 ago 2026');
    expect(formatTableDate('2024-12-05T12:00:00.000Z')).toBe('05 dic 2024');
    expect(formatDate(may, 'EEEE')).toBe('martes');
  });

  it('writes Swedish dates day first, with Swedish month names, after activating sv', async () => {
    await activateDateLocale('sv');
    expect(formatMonthGroup(may)).toBe('maj 2024');
    expect(formatMonthGroup('2024-01-05T12:00:00.000Z')).toBe('januari 2024');
    expect(formatCardDate('2024-12-05T12:00:00.000Z')).toBe('5 dec. 2024');
    expect(formatCardDate('2026-08-28T12:00:00.000Z')).toBe('28 aug. 2026');
    expect(formatTableDate(september)).toBe('21 sep. 2024');
    expect(formatDate(may, 'EEEE')).toBe('tisdag');
  });

  it.each([
    ['en', 'Nov 03, 2026 – Nov 04, 2026', 'Nov 30, 2026 – Dec 02, 2026', 'Dec 30, 2026 – Jan 02, 2027'],
    ['es', '3–4 nov 2026', '30 nov – 2 dic 2026', '30 dic 2026 – 2 ene 2027'],
    ['sv', '3–4 nov. 2026', '30 nov. – 2 dec. 2026', '30 dec. 2026 – 2 jan. 2027'],
  ] as const)(
    '%s: a span of days writes what its dates share once (English: both in full)',
    async (language, month, year, years) => {
      await activateDateLocale(language);
      const at = (day: string) => `${day}T12:00:00.000Z`;
      expect(formatDateRange(at('2026-11-03'), at('2026-11-04'))).toBe(month);
      expect(formatDateRange(at('2026-11-30'), at('2026-12-02'))).toBe(year);
      expect(formatDateRange(at('2026-12-30'), at('2027-01-02'))).toBe(years);
      // The same day twice is one date.
      expect(formatDateRange(at('2026-11-03'), '2026-11-03T13:00:00.000Z')).toBe(formatCardDate(at('2026-11-03')));
    },
  );

  it('returns to English after activating en again', async () => {
    await activateDateLocale('sv');
    await activateDateLocale('en');
    expect(formatMonthGroup(september)).toBe('September 2024');
  });
});
