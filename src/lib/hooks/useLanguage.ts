import { useTranslation } from 'react-i18next';
import { defaultLanguage, isLanguage, type Language } from '../i18n';

/** The language the page is shown in (one of the app's four); it re-renders when the reader switches. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  const lng = i18n.resolvedLanguage;
  return isLanguage(lng) ? lng : defaultLanguage;
}
