import { describe, expect, it } from 'vitest';
import { trendText } from './trend';

describe('trendText', () => {
  it('compares different months, with the direction', () => {
    expect(trendText({ thisMonth: 3, lastMonth: 1 })).toEqual({
      key: 'compare',
      values: { count: 3, last: 1 },
      direction: 'up',
    });
    expect(trendText({ thisMonth: 0, lastMonth: 4 })).toEqual({
      key: 'compare',
      values: { count: 0, last: 4 },
      direction: 'down',
    });
    expect(trendText({ thisMonth: 1, lastMonth: 0 }).direction).toBe('up');
  });

  it('says "as many as last month" for equal months', () => {
    expect(trendText({ thisMonth: 2, lastMonth: 2 })).toEqual({
      key: 'same',
      values: { count: 2, last: 2 },
      direction: 'flat',
    });
  });

  it('says there was nothing new when both months are 0', () => {
    expect(trendText({ thisMonth: 0, lastMonth: 0 }).key).toBe('none');
  });
});
