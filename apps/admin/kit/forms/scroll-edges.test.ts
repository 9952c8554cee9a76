import { describe, expect, it } from 'vitest';
import { scrollEdges } from './scroll-edges';

describe('scrollEdges', () => {
  it('says nothing is hidden when everything fits', () => {
    expect(scrollEdges({ scrollTop: 0, scrollHeight: 400, clientHeight: 400 })).toEqual({ above: false, below: false });
  });

  it('says there is more below at the top, more on both sides in the middle, more above at the end', () => {
    expect(scrollEdges({ scrollTop: 0, scrollHeight: 900, clientHeight: 500 })).toEqual({ above: false, below: true });
    expect(scrollEdges({ scrollTop: 200, scrollHeight: 900, clientHeight: 500 })).toEqual({ above: true, below: true });
    expect(scrollEdges({ scrollTop: 399.5, scrollHeight: 900, clientHeight: 500 })).toEqual({
      above: true,
      below: false,
    });
  });
});
