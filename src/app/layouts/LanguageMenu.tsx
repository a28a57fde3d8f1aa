import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { isLanguage, languages, setLanguage } from '@/lib/i18n';
import { Button } from '@/ui/button/Button';
import { DropdownMenu, DropdownMenuRadioGroup, DropdownMenuRadioItem } from '@/ui/dropdown-menu/DropdownMenu';

/** Each language named in itself, so a reader finds theirs whatever the page's language. */
const languageNames: Record<(typeof languages)[number], string> = {
  en: 'English',
  fr: 'Français',
  de: 'Deutsch',
  pt: 'Português',
};

/**
 * The languages as a menu's radio items: in the navbar's language menu, and in the user menu on a
 * phone. The choice applies at once and is remembered.
 */
export function LanguageChoices() {
  const { t, i18n } = useTranslation('shell');
  return (
    <DropdownMenuRadioGroup
      aria-label={t('shell.language')}
      value={i18n.resolvedLanguage}
      onValueChange={(value) => {
        if (isLanguage(value)) void setLanguage(value);
      }}
    >
      {languages.map((lng) => (
        <DropdownMenuRadioItem key={lng} value={lng} lang={lng}>
          {languageNames[lng]}
        </DropdownMenuRadioItem>
      ))}
    </DropdownMenuRadioGroup>
  );
}

/** The navbar's language switch. */
export function LanguageMenu() {
  const { t } = useTranslation('shell');
  return (
    <DropdownMenu
      trigger={
        <Button variant="text" tone="secondary" iconOnly aria-label={t('shell.language')}>
          <Languages aria-hidden />
        </Button>
      }
    >
      <LanguageChoices />
    </DropdownMenu>
  );
}
