import { describe, expect, it } from 'vitest';
import { base32, groupSecret, newSecret } from './secret';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('base32', () => {
  it.each([
    ['', ''],
    ['f', 'MY'],
    ['fo', 'MZXQ'],
    ['foo', 'MZXW6'],
    ['foob', 'MZXW6YQ'],
    ['fooba', 'MZXW6YTB'],
    ['foobar', 'MZXW6YTBOI'],
  ])('encodes %j as RFC 4648 does (padding left out)', (text, encoded) => {
    expect(base32(bytes(text))).toBe(encoded);
  });
});

describe('newSecret', () => {
  it('is 32 base32 characters, new each time', () => {
    const secret = newSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newSecret()).not.toBe(secret);
  });
});

describe('groupSecret', () => {
  it('groups by four', () => {
    expect(groupSecret('ABCDEFGHIJ')).toBe('ABCD EFGH IJ');
    expect(groupSecret('ABCDEFGH')).toBe('ABCD EFGH');
  });
});
