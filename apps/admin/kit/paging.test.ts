import { describe, expect, it } from 'vitest';
import { pageCount } from './paging';

describe('pageCount', () => {
  it('counts full and partial pages', () => {
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
    expect(pageCount(45, 20)).toBe(3);
  });

  it('is one page for an empty list or a nonsense size', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(5, 0)).toBe(1);
  });
});
