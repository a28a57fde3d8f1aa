import i18next, { type BackendModule, type i18n, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { brand } from '@/brand';

export const languages = ['en', 'fr', 'de', 'pt'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'en';
export const isLanguage = (value: unknown): value is Language => languages.includes(value as Language);

/** Where the chosen language is kept (localStorage). */
export const LANGUAGE_KEY = 'language';

/** The language the person chose last time (localStorage), else the default. */
export function storedLanguage(): Language {
  try {
    const value = globalThis.localStorage?.getItem(LANGUAGE_KEY);
    return isLanguage(value) ? value : defaultLanguage;
  } catch {
    return defaultLanguage;
  }
}

/** Switches the language and remembers it across reloads. */
export async function setLanguage(lng: Language): Promise<void> {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_KEY, lng);
  } catch {
    // Storage can be unavailable (private mode, quota); the switch still applies now.
  }
  await i18next.changeLanguage(lng);
}

/**
 * A namespace's file: `common`, `shell`, `auth` or a feature folder's, each holding its top-level
 * keys whole (`invoices.list.title` is in `invoices.json`). The entry builds the same URL to preload
 * the first screen's files (src/app/landing.ts; a unit test holds the two together).
 */
export const localeFile = (lng: string, ns: string) => `${import.meta.env.BASE_URL}locales/${lng}/${ns}.json`;

/**
 * Reads one namespace of one language. The request is the one the entry's preload made (a CORS
 * fetch, same-origin credentials), so it is answered from it. A network error or a server error is
 * retried by i18next; a missing file is not.
 */
const localeFiles: BackendModule = {
  type: 'backend',
  init: () => {},
  read: (language, namespace, callback) => {
    const url = localeFile(language, namespace);
    fetch(url, { mode: 'cors', credentials: 'same-origin' }).then(
      (response) => {
        if (!response.ok) return callback(`${url}: ${response.status} ${response.statusText}`, response.status >= 500);
        response.json().then(
          (data: ResourceKey) => callback(null, data),
          () => callback(`${url}: not JSON`, false),
        );
      },
      (error: unknown) => callback(`${url}: ${String(error)}`, true),
    );
  },
};

let instance: Promise<i18n> | undefined;

/**
 * Starts i18next with `common`; each route adds its own namespaces (`loadNamespaces`), and a
 * component names its feature's (`useTranslation('invoices')`) and waits for them. en is the default
 * and the fallback language.
 */
export function initI18n(lng: Language = defaultLanguage): Promise<i18n> {
  instance ??= i18next
    .use(localeFiles)
    .use(initReactI18next)
    .init({
      lng,
      fallbackLng: defaultLanguage,
      supportedLngs: [...languages],
      load: 'languageOnly',
      ns: ['common'],
      defaultNS: 'common',
      // Keys keep their full path: 'invoices.list.title' has no `:`, so it is looked up in the
      // component's namespace (`.` walks into the file), then in `common`: `t('app.loading')`
      // works in every feature.
      fallbackNS: 'common',
      // The product name (src/brand.ts) is a variable every text may use: 'Welcome to {{appName}}!'.
      interpolation: { escapeValue: false, defaultVariables: { appName: brand.name } },
      // `useTranslation(['ecommerce', 'shell'])`: its `t` reads both, not only the first.
      react: { useSuspense: true, nsMode: 'fallback' },
    })
    .then(() => {
      // Screen readers and the browser's spelling follow the page's language.
      const setLang = (lng: string) => {
        if (typeof document !== 'undefined') document.documentElement.lang = lng;
      };
      setLang(i18next.resolvedLanguage ?? lng);
      i18next.on('languageChanged', setLang);
      return i18next;
    });
  return instance;
}

/**
 * Loads namespaces in the current language (and English, the fallback); resolves once they are in
 * (a file that failed leaves its keys showing). The router calls it beside a route's code, so the
 * screen does not wait for its words after its code. Before init, it waits for it (and starts it in
 * the stored language when nothing has yet): i18next's own `loadNamespaces` does nothing before init.
 */
export async function loadNamespaces(ns: string | readonly string[]): Promise<void> {
  await (instance ?? initI18n(storedLanguage()));
  await i18next.loadNamespaces(ns);
}

export { i18next };
