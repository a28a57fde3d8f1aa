import { useState, type FormEvent } from 'react';
import { Button } from '@/ui/button/Button';
import { Combobox } from '@/ui/combobox/Combobox';
import { Field } from '@/ui/field/Field';

const languages = ['English', 'French', 'German', 'Italian', 'Portuguese', 'Spanish', 'Swedish'];

/**
 * In a form: a language must come from the list (picked, or typed out in full); saving without one
 * says so at the field and keeps what was typed.
 */
export default function RequiredInForm() {
  const [typed, setTyped] = useState('');
  const [language, setLanguage] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  const [sent, setSent] = useState<string>();
  const found = languages.filter((name) => name.toLowerCase().startsWith(typed.trim().toLowerCase()));

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (!language) {
      setError(typed ? `“${typed}” is not in the list: pick a language from it.` : 'Pick a language.');
      return;
    }
    setError(undefined);
    setSent(language);
  };

  return (
    <form onSubmit={send} noValidate style={{ display: 'grid', gap: 'var(--space-3)' }}>
      <Field label="Language" required error={error}>
        <Combobox
          items={found}
          itemToString={(name) => name ?? ''}
          itemKey={(name) => name}
          listLabel="Languages"
          value={language}
          onChange={(name) => {
            setLanguage(name);
            if (name) setError(undefined);
          }}
          inputValue={typed}
          onInputValueChange={(value) => {
            setTyped(value);
            // Typed out in full counts as picked; anything else is not a language yet.
            setLanguage(languages.find((name) => name.toLowerCase() === value.trim().toLowerCase()) ?? null);
          }}
          status={found.length === 0 ? 'No such language.' : undefined}
        />
      </Field>
      <div style={{ display: 'flex', alignItems: 'center', gap: 'var(--space-3)' }}>
        <Button type="submit">Save</Button>
        <span role="status">{sent ? `Saved: ${sent}.` : ''}</span>
      </div>
    </form>
  );
}
