import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const List = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-2) var(--space-4);
  margin: 0 0 var(--space-5);
  padding: 0;
  list-style: none;
  @media (max-width: 36rem) {
    column-gap: var(--space-2);
  }
`;

const Item = styled.li<{ $state: 'done' | 'current' | 'next' }>`
  display: flex;
  align-items: center;
  gap: var(--space-2);
  color: ${(p) => (p.$state === 'next' ? 'var(--c-muted)' : 'var(--c-heading)')};
  font-weight: ${(p) => (p.$state === 'current' ? 'var(--fw-medium)' : 'inherit')};
  /* On a phone only the current step keeps its name beside its number. */
  @media (max-width: 36rem) {
    gap: var(--space-1);
    > .name {
      display: ${(p) => (p.$state === 'current' ? 'inline' : 'none')};
    }
  }
`;

const Mark = styled.span<{ $state: 'done' | 'current' | 'next' }>`
  display: inline-grid;
  place-items: center;
  flex: none;
  inline-size: 1.75rem;
  block-size: 1.75rem;
  border-radius: var(--radius-md);
  font-size: var(--fs-sm);
  background: ${(p) => (p.$state === 'next' ? 'var(--c-secondary-tint)' : 'var(--c-primary)')};
  color: ${(p) => (p.$state === 'next' ? 'var(--c-secondary-text)' : 'var(--c-primary-contrast)')};
  svg {
    inline-size: 1rem;
    block-size: 1rem;
  }
`;

/**
 * Where a stepped dialog stands: every step by number and name, the current one marked
 * `aria-current="step"`, the ones behind it ticked (and said to be done). It shows; the dialog's
 * Back and Next buttons move.
 */
export function Stepper({ steps, current }: { steps: readonly string[]; current: number }) {
  const { t } = useTranslation('modal-examples');
  return (
    <List aria-label={t('modalExamples.steps.label')}>
      {steps.map((name, index) => {
        const state = index < current ? 'done' : index === current ? 'current' : 'next';
        return (
          <Item key={name} $state={state} aria-current={state === 'current' ? 'step' : undefined}>
            <Mark $state={state} aria-hidden>
              {state === 'done' ? <Check /> : index + 1}
            </Mark>
            <span className="name">{name}</span>
            {state === 'done' ? <span className="visually-hidden">{t('modalExamples.steps.done')}</span> : null}
          </Item>
        );
      })}
    </List>
  );
}
