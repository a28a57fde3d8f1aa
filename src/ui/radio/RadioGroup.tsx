import { RadioGroup as RadixRadioGroup } from 'radix-ui';
import { useId, useImperativeHandle, useRef, type ComponentProps, type ReactNode, type Ref } from 'react';
import styled, { css } from 'styled-components';
import { choiceCardCss, choiceErrorCss, choiceTextCss } from '../checkbox/choiceCardCss';
import type { Tone } from '../theme/tokens';

export type RadioOption = {
  value: string;
  label: ReactNode;
  /** A line under the label (a plan's price), read as the option's description. */
  description?: ReactNode;
  disabled?: boolean;
};

export type RadioGroupProps = Omit<ComponentProps<typeof RadixRadioGroup.Root>, 'children' | 'ref'> & {
  /** Names the group, like a fieldset legend. */
  label: ReactNode;
  options: RadioOption[];
  tone?: Tone;
  /** Each option drawn as a card (bordered, outlined in the tone when chosen), clickable all over. */
  card?: boolean;
  /** The problem with the choice ("Choose a plan"): marks the group invalid, shown under it and read with it. */
  error?: ReactNode;
  /** Focuses the chosen option, or the first one that can be chosen (what a form library does on an error). */
  ref?: Ref<{ focus: () => void }>;
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
  &[aria-invalid='true'] [role='radio'][data-state='unchecked']:not(:disabled) {
    border-color: var(--c-danger-text);
  }
`;

const ErrorText = styled.p`
  ${choiceErrorCss}
`;

const Legend = styled.span`
  display: block;
  margin-block-end: var(--space-2);
  font-size: var(--fs-sm);
  font-weight: var(--fw-medium);
  color: var(--c-heading);
`;

const Option = styled.div<{ $card: boolean; $tone: Tone }>`
  display: inline-flex;
  align-items: center;
  gap: var(--space-2);
  label {
    color: var(--c-heading);
    cursor: pointer;
  }
  ${(p) =>
    p.$card &&
    css`
      flex: 1 1 12rem;
      ${choiceCardCss(p.$tone)}
    `}
`;

const Text = styled.div`
  ${choiceTextCss}
`;

const Item = styled(RadixRadioGroup.Item)<{ $tone: Tone }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
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

export function RadioGroup({
  label,
  options,
  tone = 'primary',
  orientation = 'vertical',
  card = false,
  error,
  ref,
  ...rest
}: RadioGroupProps) {
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  useImperativeHandle(ref, () => ({
    focus: () => {
      const radio = (selector: string) => root.current?.querySelector<HTMLElement>(selector);
      (radio("[role='radio'][data-state='checked']") ?? radio("[role='radio']:not(:disabled)"))?.focus();
    },
  }));
  const invalid = error != null && error !== false;
  return (
    <div>
      <Legend id={`${id}-label`}>{label}</Legend>
      <Root
        ref={root}
        aria-labelledby={`${id}-label`}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        orientation={orientation}
        {...rest}
      >
        {options.map((option) => (
          <Option key={option.value} $card={card} $tone={tone}>
            <Item
              id={`${id}-${option.value}`}
              value={option.value}
              disabled={option.disabled}
              aria-describedby={option.description != null ? `${id}-${option.value}-description` : undefined}
              $tone={tone}
            />
            {option.description != null ? (
              <Text>
                <label htmlFor={`${id}-${option.value}`}>{option.label}</label>
                <small id={`${id}-${option.value}-description`}>{option.description}</small>
              </Text>
            ) : (
              <label htmlFor={`${id}-${option.value}`}>{option.label}</label>
            )}
          </Option>
        ))}
      </Root>
      {invalid && (
        <ErrorText id={`${id}-error`} role="alert">
          {error}
        </ErrorText>
      )}
    </div>
  );
}
