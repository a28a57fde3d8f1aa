import type { LocaleInput } from '@fullcalendar/react';
import { useEffect, useState } from 'react';
import type { Language } from '@/lib/i18n';

/** FullCalendar's words, date formats and first day of the week for each language but English (its own). */
const loaders: Record<Exclude<Language, 'en'>, () => Promise<{ default: LocaleInput }>> = {
  fr: () => import('@fullcalendar/react/locales/fr'),
  de: () => import('@fullcalendar/react/locales/de'),
  pt: () => import('@fullcalendar/react/locales/pt'),
};

const loaded = new Map<Language, LocaleInput>();

/**
 * The reader's language as FullCalendar takes it, fetched the first time it is shown (only that
 * language's file); undefined while it comes, and for English. `ready` says the calendar can draw:
 * drawing it in English first would flash the other language's month and first weekday.
 */
export function useCalendarLocale(language: Language): { locale: LocaleInput | undefined; ready: boolean } {
  const [, setVersion] = useState(0);
  // A file that cannot be fetched (the network gone) leaves the calendar in English rather than undrawn.
  const [failed, setFailed] = useState<Language>();
  useEffect(() => {
    if (language === 'en' || loaded.has(language)) return;
    let live = true;
    loaders[language]().then(
      ({ default: locale }) => {
        loaded.set(language, locale);
        if (live) setVersion((version) => version + 1);
      },
      () => live && setFailed(language),
    );
    return () => {
      live = false;
    };
  }, [language]);
  return { locale: loaded.get(language), ready: language === 'en' || loaded.has(language) || failed === language };
}
