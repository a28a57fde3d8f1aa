import { describe, expect, it } from 'vitest';
import { cardProblems, emptyCard, type CardValues } from './cardCheck';

const now = new Date('2026-05-15T12:00:00Z');
const visa: CardValues = { number: '4242424242424242', name: 'Ada Lovelace', expiry: '1228', cvv: '123' };

describe('cardProblems', () => {
  it('finds nothing wrong with a good card', () => {
    expect(cardProblems(visa, now)).toEqual({});
    expect(cardProblems({ ...visa, number: '378282246310005', cvv: '1234' }, now)).toEqual({});
  });

  it('names every empty field', () => {
    expect(cardProblems(emptyCard, now)).toEqual({
      number: 'required',
      name: 'required',
      expiry: 'required',
      cvv: 'required',
    });
    expect(cardProblems({ ...visa, name: '   ' }, now)).toEqual({ name: 'required' });
  });

  it('refuses a number that fails the checksum', () => {
    expect(cardProblems({ ...visa, number: '4242424242424241' }, now)).toEqual({ number: 'cardNumber' });
  });

  it('refuses an unfinished or past expiry', () => {
    expect(cardProblems({ ...visa, expiry: '12' }, now)).toEqual({ expiry: 'expiry' });
    expect(cardProblems({ ...visa, expiry: '1326' }, now)).toEqual({ expiry: 'expiry' });
    expect(cardProblems({ ...visa, expiry: '0426' }, now)).toEqual({ expiry: 'expiryPast' });
    // Typed as "5" and shown as 05: the month of May, still good this month.
    expect(cardProblems({ ...visa, expiry: '526' }, now)).toEqual({});
  });

  it('asks the code its network uses', () => {
    expect(cardProblems({ ...visa, cvv: '1234' }, now)).toEqual({ cvv: 'cvv3' });
    expect(cardProblems({ ...visa, number: '378282246310005', cvv: '123' }, now)).toEqual({ cvv: 'cvv4' });
  });

  it('refuses a name longer than a card prints', () => {
    expect(cardProblems({ ...visa, name: 'A'.repeat(61) }, now)).toEqual({ name: 'tooLong' });
  });
});
