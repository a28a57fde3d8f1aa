import type { FormEventHandler, ReactNode } from 'react';
import styled from 'styled-components';
import { Alert } from '../alert/Alert';
import { Button } from '../button/Button';
import { ModalClose } from './Modal';

const Form = styled.form<{ $gap: 4 | 5 }>`
  display: grid;
  gap: var(--space-${(p) => p.$gap});
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: var(--space-2);
`;

export type DialogFormProps = {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** What failed that the person cannot fix in a field (the server down, say), or nothing. */
  failure?: string;
  cancelLabel: string;
  submitLabel: string;
  pending: boolean;
  canSubmit?: boolean;
  gap?: 4 | 5;
  children: ReactNode;
};

/**
 * A form inside a modal, laid out as every dialog form of the app: a failure that is not the person's
 * above the fields, then Cancel (closes the modal) and the submit button, busy while the request runs.
 * The form's state is the caller's (react-hook-form, through `useDialogForm` in src/lib/hooks).
 */
export function DialogForm({
  onSubmit,
  failure,
  cancelLabel,
  submitLabel,
  pending,
  canSubmit = true,
  gap = 4,
  children,
}: DialogFormProps) {
  return (
    <Form noValidate onSubmit={onSubmit} $gap={gap}>
      {failure ? (
        <Alert tone="danger" role="alert">
          {failure}
        </Alert>
      ) : null}
      {children}
      <Actions>
        <ModalClose asChild>
          <Button type="button" variant="outline" tone="secondary">
            {cancelLabel}
          </Button>
        </ModalClose>
        <Button type="submit" loading={pending} disabled={!canSubmit}>
          {submitLabel}
        </Button>
      </Actions>
    </Form>
  );
}
