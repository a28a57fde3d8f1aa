import { createContext, use, useId, type AriaAttributes, type ReactNode } from 'react';
import styled from 'styled-components';

type FieldState = { id: string; describedBy: string | undefined; invalid: boolean; required: boolean };

const FieldContext = createContext<FieldState | null>(null);

export type FieldProps = {
  label: ReactNode;
  /** Help shown under the control while there is no error. */
  hint?: ReactNode;
  /** The problem with the current value; marks the control invalid and is read with it. */
  error?: ReactNode;
  required?: boolean;
  /** Hides the label visually (it stays for screen readers). */
  hideLabel?: boolean;
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

const Required = styled.span`
  margin-inline-start: 0.125rem;
  color: var(--c-danger-text);
`;

const Message = styled.p<{ $error?: boolean }>`
  margin: 0;
  font-size: var(--fs-sm);
  color: ${(p) => (p.$error ? 'var(--c-danger-text)' : 'var(--c-muted)')};
`;

/** A label, a control, and its hint or error, wired for assistive technology. */
export function Field({ label, hint, error, required = false, hideLabel, id, children, className }: FieldProps) {
  const autoId = useId();
  const controlId = id ?? `field-${autoId}`;
  const messageId = `${controlId}-message`;
  const message = error ?? hint;
  const state: FieldState = {
    id: controlId,
    describedBy: message != null ? messageId : undefined,
    invalid: error != null && error !== false,
    required,
  };
  return (
    <Root className={className}>
      <Label htmlFor={controlId} className={hideLabel ? 'visually-hidden' : undefined}>
        {label}
        {required && <Required aria-hidden>*</Required>}
      </Label>
      <FieldContext value={state}>{children}</FieldContext>
      {message != null && (
        <Message id={messageId} $error={state.invalid} role={state.invalid ? 'alert' : undefined}>
          {message}
        </Message>
      )}
    </Root>
  );
}

/** Props that connect a control to the Field around it (none outside a Field). */
export function useFieldControl<
  P extends Pick<AriaAttributes, 'aria-describedby' | 'aria-invalid'> & { id?: string; required?: boolean },
>(props: P): P {
  const field = use(FieldContext);
  if (!field) return props;
  return {
    ...props,
    id: props.id ?? field.id,
    'aria-describedby': [props['aria-describedby'], field.describedBy].filter(Boolean).join(' ') || undefined,
    'aria-invalid': props['aria-invalid'] ?? (field.invalid || undefined),
    required: props.required ?? (field.required || undefined),
  };
}
