import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_KEY, initI18n, languages, loadNamespaces, localeFile, storedLanguage } from '@/lib/i18n';
import { loadAbilities } from '@/lib/auth/loadAbilities';
import { sessionKeys } from '@/lib/auth/session';
import {
  landingLanguages,
  landingLocales,
  landingModules,
  landingNamespaces,
  landingScreen,
  loadShell,
  preloadLocales,
} from './landing';
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
    expect(sessionKeys.accessToken).toBe('accessToken');
  });

  it('names the files of the stored language, else English, as i18n does', () => {
    localStorage.setItem('language', 'fr');
    expect(landingLocales('/', ['common', 'auth'])).toEqual([localeFile('fr', 'common'), localeFile('fr', 'auth')]);
    localStorage.setItem('language', 'xx');
    expect(landingLocales('/base/', ['common'])).toEqual(['/base/locales/en/common.json']);
    localStorage.removeItem('language');
    expect(landingLocales('/', ['shell'])).toEqual([localeFile('en', 'shell')]);
  });

  it('preloads common with the sign-in page’s words signed out, the shell’s and the landing screen’s signed in', () => {
    expect(landingNamespaces(false, '/apps/invoice/list')).toEqual(['common', 'auth']);
    expect(landingNamespaces(true, '/apps/user/list')).toEqual(['common', 'shell']);
    expect(landingNamespaces(true, '/apps/ecommerce/shop')).toEqual(['common', 'shell']);
    vi.stubGlobal('location', { pathname: '/apps/invoice/list/' });
    expect(landingNamespaces()).toEqual(landingNamespaces(false));
    localStorage.setItem('accessToken', 'a token');
    expect(landingNamespaces()).toEqual(['common', 'shell', 'invoices']);
  });

  it('preloads the very requests i18n then makes, so the browser reuses them', async () => {
    localStorage.setItem('language', 'de');
    const links: Array<Record<string, string>> = [];
    vi.stubGlobal('document', {
      createElement: () => ({}),
      head: { append: (link: Record<string, string>) => links.push(link) },
      documentElement: {},
    });
    preloadLocales(landingNamespaces(false));
    const requests: Array<[string, RequestInit | undefined]> = [];
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      requests.push([url, init]);
      return new Response('{}');
    });
    await initI18n(storedLanguage());
    await loadNamespaces('auth');
    // A preload with crossorigin=anonymous is a CORS request with same-origin credentials: i18n's fetch.
    expect(links).toEqual(
      ['common', 'auth'].map((ns) => ({
        rel: 'preload',
        as: 'fetch',
        crossOrigin: 'anonymous',
        href: localeFile('de', ns),
      })),
    );
    for (const { href } of links) expect(requests).toContainEqual([href, { mode: 'cors', credentials: 'same-origin' }]);
  });

  it('signed out, every page loads the sign-in page', () => {
    expect(landingModules('/dashboard/analytics', false)).toHaveLength(1);
    expect(landingModules('/', false)).toEqual(landingModules('/login', true));
  });

  it('signed in, a dashboard loads the shell and the dashboards; another page the shell', () => {
    expect(landingModules('/', true)).toHaveLength(3);
    expect(landingModules('/dashboard/analytics/', true)).toEqual([
      loadShell,
      loadAbilities,
      screenAt('/dashboard/analytics').load,
    ]);
    expect(landingModules('/apps/user/list', true)).toEqual([loadShell, loadAbilities]);
    expect(landingModules('/apps/user/list', true)[0]).toBe(landingModules('/', true)[0]);
  });

  it('signed in, a landing screen loads the shell and its own code', () => {
    expect(landingModules('/apps/ecommerce/shop', true)).toEqual([
      loadShell,
      loadAbilities,
      screenAt('/apps/ecommerce/shop').load,
    ]);
    expect(landingModules('/apps/invoice/list/', true)).toEqual([
      loadShell,
      loadAbilities,
      screenAt('/apps/invoice/list').load,
    ]);
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
    expect(landingModules('/apps/emails', true)).toEqual([loadShell, loadAbilities]);
    // A screen not declared `landing` loads as usual.
    expect(landingScreen('/apps/user/list')).toBeUndefined();
  });
});
