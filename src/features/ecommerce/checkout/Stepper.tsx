import { Check, CreditCard, MapPin, ShoppingCart } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { canOpen, steps, type Progress, type Step } from './steps';

const icons: Record<Step, ReactNode> = {
  cart: <ShoppingCart aria-hidden />,
  address: <MapPin aria-hidden />,
  payment: <CreditCard aria-hidden />,
};

const List = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 12rem), 1fr));
  gap: var(--space-3);
  margin: 0;
  padding: var(--space-4);
  list-style: none;
  background: var(--c-card);
  border: var(--card-border);
  border-radius: var(--radius-lg);
  box-shadow: var(--shadow);
`;

const Item = styled.li`
  > a,
  > span {
    display: flex;
    align-items: center;
    gap: var(--space-3);
    padding: var(--space-2);
    border-radius: var(--radius-md);
    color: var(--c-muted);
    text-decoration: none;
  }
  > a {
    color: var(--c-text);
  }
  > a:hover {
    background: var(--c-primary-tint);
  }
  > a:focus-visible {
    outline: none;
    box-shadow: var(--focus-ring);
  }
  > [aria-current='step'] {
    color: var(--c-primary-text);
  }
`;

const Badge = styled.span<{ $on: boolean }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  inline-size: 2.5rem;
  block-size: 2.5rem;
  border-radius: var(--radius-md);
  background: ${(p) => (p.$on ? 'var(--c-primary)' : 'var(--c-secondary-tint)')};
  color: ${(p) => (p.$on ? 'var(--c-primary-contrast)' : 'var(--c-secondary-text)')};
  svg {
    inline-size: 1.25rem;
    block-size: 1.25rem;
  }
`;

const Words = styled.span`
  display: grid;
  strong {
    font-weight: var(--fw-medium);
    color: inherit;
  }
  small {
    color: var(--c-muted);
  }
`;

/**
 * The three steps at the top of the checkout: the current one marked (`aria-current="step"`), a
 * completed one with a tick; a step opens only when those before it are complete, else it is text.
 */
export function Stepper({ current, progress }: { current: Step; progress: Progress }) {
  const { t } = useTranslation('ecommerce');
  // A new step replaces the content the focus was in (its Continue button): the focus moves to the
  // step now current, which names it. Not when the checkout first shows.
  const list = useRef<HTMLOListElement>(null);
  const shown = useRef(current);
  useEffect(() => {
    if (shown.current === current) return;
    shown.current = current;
    list.current?.querySelector<HTMLElement>('[aria-current="step"]')?.focus();
  }, [current]);
  return (
    <nav aria-label={t('checkout.steps.label')}>
      <List ref={list}>
        {steps.map((step, index) => {
          const done = step !== 'payment' && progress[step] && steps.indexOf(current) > index;
          const content = (
            <>
              <Badge $on={step === current || done}>{done ? <Check aria-hidden /> : icons[step]}</Badge>
              <Words>
                <strong>{t('checkout.steps.step', { n: index + 1, name: t(`checkout.steps.${step}`) })}</strong>
                <small>{t(`checkout.steps.${step}Hint`)}</small>
                {done ? <span className="visually-hidden">{t('checkout.steps.done')}</span> : null}
              </Words>
            </>
          );
          const here = step === current ? 'step' : undefined;
          return (
            <Item key={step}>
              {canOpen(step, progress) ? (
                <Link to={{ search: `?step=${step}` }} aria-current={here}>
                  {content}
                </Link>
              ) : (
                <span aria-current={here}>{content}</span>
              )}
            </Item>
          );
        })}
      </List>
    </nav>
  );
}
