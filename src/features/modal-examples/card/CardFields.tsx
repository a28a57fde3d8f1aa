import { CreditCard } from 'lucide-react';
import { useId } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useFieldMessage } from '@/lib/fieldErrors';
import { Field } from '@/ui/field/Field';
import { Input } from '@/ui/input/Input';
import { FormGrid } from '../components/FormGrid';
import type { CardValues } from './cardCheck';
import { brandNames, cardBrand, cvvLength, formatCardNumber, formatExpiry } from './cardNumber';
import { MaskedInput } from './MaskedInput';

const NumberBox = styled.div<{ $named: boolean }>`
  position: relative;
  input {
    padding-inline-end: ${(p) => (p.$named ? '7.5rem' : '3rem')};
  }
`;

const Brand = styled.span`
  position: absolute;
  inset-block: 0;
  inset-inline-end: var(--space-3);
  display: flex;
  align-items: center;
  gap: var(--space-1);
  color: var(--c-muted);
  font-size: var(--fs-sm);
  font-weight: var(--fw-medium);
  pointer-events: none;
  svg {
    inline-size: 1.25rem;
    block-size: 1.25rem;
  }
`;

/** A form that holds a card under `card` (the add-card dialog, the create-app wizard's billing). */
export type CardForm = { card: CardValues };

/**
 * The card's number (grouped as typed, its network named beside it), name, expiry (MM/YY) and
 * security code (three digits, four for Amex); errors show at each field once it is left, and on
 * submit. The form around it provides the values (react-hook-form's FormProvider).
 */
export function CardFields() {
  const { t } = useTranslation('modal-examples');
  const message = useFieldMessage('modalExamples', 'modal-examples');
  const { control } = useFormContext<CardForm>();
  const brand = cardBrand(useWatch({ control, name: 'card.number' }));
  const brandId = useId();
  const label = (name: keyof CardValues) => t(`modalExamples.card.${name}`);
  return (
    <FormGrid>
      <Controller
        control={control}
        name="card.number"
        render={({ field, fieldState }) => (
          <Field className="wide" label={label('number')} error={message(fieldState.error?.message)} required>
            <NumberBox dir="ltr" $named={brand !== undefined}>
              <MaskedInput
                field={field}
                show={formatCardNumber}
                maxDigits={19}
                autoComplete="cc-number"
                data-autofocus
                aria-describedby={brand ? brandId : undefined}
              />
              <Brand>
                {brand ? <span id={brandId}>{brandNames[brand]}</span> : null}
                <CreditCard aria-hidden />
              </Brand>
            </NumberBox>
          </Field>
        )}
      />
      {/* A controller like its neighbours, so a refused submit focuses the fields in their order. */}
      <Controller
        control={control}
        name="card.name"
        render={({ field, fieldState }) => (
          <Field className="wide" label={label('name')} error={message(fieldState.error?.message)} required>
            <Input autoComplete="cc-name" {...field} />
          </Field>
        )}
      />
      <Controller
        control={control}
        name="card.expiry"
        render={({ field, fieldState }) => (
          <Field label={label('expiry')} error={message(fieldState.error?.message)} required>
            <MaskedInput
              field={field}
              show={formatExpiry}
              maxDigits={4}
              autoComplete="cc-exp"
              placeholder={t('modalExamples.card.expiryPlaceholder')}
            />
          </Field>
        )}
      />
      <Controller
        control={control}
        name="card.cvv"
        render={({ field, fieldState }) => (
          <Field
            label={label('cvv')}
            hint={t(cvvLength(brand) === 4 ? 'modalExamples.card.cvvFront' : 'modalExamples.card.cvvBack')}
            error={message(fieldState.error?.message)}
            required
          >
            <MaskedInput field={field} show={(digits) => digits} maxDigits={cvvLength(brand)} autoComplete="cc-csc" />
          </Field>
        )}
      />
    </FormGrid>
  );
}
