import { useQuery } from '@tanstack/react-query';
import { useCombobox } from 'downshift';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Assignee } from '@/lib/api/schemas/todo';
import { useDebouncedValue } from '@/lib/hooks/useDebouncedValue';
import { Avatar } from '@/ui/avatar/Avatar';
import { Input } from '@/ui/input/Input';
import { ComboboxMenu } from '@/ui/shared/menuCss';
import { fetchAssignees, todoKey } from '../api/tasks';

const Root = styled.div`
  position: relative;
`;
const Person = styled.li`
  gap: var(--space-2);
`;

/** Inside a Field: its label names the box, its id is the box's, its error describes it. */
type Props = { id: string; value: Assignee | null; onChange: (person: Assignee | null) => void };

/**
 * Assigns the task: type a name to search the users (once typing pauses), arrows to move, Enter to
 * pick, Escape to close; emptying the box leaves the task unassigned.
 */
export function AssigneeField({ id, value, onChange }: Props) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState(value?.fullName ?? '');
  const q = useDebouncedValue(typed.trim() === value?.fullName ? '' : typed.trim(), 250);
  const [asked, setAsked] = useState(false);
  const people = useQuery({
    queryKey: [...todoKey, 'assignees', q],
    queryFn: ({ signal }) => fetchAssignees(q, signal),
    enabled: asked,
    staleTime: 60_000,
  });
  const items = people.data ?? [];
  const combobox = useCombobox<Assignee>({
    items,
    inputId: id,
    selectedItem: value,
    inputValue: typed,
    itemToString: (person) => person?.fullName ?? '',
    onIsOpenChange: ({ isOpen }) => isOpen && setAsked(true),
    onInputValueChange: ({ inputValue }) => {
      setTyped(inputValue);
      setAsked(true);
      if (inputValue.trim() === '') onChange(null);
    },
    onSelectedItemChange: ({ selectedItem }) => onChange(selectedItem ?? null),
  });
  let status: string | null = null;
  if (people.isError) status = t('todo.panel.assigneesFailed');
  else if (people.isPending) status = t('app.loading');
  else if (items.length === 0) status = t('todo.panel.noAssignees');
  return (
    <Root>
      <Input
        {...combobox.getInputProps({ 'aria-labelledby': undefined })}
        placeholder={t('todo.panel.assigneePlaceholder')}
      />
      <ComboboxMenu
        {...combobox.getMenuProps({ 'aria-label': t('todo.panel.assignees'), 'aria-labelledby': undefined })}
        $open={combobox.isOpen}
      >
        {combobox.isOpen && status ? (
          <li role="option" aria-disabled="true" aria-selected={false}>
            {status}
          </li>
        ) : null}
        {combobox.isOpen &&
          items.map((person, index) => (
            <Person key={person.fullName} {...combobox.getItemProps({ item: person, index })}>
              <Avatar name={person.fullName} src={person.avatar || undefined} size="xs" />
              {person.fullName}
            </Person>
          ))}
      </ComboboxMenu>
    </Root>
  );
}
