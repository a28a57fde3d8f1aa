import { Check, Minus } from 'lucide-react';
import { Checkbox as RadixCheckbox } from 'radix-ui';
import { useId, type ComponentProps, type ReactNode } from 'react';
import styled from 'styled-components';
import type { Tone } from '../theme/tokens';

export type CheckboxProps = Omit<ComponentProps<typeof RadixCheckbox.Root>, 'children'> & {
  label: ReactNode;
  tone?: Tone;
  /** Hides the label visually (e.g. a row checkbox in a table); it is still read. */
  hideLabel?: boolean;
};

const Row = styled.div`
  display: inline-flex;
  align-items: center;
  gap: var(--space-2);
`;

const Box = styled(RadixCheckbox.Root)<{ $tone: Tone }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  inline-size: 1.125rem;
  block-size: 1.125rem;
  padding: 0;
  border: 1.5px solid var(--c-muted);
  border-radius: var(--radius-sm);
  background: var(--c-input-bg);
  cursor: pointer;
  transition:
    background var(--transition),
    border-color var(--transition);

  &[data-state='checked'],
  &[data-state='indeterminate'] {
    background: var(--c-${(p) => p.$tone});
    border-color: var(--c-${(p) => p.$tone});
    color: var(--c-${(p) => p.$tone}-contrast);
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
  svg {
    inline-size: 0.875rem;
    block-size: 0.875rem;
    stroke-width: 3;
  }
`;

const Label = styled.label`
  color: var(--c-heading);
  cursor: pointer;
`;

export function Checkbox({ label, tone = 'primary', hideLabel, id, ...rest }: CheckboxProps) {
  const autoId = useId();
  const controlId = id ?? autoId;
  return (
    <Row>
      <Box id={controlId} $tone={tone} {...rest}>
        <RadixCheckbox.Indicator>
          {rest.checked === 'indeterminate' ? <Minus aria-hidden /> : <Check aria-hidden />}
        </RadixCheckbox.Indicator>
      </Box>
      <Label htmlFor={controlId} className={hideLabel ? 'visually-hidden' : undefined}>
        {label}
      </Label>
    </Row>
  );
}
