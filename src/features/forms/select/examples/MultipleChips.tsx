import { useState } from 'react';
import { MultiCombobox } from '@/ui/combobox/MultiCombobox';
import { Field } from '@/ui/field/Field';

const languages = ['Dutch', 'English', 'French', 'German', 'Italian', 'Japanese', 'Portuguese', 'Spanish'];

/**
 * Several choices as chips: Enter adds one and keeps the list open; Backspace in the empty box
 * removes the last chip, ArrowLeft walks the chips and Delete removes the one focused.
 */
export default function MultipleChips() {
  const [spoken, setSpoken] = useState(['English', 'French']);
  const [typed, setTyped] = useState('');
  const shown = languages.filter((language) => language.toLowerCase().startsWith(typed.trim().toLowerCase()));
  return (
    <Field label="Languages spoken" hint={`${spoken.length} chosen. Backspace removes the last.`}>
      <MultiCombobox
        items={shown}
        itemToString={(language) => language ?? ''}
        itemKey={(language) => language}
        listLabel="Languages"
        value={spoken}
        onChange={setSpoken}
        inputValue={typed}
        onInputValueChange={setTyped}
        status={shown.length === 0 ? 'No other language starts so.' : undefined}
        placeholder="Add a language"
      />
    </Field>
  );
}
