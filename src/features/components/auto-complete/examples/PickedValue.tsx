import { useState } from 'react';
import { Button } from '@/ui/button/Button';
import { Combobox } from '@/ui/combobox/Combobox';
import { Field } from '@/ui/field/Field';

type Person = { name: string; role: string };
const people: Person[] = [
  { name: 'Ada Lovelace', role: 'Analyst' },
  { name: 'Grace Hopper', role: 'Engineer' },
  { name: 'Katherine Johnson', role: 'Mathematician' },
  { name: 'Margaret Hamilton', role: 'Lead engineer' },
  { name: 'Radia Perlman', role: 'Network architect' },
];

/** The value picked lives in the page (`value`, `onChange`): shown under the box and cleared from a button. */
export default function PickedValue() {
  const [owner, setOwner] = useState<Person | null>(null);
  const [typed, setTyped] = useState('');
  const found = people.filter((person) => person.name.toLowerCase().includes(typed.trim().toLowerCase()));
  return (
    <div style={{ display: 'grid', gap: 'var(--space-3)' }}>
      <Field label="Owner">
        <Combobox
          items={found}
          itemToString={(person) => person?.name ?? ''}
          itemKey={(person) => person.name}
          renderItem={(person) => (
            <span>
              {person.name}
              <small>{person.role}</small>
            </span>
          )}
          listLabel="People"
          value={owner}
          onChange={setOwner}
          inputValue={typed}
          onInputValueChange={setTyped}
          status={found.length === 0 ? 'Nobody by that name.' : undefined}
        />
      </Field>
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 'var(--space-2)' }}>
        <p role="status" style={{ margin: 0 }}>
          {owner ? `Owner: ${owner.name}, ${owner.role}` : 'No owner yet.'}
        </p>
        <Button
          variant="outline"
          size="sm"
          disabled={!owner}
          onClick={() => {
            setOwner(null);
            setTyped('');
          }}
        >
          Clear
        </Button>
      </div>
    </div>
  );
}
