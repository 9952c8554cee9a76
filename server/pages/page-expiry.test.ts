import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChamberEvent } from '../../shared/entities';
import { cachedAnswer, PageCache } from './page-cache';
import { pageExpiry } from './page-expiry';

const event = (fields: Partial<ChamberEvent>): ChamberEvent =>
  ({
    id: 1,
    date: '2026-12-03T08:00:00.000Z',
    endDate: null,
    registrationOpensAt: null,
    registrationClosesAt: null,
    ...fields,
  }) as ChamberEvent;

const at = (iso: string) => Date.parse(iso);
const NOW = at('2026-11-26T12:00:00.000Z');

describe('page expiry', () => {
  it('is the earliest future start, end, opening or closing among the shown events', () => {
    const events = [
      event({ date: '2026-12-03T08:00:00.000Z', endDate: '2026-12-04T16:00:00.000Z' }),
      event({ date: '2026-11-20T08:00:00.000Z', endDate: '2026-11-28T16:00:00.000Z' }),
      event({ date: '2026-11-01T08:00:00.000Z' }),
    ];
    expect(pageExpiry({ events }, NOW)).toBe(at('2026-11-28T16:00:00.000Z'));
    const opening = event({ registrationOpensAt: '2026-11-27T09:00:00.000Z' });
    expect(pageExpiry({ events: [...events, opening] }, NOW)).toBe(at('2026-11-27T09:00:00.000Z'));
    const closing = event({ registrationClosesAt: '2026-11-26T18:00:00.000Z' });
    expect(pageExpiry({ events, event: closing }, NOW)).toBe(at('2026-11-26T18:00:00.000Z'));
  });

  it('is none when nothing shown will change', () => {
    expect(pageExpiry({ events: [event({ date: '2026-01-01T08:00:00.000Z' })] }, NOW)).toBeNull();
    expect(pageExpiry({ news: [] }, NOW)).toBeNull();
  });
});

describe('the page cache and an answer that expires', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps an answer no longer than its own expiry, even with a longer time to live', async () => {
    vi.useFakeTimers({ now: NOW });
    const cache = new PageCache(60 * 60_000);
    let renders = 0;
    const make = () => {
      renders += 1;
      const answer = cachedAnswer(200, 'text/html', `render ${renders}`);
      answer.expiresAt = NOW + 5_000;
      return Promise.resolve(answer);
    };
    await cache.get('en /events', make);
    vi.setSystemTime(NOW + 4_999);
    expect(cache.peek('en /events')?.body.toString()).toBe('render 1');
    vi.setSystemTime(NOW + 5_000);
    expect(cache.peek('en /events')).toBeUndefined();
    expect((await cache.get('en /events', make)).body.toString()).toBe('render 2');
  });

  it('keeps an answer without an expiry for the time to live', async () => {
    vi.useFakeTimers({ now: NOW });
    const cache = new PageCache(10_000);
    await cache.get('en /', () => Promise.resolve(cachedAnswer(200, 'text/html', 'home')));
    vi.setSystemTime(NOW + 9_999);
    expect(cache.peek('en /')).toBeDefined();
    vi.setSystemTime(NOW + 10_000);
    expect(cache.peek('en /')).toBeUndefined();
  });
});
