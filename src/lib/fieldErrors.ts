import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError } from './api/client';

// Types only from react-hook-form: this module sits in the chunk every page loads, the forms library
// in the chunks of the pages with forms.

/**
 * Runs a save; a refusal the server names by field (`{ error: { name: '…' } }`) is shown at that field
 * of the form. Answers whether the save went through. What was typed stays either way.
 */
export async function saveWithFieldErrors<V extends FieldValues>(
  form: Pick<UseFormReturn<V>, 'setError'>,
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

/** A failed save's message when no field explains it (the server down, say), else undefined. */
export const unexplainedFailure = (error: Error | null, fields: readonly string[]) =>
  error && !(error instanceof ApiError && fields.some((field) => error.fieldErrors[field])) ? error.message : undefined;

type Submit<V extends FieldValues> = {
  /** The fields the server may refuse by name: its message shows under that field. */
  fields: readonly Path<V>[];
  save: (values: V) => Promise<unknown>;
  /** The mutation's error, for the failure no field explains. */
  error: Error | null;
  onSaved: (values: V) => void;
};

/**
 * A dialog form's submit, as the app's dialogs do it: the fields' own rules first, then the save; a
 * refusal the server names by field shows at that field, any other failure comes back as `failure`
 * (for DialogForm's alert), and what was typed stays until the save goes through.
 */
export function submitWithFieldErrors<V extends FieldValues>(
  form: UseFormReturn<V>,
  { fields, save, error, onSaved }: Submit<V>,
) {
  const submit = form.handleSubmit(async (values) => {
    if (await saveWithFieldErrors(form, fields, () => save(values))) onSaved(values);
  });
  return {
    onSubmit: (event: FormEvent<HTMLFormElement>) => void submit(event),
    failure: unexplainedFailure(error, fields),
  };
}

/**
 * A field's message: a key of the form's own rules (`checkout.errors.required`, under `prefix`, in
 * the feature's `namespace`) translated, or the server's words as they came.
 */
export function useFieldMessage(prefix: string, namespace: string) {
  const { t } = useTranslation(namespace);
  return (text: string | undefined) => (text?.startsWith(`${prefix}.`) ? t(text) : text);
}
