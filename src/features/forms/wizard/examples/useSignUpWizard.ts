import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { saveWithFieldErrors, unexplainedFailure } from '@/lib/fieldErrors';
import { useCreateFormAccount } from '../../api/accounts';
import { blank, fieldOrder, signUp, stepOf, steps, type FieldName, type SignUp, type StepId } from './signUp';

/**
 * The sign-up wizard's state. The step is in the URL (`?<param>=personal`, a bad value shows the first),
 * so a reload or the browser's Back shows it again. Next checks the step's fields first; a step's header
 * opens it up to the furthest step reached. When the step changes the focus goes to its heading, or to the
 * field the server refused.
 */
/** What the server is sent: every value but the password's copy (`POST /api/forms/accounts`). */
const withoutCopy = ({ confirm: _confirm, ...values }: SignUp) => values;

export function useSignUpWizard(param: string) {
  const [params, setParams] = useSearchParams();
  const index = Math.max(
    0,
    steps.findIndex((step) => step.id === params.get(param)),
  );
  const step = steps[index] ?? steps[0];
  const [furthest, setFurthest] = useState(index);
  const form = useForm<SignUp>({ resolver: zodResolver(signUp), defaultValues: blank, mode: 'onTouched' });
  const creation = useCreateFormAccount();
  // The step's heading and panel, as callback refs: the elements are state, set when they mount.
  const [heading, setHeading] = useState<HTMLHeadingElement | null>(null);
  const [panel, setPanel] = useState<HTMLDivElement | null>(null);
  const focusField = useRef<FieldName | null>(null);
  /** Once the step's messages have rendered: its first wrong control (a select or a group too). */
  const focusFirstError = () => setTimeout(() => panel?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  const shown = useRef<StepId>(step.id);
  useEffect(() => {
    if (shown.current === step.id) return;
    shown.current = step.id;
    const field = focusField.current;
    focusField.current = null;
    if (field) panel?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
    else heading?.focus();
  }, [step.id, heading, panel]);

  const show = (id: StepId) =>
    setParams((was) => {
      const next = new URLSearchParams(was);
      next.set(param, id);
      return next;
    });

  /** Shows the step that asks for `field`, with the focus on it. */
  const showField = (field: FieldName) => {
    const target = stepOf(field);
    if (target === index) return focusFirstError();
    focusField.current = field;
    show(steps[target]?.id ?? 'account');
  };

  const goTo = async (id: StepId) => {
    const target = steps.findIndex((one) => one.id === id);
    if (target > index && !(await form.trigger(step.fields))) return focusFirstError();
    setFurthest((was) => Math.max(was, target));
    show(id);
  };

  const submit = () =>
    form.handleSubmit(
      async (values) => {
        if (await saveWithFieldErrors(form, fieldOrder, () => creation.mutateAsync(withoutCopy(values)))) return;
        const refused = fieldOrder.find((field) => form.getFieldState(field).error);
        if (refused) showField(refused);
      },
      // Something left wrong on an earlier step (after a reload, say): back to it.
      (errors) => showField(fieldOrder.find((field) => errors[field])!),
    )();

  const restart = () => {
    form.reset();
    creation.reset();
    setFurthest(0);
    show('account');
  };

  return {
    form,
    step,
    index,
    reachable: Math.max(furthest, index),
    goTo: (id: string) => void goTo(id as StepId),
    back: () => show(steps[index - 1]?.id ?? 'account'),
    /** The form's submit: Next on a step (Enter in a field too), Submit on the review. */
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (step.id === 'review') void submit();
      else void goTo(steps[index + 1]?.id ?? 'review');
    },
    account: creation.data?.account,
    pending: creation.isPending,
    failure: unexplainedFailure(creation.error, fieldOrder),
    restart,
    setHeading,
    setPanel,
  };
}

export type SignUpWizard = ReturnType<typeof useSignUpWizard>;
