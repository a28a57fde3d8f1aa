import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_KEY, languages } from '@/lib/i18n';
import { sessionKeys } from '@/lib/auth/session';
import { landingLanguages, landingLocale, landingModules, landingScreen, loadShell } from './landing';
import { screens } from './screens';

const screenAt = (path: string) => screens.find((screen) => screen.path === path)!;

describe('the first page’s downloads, started by the entry', () => {
  beforeEach(() => {
    const stored = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => stored.set(key, value),
      removeItem: (key: string) => stored.delete(key),
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('reads the keys and languages the app writes', () => {
    expect(landingLanguages).toEqual([...languages]);
    expect(LANGUAGE_KEY).toBe('language');
    localStorage.setItem('language', 'fr');
    expect(landingLocale('/')).toBe('/locales/fr.json');
    localStorage.setItem('language', 'xx');
    expect(landingLocale('/base/')).toBe('/base/locales/en.json');
    localStorage.removeItem('language');
    expect(landingLocale('/')).toBe('/locales/en.json');
    expect(sessionKeys.accessToken).toBe('accessToken');
  });

  it('signed out, every page loads the sign-in page', () => {
    expect(landingModules('/dashboard/analytics', false)).toHaveLength(1);
    expect(landingModules('/', false)).toEqual(landingModules('/login', true));
  });

  it('signed in, a dashboard loads the shell and the dashboards; another page the shell', () => {
    expect(landingModules('/', true)).toHaveLength(2);
    expect(landingModules('/dashboard/analytics/', true)).toEqual([loadShell, screenAt('/dashboard/analytics').load]);
    expect(landingModules('/apps/user/list', true)).toHaveLength(1);
    expect(landingModules('/apps/user/list', true)[0]).toBe(landingModules('/', true)[0]);
  });

  it('signed in, a landing screen loads the shell and its own code', () => {
    expect(landingModules('/apps/ecommerce/shop', true)).toEqual([loadShell, screenAt('/apps/ecommerce/shop').load]);
    expect(landingModules('/apps/invoice/list/', true)).toEqual([loadShell, screenAt('/apps/invoice/list').load]);
    expect(landingModules('/apps/ecommerce/shop', false)).toEqual([screenAt('/login').load]);
  });

  it('finds a landing screen at any of its places when its path takes parameters', () => {
    expect(landingScreen('/apps/email')?.path).toBe('/apps/email/:first?/:second?/:third?');
    expect(landingScreen('/apps/email/label/company/4')?.path).toBe('/apps/email/:first?/:second?/:third?');
    expect(landingScreen('/apps/chat/3')?.path).toBe('/apps/chat/:contactId?');
    expect(landingScreen('/apps/todo/tag/high')?.path).toBe('/apps/todo/:first?/:second?');
    expect(landingScreen('/apps/calendar')?.path).toBe('/apps/calendar');
    expect(landingScreen('/apps/calendar/x')).toBeUndefined();
    expect(landingScreen('/datatables/basic')?.path).toBe('/datatables/basic');
    expect(landingScreen('/apps/emails')).toBeUndefined();
    expect(landingModules('/apps/emails', true)).toEqual([loadShell]);
    // A screen not declared `landing` loads as usual.
    expect(landingScreen('/apps/user/list')).toBeUndefined();
  });
});
