import { useState } from 'react';
import { Combobox } from '@/ui/combobox/Combobox';
import { Highlight } from '@/ui/combobox/Highlight';
import { Field } from '@/ui/field/Field';

const cities = [
  'Amsterdam',
  'Athens',
  'Barcelona',
  'Berlin',
  'Bratislava',
  'Brussels',
  'Budapest',
  'Copenhagen',
  'Dublin',
  'Helsinki',
  'Lisbon',
  'Ljubljana',
  'London',
  'Madrid',
  'Oslo',
  'Paris',
  'Prague',
  'Riga',
  'Rome',
  'Stockholm',
  'Tallinn',
  'Vienna',
  'Vilnius',
  'Warsaw',
  'Zagreb',
];

/** Suggestions from a list in the page: each letter typed narrows them, the match highlighted. */
export default function LocalSuggestions() {
  const [typed, setTyped] = useState('');
  const found = cities.filter((city) => city.toLowerCase().includes(typed.trim().toLowerCase()));
  return (
    <Field label="City" hint="Try “ri” or “bu”; arrows move, Enter picks, Escape closes.">
      <Combobox
        items={found}
        itemToString={(city) => city ?? ''}
        itemKey={(city) => city}
        renderItem={(city, query) => <Highlight text={city} query={query} />}
        listLabel="Cities"
        inputValue={typed}
        onInputValueChange={setTyped}
        status={found.length === 0 ? `No city matches “${typed}”.` : undefined}
        placeholder="Search a city"
      />
    </Field>
  );
}
