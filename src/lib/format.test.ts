import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatsFor } from './format';

describe('formatsFor', () => {
  // West of Greenwich a day's midnight UTC is the evening before: the case a local-time format gets wrong.
  let zone: string | undefined;
  beforeEach(() => {
    zone = process.env.TZ;
    process.env.TZ = 'America/Los_Angeles';
  });
  afterEach(() => {
    process.env.TZ = zone;
  });

  it('shows a day as the day the data records, whatever the reader’s time zone', () => {
    // What the profile page did before: the local time zone moves the day back.
    expect(new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(new Date('2021-11-15'))).toBe('Nov 14, 2021');
    expect(formatsFor('en').date('2021-11-15')).toBe('Nov 15, 2021');
    expect(formatsFor('fr').date('2021-11-15')).toBe('15 nov. 2021');
  });

  it('formats money and numbers in the language given', () => {
    expect(formatsFor('en').money(1234.5)).toBe('$1,234.50');
    expect(formatsFor('en').money(49, { maximumFractionDigits: 0 })).toBe('$49');
    expect(formatsFor('en').number(12345)).toBe('12,345');
    expect(formatsFor('en').compact(230_000)).toBe('230K');
    expect(formatsFor('en').percent(57.6)).toBe('57.6%');
  });

  it('names months and weekdays in UTC', () => {
    expect(formatsFor('en').month('2020-03')).toBe('Mar');
    expect(formatsFor('en').weekday(1)).toBe('Mon');
  });
});
