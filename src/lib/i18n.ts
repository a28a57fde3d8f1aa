import i18next, { type BackendModule, type i18n, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';

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
 * Reads a language's file, `/locales/<lng>.json` (one namespace per language). The entry preloads
 * the reader's file with the same request (src/app/landing.ts), so this fetch is answered from it.
 * A network error or a server error is retried by i18next; a missing file is not.
 */
const localeFiles: BackendModule = {
  type: 'backend',
  init: () => {},
  read: (language, _namespace, callback) => {
    const url = `${import.meta.env.BASE_URL}locales/${language}.json`;
    fetch(url).then(
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

/** One JSON file per language from /locales; en is the default and the fallback. */
export function initI18n(lng: Language = defaultLanguage): Promise<i18n> {
  instance ??= i18next
    .use(localeFiles)
    .use(initReactI18next)
    .init({
      lng,
      fallbackLng: defaultLanguage,
      supportedLngs: [...languages],
      load: 'languageOnly',
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
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

export { i18next };
