import { Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button/Button';
import { DropdownMenuItem } from '@/ui/dropdown-menu/DropdownMenu';
import { useTheme } from '@/ui/theme';

/** Light to dark and back at one press (the customizer offers every skin). */
function useDarkMode() {
  const { t } = useTranslation('shell');
  const { skin, setSkin } = useTheme();
  const dark = skin === 'dark';
  return {
    label: dark ? t('shell.lightMode') : t('shell.darkMode'),
    icon: dark ? <Sun aria-hidden /> : <Moon aria-hidden />,
    toggle: () => setSkin(dark ? 'light' : 'dark'),
  };
}

/** The navbar's light/dark button. */
export function DarkModeButton() {
  const { label, icon, toggle } = useDarkMode();
  return (
    <Button variant="text" tone="secondary" iconOnly aria-label={label} onClick={toggle}>
      {icon}
    </Button>
  );
}

/** The same switch as an item of the user menu, where it goes on a phone. */
export function DarkModeItem() {
  const { label, icon, toggle } = useDarkMode();
  return (
    <DropdownMenuItem icon={icon} onSelect={toggle}>
      {label}
    </DropdownMenuItem>
  );
}
