import i18next, { type i18n } from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';

export const languages = ['en', 'fr', 'de', 'pt'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'en';
export const isLanguage = (value: unknown): value is Language => languages.includes(value as Language);

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
    .then(() => i18next);
  return instance;
}

export { i18next };
