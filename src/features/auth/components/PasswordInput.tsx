import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Input, type InputProps } from '@/ui/input/Input';

const Wrap = styled.div`
  position: relative;
  input {
    padding-inline-end: 2.75rem;
  }
`;

const Toggle = styled.button`
  position: absolute;
  inset-block: 0;
  inset-inline-end: 0;
  display: grid;
  place-items: center;
  inline-size: 2.75rem;
  padding: 0;
  border: 0;
  background: none;
  color: var(--c-muted);
  cursor: pointer;
  border-radius: var(--radius-md);
  &:focus-visible {
    outline: none;
    box-shadow: var(--focus-ring);
  }
  svg {
    inline-size: 1.125rem;
    block-size: 1.125rem;
  }
`;

/** A password input with a show/hide button; inside a Field it takes the Field's label and error. */
export function PasswordInput(props: Omit<InputProps, 'type'>) {
  const { t } = useTranslation('auth');
  const [visible, setVisible] = useState(false);
  return (
    <Wrap>
      <Input {...props} type={visible ? 'text' : 'password'} />
      <Toggle
        type="button"
        aria-label={visible ? t('auth.hidePassword') : t('auth.showPassword')}
        aria-pressed={visible}
        onClick={() => setVisible((v) => !v)}
      >
        {visible ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
      </Toggle>
    </Wrap>
  );
}
