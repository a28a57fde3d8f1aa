import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './returnTo';

describe('safeReturnTo', () => {
  it.each([
    ['/apps/email?folder=sent', '/apps/email?folder=sent'],
    ['/', '/'],
    [null, null],
    ['', null],
    ['apps/email', null],
    ['//evil.example/path', null],
    ['/\\evil.example', null],
    ['https://evil.example', null],
    ['javascript:alert(1)', null],
    ['/login', null],
    ['/login?returnTo=%2Flogin', null],
    ['/register', null],
    ['/forgot-password#x', null],
    ['/login-history', '/login-history'],
    ['/pages/login-basic', '/pages/login-basic'],
  ])('%s → %s', (input, expected) => {
    expect(safeReturnTo(input)).toBe(expected);
  });
});
