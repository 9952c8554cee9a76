import { describe, expect, it } from 'vitest';
import { isoToLocalInput, isoToZonedInput, localInputToIso, zonedInputToIso } from './datetime';

describe('isoToLocalInput', () => {
  it('shows an ISO moment in local wall-clock time, to the minute', () => {
    const moment = new Date(2026, 10, 21, 9, 5, 30);
    expect(isoToLocalInput(moment.toISOString())).toBe('2026-11-21T09:05');
  });

  it('is empty for nothing or a value that is not a date', () => {
    expect(isoToLocalInput('')).toBe('');
    expect(isoToLocalInput(null)).toBe('');
    expect(isoToLocalInput(undefined)).toBe('');
    expect(isoToLocalInput('soon')).toBe('');
  });
});

describe('localInputToIso', () => {
  it('reads the input as local time and answers UTC ISO', () => {
    expect(localInputToIso('2026-11-21T10:00')).toBe(new Date(2026, 10, 21, 10, 0).toISOString());
    expect(localInputToIso('2026-01-02T03:04:05')).toBe(new Date(2026, 0, 2, 3, 4, 5).toISOString());
  });

  it('round-trips with isoToLocalInput', () => {
    const iso = localInputToIso('2027-03-28T02:30');
    expect(localInputToIso(isoToLocalInput(iso))).toBe(iso);
    expect(isoToLocalInput(localInputToIso('2026-12-31T23:59'))).toBe('2026-12-31T23:59');
  });

  it('keeps empty input empty (the schema says required)', () => {
    expect(localInputToIso('')).toBe('');
    expect(localInputToIso('  ')).toBe('');
  });

  it('passes a value that is not a real date on unchanged (the schema says invalid)', () => {
    expect(localInputToIso('2026-02-31T10:00')).toBe('2026-02-31T10:00');
    expect(localInputToIso('tomorrow')).toBe('tomorrow');
  });
});

// The zone of the machine running the tests must not matter: these hold in any TZ (CI runs in UTC,
// a developer's laptop in Stockholm or Mexico City).
describe('zonedInputToIso and isoToZonedInput', () => {
  it('reads the wall-clock time in the named zone, not the machine’s', () => {
    expect(zonedInputToIso('2026-11-21T10:00', 'Europe/Stockholm')).toBe('2026-11-21T09:00:00.000Z');
    expect(zonedInputToIso('2026-07-01T10:00', 'Europe/Stockholm')).toBe('2026-07-01T08:00:00.000Z');
    expect(zonedInputToIso('2026-11-21T10:00', 'America/Mexico_City')).toBe('2026-11-21T16:00:00.000Z');
    expect(zonedInputToIso('2026-11-21T10:00', 'America/Sao_Paulo')).toBe('2026-11-21T13:00:00.000Z');
    expect(zonedInputToIso('2026-11-21T10:00', 'UTC')).toBe('2026-11-21T10:00:00.000Z');
  });

  it('shows a moment as the clocks show it in the named zone', () => {
    expect(isoToZonedInput('2026-11-21T09:00:00.000Z', 'Europe/Stockholm')).toBe('2026-11-21T10:00');
    expect(isoToZonedInput('2026-11-21T16:00:00.000Z', 'America/Mexico_City')).toBe('2026-11-21T10:00');
    expect(isoToZonedInput('2026-11-21T09:00:00.000Z', 'Asia/Tokyo')).toBe('2026-11-21T18:00');
    // The day can differ from UTC's.
    expect(isoToZonedInput('2026-11-22T02:00:00.000Z', 'America/Lima')).toBe('2026-11-21T21:00');
  });

  it('handles the day the clocks go forward in Stockholm (29 March 2026)', () => {
    expect(zonedInputToIso('2026-03-29T01:30', 'Europe/Stockholm')).toBe('2026-03-29T00:30:00.000Z');
    expect(zonedInputToIso('2026-03-29T03:30', 'Europe/Stockholm')).toBe('2026-03-29T01:30:00.000Z');
    expect(zonedInputToIso('2026-03-29T18:00', 'Europe/Stockholm')).toBe('2026-03-29T16:00:00.000Z');
    // 02:30 does not exist that night: it is the moment the clocks show 03:30.
    expect(zonedInputToIso('2026-03-29T02:30', 'Europe/Stockholm')).toBe('2026-03-29T01:30:00.000Z');
    expect(isoToZonedInput('2026-03-29T00:59:00.000Z', 'Europe/Stockholm')).toBe('2026-03-29T01:59');
    expect(isoToZonedInput('2026-03-29T01:00:00.000Z', 'Europe/Stockholm')).toBe('2026-03-29T03:00');
  });

  it('handles the day the clocks go back in Stockholm (25 October 2026)', () => {
    expect(zonedInputToIso('2026-10-25T01:30', 'Europe/Stockholm')).toBe('2026-10-24T23:30:00.000Z');
    expect(zonedInputToIso('2026-10-25T03:30', 'Europe/Stockholm')).toBe('2026-10-25T02:30:00.000Z');
    expect(zonedInputToIso('2026-10-25T18:00', 'Europe/Stockholm')).toBe('2026-10-25T17:00:00.000Z');
    // 02:30 happens twice that night: the second time (standard time) is taken.
    expect(zonedInputToIso('2026-10-25T02:30', 'Europe/Stockholm')).toBe('2026-10-25T01:30:00.000Z');
    // Both moments show as 02:30.
    expect(isoToZonedInput('2026-10-25T00:30:00.000Z', 'Europe/Stockholm')).toBe('2026-10-25T02:30');
    expect(isoToZonedInput('2026-10-25T01:30:00.000Z', 'Europe/Stockholm')).toBe('2026-10-25T02:30');
  });

  it('keeps seconds when the moment has them, so an untouched value converts back unchanged', () => {
    expect(isoToZonedInput('2026-11-21T09:05:30.000Z', 'Europe/Stockholm')).toBe('2026-11-21T10:05:30');
    expect(isoToZonedInput('2026-11-21T09:05:30.250Z', 'Europe/Stockholm')).toBe('2026-11-21T10:05:30.250');
  });

  it('round-trips in every zone, seconds included', () => {
    for (const zone of ['Europe/Stockholm', 'America/Santiago', 'America/Argentina/Buenos_Aires', 'UTC']) {
      for (const iso of ['2026-01-15T08:00:00.000Z', '2026-06-15T17:45:30.000Z', '2026-10-25T01:30:00.000Z']) {
        expect(zonedInputToIso(isoToZonedInput(iso, zone), zone), `${zone} ${iso}`).toBe(iso);
      }
    }
  });

  it('keeps empty input empty and passes what is not a date on unchanged', () => {
    expect(zonedInputToIso('', 'Europe/Stockholm')).toBe('');
    expect(zonedInputToIso('2026-02-31T10:00', 'Europe/Stockholm')).toBe('2026-02-31T10:00');
    expect(zonedInputToIso('soon', 'Europe/Stockholm')).toBe('soon');
    expect(isoToZonedInput(null, 'Europe/Stockholm')).toBe('');
    expect(isoToZonedInput('soon', 'Europe/Stockholm')).toBe('');
  });
});
