import { describe, expect, it } from 'vitest';
import {
  cardDigits,
  deliveryDate,
  deliveryFee,
  expiryParts,
  isExpired,
  lineCents,
  passesLuhn,
  percentOf,
  priceDetails,
  type PricedLine,
} from './checkoutRules';

const line = (price: number, qty = 1, discountPercentage = 0, hasFreeShipping = false): PricedLine => ({
  price,
  qty,
  discountPercentage,
  hasFreeShipping,
});

describe('percentOf: whole cents, halves up', () => {
  it.each([
    [10, 5, 1], // 0.5 cent rounds up
    [9, 5, 0], // 0.45 cent rounds down
    [30, 5, 2], // 1.5
    [70, 5, 4], // 3.5
    [14_099, 15, 2115], // 2114.85
    [0, 20, 0],
  ])('%i cents × %i %% = %i', (cents, percent, expected) => {
    expect(percentOf(cents, percent)).toBe(expected);
  });

  it('never drifts with prices binary fractions cannot hold', () => {
    // 1.005 dollars is 100.49999… cents in floating point; it must count as 101.
    expect(lineCents(line(1.005, 3, 50))).toEqual({ gross: 303, discount: 152, net: 151 });
    expect(lineCents(line(0.1, 3))).toEqual({ gross: 30, discount: 0, net: 30 });
  });
});

describe('priceDetails', () => {
  it('subtotal, per-line discounts, delivery and total of the seeded cart', () => {
    const lines = [line(140.99, 1, 15), line(1711.99, 1, 15, true), line(1908.99, 1, 7), line(660.99, 1, 17, true)];
    expect(priceDetails(lines, 'standard')).toEqual({
      subtotal: 442_296,
      // 21.15 + 256.80 + 133.63 + 112.37: each line rounded on its own.
      discount: 52_395,
      coupon: 0,
      delivery: 0, // over $500 of goods
      total: 389_901,
    });
  });

  it('rounds each line’s discount, not the sum', () => {
    // Two lines of 0.10 at 5 %: 0.5 cent each, so 1 cent each (2 in all), where the sum would give 1.
    expect(priceDetails([line(0.1, 1, 5), line(0.1, 1, 5)], 'express').discount).toBe(2);
  });

  it('takes a coupon’s percentage of what the discounts leave', () => {
    const details = priceDetails([line(100, 2, 10)], 'express', 25);
    expect(details).toEqual({ subtotal: 20_000, discount: 2_000, coupon: 4_500, delivery: 1_499, total: 14_999 });
  });

  it('an empty cart costs nothing, delivery included', () => {
    expect(priceDetails([], 'overnight')).toEqual({ subtotal: 0, discount: 0, coupon: 0, delivery: 0, total: 0 });
  });
});

describe('delivery', () => {
  it('standard is free from $500 of goods after discounts, or when every line ships free', () => {
    expect(deliveryFee([line(499.99)], 'standard')).toBe(499);
    expect(deliveryFee([line(500)], 'standard')).toBe(0);
    // $520 less 5 % is $494: under the threshold.
    expect(deliveryFee([line(520, 1, 5)], 'standard')).toBe(499);
    expect(deliveryFee([line(10, 1, 0, true), line(20, 1, 0, true)], 'standard')).toBe(0);
    expect(deliveryFee([line(10, 1, 0, true), line(20)], 'standard')).toBe(499);
  });

  it('express and overnight always cost their fee', () => {
    expect(deliveryFee([line(900, 1, 0, true)], 'express')).toBe(1499);
    expect(deliveryFee([line(900, 1, 0, true)], 'overnight')).toBe(2999);
  });

  it('arrives the option’s days after the last line ships, or after today when all have shipped', () => {
    const now = new Date('2026-01-10T12:00:00Z');
    const ships = ['2026-01-19T10:13:29.118Z', '2026-01-25T06:39:13.781Z'];
    expect(deliveryDate(ships, 'standard', now)).toBe('2026-01-30');
    expect(deliveryDate(ships, 'overnight', now)).toBe('2026-01-26');
    expect(deliveryDate(ships, 'express', new Date('2026-02-01T08:00:00Z'))).toBe('2026-02-03');
    expect(deliveryDate([], 'standard', now)).toBe('2026-01-15');
  });
});

describe('card checks', () => {
  it.each(['4242424242424242', '4111111111111111', '5555555555554444', '378282246310005', '6011111111111117'])(
    'Luhn accepts %s',
    (digits) => expect(passesLuhn(digits)).toBe(true),
  );

  it.each(['4242424242424241', '4111111111111112', '1234567812345678', '42424242', '4242 4242 4242 4242', ''])(
    'Luhn refuses %s',
    (digits) => expect(passesLuhn(digits)).toBe(false),
  );

  it('the number is sent as digits: spaces and dashes drop', () => {
    expect(cardDigits('4242 4242-4242 4242')).toBe('4242424242424242');
  });

  it('reads MM/YY, and a card works through the last day of its month', () => {
    expect(expiryParts('07/29')).toEqual({ month: 7, year: 2029 });
    expect(expiryParts('13/29')).toBeUndefined();
    expect(expiryParts('7/29')).toBeUndefined();
    expect(isExpired('01/26', new Date('2026-01-31T23:59:59Z'))).toBe(false);
    expect(isExpired('01/26', new Date('2026-02-01T00:00:00Z'))).toBe(true);
    expect(isExpired('12/25', new Date('2026-01-10T00:00:00Z'))).toBe(true);
    expect(isExpired('00/30', new Date('2026-01-10T00:00:00Z'))).toBe(true);
  });
});
