import { describe, expect, it } from 'vitest';
import { calendarKinds as contract } from '@/lib/api/schemas/calendar';
import { calendarKinds, kindTones } from './kinds';

describe('calendar kinds', () => {
  it('are the contract’s five, each with a colour of its own', () => {
    expect([...calendarKinds].sort()).toEqual([...contract].sort());
    expect(new Set(calendarKinds.map((kind) => kindTones[kind])).size).toBe(contract.length);
  });
});
