import { useCombobox } from 'downshift';
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { useFieldControl } from '../field/Field';
import { Input } from '../input/Input';
import { useOptionList } from './OptionList';

const Root = styled.div`
  position: relative;
`;

export type ComboboxProps<T> = {
  /** The options to offer for what is typed (filter them, or fetch them, outside). */
  items: readonly T[];
  /** The text of an option: what the box shows once it is picked. */
  itemToString: (item: T | null) => string;
  /** A stable key per option. */
  itemKey: (item: T) => string;
  /** How an option draws (default: its text); `query` is what is typed, to highlight. */
  renderItem?: (item: T, query: string) => ReactNode;
  /** Names the list of options for assistive technology ("Suggestions"). */
  listLabel: string;
  /** The option picked (controlled); `null` for none. */
  value?: T | null;
  onChange?: (item: T | null) => void;
  /** What is typed (controlled), told on each change. */
  inputValue?: string;
  onInputValueChange?: (value: string) => void;
  /** Told when the list opens or closes (fetch on the first opening). */
  onOpenChange?: (open: boolean) => void;
  /**
   * Said in the open list instead of options: loading, a failure, nothing found. It is a disabled
   * option, so a screen reader reaches it as it would an option.
   */
  status?: ReactNode;
  /** The name of an option's group: give the items sorted by group, each group is listed under its name. */
  groupOf?: (item: T) => string;
  placeholder?: string;
  /** The box's id; inside a Field, the Field's. */
  id?: string;
  disabled?: boolean;
};

/**
 * A text box with a list of options under it (WAI-ARIA combobox, on downshift): typing filters or
 * fetches, the arrows move through the options, Enter picks, Escape closes and then clears, Home and
 * End move in the text. Inside a Field, its label names the box and its hint or error describes it.
 */
export function Combobox<T>({
  items,
  itemToString,
  itemKey,
  renderItem,
  listLabel,
  value,
  onChange,
  inputValue,
  onInputValueChange,
  onOpenChange,
  status,
  groupOf,
  placeholder,
  id,
  disabled,
}: ComboboxProps<T>) {
  const ownId = useId();
  // Inside a Field, the box takes the Field's id (its label points there); the Input adds the rest.
  const boxId = useFieldControl<{ id?: string }>({ id }).id ?? ownId;
  const combobox = useCombobox<T>({
    items: items as T[],
    inputId: boxId,
    itemToString,
    ...(value !== undefined ? { selectedItem: value } : {}),
    ...(inputValue !== undefined ? { inputValue } : {}),
    onInputValueChange: ({ inputValue: typed }) => onInputValueChange?.(typed),
    onSelectedItemChange: ({ selectedItem }) => onChange?.(selectedItem ?? null),
    onIsOpenChange: ({ isOpen }) => onOpenChange?.(Boolean(isOpen)),
  });
  const typed = combobox.inputValue;
  const list = useOptionList({
    items,
    open: combobox.isOpen,
    itemKey,
    draw: (item: T) => (renderItem ? renderItem(item, typed) : itemToString(item)),
    itemProps: combobox.getItemProps,
    menuProps: combobox.getMenuProps,
    listLabel,
    status,
    groupOf,
  });
  return (
    <Root>
      <Input
        {...combobox.getInputProps({
          // The Field's label names the box (downshift would point at a label of its own).
          'aria-labelledby': undefined,
          disabled,
        })}
        placeholder={placeholder}
      />
      {list}
    </Root>
  );
}
