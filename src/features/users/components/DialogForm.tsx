import type { FormEventHandler, ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import styled from 'styled-components';
import { ApiError } from '@/lib/api/client';
import { Alert } from '@/ui/alert/Alert';
import { Button } from '@/ui/button/Button';
import { ModalClose } from '@/ui/modal/Modal';

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

type DialogFormProps = {
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
 * A react-hook-form form inside a modal, as every dialog of the users, roles and permissions screens
 * lays it out: a failure that is not the person's above the fields, then Cancel (closes the modal) and
 * the submit button, busy while the request runs. What was typed stays on failure.
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

/**
 * Runs a save; a refusal the server names by field (`{ error: { name: '…' } }`) is shown at that field
 * of the form. Answers whether the save went through.
 */
export async function saveWithFieldErrors<V extends FieldValues>(
  form: UseFormReturn<V>,
  fields: readonly Path<V>[],
  save: () => Promise<unknown>,
): Promise<boolean> {
  try {
    await save();
    return true;
  } catch (error) {
    if (error instanceof ApiError) {
      for (const field of fields) {
        const message = error.fieldErrors[field];
        if (message) form.setError(field, { message });
      }
    }
    return false;
  }
}

/** A failed save's message when no field explains it. */
export const unexplainedFailure = (error: Error | null, fields: readonly string[]) =>
  error && !(error instanceof ApiError && fields.some((field) => error.fieldErrors[field])) ? error.message : undefined;
