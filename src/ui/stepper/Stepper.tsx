import { Check } from 'lucide-react';
import type { HTMLAttributes, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { visuallyHiddenCss } from '../theme/GlobalStyle';

export type StepperStep = {
  /** The step's key (`account`): what `current` and `onSelect` name. */
  id: string;
  title: ReactNode;
  description?: ReactNode;
  /** Shown in the step's mark instead of its number (a done step shows a tick either way). */
  icon?: ReactNode;
};

export type StepperState = 'done' | 'current' | 'upcoming';

export type StepperProps = Omit<HTMLAttributes<HTMLElement>, 'onSelect'> & {
  steps: readonly StepperStep[];
  /** The id of the step now shown. */
  current: string;
  /** The list's name for assistive technology ("Sign-up steps"). */
  label: string;
  /** Said after a done step's title, for assistive technology ("completed"). */
  doneLabel: string;
  /** `horizontal`: a row (where the stepper is narrow, only its marks, the current step's title under them); `vertical`: a column. */
  orientation?: 'horizontal' | 'vertical';
  /** Opens a step from its header; without it the stepper only shows where the person stands. */
  onSelect?: (id: string) => void;
  /** The last step (by index) that may be opened from its header: the furthest one reached. All by default. */
  reachable?: number;
};

const Root = styled.div`
  container-type: inline-size;
  min-inline-size: 0;
`;

const Mark = styled.span<{ $state: StepperState }>`
  display: inline-grid;
  place-items: center;
  flex: none;
  inline-size: var(--mark);
  block-size: var(--mark);
  border-radius: var(--radius-md);
  font-size: var(--fs-sm);
  font-weight: var(--fw-medium);
  background: ${(p) => (p.$state === 'upcoming' ? 'var(--c-secondary-tint)' : 'var(--c-primary)')};
  color: ${(p) => (p.$state === 'upcoming' ? 'var(--c-secondary-text)' : 'var(--c-primary-contrast)')};
  ${(p) =>
    p.$state === 'current' &&
    css`
      box-shadow: 0 0 0 3px var(--c-primary-tint);
    `}
  svg {
    inline-size: 1.1rem;
    block-size: 1.1rem;
  }
`;

const Words = styled.span`
  display: grid;
  min-inline-size: 0;
  text-align: start;
  .title {
    font-weight: var(--fw-medium);
    color: var(--c-heading);
  }
  .description {
    font-size: var(--fs-sm);
    color: var(--c-muted);
  }
`;

const Head = styled.span`
  display: flex;
  align-items: center;
  gap: var(--space-3);
  min-inline-size: 0;
  padding: var(--space-1);
  border: 0;
  border-radius: var(--radius-md);
  background: none;
  color: inherit;
  font: inherit;
  button& {
    cursor: pointer;
  }
  button&:hover {
    background: var(--c-hover);
  }
  button&:focus-visible {
    outline: none;
    box-shadow: var(--focus-ring);
  }
  &[aria-current='step'] .title {
    color: var(--c-primary-text);
  }
`;

const Item = styled.li<{ $state: StepperState }>`
  position: relative;
  display: flex;
  min-inline-size: 0;
  color: ${(p) => (p.$state === 'upcoming' ? 'var(--c-muted)' : 'var(--c-text)')};
  /* The line to the next step: coloured once this step is done. */
  &:not(:last-child)::after {
    content: '';
    background: ${(p) => (p.$state === 'done' ? 'var(--c-primary)' : 'var(--c-border)')};
  }
`;

const horizontal = css`
  display: flex;
  gap: var(--space-2);
  > ${Item} {
    flex: 1 1 0;
    align-items: center;
    gap: var(--space-2);
    &:last-child {
      flex: 0 1 auto;
    }
    &:not(:last-child)::after {
      flex: 1 1 var(--space-4);
      min-inline-size: var(--space-4);
      block-size: 2px;
    }
  }
  /* Narrow (a phone): the marks alone share the row (the lines give way first); the current step's
     title shows under it (Caption), every title is still read with its mark. */
  @container (max-width: 40rem) {
    --mark: 2rem;
    gap: var(--space-1);
    > ${Item} {
      min-inline-size: auto;
      gap: var(--space-1);
      &:not(:last-child)::after {
        min-inline-size: 0;
      }
    }
    ${Head} {
      flex: none;
      padding: 0;
    }
    ${Words} {
      ${visuallyHiddenCss}
    }
  }
`;

const vertical = css`
  display: grid;
  gap: var(--space-4);
  > ${Item} {
    flex-direction: column;
    &:not(:last-child)::after {
      position: absolute;
      inset-block: calc(var(--mark) + var(--space-2)) calc(-1 * var(--space-3));
      inset-inline-start: calc(var(--space-1) + var(--mark) / 2 - 1px);
      inline-size: 2px;
    }
  }
`;

/** On a phone, the current step's title under the row of marks (said already by its mark: hidden from readers). */
const Caption = styled.p`
  display: none;
  margin: var(--space-2) 0 0;
  font-weight: var(--fw-medium);
  color: var(--c-primary-text);
  @container (max-width: 40rem) {
    display: block;
  }
`;

const List = styled.ol<{ $orientation: 'horizontal' | 'vertical' }>`
  --mark: 2.25rem;
  margin: 0;
  padding: 0;
  list-style: none;
  ${(p) => (p.$orientation === 'horizontal' ? horizontal : vertical)}
`;

/**
 * Where a multi-step task stands, as an ordered list of its steps: the done ones ticked (and said to be
 * done), the current one marked `aria-current="step"`, the ones to come muted. With `onSelect` each step
 * up to `reachable` is a button that opens it; the others are plain text.
 */
export function Stepper({
  steps,
  current,
  label,
  doneLabel,
  orientation = 'horizontal',
  onSelect,
  reachable = steps.length - 1,
  ...rest
}: StepperProps) {
  const currentIndex = steps.findIndex((step) => step.id === current);
  return (
    <Root {...rest}>
      <List $orientation={orientation} aria-label={label}>
        {steps.map((step, index) => {
          const state: StepperState = index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'upcoming';
          const content = (
            <>
              <Mark $state={state} aria-hidden>
                {state === 'done' ? <Check /> : (step.icon ?? index + 1)}
              </Mark>
              <Words>
                <span className="title">
                  {step.title}
                  {state === 'done' ? <span className="visually-hidden"> ({doneLabel})</span> : null}
                </span>
                {step.description != null && <span className="description">{step.description}</span>}
              </Words>
            </>
          );
          const here = state === 'current' ? 'step' : undefined;
          const open = onSelect && index <= reachable && state !== 'current';
          return (
            <Item key={step.id} $state={state} data-state={state}>
              {open ? (
                <Head as="button" type="button" onClick={() => onSelect(step.id)}>
                  {content}
                </Head>
              ) : (
                <Head aria-current={here}>{content}</Head>
              )}
            </Item>
          );
        })}
      </List>
      {orientation === 'horizontal' && <Caption aria-hidden>{steps[currentIndex]?.title}</Caption>}
    </Root>
  );
}
