import { describe, expect, it } from 'vitest';
import { balanceCents, balanceText, invoiceTotals, lineCents, toCents } from './invoiceTotals';

describe('invoice totals in cents', () => {
  it('adds lines as cost in cents times quantity', () => {
    expect(
      invoiceTotals({
        items: [
          { cost: 19.99, qty: 3 },
          { cost: 0.1, qty: 7 },
        ],
        discount: 0,
        tax: 0,
      }),
    ).toEqual({
      subtotal: 6067,
      discount: 0,
      tax: 0,
      total: 6067,
    });
  });

  it('takes the discount from the subtotal, then the tax on what remains, each to the nearest cent', () => {
    // 100.05 − 10 % = 10.005 → 10.01 (halves up); 90.04 × 7.5 % = 6.753 → 6.75.
    expect(invoiceTotals({ items: [{ cost: 100.05, qty: 1 }], discount: 10, tax: 7.5 })).toEqual({
      subtotal: 10005,
      discount: 1001,
      tax: 675,
      total: 9679,
    });
  });

  it('does not drift where floating-point sums would', () => {
    const items = Array.from({ length: 10 }, () => ({ cost: 0.1, qty: 1 }));
    expect(invoiceTotals({ items, discount: 0, tax: 0 }).total).toBe(100);
    expect(toCents(1.005)).toBe(101);
  });

  it('counts an unfinished line as nothing', () => {
    expect(lineCents({ cost: Number.NaN, qty: 2 })).toBe(0);
    expect(invoiceTotals({ items: [], discount: Number.NaN, tax: Number.NaN }).total).toBe(0);
  });

  it('writes and reads balances as the invoice data does', () => {
    expect(balanceText(0)).toBe(0);
    expect(balanceText(28200)).toBe('$282');
    expect(balanceText(-6750)).toBe('-$67.50');
    expect(balanceCents('-$67.50')).toBe(-6750);
    expect(balanceCents('$1,282')).toBe(128200);
    expect(balanceCents(0)).toBe(0);
  });
});
