import { Minus, Plus } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ApiError } from '@/lib/api/client';
import { maxCartQty, type CartProduct } from '@/lib/api/schemas/ecommerce';
import { Button } from '@/ui/button/Button';
import { Field } from '@/ui/field/Field';
import { Input } from '@/ui/input/Input';
import { useSetQty } from '../api';

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: var(--space-1);
  input {
    inline-size: 3.5rem;
    text-align: center;
  }
`;

/**
 * A line's quantity: one less, one more, or typed (sent on Enter or on leaving the field). The
 * range (1 to 10) is the server's to enforce, and its refusal shows here, the typed value kept.
 * The buttons stay focusable at the ends of the range (marked disabled), so the focus never drops.
 */
export function QuantityField({ line }: { line: CartProduct }) {
  const { t } = useTranslation('ecommerce');
  const setQty = useSetQty();
  const [typed, setTyped] = useState(String(line.qty));
  const [error, setError] = useState<string>();
  // A new quantity from the server (after a change, or from another tab) replaces what is shown.
  const [shown, setShown] = useState(line.qty);
  if (shown !== line.qty) {
    setShown(line.qty);
    setTyped(String(line.qty));
  }

  const send = (qty: number) => {
    setError(undefined);
    setQty.mutate(
      { id: line.id, qty },
      {
        onError: (failure) =>
          setError(failure instanceof ApiError ? (failure.fieldErrors.qty ?? failure.message) : failure.message),
      },
    );
  };
  const commit = () => {
    const text = typed.trim();
    if (!/^\d+$/.test(text)) setError(t('checkout.errors.wholeNumber'));
    else if (Number(text) !== line.qty || error) send(Number(text));
  };
  const step = (by: number) => {
    const qty = line.qty + by;
    if (qty < 1 || qty > maxCartQty) return;
    setTyped(String(qty));
    send(qty);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commit();
  };

  return (
    <Field label={t('checkout.cart.qty')} error={error}>
      <Row>
        <Button
          variant="outline"
          tone="secondary"
          size="sm"
          iconOnly
          aria-label={t('checkout.cart.less')}
          aria-disabled={line.qty <= 1 || undefined}
          onClick={() => step(-1)}
        >
          <Minus aria-hidden />
        </Button>
        <Input
          size="sm"
          inputMode="numeric"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onBlur={commit}
          onKeyDown={onKeyDown}
          aria-busy={setQty.isPending || undefined}
        />
        <Button
          variant="outline"
          tone="secondary"
          size="sm"
          iconOnly
          aria-label={t('checkout.cart.more')}
          aria-disabled={line.qty >= maxCartQty || undefined}
          onClick={() => step(1)}
        >
          <Plus aria-hidden />
        </Button>
      </Row>
    </Field>
  );
}
