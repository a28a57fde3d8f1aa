import type { Employee } from '@/lib/api/schemas/datatables';

/**
 * The advanced table's column filters as plain functions of a value and what the filter holds, so a
 * test can check them without a table. A range is [from, to], either end open (undefined).
 */
export type Range<T> = [T | undefined, T | undefined];

/** Text: the value holds what was typed, ignoring case and the spaces around it. */
export const matchesText = (value: string, typed: string) => value.toLowerCase().includes(typed.trim().toLowerCase());

/** A number range, ends included. */
export const inRange = (value: number, [min, max]: Range<number>) =>
  (min === undefined || value >= min) && (max === undefined || value <= max);

/** A range of days (`2022-06-06`, which compare as text), ends included. */
export const inDays = (day: string, [from, to]: Range<string>) =>
  (from === undefined || day >= from) && (to === undefined || day <= to);

export const hasStatus = (status: Employee['status'], wanted: number) => status === wanted;

/** A filter whose ends are both open filters nothing: it is removed. */
export const isOpenRange = (range: unknown) =>
  !Array.isArray(range) || (range[0] === undefined && range[1] === undefined);
