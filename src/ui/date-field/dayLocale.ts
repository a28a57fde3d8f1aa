import type { DayPickerLocale } from 'react-day-picker';

/** The languages the calendars speak besides English (the app's languages). */
export type CalendarLanguage = 'en' | 'fr' | 'de' | 'pt';

/** Each language's month and day names and first weekday, a small chunk fetched when first shown. */
const loaders: Record<Exclude<CalendarLanguage, 'en'>, () => Promise<DayPickerLocale>> = {
  fr: () => import('react-day-picker/locale/fr').then((m) => m.fr),
  de: () => import('react-day-picker/locale/de').then((m) => m.de),
  pt: () => import('react-day-picker/locale/pt').then((m) => m.pt),
};

const loaded = new Map<CalendarLanguage, DayPickerLocale>();

/** The locale if it is here already (English: react-day-picker's own, undefined). */
export const readyLocale = (language: CalendarLanguage | undefined) => (language ? loaded.get(language) : undefined);

/** Fetches a language's locale once; English needs none. */
export async function loadDayLocale(language: CalendarLanguage | undefined): Promise<DayPickerLocale | undefined> {
  if (!language || language === 'en') return undefined;
  const known = loaded.get(language);
  if (known) return known;
  const locale = await loaders[language]();
  loaded.set(language, locale);
  return locale;
}
