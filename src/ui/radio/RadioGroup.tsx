import { RadioGroup as RadixRadioGroup } from 'radix-ui';
import { useId, type ComponentProps, type ReactNode } from 'react';
import styled from 'styled-components';
import type { Tone } from '../theme/tokens';

export type RadioOption = { value: string; label: ReactNode; disabled?: boolean };

export type RadioGroupProps = Omit<ComponentProps<typeof RadixRadioGroup.Root>, 'children'> & {
  /** Names the group, like a fieldset legend. */
  label: ReactNode;
  options: RadioOption[];
  tone?: Tone;
};

const Root = styled(RadixRadioGroup.Root)`
  display: flex;
  gap: var(--space-2) var(--space-5);
  &[data-orientation='vertical'] {
    flex-direction: column;
  }
  &[data-orientation='horizontal'] {
    flex-wrap: wrap;
  }
`;

const Legend = styled.span`
  display: block;
  margin-block-end: var(--space-2);
  font-size: var(--fs-sm);
  font-weight: var(--fw-medium);
  color: var(--c-heading);
`;

const Option = styled.div`
  display: inline-flex;
  align-items: center;
  gap: var(--space-2);
  label {
    color: var(--c-heading);
    cursor: pointer;
  }
`;

const Item = styled(RadixRadioGroup.Item)<{ $tone: Tone }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: 1.125rem;
  block-size: 1.125rem;
  padding: 0;
  border: 1.5px solid var(--c-muted);
  border-radius: 50%;
  background: var(--c-input-bg);
  cursor: pointer;
  &[data-state='checked'] {
    border-color: var(--c-${(p) => p.$tone});
    border-width: 5px;
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

export function RadioGroup({ label, options, tone = 'primary', orientation = 'vertical', ...rest }: RadioGroupProps) {
  const id = useId();
  return (
    <div>
      <Legend id={`${id}-label`}>{label}</Legend>
      <Root aria-labelledby={`${id}-label`} orientation={orientation} {...rest}>
        {options.map((option) => (
          <Option key={option.value}>
            <Item id={`${id}-${option.value}`} value={option.value} disabled={option.disabled} $tone={tone} />
            <label htmlFor={`${id}-${option.value}`}>{option.label}</label>
          </Option>
        ))}
      </Root>
    </div>
  );
}
