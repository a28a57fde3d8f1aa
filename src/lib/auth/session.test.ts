import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import * as z from '@/lib/api/zod';
import { authUsersSeed } from '@/mocks/data/authUsers';
import { sessionUser } from '../api/schemas/auth';
import { memoryStorage } from '@/test/memoryStorage';
import { clearSession, getUserData, isSessionUser, saveSession, sessionKeys } from './session';

const { password: _password, ...admin } = authUsersSeed[0]!;
const tokens = { accessToken: 'a', refreshToken: 'r' };

beforeEach(() => {
  Object.defineProperty(globalThis, 'localStorage', { value: memoryStorage(), configurable: true });
});

describe('the stored session', () => {
  it('round-trips the demo admin', () => {
    saveSession(admin, tokens);
    expect(getUserData()).toEqual(admin);
    clearSession();
    expect(getUserData()).toBeNull();
    expect(Object.values(sessionKeys).map((key) => localStorage.getItem(key))).toEqual([null, null, null]);
  });

  it.each([
    ['half-written JSON', '{"id":1,"fullName":"John'],
    ['not an object', '"admin"'],
    ['a wrong role', JSON.stringify({ ...admin, role: 'root' })],
    ['abilities that are not a list', JSON.stringify({ ...admin, ability: 'manage all' })],
    ['a missing field', JSON.stringify({ ...admin, extras: undefined })],
  ])('treats %s as signed out, never as a crash', (_, raw) => {
    saveSession(admin, tokens);
    localStorage.setItem(sessionKeys.userData, raw);
    expect(getUserData()).toBeNull();
  });

  it('a user without an access token is signed out', () => {
    saveSession(admin, tokens);
    localStorage.removeItem(sessionKeys.accessToken);
    expect(getUserData()).toBeNull();
  });

  it('the hand-written check agrees with the shared schema (emails aside)', () => {
    const schema = z.extend(sessionUser, { email: z.string() });
    const mutated = fc.record({
      key: fc.constantFrom(...Object.keys(admin), 'ability.0', 'extras.eCommerceCartItemsCount'),
      value: fc.jsonValue(),
    });
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), mutated), (sample) => {
        let value: unknown = sample;
        if (sample && typeof sample === 'object' && 'key' in sample && 'value' in sample) {
          const copy = structuredClone(admin) as Record<string, unknown>;
          const [head, tail] = String(sample.key).split('.');
          if (tail) (copy[head!] as Record<string, unknown>)[tail] = sample.value;
          else copy[head!] = sample.value;
          value = copy;
        }
        expect(isSessionUser(value)).toBe(schema.safeParse(value).success);
      }),
      { numRuns: 500 },
    );
  });
});
