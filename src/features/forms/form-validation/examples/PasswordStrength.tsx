import { Check, X } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { Field } from '@/ui/field/Field';
import { Input } from '@/ui/input/Input';
import { PasswordMeter } from './PasswordMeter';
import { passwordChecks } from './passwordStrength';

const Checklist = styled.ul`
  display: grid;
  gap: var(--space-1);
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: var(--fs-sm);
  li {
    display: flex;
    align-items: center;
    gap: var(--space-2);
  }
  svg {
    inline-size: 1rem;
    block-size: 1rem;
  }
  .met {
    color: var(--c-success-text);
  }
  .unmet {
    color: var(--c-muted);
  }
`;

const Stack = styled.div`
  display: grid;
  gap: var(--space-3);
`;

export default function PasswordStrength() {
  const [password, setPassword] = useState('');
  return (
    <Stack>
      <Field label="New password" hint="The meter and the list follow what you type.">
        <Input
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </Field>
      <PasswordMeter password={password} />
      <Checklist aria-label="Password checklist">
        {passwordChecks.map(({ label, test }) => {
          const met = test(password);
          return (
            <li key={label} className={met ? 'met' : 'unmet'}>
              {met ? <Check aria-hidden /> : <X aria-hidden />}
              {label}
              <span className="visually-hidden">{met ? ': done' : ': not yet'}</span>
            </li>
          );
        })}
      </Checklist>
    </Stack>
  );
}
