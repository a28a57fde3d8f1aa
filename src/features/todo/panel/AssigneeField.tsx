import { useQuery } from '@/lib/query/useQuery';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Assignee } from '@/lib/api/schemas/todo';
import { useDebouncedValue } from '@/lib/hooks/useDebouncedValue';
import { Avatar } from '@/ui/avatar/Avatar';
import { Combobox } from '@/ui/combobox/Combobox';
import { fetchAssignees, todoKey } from '../api/tasks';
import { publicUrl } from '@/lib/publicUrl';

/** Inside a Field: its label names the box, its id is the box's, its error describes it. */
type Props = { id: string; value: Assignee | null; onChange: (person: Assignee | null) => void };

/**
 * Assigns the task: type a name to search the users (once typing pauses), arrows to move, Enter to
 * pick, Escape to close; emptying the box leaves the task unassigned.
 */
export function AssigneeField({ id, value, onChange }: Props) {
  const { t } = useTranslation('todo');
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
  let status: string | undefined;
  if (people.isError) status = t('todo.panel.assigneesFailed');
  else if (people.isPending) status = t('app.loading');
  else if (items.length === 0) status = t('todo.panel.noAssignees');
  return (
    <Combobox
      id={id}
      items={items}
      itemToString={(person) => person?.fullName ?? ''}
      itemKey={(person) => person.fullName}
      renderItem={(person) => (
        <>
          <Avatar name={person.fullName} src={publicUrl(person.avatar)} size="xs" />
          {person.fullName}
        </>
      )}
      listLabel={t('todo.panel.assignees')}
      value={value}
      onChange={onChange}
      inputValue={typed}
      onInputValueChange={(inputValue) => {
        setTyped(inputValue);
        setAsked(true);
        if (inputValue.trim() === '') onChange(null);
      }}
      onOpenChange={(open) => open && setAsked(true)}
      status={status}
      placeholder={t('todo.panel.assigneePlaceholder')}
    />
  );
}
