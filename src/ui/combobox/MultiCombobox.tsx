import { useCombobox, useMultipleSelection } from 'downshift';
import { X } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useFieldControl } from '../field/Field';
import { Box, Chip, Control, Remove, Root } from './multiParts';
import { useOptionList } from './OptionList';

export type MultiComboboxProps<T> = {
  /** The options to offer for what is typed (filter or fetch them outside); the chosen ones are left out. */
  items: readonly T[];
  itemToString: (item: T | null) => string;
  itemKey: (item: T) => string;
  /** How an option draws (default: its text); `query` is what is typed, to highlight. */
  renderItem?: (item: T, query: string) => ReactNode;
  /** Names the list of options ("Tags"). */
  listLabel: string;
  /** The chosen options, in the order they were chosen. */
  value: readonly T[];
  onChange: (items: T[]) => void;
  /** What is typed (controlled), told on each change; it empties after each choice. */
  inputValue?: string;
  onInputValueChange?: (value: string) => void;
  onOpenChange?: (open: boolean) => void;
  /** Said in the open list instead of options (loading, a failure, nothing found), and aloud. */
  status?: ReactNode;
  /** The name of an option's group (items sorted by group). */
  groupOf?: (item: T) => string;
  /**
   * Creatable: makes an option of what is typed when no option has that text; it is offered last as
   * `createLabel(typed)` ("Create “x”").
   */
  createItem?: (typed: string) => T;
  createLabel?: (typed: string) => ReactNode;
  /** A chip's remove button's name ("Remove Apple"). */
  removeLabel?: (text: string) => string;
  placeholder?: string;
  id?: string;
  disabled?: boolean;
};

/**
 * A combobox that collects several options as chips (downshift's combobox and multiple selection):
 * typing filters, arrows and Enter add an option and keep the list open, Backspace in the empty box
 * removes the last chip, ArrowLeft from the start of the box walks the chips (Backspace or Delete
 * removes the one focused, Enter or a click on its ✕ too). With `createItem`, a new option can be
 * made from what is typed. Inside a Field, its label names the box and its messages describe it.
 */
export function MultiCombobox<T>({
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
  createItem,
  createLabel = (typed) => `Create “${typed}”`,
  removeLabel = (text) => `Remove ${text}`,
  placeholder,
  id,
  disabled,
}: MultiComboboxProps<T>) {
  const ownId = useId();
  const field = useFieldControl<{ id?: string; 'aria-describedby'?: string; 'aria-invalid'?: boolean }>({ id });
  const boxId = field.id ?? ownId;
  const [ownTyped, setOwnTyped] = useState('');
  const typed = inputValue ?? ownTyped;
  const focusBox = () => document.getElementById(boxId)?.focus();

  const chosen = new Set(value.map(itemKey));
  const offered = items.filter((item) => !chosen.has(itemKey(item)));
  const words = typed.trim();
  const exists = [...items, ...value].some((item) => itemToString(item).toLowerCase() === words.toLowerCase());
  const creation = createItem && words && !exists ? createItem(words) : undefined;
  if (creation !== undefined) offered.push(creation);

  const selection = useMultipleSelection<T>({
    selectedItems: value as T[],
    itemToKey: (item) => (item == null ? item : itemKey(item)),
    onSelectedItemsChange: ({ selectedItems }) => onChange(selectedItems ?? []),
  });
  const combobox = useCombobox<T>({
    items: offered,
    inputId: boxId,
    itemToString,
    selectedItem: null,
    inputValue: typed,
    onInputValueChange: ({ inputValue: next }) => {
      setOwnTyped(next);
      onInputValueChange?.(next);
    },
    onIsOpenChange: ({ isOpen }) => onOpenChange?.(Boolean(isOpen)),
    stateReducer: (state, { changes, type }) => {
      if (type === useCombobox.stateChangeTypes.InputKeyDownEnter || type === useCombobox.stateChangeTypes.ItemClick)
        return { ...changes, isOpen: true, highlightedIndex: state.highlightedIndex, inputValue: '' };
      return changes;
    },
    onStateChange: ({ type, selectedItem }) => {
      const picked =
        type === useCombobox.stateChangeTypes.InputKeyDownEnter || type === useCombobox.stateChangeTypes.ItemClick;
      if (picked && selectedItem != null) onChange([...value, selectedItem]);
    },
  });
  const list = useOptionList({
    items: offered,
    open: combobox.isOpen,
    itemKey: (item: T) => (item === creation ? '\u0000create' : itemKey(item)),
    draw: (item: T) => {
      if (item === creation) return createLabel(words);
      return renderItem ? renderItem(item, typed) : itemToString(item);
    },
    itemProps: combobox.getItemProps,
    menuProps: combobox.getMenuProps,
    listLabel,
    status: creation !== undefined && offered.length === 1 ? undefined : status,
    groupOf: groupOf && ((item: T) => (item === creation ? '' : groupOf(item))),
  });

  return (
    <Root>
      {/* A click on the frame (not on a chip) goes to the box, as it would in a text field. */}
      <Control onClick={(e) => e.target === e.currentTarget && focusBox()}>
        {value.map((item, index) => {
          const text = itemToString(item);
          return (
            <Chip key={itemKey(item)}>
              {text}
              <Remove
                type="button"
                disabled={disabled}
                aria-label={removeLabel(text)}
                {...selection.getSelectedItemProps({
                  selectedItem: item,
                  index,
                  onClick: (e) => {
                    // Removed here (downshift's own click would only focus the chip), then back to the box.
                    e.stopPropagation();
                    Object.assign(e.nativeEvent, { preventDownshiftDefault: true });
                    onChange(value.filter((other) => other !== item));
                    focusBox();
                  },
                })}
              >
                <X aria-hidden />
              </Remove>
            </Chip>
          );
        })}
        <Box
          {...combobox.getInputProps(
            selection.getDropdownProps({
              preventKeyAction: combobox.isOpen,
              'aria-labelledby': undefined,
              'aria-describedby': field['aria-describedby'],
              'aria-invalid': field['aria-invalid'],
              disabled,
            }),
          )}
          placeholder={value.length === 0 ? placeholder : undefined}
        />
      </Control>
      {list}
    </Root>
  );
}
