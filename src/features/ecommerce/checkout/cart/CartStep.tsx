import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { CartProduct } from '@/lib/api/schemas/ecommerce';
import { Button } from '@/ui/button/Button';
import { Card } from '@/ui/card/Card';
import { StepLayout } from '../StepLayout';
import { CartLine } from './CartLine';
import { CouponField } from './CouponField';

const Lines = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  border-radius: var(--radius-lg);
  &:focus-visible {
    outline: none;
    box-shadow: var(--focus-ring);
  }
`;

/** The first step: the cart's lines with their quantities, a coupon, and on to the address. */
export function CartStep({ lines, onContinue }: { lines: readonly CartProduct[]; onContinue: () => void }) {
  const { t } = useTranslation('ecommerce');
  const count = lines.reduce((sum, line) => sum + line.qty, 0);
  // A line removed takes its Remove button with it: the focus goes to the list of what is left.
  const list = useRef<HTMLUListElement>(null);
  return (
    <StepLayout
      lines={lines}
      aside={<CouponField />}
      action={
        <Button block onClick={onContinue}>
          {t('checkout.cart.continue')}
        </Button>
      }
    >
      <Card title={t('checkout.cart.title', { count })}>
        <Lines ref={list} tabIndex={-1} aria-label={t('checkout.cart.lines')}>
          {lines.map((line) => (
            <CartLine key={line.id} line={line} onRemoved={() => list.current?.focus()} />
          ))}
        </Lines>
      </Card>
    </StepLayout>
  );
}
