import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_KEY, languages } from '@/lib/i18n';
import { sessionKeys } from '@/lib/auth/session';
import {
  loadChatPage,
  loadTodoPage,
  loadCalendarPage,
  loadBasicTablePage,
  loadEmailPage,
  landingLanguages,
  landingLocale,
  landingModules,
  loadInvoiceListPage,
  loadLoginPage,
  loadShell,
  loadShopPage,
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
