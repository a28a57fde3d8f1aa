import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError } from '@/lib/api/client';

/**
 * Shows what the server refused at the fields it names (`fieldOf` maps its paths, such as
 * `payment.cardNumber`, to the form's fields) and moves the focus to the first of them. Answers
 * whether any field explained the refusal; what was typed is never touched.
 */
export function showAtFields<V extends FieldValues>(
  form: Pick<UseFormReturn<V>, 'setError'>,
  error: unknown,
  fieldOf: (path: string) => Path<V> | undefined,
): boolean {
  const named = error instanceof ApiError ? Object.entries(error.fieldErrors) : [];
  const shown = named.flatMap(([path, message]) => {
    const field = fieldOf(path);
    return field ? [{ field, message }] : [];
  });
  shown.forEach(({ field, message }, i) => form.setError(field, { message }, { shouldFocus: i === 0 }));
  return shown.length > 0;
}
