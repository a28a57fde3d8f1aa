import { useState } from 'react';
import { Combobox } from '@/ui/combobox/Combobox';
import { Highlight } from '@/ui/combobox/Highlight';
import { Field } from '@/ui/field/Field';

const currencies = [
  { code: 'AUD', name: 'Australian dollar' },
  { code: 'BRL', name: 'Brazilian real' },
  { code: 'CAD', name: 'Canadian dollar' },
  { code: 'CHF', name: 'Swiss franc' },
  { code: 'EUR', name: 'Euro' },
  { code: 'GBP', name: 'Pound sterling' },
  { code: 'INR', name: 'Indian rupee' },
  { code: 'JPY', name: 'Japanese yen' },
  { code: 'MXN', name: 'Mexican peso' },
  { code: 'USD', name: 'United States dollar' },
];
type Currency = (typeof currencies)[number];

/** Typing filters by code or name and marks the letters that match. */
export default function SearchableSelect() {
  const [typed, setTyped] = useState('');
  const words = typed.trim().toLowerCase();
  const shown = currencies.filter((c) => `${c.code} ${c.name}`.toLowerCase().includes(words));
  return (
    <Field label="Currency" hint="Search by code or by name.">
      <Combobox<Currency>
        items={shown}
        itemToString={(c) => (c ? `${c.code} · ${c.name}` : '')}
        itemKey={(c) => c.code}
        renderItem={(c, query) => <Highlight text={`${c.code} · ${c.name}`} query={query} />}
        listLabel="Currencies"
        inputValue={typed}
        onInputValueChange={setTyped}
        status={shown.length === 0 ? `No currency matches “${typed}”.` : undefined}
        placeholder="EUR, dollar…"
      />
    </Field>
  );
}
