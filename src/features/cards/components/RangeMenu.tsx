import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button/Button';
import { DropdownMenu, DropdownMenuRadioGroup, DropdownMenuRadioItem } from '@/ui/dropdown-menu/DropdownMenu';

type Props<V extends string> = {
  /** What the menu chooses, for screen readers: "Time range". */
  label: string;
  options: readonly V[];
  value: V;
  onChange: (value: V) => void;
  /** An option's words; the option itself when absent. */
  format?: (value: V) => string;
};

/** A card header's menu of spans or years: the button shows the choice, the menu the options. */
export function RangeMenu<V extends string>({ label, options, value, onChange, format = (v) => v }: Props<V>) {
  const { t } = useTranslation('cards');
  return (
    <DropdownMenu
      trigger={
        <Button
          variant="text"
          size="sm"
          aria-label={t('cards.menuLabel', { label, value: format(value) })}
          endIcon={<ChevronDown aria-hidden size={16} />}
        >
          {format(value)}
        </Button>
      }
    >
      <DropdownMenuRadioGroup value={value} onValueChange={(next) => onChange(next as V)}>
        {options.map((option) => (
          <DropdownMenuRadioItem key={option} value={option}>
            {format(option)}
          </DropdownMenuRadioItem>
        ))}
      </DropdownMenuRadioGroup>
    </DropdownMenu>
  );
}
