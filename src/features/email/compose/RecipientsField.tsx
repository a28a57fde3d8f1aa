import { useCombobox, useMultipleSelection } from 'downshift';
import type { KeyboardEvent } from 'react';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useDebouncedValue } from '@/lib/hooks/useDebouncedValue';
import { Avatar } from '@/ui/avatar/Avatar';
import { ComboboxMenu } from '@/ui/shared/menuCss';
import { useEmailContacts } from '../api/mailbox';
import type { Person } from './values';

const Root = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  gap: var(--space-2);
  min-block-size: 2.75rem;
  padding: var(--space-1) 0;
  border-block-end: 1px solid var(--c-border);
  &[data-invalid='true'] {
    border-block-end-color: var(--c-danger);
  }
  > label {
    flex: none;
    min-inline-size: 2.25rem;
    color: var(--c-muted);
  }
`;

const Tokens = styled.div`
  display: flex;
  flex: 1;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--space-1);
  min-inline-size: 0;
  input {
    flex: 1;
    min-inline-size: 8rem;
    padding: var(--space-1) 0;
    border: 0;
    background: none;
    color: var(--c-text);
    font: inherit;
    outline: none;
  }
`;

const Token = styled.span`
  display: inline-flex;
  align-items: center;
  gap: var(--space-1);
  max-inline-size: 100%;
  padding: 0.125rem 0.25rem 0.125rem 0.5rem;
  border-radius: var(--radius-pill);
  background: var(--c-secondary-tint);
  color: var(--c-heading);
  font-size: var(--fs-sm);
  overflow-wrap: anywhere;
  &:focus {
    outline: 2px solid var(--c-primary);
  }
  button {
    display: inline-flex;
    padding: 2px;
    border: 0;
    border-radius: 50%;
    background: none;
    color: inherit;
    cursor: pointer;
  }
  button:hover {
    background: var(--c-hover);
  }
`;

export const isAddress = (text: string) => /^[^\s@<>(),;:"]+@[^\s@<>(),;:"]+\.[^\s@<>(),;:"]+$/.test(text.trim());
const same = (a: Person, b: Person) => a.email.toLowerCase() === b.email.toLowerCase();

type Props = {
  id: string;
  label: string;
  value: Person[];
  onChange: (people: Person[]) => void;
  /** What is typed and not yet an address: kept by the dialog, so a failed send does not lose it. */
  text: string;
  onText: (text: string) => void;
  errorId?: string;
  invalid?: boolean;
};

/**
 * Recipients as tokens: type a name or an address and pick a suggestion from the address book, or
 * finish an address with Enter, a comma or by leaving the box. Arrow keys move between tokens and
 * Backspace or Delete removes the one in focus; each token has its own remove button.
 */
export function RecipientsField({ id, label, value, onChange, text, onText, errorId, invalid }: Props) {
  const { t } = useTranslation('email');
  const q = useDebouncedValue(text.trim(), 200);
  const contacts = useEmailContacts(q, q.length > 0);
  const suggestions = q ? (contacts.data ?? []).filter((person) => !value.some((chosen) => same(chosen, person))) : [];
  const typed = text.trim();
  const typedPerson: Person | null =
    isAddress(typed) && !suggestions.some((person) => same(person, { name: '', email: typed }))
      ? { name: '', email: typed }
      : null;
  const items = typedPerson ? [typedPerson, ...suggestions] : suggestions;

  const add = (person: Person) => {
    if (!value.some((chosen) => same(chosen, person))) onChange([...value, person]);
    onText('');
  };
  const multiple = useMultipleSelection<Person>({
    selectedItems: value,
    itemToKey: (person) => person?.email,
    onSelectedItemsChange: ({ selectedItems }) => onChange(selectedItems),
  });
  const combobox = useCombobox<Person>({
    items,
    inputId: id,
    inputValue: text,
    selectedItem: null,
    itemToString: (person) => person?.email ?? '',
    defaultHighlightedIndex: 0,
    stateReducer: (_state, { changes, type }) => {
      if (type === useCombobox.stateChangeTypes.InputKeyDownEnter || type === useCombobox.stateChangeTypes.ItemClick)
        return { ...changes, isOpen: false, inputValue: '' };
      // Leaving the box keeps what was typed; the blur handler below turns a whole address into a token.
      if (type === useCombobox.stateChangeTypes.InputBlur) return { ...changes, inputValue: text };
      return changes;
    },
    onStateChange: ({ type, selectedItem, inputValue }) => {
      if (
        (type === useCombobox.stateChangeTypes.InputKeyDownEnter || type === useCombobox.stateChangeTypes.ItemClick) &&
        selectedItem
      )
        add(selectedItem);
      else if (type === useCombobox.stateChangeTypes.InputChange) onText(inputValue ?? '');
    },
  });
  const dropdown = multiple.getDropdownProps({ preventKeyAction: combobox.isOpen && items.length > 0 });
  const commitTyped = () => {
    if (isAddress(typed)) add({ name: '', email: typed });
  };
  return (
    <Root data-invalid={invalid || undefined}>
      <label htmlFor={id} {...combobox.getLabelProps()}>
        {label}
      </label>
      <Tokens>
        {value.map((person, index) => (
          <Token key={person.email} {...multiple.getSelectedItemProps({ selectedItem: person, index })}>
            {person.name || person.email}
            <button
              type="button"
              tabIndex={-1}
              aria-label={t('email.compose.remove', { who: person.name || person.email })}
              onClick={(event) => {
                event.stopPropagation();
                multiple.removeSelectedItem(person);
              }}
            >
              <X aria-hidden size={14} />
            </button>
          </Token>
        ))}
        <input
          {...combobox.getInputProps({
            ...dropdown,
            // A comma or a semicolon ends an address; other keys go on to the tokens' handling.
            onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
              if ((event.key === ',' || event.key === ';') && isAddress(typed)) {
                event.preventDefault();
                add({ name: '', email: typed });
              } else dropdown.onKeyDown?.(event);
            },
            'aria-describedby': errorId,
            'aria-invalid': invalid || undefined,
            onBlur: commitTyped,
          })}
        />
      </Tokens>
      <ComboboxMenu
        {...combobox.getMenuProps({ 'aria-label': t('email.compose.suggestions') })}
        $open={combobox.isOpen && items.length > 0}
      >
        {combobox.isOpen &&
          items.map((person, index) => (
            <li key={person.email} {...combobox.getItemProps({ item: person, index })}>
              {person === typedPerson ? (
                <span>{t('email.compose.addAddress', { email: person.email })}</span>
              ) : (
                <>
                  <Avatar name={person.name} size="xs" />
                  <span>
                    {person.name}
                    <small>{person.email}</small>
                  </span>
                </>
              )}
            </li>
          ))}
      </ComboboxMenu>
    </Root>
  );
}
