import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  formatCardDate,
  formatDateRange,
  formatMonthGroup,
  formatZonedDateTime,
  formatZonedSpan,
  loadDateLocale,
  switchDateLocale,
  timeZoneAbbreviation,
} from './dates';

// An event's dates are written where it happens, whatever the zone of the server or the reader.

beforeAll(async () => {
  await Promise.all((['en', 'es', 'sv'] as const).map(loadDateLocale));
});
afterEach(() => {
  switchDateLocale('en');
  vi.unstubAllEnvs();
});

const STOCKHOLM_WINTER = '2026-12-03T08:00:00.000Z'; // 09:00 CET

describe("times in the event's zone", () => {
  it('writes date, time and abbreviation each language its way', () => {
    switchDateLocale('en');
    expect(formatZonedDateTime(STOCKHOLM_WINTER, 'Europe/Stockholm')).toBe('Dec 03, 2026, 9:00 AM CET');
    switchDateLocale('es');
    expect(formatZonedDateTime(STOCKHOLM_WINTER, 'Europe/Stockholm')).toBe('3 dic 2026, 9:00 CET');
    switchDateLocale('sv');
    expect(formatZonedDateTime(STOCKHOLM_WINTER, 'Europe/Stockholm')).toBe('3 dec. 2026 09:00 CET');
  });

  it.each(['America/Mexico_City', 'Asia/Tokyo', 'UTC', 'Europe/Stockholm'])(
    'prints Stockholm time for a reader (or server) in %s',
    (readerZone) => {
      vi.stubEnv('TZ', readerZone);
      expect(formatZonedDateTime(STOCKHOLM_WINTER, 'Europe/Stockholm')).toBe('Dec 03, 2026, 9:00 AM CET');
      expect(formatCardDate(STOCKHOLM_WINTER, 'Europe/Stockholm')).toBe('Dec 03, 2026');
    },
  );

  it('uses the abbreviation in force on the day, around the spring change (29 March 2026)', () => {
    // The clocks go from 02:00 CET to 03:00 CEST at 01:00 UTC.
    expect(formatZonedDateTime('2026-03-28T08:00:00.000Z', 'Europe/Stockholm')).toBe('Mar 28, 2026, 9:00 AM CET');
    expect(formatZonedDateTime('2026-03-29T00:30:00.000Z', 'Europe/Stockholm')).toBe('Mar 29, 2026, 1:30 AM CET');
    expect(formatZonedDateTime('2026-03-29T01:30:00.000Z', 'Europe/Stockholm')).toBe('Mar 29, 2026, 3:30 AM CEST');
    expect(formatZonedDateTime('2026-03-30T07:00:00.000Z', 'Europe/Stockholm')).toBe('Mar 30, 2026, 9:00 AM CEST');
  });

  it('uses the abbreviation in force on the day, around the autumn change (25 October 2026)', () => {
    // The clocks go from 03:00 CEST back to 02:00 CET at 01:00 UTC.
    switchDateLocale('sv');
    expect(formatZonedDateTime('2026-10-24T07:00:00.000Z', 'Europe/Stockholm')).toBe('24 okt. 2026 09:00 CEST');
    expect(formatZonedDateTime('2026-10-25T00:30:00.000Z', 'Europe/Stockholm')).toBe('25 okt. 2026 02:30 CEST');
    expect(formatZonedDateTime('2026-10-25T01:30:00.000Z', 'Europe/Stockholm')).toBe('25 okt. 2026 02:30 CET');
    expect(formatZonedDateTime('2026-10-26T08:00:00.000Z', 'Europe/Stockholm')).toBe('26 okt. 2026 09:00 CET');
  });

  it('names Mexico City time (no summer time since 2022) in American terms', () => {
    expect(timeZoneAbbreviation('2026-07-01T15:00:00.000Z', 'America/Mexico_City')).toBe('CST');
    switchDateLocale('es');
    expect(formatZonedDateTime('2026-07-01T15:00:00.000Z', 'America/Mexico_City')).toBe('1 jul 2026, 9:00 CST');
  });

  it('falls back to the offset where a zone has no abbreviation', () => {
    expect(timeZoneAbbreviation('2026-07-01T15:00:00.000Z', 'America/Bogota')).toBe('GMT-5');
    expect(formatZonedDateTime('2026-07-01T15:00:00.000Z', 'America/Bogota')).toBe('Jul 01, 2026, 10:00 AM GMT-5');
  });

  it('writes a span: times of one day once dated, days apart in full', () => {
    expect(formatZonedSpan(STOCKHOLM_WINTER, null, 'Europe/Stockholm')).toBe('Dec 03, 2026, 9:00 AM CET');
    expect(formatZonedSpan(STOCKHOLM_WINTER, '2026-12-03T10:00:00.000Z', 'Europe/Stockholm')).toBe(
      'Dec 03, 2026, 9:00 AM – 11:00 AM CET',
    );
    switchDateLocale('es');
    expect(formatZonedSpan(STOCKHOLM_WINTER, '2026-12-04T16:00:00.000Z', 'Europe/Madrid')).toBe(
      '3 dic 2026, 9:00 CET – 4 dic 2026, 17:00 CET',
    );
  });
});

describe("card dates in the event's zone", () => {
  it("dates an evening event in Mexico City on its own day, not the next day's in UTC", () => {
    vi.stubEnv('TZ', 'Europe/Stockholm');
    // 20:00 in Mexico City on 3 December is 02:00 UTC on the 4th (03:00 in Stockholm).
    const evening = '2026-12-04T02:00:00.000Z';
    expect(formatCardDate(evening, 'America/Mexico_City')).toBe('Dec 03, 2026');
    expect(formatMonthGroup('2026-12-01T03:00:00.000Z', 'America/Mexico_City')).toBe('November 2026');
    switchDateLocale('sv');
    expect(formatCardDate(evening, 'America/Mexico_City')).toBe('3 dec. 2026');
  });

  it('spans days as the zone counts them', () => {
    vi.stubEnv('TZ', 'UTC');
    // 23:30 UTC is already the next day in Stockholm: one day there, two in UTC.
    expect(formatDateRange('2026-11-02T23:30:00.000Z', '2026-11-03T15:00:00.000Z', 'Europe/Stockholm')).toBe(
      'Nov 03, 2026',
    );
    switchDateLocale('es');
    expect(formatDateRange('2026-11-03T08:00:00.000Z', '2026-11-04T16:00:00.000Z', 'Europe/Madrid')).toBe(
      '3–4 nov 2026',
    );
    expect(formatDateRange('2026-11-30T08:00:00.000Z', '2026-12-02T16:00:00.000Z', 'Europe/Madrid')).toBe(
      '30 nov – 2 dic 2026',
    );
  });
});
