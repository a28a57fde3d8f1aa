import { describe, expect, it } from 'vitest';
import type { Employee } from '@/lib/api/schemas/datatables';
import { manyEmployees } from './manyEmployees';
import { hasStatus, inDays, inRange, isOpenRange, matchesText } from './filters';

const employee = (id: number, overrides: Partial<Employee> = {}): Employee => ({
  id,
  avatar: '',
  full_name: `Person ${id}`,
  post: 'Engineer',
  email: `p${id}@example.com`,
  city: 'Lyon',
  start_date: '2022-06-06',
  salary: 1000,
  age: 30,
  experience: '2 Years',
  status: 1,
  ...overrides,
});

describe('manyEmployees', () => {
  const seed = [employee(1), employee(2), employee(5)];
  const rows = manyEmployees(seed, 10);

  it('makes exactly the rows asked for, the data itself first', () => {
    expect(rows).toHaveLength(10);
    expect(rows.slice(0, 3)).toEqual(seed);
  });

  it('gives every copy a new id after the last real one, and an email of its own', () => {
    expect(rows.map((r) => r.id)).toEqual([1, 2, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(new Set(rows.map((r) => r.email)).size).toBe(10);
    expect(rows[3]!.email).toBe('1.p1@example.com');
  });

  it('moves a copy’s start day a week back per copy and its salary a little', () => {
    expect(rows[3]!.start_date).toBe('2022-05-30');
    expect(rows[6]!.start_date).toBe('2022-05-23');
    expect(rows[3]!.salary).toBe(910);
  });

  it('makes nothing from nothing', () => {
    expect(manyEmployees([], 10)).toEqual([]);
  });
});

describe('the column filters', () => {
  it('text: ignores case and surrounding spaces', () => {
    expect(matchesText('Korrie O’Crevy', '  korrie ')).toBe(true);
    expect(matchesText('Korrie', 'x')).toBe(false);
  });

  it('ranges include their ends; an open end is no limit', () => {
    expect(inRange(10, [10, 20])).toBe(true);
    expect(inRange(21, [10, 20])).toBe(false);
    expect(inRange(5, [undefined, 5])).toBe(true);
    expect(inRange(4, [5, undefined])).toBe(false);
    expect(inDays('2022-06-06', ['2022-06-06', '2022-06-06'])).toBe(true);
    expect(inDays('2022-06-07', [undefined, '2022-06-06'])).toBe(false);
  });

  it('status: the same number', () => {
    expect(hasStatus(2, 2)).toBe(true);
    expect(hasStatus(2, 3)).toBe(false);
  });

  it('a range open at both ends is removed', () => {
    expect(isOpenRange([undefined, undefined])).toBe(true);
    expect(isOpenRange([1, undefined])).toBe(false);
    expect(isOpenRange('x')).toBe(true);
  });
});
