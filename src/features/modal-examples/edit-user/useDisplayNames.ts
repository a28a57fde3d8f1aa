import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Select options for codes named by Intl in the reader's language (languages: "français" in French,
 * countries: "Allemagne"), sorted as that language sorts them: no translation file lists them.
 */
export function useDisplayNames(type: 'language' | 'region', codes: readonly string[]) {
  const { i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? 'en';
  return useMemo(() => {
    const names = new Intl.DisplayNames([lang], { type });
    const collator = new Intl.Collator(lang);
    return codes
      .map((code) => ({ value: code, label: names.of(code) ?? code }))
      .sort((a, b) => collator.compare(a.label, b.label));
  }, [lang, type, codes]);
}
