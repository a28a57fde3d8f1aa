import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/ui/button/Button';
import { CopyButton } from '@/ui/copy-button/CopyButton';
import { Field } from '@/ui/field/Field';
import { InputAddon, InputGroup } from '@/ui/input-group/InputGroup';
import { Input } from '@/ui/input/Input';

const inviteLink = 'https://app.example.com/join/8f3k2q';

/**
 * Buttons joined to the input act on its value: Go submits the search (Enter does too), Copy puts the
 * read-only link on the clipboard and says so.
 */
export default function AttachedButtons() {
  const [searched, setSearched] = useState('');
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSearched(String(new FormData(event.currentTarget).get('q')).trim());
  };
  return (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <form role="search" onSubmit={search} style={{ display: 'grid', gap: '0.5rem' }}>
        <InputGroup>
          <InputAddon>
            <Search aria-hidden />
          </InputAddon>
          <Input name="q" type="search" aria-label="Search orders" placeholder="Order number or customer" />
          <Button type="submit">Go</Button>
        </InputGroup>
        <p role="status" style={{ margin: 0 }}>
          {searched ? `Searching for “${searched}”` : 'Type a search and press Go.'}
        </p>
      </form>
      <Field label="Invite link">
        <InputGroup>
          <Input readOnly value={inviteLink} dir="ltr" />
          <CopyButton text={inviteLink} tone="secondary" />
        </InputGroup>
      </Field>
    </div>
  );
}
