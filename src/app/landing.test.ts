import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_KEY, initI18n, languages, loadNamespaces, localeFile, storedLanguage } from '@/lib/i18n';
import { sessionKeys } from '@/lib/auth/session';
import {
  loadChatPage,
  loadTodoPage,
  loadCalendarPage,
  loadBasicTablePage,
  loadEmailPage,
  landingLanguages,
  landingLocales,
  landingModules,
  landingNamespaces,
  loadInvoiceListPage,
  loadLoginPage,
  loadShell,
  loadShopPage,
  preloadLocales,
} from './landing';

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

  it('preloads common with the sign-in page’s words signed out, the shell’s signed in', () => {
    expect(landingNamespaces(false)).toEqual(['common', 'auth']);
    expect(landingNamespaces(true)).toEqual(['common', 'shell']);
    expect(landingNamespaces()).toEqual(landingNamespaces(false));
    localStorage.setItem('accessToken', 'a token');
    expect(landingNamespaces()).toEqual(landingNamespaces(true));
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
    expect(landingModules('/', true)).toHaveLength(2);
    expect(landingModules('/dashboard/analytics/', true)).toEqual(landingModules('/', true));
    expect(landingModules('/apps/user/list', true)).toHaveLength(1);
    expect(landingModules('/apps/user/list', true)[0]).toBe(landingModules('/', true)[0]);
  });

  it('signed in, the shop and the invoice list load the shell and their own screen', () => {
    expect(landingModules('/apps/ecommerce/shop', true)).toEqual([loadShell, loadShopPage]);
    expect(landingModules('/apps/invoice/list/', true)).toEqual([loadShell, loadInvoiceListPage]);
    expect(landingModules('/apps/ecommerce/shop', false)).toEqual([loadLoginPage]);
  });

  it('signed in, the mailbox, the chat and the tasks load their screen at any of their places', () => {
    expect(landingModules('/apps/email', true)).toEqual([loadShell, loadEmailPage]);
    expect(landingModules('/apps/email/label/company/4', true)).toEqual([loadShell, loadEmailPage]);
    expect(landingModules('/apps/chat/3', true)).toEqual([loadShell, loadChatPage]);
    expect(landingModules('/apps/todo/tag/high', true)).toEqual([loadShell, loadTodoPage]);
    expect(landingModules('/apps/calendar', true)).toEqual([loadShell, loadCalendarPage]);
    expect(landingModules('/datatables/basic', true)).toEqual([loadShell, loadBasicTablePage]);
    expect(landingModules('/apps/emails', true)).toEqual([loadShell]);
  });
});
