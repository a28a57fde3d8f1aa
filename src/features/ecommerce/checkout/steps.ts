/**
 * The checkout's steps, in order, as the URL names them (`?step=address`). A step opens only once
 * every step before it is complete; asked for a later one, the checkout opens the first that is not.
 */
export const steps = ['cart', 'address', 'payment'] as const;
export type Step = (typeof steps)[number];

/** The step a URL asks for; none, or one we do not know, is the cart. */
export const parseStep = (value: string | null): Step => steps.find((step) => step === value) ?? 'cart';

/** Which steps are complete: the cart has lines; a saved address is chosen. The last needs no mark. */
export type Progress = Record<Exclude<Step, 'payment'>, boolean>;

/** The step to show for the one asked for: it, or the first incomplete step before it. */
export function reachableStep(asked: Step, progress: Progress): Step {
  return steps.find((step) => step === asked || (step !== 'payment' && !progress[step])) ?? 'cart';
}

/** Whether a step may be opened now (the stepper links only those). */
export const canOpen = (step: Step, progress: Progress) => reachableStep(step, progress) === step;
