import { describe, expect, it } from 'vitest';
import {
  cardBrand,
  cvvLength,
  expiryProblem,
  formatCardNumber,
  formatExpiry,
  isValidCardNumber,
  lastFour,
  maxNumberLength,
  onlyDigits,
} from './cardNumber';

describe('cardBrand', () => {
  it.each([
    ['4242424242424242', 'visa'],
    ['4', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['51', 'mastercard'],
    ['2221000000000009', 'mastercard'],
    ['2720990000000007', 'mastercard'],
    ['378282246310005', 'amex'],
    ['34', 'amex'],
  ] as const)('%s is %s', (digits, brand) => {
    expect(cardBrand(digits)).toBe(brand);
  });

  it.each(['', '3', '35', '50', '56', '2220', '2721', '6011111111111117', '222'])(
    '%s names no network it knows',
    (digits) => {
      expect(cardBrand(digits)).toBeUndefined();
    },
  );
});

describe('formatCardNumber', () => {
  it('groups digits by four as they are typed', () => {
    expect(formatCardNumber('4')).toBe('4');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
  });

  it('groups an Amex number 4-6-5 and stops at 15 digits', () => {
    expect(formatCardNumber('3782822')).toBe('3782 822');
    expect(formatCardNumber('378282246310005999')).toBe('3782 822463 10005');
  });

  it('keeps digits only, and no more than the network takes', () => {
    expect(formatCardNumber('5555-5555 5555/4444 12')).toBe('5555 5555 5555 4444');
    expect(formatCardNumber('4242 4242 4242 4242 424 2')).toBe('4242 4242 4242 4242 424');
  });
});

describe('isValidCardNumber', () => {
  it.each(['4242424242424242', '4222222222222', '5555555555554444', '2223003122003222', '378282246310005'])(
    'accepts %s',
    (digits) => {
      expect(isValidCardNumber(digits)).toBe(true);
    },
  );

  it('refuses a wrong checksum', () => {
    expect(isValidCardNumber('4242424242424241')).toBe(false);
  });

  it('refuses a length the network does not issue, even with a good checksum', () => {
    // Both pass Luhn: 15 digits for Visa (it issues 13, 16 or 19), 14 for Amex (it issues 15).
    expect(isValidCardNumber('424242424242424')).toBe(false);
    expect(isValidCardNumber('37828224631003')).toBe(false);
  });

  it('refuses what is too short to be a card', () => {
    expect(isValidCardNumber('')).toBe(false);
    expect(isValidCardNumber('4242')).toBe(false);
  });
});

describe('security code and length', () => {
  it('asks four digits of Amex, three of the others', () => {
    expect(cvvLength('amex')).toBe(4);
    expect(cvvLength('visa')).toBe(3);
    expect(cvvLength(undefined)).toBe(3);
  });

  it('knows the longest number of each network', () => {
    expect(maxNumberLength('amex')).toBe(15);
    expect(maxNumberLength('mastercard')).toBe(16);
    expect(maxNumberLength('visa')).toBe(19);
    expect(maxNumberLength(undefined)).toBe(19);
  });
});

describe('formatExpiry', () => {
  it('writes MM/YY as digits come', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('123')).toBe('12/3');
    expect(formatExpiry('12/345')).toBe('12/34');
  });

  it('reads a first digit above 1 as a month of its own', () => {
    expect(formatExpiry('4')).toBe('04');
    expect(formatExpiry('428')).toBe('04/28');
  });
});

describe('expiryProblem', () => {
  const now = new Date('2026-05-15T12:00:00Z');

  it('accepts this month and later ones', () => {
    expect(expiryProblem('05/26', now)).toBeUndefined();
    expect(expiryProblem('01/30', now)).toBeUndefined();
  });

  it('refuses a month already over', () => {
    expect(expiryProblem('04/26', now)).toBe('past');
    expect(expiryProblem('12/25', now)).toBe('past');
  });

  it('refuses what is not a month', () => {
    expect(expiryProblem('13/27', now)).toBe('format');
    expect(expiryProblem('00/27', now)).toBe('format');
    expect(expiryProblem('1/27', now)).toBe('format');
    expect(expiryProblem('', now)).toBe('format');
  });
});

describe('helpers', () => {
  it('keeps digits up to a limit', () => {
    expect(onlyDigits('12 a3-4', 3)).toBe('123');
  });

  it('names a card by its last four digits', () => {
    expect(lastFour('4242424242424242')).toBe('4242');
  });
});
