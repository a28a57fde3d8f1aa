import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { ApiError } from '@/lib/api/client';
import type { Address, Order } from '@/lib/api/schemas/checkout';
import type { CartProduct } from '@/lib/api/schemas/ecommerce';
import { Alert } from '@/ui/alert/Alert';
import { Button } from '@/ui/button/Button';
import { Card, CardBody } from '@/ui/card/Card';
import { usePlaceOrder } from '../api';
import { AddressText } from '../AddressText';
import { useCheckout } from '../CheckoutState';
import { paymentFields, paymentForm, paymentOf, type PaymentFormValues } from '../forms';
import { showAtFields } from '../serverRefusal';
import { StepLayout } from '../StepLayout';
import { PaymentMethods } from './PaymentMethods';

const PAYMENT_FORM_ID = 'checkout-payment';
const schema = paymentForm();

const Form = styled.form`
  display: grid;
  gap: var(--space-5);
  p {
    margin: 0;
  }
`;

type Props = { lines: readonly CartProduct[]; address: Address; onPlaced: (order: Order) => void };

/**
 * The last step: card, cash on delivery or gift card, then the order. What the server refuses shows
 * at the field it names (`payment.cardNumber` at the card number), everything typed kept; a refusal
 * no field explains (the cart changed meanwhile, say) shows above the form.
 */
export function PaymentStep({ lines, address, onPlaced }: Props) {
  const { t } = useTranslation('ecommerce');
  const { drafts, delivery, coupon } = useCheckout();
  const place = usePlaceOrder();
  const [failure, setFailure] = useState<string>();
  const form = useForm<PaymentFormValues>({ resolver: zodResolver(schema), defaultValues: drafts.payment() });
  useEffect(() => () => drafts.keepPayment(form.getValues()), [drafts, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      const { order } = await place.mutateAsync({
        items: lines.map((line) => ({ productId: line.id, qty: line.qty })),
        addressId: address.id,
        delivery,
        payment: paymentOf(values),
        ...(coupon && { coupon: coupon.code }),
      });
      onPlaced(order);
    } catch (error) {
      const fieldOf = (path: string) => paymentFields.find((name) => `payment.${name}` === path);
      if (!showAtFields(form, error, fieldOf)) {
        const changed = error instanceof ApiError && error.status === 409;
        setFailure(changed ? t('checkout.payment.cartChanged') : (error as Error).message);
      }
    }
  });

  return (
    <StepLayout
      lines={lines}
      aside={
        <Card
          title={t('checkout.payment.deliverTo')}
          actions={<Link to={{ search: '?step=address' }}>{t('checkout.payment.change')}</Link>}
        >
          <CardBody>
            <AddressText address={address} />
          </CardBody>
        </Card>
      }
      action={
        <Button type="submit" form={PAYMENT_FORM_ID} block loading={place.isPending}>
          {t('checkout.payment.place')}
        </Button>
      }
    >
      <Card title={t('checkout.payment.title')}>
        <CardBody>
          <Form
            id={PAYMENT_FORM_ID}
            aria-label={t('checkout.payment.title')}
            noValidate
            onSubmit={(e) => void onSubmit(e)}
          >
            {failure ? (
              <Alert tone="danger" role="alert">
                {t('checkout.payment.failed', { message: failure })}
              </Alert>
            ) : null}
            <PaymentMethods form={form} />
          </Form>
        </CardBody>
      </Card>
    </StepLayout>
  );
}
