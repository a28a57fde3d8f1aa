import i18next, { type i18n } from 'i18next';
import HttpBackend from 'i18next-http-backend';
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

let instance: Promise<i18n> | undefined;

/** One JSON file per language from /locales (SPEC 1); en is the default and the fallback. */
export function initI18n(lng: Language = defaultLanguage): Promise<i18n> {
  instance ??= i18next
    .use(HttpBackend)
    .use(initReactI18next)
    .init({
      lng,
      fallbackLng: defaultLanguage,
      supportedLngs: [...languages],
      load: 'languageOnly',
      backend: { loadPath: `${import.meta.env.BASE_URL}locales/{{lng}}.json` },
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
