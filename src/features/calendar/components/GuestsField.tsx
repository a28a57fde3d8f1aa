import { useCombobox, useMultipleSelection } from 'downshift';
import { X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Avatar } from '@/ui/avatar/Avatar';
import { controlCss } from '@/ui/field/controlStyles';
import { ComboboxMenu } from '@/ui/shared/menuCss';
import { useGuestDirectory, type Guest } from '../api/guests';
import { publicUrl } from '@/lib/publicUrl';

/** The box looks like the kit's inputs; the chosen guests sit in it before the text. */
const Box = styled.div`
  ${controlCss('md')}
  position: relative;
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-1);
  padding-block: var(--space-1);
  &:focus-within {
    border-color: var(--c-primary);
    box-shadow: var(--focus-ring);
  }
  > input {
    flex: 1 0 8rem;
    min-inline-size: 0;
    border: 0;
    padding: 0.25rem 0;
    background: none;
    color: inherit;
    font: inherit;
    outline: none;
  }
`;

const Chip = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.125rem;
  padding-inline: var(--space-2) 0.125rem;
  border-radius: var(--radius-sm);
  background: var(--c-primary-tint);
  color: var(--c-primary-text);
  font-size: var(--fs-sm);
  &:focus-visible {
    outline: 2px solid var(--c-primary);
  }
  > button {
    display: inline-grid;
    place-items: center;
    padding: 0.125rem;
    border: 0;
    background: none;
    color: inherit;
    cursor: pointer;
  }
`;

const picked = {
  enter: useCombobox.stateChangeTypes.InputKeyDownEnter,
  click: useCombobox.stateChangeTypes.ItemClick,
};

const matches = (person: Guest, text: string) =>
  [person.name, person.email].some((part) => part.toLowerCase().includes(text));

type Props = { id: string; value: string[]; onChange: (emails: string[]) => void };

/**
 * Guests picked from the users: type part of a name or an email and choose (arrows and Enter, or a
 * click). The chosen ones stand in the box; Backspace at the start, or a chip's button, removes one.
 */
export function GuestsField({ id, value, onChange }: Props) {
  const { t } = useTranslation('calendar');
  const people = useGuestDirectory().data ?? [];
  const [typed, setTyped] = useState('');
  const text = typed.trim().toLowerCase();
  const items = people.filter((person) => !value.includes(person.email) && matches(person, text)).slice(0, 8);
  const nameOf = (email: string) => people.find((person) => person.email === email)?.name ?? email;

  const chosen = useMultipleSelection<string>({
    selectedItems: value,
    onSelectedItemsChange: ({ selectedItems }) => onChange(selectedItems),
  });
  const box = useCombobox<Guest>({
    items,
    inputId: id,
    inputValue: typed,
    selectedItem: null,
    itemToString: (person) => person?.name ?? '',
    onStateChange: ({ type, selectedItem, inputValue }) => {
      if (type === useCombobox.stateChangeTypes.InputChange) setTyped(inputValue ?? '');
      // Chosen by Enter or a click only: leaving the box adds nobody.
      else if (selectedItem && (type === picked.enter || type === picked.click)) {
        onChange([...value, selectedItem.email]);
        setTyped('');
      }
    },
  });
  return (
    <Box>
      {value.map((email, index) => (
        <Chip key={email} {...chosen.getSelectedItemProps({ selectedItem: email, index })}>
          {nameOf(email)}
          <button
            type="button"
            tabIndex={-1}
            aria-label={t('calendar.removeGuest', { name: nameOf(email) })}
            onClick={(event) => {
              event.stopPropagation();
              chosen.removeSelectedItem(email);
            }}
          >
            <X aria-hidden size={14} />
          </button>
        </Chip>
      ))}
      <input
        placeholder={t('calendar.guestsPlaceholder')}
        // The Field's label names the box (downshift would point at a label of its own, which there is not).
        {...box.getInputProps(chosen.getDropdownProps({ preventKeyAction: box.isOpen, 'aria-labelledby': undefined }))}
      />
      <ComboboxMenu
        $open={box.isOpen && items.length > 0}
        {...box.getMenuProps({ 'aria-label': t('calendar.field.guests'), 'aria-labelledby': undefined })}
      >
        {box.isOpen &&
          items.map((person, index) => (
            <li key={person.email} {...box.getItemProps({ item: person, index })}>
              <Avatar name={person.name} src={publicUrl(person.avatar)} size="xs" />
              {person.name}
            </li>
          ))}
      </ComboboxMenu>
    </Box>
  );
}
