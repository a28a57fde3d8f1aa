import { describe, expect, it } from 'vitest';
import { itemCount, totalCents } from './cartTotals';

describe('cart totals', () => {
  it('adds lines in whole cents, where dollars in floating point drift', () => {
    const lines = [
      { price: 0.1, qty: 1 },
      { price: 0.2, qty: 1 },
    ];
    expect(lines.reduce((sum, l) => sum + l.price * l.qty, 0)).not.toBe(0.3);
    expect(totalCents(lines)).toBe(30);
    expect(totalCents([{ price: 19.99, qty: 3 }])).toBe(5997);
  });

  it('counts every item, and an empty cart is nothing', () => {
    expect(
      itemCount([
        { price: 892.99, qty: 2 },
        { price: 48.99, qty: 1 },
      ]),
    ).toBe(3);
    expect(
      totalCents([
        { price: 892.99, qty: 2 },
        { price: 48.99, qty: 1 },
      ]),
    ).toBe(183497);
    expect(itemCount([])).toBe(0);
    expect(totalCents([])).toBe(0);
  });
});
