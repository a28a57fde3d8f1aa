import { describe, expect, it } from 'vitest';
import { nameFromEmail } from './members';

describe('nameFromEmail', () => {
  it('makes words of the address before the @', () => {
    expect(nameFromEmail('ada.lovelace@example.com')).toBe('Ada Lovelace');
    expect(nameFromEmail('grace_hopper+work@example.com')).toBe('Grace Hopper Work');
    expect(nameFromEmail('alan@example.com')).toBe('Alan');
  });

  it('keeps the address when there is nothing to name', () => {
    expect(nameFromEmail('@example.com')).toBe('@example.com');
  });
});
