import { describe, expect, it } from 'vitest';
import { isoToLocalInput, localInputToIso } from './datetime';

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
