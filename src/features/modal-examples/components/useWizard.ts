import { useState, type FormEvent } from 'react';
import { get, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';

/**
 * The steps of a dialog over one form: Next checks the current step's fields (the focus goes to
 * the first one wrong) before moving on, Back keeps what was typed, the last step checks everything
 * and finishes (or goes back to the step of a value that no longer passes). The form and the step live above the dialog's content, so closing it without
 * finishing keeps both.
 */
export function useWizard<S extends string, V extends FieldValues>(
  steps: readonly S[],
  form: UseFormReturn<V>,
  fieldsOf: Partial<Record<S, readonly Path<V>[]>>,
  onFinish: (values: V) => void,
) {
  const [index, setIndex] = useState(0);
  const step = steps[index]!;
  const last = index === steps.length - 1;
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (last)
      return form.handleSubmit(onFinish, (errors) => {
        // A value that was fine on its step and is not now (a card that expired meanwhile): back to that step.
        const wrong = steps.findIndex((name) => fieldsOf[name]?.some((field) => get(errors, field)));
        if (wrong >= 0) setIndex(wrong);
      })();
    const fields = fieldsOf[step];
    if (!fields || (await form.trigger([...fields], { shouldFocus: true }))) setIndex(index + 1);
  };
  return {
    step,
    index,
    onSubmit: (event: FormEvent<HTMLFormElement>) => void onSubmit(event),
    onBack: () => setIndex(Math.max(0, index - 1)),
  };
}
