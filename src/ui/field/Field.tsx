import { createContext, use, useId, type AriaAttributes, type ReactNode } from 'react';
import styled from 'styled-components';

type FieldState = {
  id: string;
  describedBy: string | undefined;
  invalid: boolean;
  valid: boolean;
  required: boolean;
  floating: boolean;
};

const FieldContext = createContext<FieldState | null>(null);

export type FieldProps = {
  label: ReactNode;
  /** Help shown under the control while there is no error. */
  hint?: ReactNode;
  /** The problem with the current value; marks the control invalid and is read with it. */
  error?: ReactNode;
  /** A confirmation that the value is good ("The name is free"), shown in green while there is no error. */
  valid?: ReactNode;
  required?: boolean;
  /** Hides the label visually (it stays for screen readers). */
  hideLabel?: boolean;
  /**
   * The label sits inside the control, in its place, and moves up once the control has focus or a value
   * (for an Input or a Textarea; their placeholder shows only while they have focus).
   */
  floating?: boolean;
  id?: string;
  children: ReactNode;
  className?: string;
};

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--space-1);
`;

const Label = styled.label`
  font-size: var(--fs-sm);
  font-weight: var(--fw-medium);
  color: var(--c-heading);
`;

/** The control with its label over it: at rest the label reads like a placeholder, then it moves up. */
const Floating = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  input,
  textarea {
    padding-block: 1.625rem 0.375rem;
  }
  input:not(:focus)::placeholder,
  textarea:not(:focus)::placeholder {
    color: transparent;
  }
  > label {
    position: absolute;
    inset-block-start: 1.0625rem;
    inset-inline: calc(0.875rem + 1px);
    overflow: hidden;
    font-size: var(--fs-md);
    font-weight: var(--fw-regular);
    line-height: 1.2;
    color: var(--c-muted);
    white-space: nowrap;
    text-overflow: ellipsis;
    pointer-events: none;
    transition:
      inset-block-start var(--transition),
      font-size var(--transition);
  }
  /* Up once the control has focus or a value (a Textarea sits in a wrapper, hence the descendants). */
  &:focus-within > label,
  &:has(input:not(:placeholder-shown), textarea:not(:placeholder-shown)) > label {
    inset-block-start: 0.4375rem;
    font-size: var(--fs-xs);
    font-weight: var(--fw-medium);
    color: var(--c-heading);
  }
`;

const Required = styled.span`
  margin-inline-start: 0.125rem;
  color: var(--c-danger-text);
`;

const Message = styled.p<{ $tone: 'muted' | 'danger-text' | 'success-text' }>`
  margin: 0;
  font-size: var(--fs-sm);
  color: var(--c-${(p) => p.$tone});
`;

/** A label, a control, and its hint, error or confirmation, wired for assistive technology. */
export function Field({
  label,
  hint,
  error,
  valid,
  required = false,
  hideLabel,
  floating = false,
  id,
  children,
  className,
}: FieldProps) {
  const autoId = useId();
  const controlId = id ?? `field-${autoId}`;
  const messageId = `${controlId}-message`;
  const invalid = error != null && error !== false;
  const confirmed = !invalid && valid != null && valid !== false;
  const message = invalid ? error : confirmed ? valid : hint;
  const state: FieldState = {
    id: controlId,
    describedBy: message != null ? messageId : undefined,
    invalid,
    valid: confirmed,
    required,
    floating,
  };
  const labelElement = (
    <Label htmlFor={controlId} className={hideLabel ? 'visually-hidden' : undefined}>
      {label}
      {required && <Required aria-hidden>*</Required>}
    </Label>
  );
  const control = <FieldContext value={state}>{children}</FieldContext>;
  return (
    <Root className={className}>
      {floating ? (
        <Floating>
          {control}
          {labelElement}
        </Floating>
      ) : (
        <>
          {labelElement}
          {control}
        </>
      )}
      {message != null && (
        <Message
          id={messageId}
          $tone={invalid ? 'danger-text' : confirmed ? 'success-text' : 'muted'}
          role={invalid ? 'alert' : undefined}
        >
          {message}
        </Message>
      )}
    </Root>
  );
}

type ControlProps = Pick<AriaAttributes, 'aria-describedby' | 'aria-invalid'> & {
  id?: string;
  required?: boolean;
  placeholder?: string;
};

/** Props that connect a control to the Field around it (none outside a Field). */
export function useFieldControl<P extends ControlProps>(props: P): P {
  const field = use(FieldContext);
  if (!field) return props;
  return {
    ...props,
    id: props.id ?? field.id,
    'aria-describedby': [props['aria-describedby'], field.describedBy].filter(Boolean).join(' ') || undefined,
    'aria-invalid': props['aria-invalid'] ?? (field.invalid || undefined),
    required: props.required ?? (field.required || undefined),
    ...(field.valid && { 'data-valid': true }),
    // A floating label needs a placeholder to know when the control is empty (`:placeholder-shown`).
    ...(field.floating && { placeholder: props.placeholder || ' ' }),
  };
}
