import { describe, expect, it } from 'vitest';
import type { ChamberEvent } from '../../shared/entities';
import { eventCalendar, markdownToText, type CalendarEvent, type CalendarOptions } from './ics';
import { readIcs } from '../../tests/helpers/read-ics';

const PUBLIC_URL = 'https://chamber.example';
const OPTIONS: CalendarOptions = { publicUrl: PUBLIC_URL, language: 'en', siteName: 'Chamber; Nordic, Baltic' };

/** A public event as the reads present it. */
function event(overrides: Partial<CalendarEvent> & Pick<ChamberEvent, 'id'>): CalendarEvent {
  return {
    title: `Event ${overrides.id}`,
    description: 'A test event.',
    location: 'Stockholm',
    eventType: 'in-person',
    date: '2026-06-01T08:00:00.000Z',
    endDate: null,
    image: null,
    imageAlt: null,
    registrationLink: null,
    featured: false,
    timeZone: 'Europe/Stockholm',
    region: 'nordic',
    registrationMode: 'none',
    membersOnly: false,
    capacity: null,
    waitlist: false,
    registrationOpensAt: null,
    registrationClosesAt: null,
    placesLeft: null,
    lang: 'en',
    ...overrides,
  };
}

describe('eventCalendar', () => {
  it('writes one VCALENDAR named after the site, with a VEVENT per event and stable UIDs', () => {
    const ics = eventCalendar([event({ id: 7, version: 4 }), event({ id: 8 })], OPTIONS);
    const calendar = readIcs(ics);
    expect(ics.match(/BEGIN:VCALENDAR/g)).toHaveLength(1);
    expect(calendar.name).toBe('Chamber; Nordic, Baltic');
    expect(calendar.prodId).toContain('chamber.example');
    expect(calendar.events.map((item) => [item.uid, item.sequence])).toEqual([
      ['event-7@chamber.example', 4],
      ['event-8@chamber.example', 0],
    ]);
    // The same event written again (another fetch, a changed title) keeps its UID.
    const again = readIcs(eventCalendar([event({ id: 7, version: 5, title: 'Renamed' })], OPTIONS));
    expect(again.events[0]).toMatchObject({ uid: 'event-7@chamber.example', sequence: 5, summary: 'Renamed' });
    // Lines are CRLF-terminated and folded at 75 octets.
    expect(ics.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
  });

  it.each([
    // Stockholm: the day summer time starts (2026-03-29 02:00 → 03:00), before and after the change.
    ['Europe/Stockholm', '2026-03-29T00:30:00.000Z', '2026-03-29T01:30:00', true],
    ['Europe/Stockholm', '2026-03-29T08:00:00.000Z', '2026-03-29T10:00:00', true],
    ['Europe/Stockholm', '2026-03-28T09:00:00.000Z', '2026-03-28T10:00:00', true],
    // The day it ends (2026-10-25 03:00 → 02:00), before and after.
    ['Europe/Stockholm', '2026-10-24T08:00:00.000Z', '2026-10-24T10:00:00', true],
    ['Europe/Stockholm', '2026-10-25T09:00:00.000Z', '2026-10-25T10:00:00', true],
    ['Europe/Stockholm', '2026-12-03T08:00:00.000Z', '2026-12-03T09:00:00', true],
    // Mexico City has had no summer time since 2022: UTC-6 all year (old tz data says UTC-5 in summer).
    ['America/Mexico_City', '2026-07-15T16:00:00.000Z', '2026-07-15T10:00:00', true],
    ['America/Mexico_City', '2026-01-15T16:00:00.000Z', '2026-01-15T10:00:00', true],
    // São Paulo dropped it in 2019: UTC-3 in its former summer too.
    ['America/Sao_Paulo', '2026-12-10T13:00:00.000Z', '2026-12-10T10:00:00', true],
    ['UTC', '2026-07-15T16:00:00.000Z', '2026-07-15T16:00:00', false],
  ])('%s: an event starting %s is at %s local time, the same instant', (timeZone, date, local, hasZone) => {
    const ics = eventCalendar([event({ id: 1, date, timeZone })], OPTIONS);
    const calendar = readIcs(ics);
    const [read] = calendar.events;
    expect(read?.startZone).toBe(hasZone ? timeZone : null);
    expect(read?.startLocal).toBe(local);
    expect(read?.start).toBe(date);
    // No end: DEFAULT_EVENT_HOURS later, in the same zone.
    expect(read?.end).toBe(new Date(Date.parse(date) + 2 * 3_600_000).toISOString());
    expect(calendar.timeZones).toEqual(hasZone ? [timeZone] : []);
  });

  it('spans a daylight-saving change: end in the other offset, each zone written once', () => {
    const ics = eventCalendar(
      [
        event({ id: 1, date: '2026-10-24T08:00:00.000Z', endDate: '2026-10-26T15:00:00.000Z' }),
        event({ id: 2, date: '2026-03-27T08:00:00.000Z', endDate: '2026-03-30T14:00:00.000Z' }),
        event({ id: 3, date: '2026-07-15T16:00:00.000Z', timeZone: 'America/Mexico_City' }),
      ],
      OPTIONS,
    );
    const calendar = readIcs(ics);
    expect(calendar.events.map((item) => [item.start, item.end])).toEqual([
      ['2026-10-24T08:00:00.000Z', '2026-10-26T15:00:00.000Z'],
      ['2026-03-27T08:00:00.000Z', '2026-03-30T14:00:00.000Z'],
      ['2026-07-15T16:00:00.000Z', '2026-07-15T18:00:00.000Z'],
    ]);
    expect(ics).toContain('DTEND;TZID=Europe/Stockholm:20261026T160000');
    expect(ics).toContain('DTEND;TZID=Europe/Stockholm:20260330T160000');
    expect(calendar.timeZones.sort()).toEqual(['America/Mexico_City', 'Europe/Stockholm']);
  });

  it('writes title, location, the page URL in the language and the description as text with the page address', () => {
    const description =
      '## Agenda\n\n**Keynote** by _Ana_ on snake_case_names. See [the programme](https://example.org/a_b) and [our members](/members).';
    const [read] = readIcs(
      eventCalendar([event({ id: 12, title: 'Mesa redonda, 2026', description, location: 'Madrid; sala 2' })], {
        ...OPTIONS,
        language: 'es',
      }),
    ).events;
    expect(read?.summary).toBe('Mesa redonda, 2026');
    expect(read?.location).toBe('Madrid; sala 2');
    expect(read?.url).toBe('https://chamber.example/es/events/12');
    expect(read?.description).toBe(
      'Agenda\n\nKeynote by Ana on snake_case_names. See the programme (https://example.org/a_b) and our members (https://chamber.example/members).\n\nhttps://chamber.example/es/events/12',
    );
  });

  it.each([
    ['virtual', 'https://meet.example/room-1', 'https://meet.example/room-1'],
    ['hybrid', 'https://meet.example/room-2', 'https://meet.example/room-2'],
    ['virtual', null, null],
  ] as const)('a %s event (link %s) gives its online address in the description', (eventType, link, shown) => {
    const [read] = readIcs(
      eventCalendar([event({ id: 3, eventType, registrationLink: link, description: 'Online.' })], OPTIONS),
    ).events;
    const page = 'https://chamber.example/events/3';
    expect(read?.description).toBe(shown ? `Online.\n\n${shown}\n\n${page}` : `Online.\n\n${page}`);
  });

  it('leaves the online address out of an in-person event', () => {
    const [read] = readIcs(
      eventCalendar([event({ id: 4, registrationLink: 'https://tickets.example/4', description: 'Here.' })], OPTIONS),
    ).events;
    expect(read?.description).toBe('Here.\n\nhttps://chamber.example/events/4');
  });

  it('is a valid calendar without events', () => {
    const calendar = readIcs(eventCalendar([], OPTIONS));
    expect(calendar.events).toEqual([]);
    expect(calendar.name).toBe('Chamber; Nordic, Baltic');
  });
});

describe('markdownToText', () => {
  it.each([
    ['# Title #\n\nText', 'Title\n\nText'],
    ['**bold** and __bold__, *em* and _em_', 'bold and bold, em and em'],
    ['[link](https://x.example/a_b_c)', 'link (https://x.example/a_b_c)'],
    ['[https://x.example](https://x.example)', 'https://x.example'],
    ['* one\n* two', '* one\n* two'],
    ['2 * 3 * 4', '2 * 3 * 4'],
  ])('%j → %j', (markdown, expected) => {
    expect(markdownToText(markdown, PUBLIC_URL)).toBe(expected);
  });
});
