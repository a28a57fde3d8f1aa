import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_KEY, initI18n, languages, loadNamespaces, localeFile, storedLanguage } from '@/lib/i18n';
import { loadAbilities } from '@/lib/auth/loadAbilities';
import { sessionKeys } from '@/lib/auth/session';
import type { Screen } from '@/lib/screens';
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

/** A signed-in screen as a feature declares it, with its own loader. */
const declared = (path: string, namespace: string, landing = true): Screen => ({
  path,
  access: 'signedIn',
  namespace,
  landing,
  load: () => Promise.resolve(() => null),
});

/**
 * Screens as the demo's features declare them, beside the app's sign-in page: the dashboards, the
 * apps and tables people keep as bookmarks, and a list they do not land on. A starter may keep none
 * of these features, so the tests hand this list to the functions rather than read the app's.
 */
const demo: Screen[] = [
  screenAt('/login'),
  declared('/', 'cards'),
  declared('/dashboard/analytics', 'cards'),
  declared('/apps/email/:first?/:second?/:third?', 'email'),
  declared('/apps/chat/:contactId?', 'chat'),
  declared('/apps/todo/:first?/:second?', 'todo'),
  declared('/apps/calendar', 'calendar'),
  declared('/datatables/basic', 'datatables'),
  declared('/apps/invoice/list', 'invoices'),
  // The shop's words are the shell's, whose cart shows them too.
  declared('/apps/ecommerce/shop', 'shell'),
  declared('/apps/user/list', 'users', false),
];
const demoAt = (path: string) => demo.find((screen) => screen.path === path)!;

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
    expect(landingNamespaces(false, '/apps/invoice/list', demo)).toEqual(['common', 'auth']);
    expect(landingNamespaces(true, '/apps/user/list', demo)).toEqual(['common', 'shell']);
    expect(landingNamespaces(true, '/apps/ecommerce/shop', demo)).toEqual(['common', 'shell']);
    expect(landingNamespaces(true, '/access-control')).toEqual(['common', 'shell']);
    vi.stubGlobal('location', { pathname: '/apps/invoice/list/' });
    expect(landingNamespaces(undefined, undefined, demo)).toEqual(landingNamespaces(false));
    localStorage.setItem('accessToken', 'a token');
    expect(landingNamespaces(undefined, undefined, demo)).toEqual(['common', 'shell', 'invoices']);
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
    expect(landingModules('/access-control', false)).toHaveLength(1);
    expect(landingModules('/', false)).toEqual(landingModules('/login', true));
    expect(landingModules('/login', true)).toEqual([screenAt('/login').load]);
    expect(landingModules('/dashboard/analytics', false, demo)).toEqual([screenAt('/login').load]);
  });

  it('signed in, a dashboard loads the shell and the dashboards; another page the shell', () => {
    expect(landingModules('/', true, demo)).toEqual([loadShell, loadAbilities, demoAt('/').load]);
    expect(landingModules('/dashboard/analytics/', true, demo)).toEqual([
      loadShell,
      loadAbilities,
      demoAt('/dashboard/analytics').load,
    ]);
    expect(landingModules('/apps/user/list', true, demo)).toEqual([loadShell, loadAbilities]);
    expect(landingModules('/access-control', true)).toEqual([loadShell, loadAbilities]);
    expect(landingModules('/apps/user/list', true, demo)[0]).toBe(landingModules('/', true, demo)[0]);
  });

  it('signed in, a landing screen loads the shell and its own code', () => {
    expect(landingModules('/apps/ecommerce/shop', true, demo)).toEqual([
      loadShell,
      loadAbilities,
      demoAt('/apps/ecommerce/shop').load,
    ]);
    expect(landingModules('/apps/invoice/list/', true, demo)).toEqual([
      loadShell,
      loadAbilities,
      demoAt('/apps/invoice/list').load,
    ]);
    expect(landingModules('/apps/ecommerce/shop', false, demo)).toEqual([screenAt('/login').load]);
  });

  it('finds a landing screen at any of its places when its path takes parameters', () => {
    expect(landingScreen('/apps/email', demo)?.path).toBe('/apps/email/:first?/:second?/:third?');
    expect(landingScreen('/apps/email/label/company/4', demo)?.path).toBe('/apps/email/:first?/:second?/:third?');
    expect(landingScreen('/apps/chat/3', demo)?.path).toBe('/apps/chat/:contactId?');
    expect(landingScreen('/apps/todo/tag/high', demo)?.path).toBe('/apps/todo/:first?/:second?');
    expect(landingScreen('/apps/calendar', demo)?.path).toBe('/apps/calendar');
    expect(landingScreen('/apps/calendar/x', demo)).toBeUndefined();
    expect(landingScreen('/datatables/basic', demo)?.path).toBe('/datatables/basic');
    expect(landingScreen('/apps/emails', demo)).toBeUndefined();
    expect(landingModules('/apps/emails', true, demo)).toEqual([loadShell, loadAbilities]);
    // A screen not declared `landing` loads as usual.
    expect(landingScreen('/apps/user/list', demo)).toBeUndefined();
  });
});
