import { describe, expect, it } from 'vitest';
import { pageRange } from './pageRange';

describe('pageRange', () => {
  it('lists every page when they fit', () => {
    expect(pageRange(1, 1)).toEqual([1]);
    expect(pageRange(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps first and last with gaps around the current page', () => {
    expect(pageRange(10, 20)).toEqual([1, 'gap-start', 9, 10, 11, 'gap-end', 20]);
  });

  it('fills from the edges so the list length stays the same', () => {
    expect(pageRange(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap-end', 20]);
    expect(pageRange(20, 20)).toEqual([1, 'gap-start', 16, 17, 18, 19, 20]);
    const lengths = Array.from({ length: 20 }, (_, i) => pageRange(i + 1, 20).length);
    expect(new Set(lengths)).toEqual(new Set([7]));
  });

  it('clamps an out-of-range page and an empty count', () => {
    expect(pageRange(99, 3)).toEqual([1, 2, 3]);
    expect(pageRange(-4, 0)).toEqual([1]);
  });
});
