import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { priceDetails } from '@/lib/api/checkoutRules';
import type { CartProduct } from '@/lib/api/schemas/ecommerce';
import { Card, CardBody } from '@/ui/card/Card';
import { useCheckout } from './CheckoutState';
import { PriceFigures } from './PriceFigures';
import { Actions, Columns, Stack } from './styles';

type Props = {
  lines: readonly CartProduct[];
  /** What the step asks for. */
  children: ReactNode;
  /** Above the price details (the cart's coupon, the payment's address). */
  aside?: ReactNode;
  /** The step's way on: continue, place the order. */
  action: ReactNode;
};

/**
 * A step of the checkout: its content, and beside it the price details worked out in cents as the
 * server will (src/lib/api/checkoutRules.ts) with the chosen delivery and coupon, then the way on.
 */
export function StepLayout({ lines, children, aside, action }: Props) {
  const { t } = useTranslation('ecommerce');
  const { delivery, coupon } = useCheckout();
  const details = priceDetails(lines, delivery, coupon?.percent ?? 0);
  const count = lines.reduce((sum, line) => sum + line.qty, 0);
  return (
    <Columns>
      <Stack>{children}</Stack>
      <Stack as="aside" aria-label={t('checkout.price.summary')}>
        {aside}
        <Card title={t('checkout.price.title')}>
          <CardBody>
            <div aria-live="polite">
              <PriceFigures details={details} count={count} delivery={delivery} couponCode={coupon?.code} />
            </div>
            <Actions>{action}</Actions>
          </CardBody>
        </Card>
      </Stack>
    </Columns>
  );
}
