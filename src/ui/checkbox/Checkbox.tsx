import { Check, Minus } from 'lucide-react';
import { Checkbox as RadixCheckbox } from 'radix-ui';
import { useId, type ComponentProps, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import type { Tone } from '../theme/tokens';
import { choiceCardCss, choiceErrorCss, choiceTextCss } from './choiceCardCss';

export type ChoiceSize = 'sm' | 'md' | 'lg';

export type CheckboxProps = Omit<ComponentProps<typeof RadixCheckbox.Root>, 'children'> & {
  label: ReactNode;
  /** A line under the label, read as the checkbox's description. */
  description?: ReactNode;
  tone?: Tone;
  size?: ChoiceSize;
  /** Drawn as a card (bordered, outlined in the tone when checked), clickable all over. */
  card?: boolean;
  /** Hides the label visually (e.g. a row checkbox in a table); it is still read. */
  hideLabel?: boolean;
  /** The problem with the choice ("Accept the terms"): marks the box invalid, shown under it and read with it. */
  error?: ReactNode;
  className?: string;
};

const boxSizes: Record<ChoiceSize, string> = { sm: '0.875rem', md: '1.125rem', lg: '1.375rem' };

const Row = styled.div<{ $card: boolean; $tone: Tone; $size: ChoiceSize }>`
  display: inline-flex;
  align-items: center;
  gap: var(--space-2);
  font-size: ${(p) => (p.$size === 'sm' ? 'var(--fs-sm)' : p.$size === 'lg' ? 'var(--fs-lg)' : 'inherit')};
  ${(p) => p.$card && choiceCardCss(p.$tone)}
`;

const Box = styled(RadixCheckbox.Root)<{ $tone: Tone; $size: ChoiceSize }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  inline-size: ${(p) => boxSizes[p.$size]};
  block-size: ${(p) => boxSizes[p.$size]};
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
  &[aria-invalid='true'] {
    border-color: var(--c-danger-text);
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
  svg {
    inline-size: calc(${(p) => boxSizes[p.$size]} - 0.25rem);
    block-size: calc(${(p) => boxSizes[p.$size]} - 0.25rem);
    stroke-width: 3;
  }
`;

const plainLabel = css`
  color: var(--c-heading);
  cursor: pointer;
`;

const Label = styled.label`
  ${plainLabel}
`;

const Text = styled.div`
  ${choiceTextCss}
`;

const ErrorText = styled.p`
  ${choiceErrorCss}
`;

export function Checkbox({
  label,
  description,
  tone = 'primary',
  size = 'md',
  card = false,
  hideLabel,
  error,
  id,
  className,
  ...rest
}: CheckboxProps) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const invalid = error != null && error !== false;
  const describedBy = [description != null && `${controlId}-description`, invalid && `${controlId}-error`]
    .filter(Boolean)
    .join(' ');
  const labelElement = (
    <Label htmlFor={controlId} className={hideLabel ? 'visually-hidden' : undefined}>
      {label}
    </Label>
  );
  const row = (
    <Row $card={card} $tone={tone} $size={size} className={className}>
      <Box
        id={controlId}
        $tone={tone}
        $size={size}
        aria-describedby={describedBy || undefined}
        aria-invalid={invalid || undefined}
        {...rest}
      >
        <RadixCheckbox.Indicator>
          {rest.checked === 'indeterminate' ? <Minus aria-hidden /> : <Check aria-hidden />}
        </RadixCheckbox.Indicator>
      </Box>
      {description != null ? (
        <Text>
          {labelElement}
          <small id={`${controlId}-description`}>{description}</small>
        </Text>
      ) : (
        labelElement
      )}
    </Row>
  );
  // The box keeps its place in the tree when an error comes and goes, so it keeps the focus.
  return (
    <>
      {row}
      {invalid && (
        <ErrorText id={`${controlId}-error`} role="alert">
          {error}
        </ErrorText>
      )}
    </>
  );
}
