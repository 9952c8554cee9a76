import { describe, expect, it } from 'vitest';
import { pageCountOf, pageItems } from './pages';

describe('pageItems', () => {
  it('lists every page when there are few', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(2, 3)).toEqual([1, 2, 3]);
    expect(pageItems(1, 4)).toEqual([1, 2, 3, 4]);
    expect(pageItems(1, 5)).toEqual([1, 2, null, 5]);
  });

  it('keeps the first, the last, the current page and its neighbours, with gaps between', () => {
    expect(pageItems(1, 10)).toEqual([1, 2, null, 10]);
    expect(pageItems(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pageItems(10, 10)).toEqual([1, null, 9, 10]);
  });

  it('shows a single missing page instead of a gap', () => {
    expect(pageItems(4, 10)).toEqual([1, 2, 3, 4, 5, null, 10]);
    expect(pageItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('is empty without pages', () => {
    expect(pageItems(1, 0)).toEqual([]);
  });
});

describe('pageCountOf', () => {
  it('rounds up and never answers less than one page', () => {
    expect(pageCountOf(0, 8)).toBe(1);
    expect(pageCountOf(8, 8)).toBe(1);
    expect(pageCountOf(9, 8)).toBe(2);
    expect(pageCountOf(17, 8)).toBe(3);
  });
});
