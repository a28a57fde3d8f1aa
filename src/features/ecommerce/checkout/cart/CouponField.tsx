import { TicketPercent } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ApiError } from '@/lib/api/client';
import { Button } from '@/ui/button/Button';
import { Card, CardBody } from '@/ui/card/Card';
import { Field } from '@/ui/field/Field';
import { Input } from '@/ui/input/Input';
import { useCheckCoupon } from '../api';
import { useCheckout } from '../CheckoutState';

const Row = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: var(--space-3);
  > :first-child {
    flex: 1 1 10rem;
  }
`;

const Applied = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--space-2);
  margin: 0;
  svg {
    color: var(--c-success-text);
  }
`;

/** A coupon code, checked by the server; once applied it shows with a way to take it off. */
export function CouponField() {
  const { t } = useTranslation('ecommerce');
  const { coupon, setCoupon } = useCheckout();
  const check = useCheckCoupon();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  // Applying swaps the field for the coupon and its remove button, removing swaps them back: the
  // focus follows, so a keyboard is never left on nothing. Not on the first render.
  const input = useRef<HTMLInputElement>(null);
  const removeButton = useRef<HTMLButtonElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) first.current = false;
    else (coupon ? removeButton : input).current?.focus();
  }, [coupon]);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return setError(t('checkout.errors.required'));
    setError(undefined);
    check.mutate(code.trim(), {
      onSuccess: (answer) => setCoupon(answer.coupon),
      onError: (failure) =>
        setError(
          failure instanceof ApiError && failure.status === 404
            ? t('checkout.coupon.unknown')
            : failure instanceof ApiError && failure.status === 400
              ? t('checkout.coupon.malformed')
              : failure.message,
        ),
    });
  };

  return (
    <Card title={t('checkout.coupon.title')} titleAs="h2">
      <CardBody>
        {coupon ? (
          <Applied role="status">
            <span>
              <TicketPercent aria-hidden />{' '}
              {t('checkout.coupon.applied', { code: coupon.code, percent: coupon.percent })}
            </span>
            <Button ref={removeButton} variant="text" size="sm" onClick={() => setCoupon(undefined)}>
              {t('checkout.coupon.remove')}
            </Button>
          </Applied>
        ) : (
          <Row onSubmit={apply} aria-label={t('checkout.coupon.title')} noValidate>
            <Field label={t('checkout.coupon.code')} error={error}>
              <Input
                ref={input}
                value={code}
                onChange={(event) => setCode(event.target.value)}
                maxLength={30}
                autoComplete="off"
              />
            </Field>
            <Button type="submit" variant="outline" loading={check.isPending}>
              {t('checkout.coupon.apply')}
            </Button>
          </Row>
        )}
      </CardBody>
    </Card>
  );
}
