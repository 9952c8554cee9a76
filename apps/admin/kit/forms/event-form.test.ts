import { describe, expect, it } from 'vitest';
import type { ManagedEvent } from '../../../../shared/entities';
import {
  EventFormSchema,
  emptyEventValues,
  eventToValues,
  eventValuesToInput,
  type EventFormValues,
} from './event-form';
import { timeZoneLabel, timeZoneOptions } from './time-zone-options';

const values = (overrides: Partial<EventFormValues> = {}): EventFormValues => ({
  ...emptyEventValues(),
  title: 'Nordic Forum',
  description: 'A forum.',
  location: 'Stockholm',
  eventType: 'in-person',
  date: '2026-11-21T10:00',
  ...overrides,
});

describe('the event form', () => {
  it('starts a new event in the chamber’s time zone, without registration, with a waiting list ready', () => {
    expect(emptyEventValues()).toMatchObject({
      timeZone: 'Europe/Stockholm',
      region: '',
      registrationMode: 'none',
      capacity: '',
      waitlist: true,
    });
  });

  it('reads the times typed in the event’s zone, whatever zone the browser is in', () => {
    const parsed = EventFormSchema.parse(
      values({
        timeZone: 'America/Mexico_City',
        endDate: '2026-11-21T12:30',
        registrationMode: 'internal',
        capacity: '50',
        registrationOpensAt: '2026-11-01T09:00',
        registrationClosesAt: '2026-11-20T18:00',
        region: 'ibero-america',
      }),
    );
    expect(parsed).toMatchObject({
      date: '2026-11-21T16:00:00.000Z',
      endDate: '2026-11-21T18:30:00.000Z',
      timeZone: 'America/Mexico_City',
      region: 'ibero-america',
      registrationMode: 'internal',
      capacity: 50,
      waitlist: true,
      registrationOpensAt: '2026-11-01T15:00:00.000Z',
      registrationClosesAt: '2026-11-21T00:00:00.000Z',
    });
  });

  it('shows a stored event’s times in its own zone and sends them back unchanged', () => {
    const stored = {
      title: 'Baltic Day',
      description: 'A day.',
      location: 'Riga',
      eventType: 'hybrid',
      date: '2026-06-10T07:00:00.000Z',
      endDate: null,
      image: null,
      imageAlt: null,
      registrationLink: null,
      featured: false,
      timeZone: 'Europe/Riga',
      region: null,
      registrationMode: 'internal',
      capacity: null,
      waitlist: false,
      registrationOpensAt: null,
      registrationClosesAt: '2026-06-09T20:59:30.000Z',
    } as unknown as ManagedEvent;
    const shown = eventToValues(stored);
    expect(shown).toMatchObject({
      date: '2026-06-10T10:00',
      endDate: '',
      region: '',
      capacity: '',
      registrationClosesAt: '2026-06-09T23:59:30',
    });
    expect(EventFormSchema.parse(shown)).toMatchObject({
      date: stored.date,
      endDate: null,
      region: null,
      capacity: null,
      registrationClosesAt: stored.registrationClosesAt,
    });
  });

  it('requires the link for registration at a link, and a whole number of places', () => {
    const link = EventFormSchema.safeParse(values({ registrationMode: 'external', registrationLink: '' }));
    expect(link.success).toBe(false);
    expect(link.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['registrationLink']);
    const places = EventFormSchema.safeParse(values({ registrationMode: 'internal', capacity: '12.5' }));
    expect(places.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['capacity']);
  });

  it('keeps the settings of another mode, but leaves out what it would refuse there (nobody can see it)', () => {
    expect(eventValuesToInput(values({ registrationMode: 'none', capacity: '40' }))).toMatchObject({ capacity: 40 });
    const hidden = eventValuesToInput(
      values({
        registrationMode: 'none',
        capacity: 'many',
        registrationLink: 'not a link',
        registrationOpensAt: '2026-11-10T10:00',
        registrationClosesAt: '2026-11-01T10:00',
      }),
    );
    expect(hidden).not.toHaveProperty('capacity');
    expect(hidden).not.toHaveProperty('registrationLink');
    expect(hidden).not.toHaveProperty('registrationOpensAt');
    expect(hidden).not.toHaveProperty('registrationClosesAt');
    expect(EventFormSchema.safeParse(values({ registrationMode: 'none', capacity: 'many' })).success).toBe(true);
  });
});

describe('the time zone options', () => {
  const winter = new Date('2026-01-15T12:00:00Z');

  it('names each zone by its place, its name and its offset', () => {
    expect(timeZoneLabel('Europe/Stockholm', 'en', winter)).toBe('Stockholm — Central European Time (UTC+01:00)');
    expect(timeZoneLabel('America/Argentina/Buenos_Aires', 'en', winter)).toMatch(/^Buenos Aires .*\(UTC−03:00\)$/);
    expect(timeZoneLabel('UTC', 'en', winter)).toBe('UTC');
  });

  it('offers the chamber’s zones, and an event’s other zone first', () => {
    const zones = timeZoneOptions('Europe/Stockholm', 'en', winter).map((option) => option.value);
    expect(zones[0]).toBe('Europe/Stockholm');
    expect(zones).toContain('America/Sao_Paulo');
    expect(timeZoneOptions('Asia/Tokyo', 'en', winter)[0]?.value).toBe('Asia/Tokyo');
  });
});
