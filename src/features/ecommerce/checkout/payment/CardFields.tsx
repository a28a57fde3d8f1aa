import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NumberFormatBase } from 'react-number-format';
import styled from 'styled-components';
import { Field } from '@/ui/field/Field';
import { Input, type InputProps } from '@/ui/input/Input';
import type { PaymentFormValues } from '../forms';
import { useMessage } from '../useMessage';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 9rem), 1fr));
  gap: var(--space-4);
  > .wide {
    grid-column: 1 / -1;
  }
`;

type Masked = 'cardNumber' | 'expiry' | 'cvv';
type Mask = { max: number; show: (digits: string) => string; autoComplete: string; placeholder?: string };
/**
 * How each field shows its digits: the number in groups of four (up to 19 digits), the expiry as
 * MM/YY, the CVV as typed (up to 4). No placeholder characters stand for digits still to come.
 */
const masks: Record<Masked, Mask> = {
  cardNumber: { max: 19, show: (d) => d.replace(/(\d{4})(?=\d)/g, '$1 '), autoComplete: 'cc-number' },
  expiry: {
    max: 4,
    show: (d) => (d.length > 2 ? `${d.slice(0, 2)}/${d.slice(2)}` : d),
    autoComplete: 'cc-exp',
    placeholder: 'MM/YY',
  },
  cvv: { max: 4, show: (d) => d, autoComplete: 'cc-csc' },
};
/** What a field keeps: its digits, no more than it takes. */
const digitsOf = (mask: Mask) => (typed: string) => typed.replace(/\D/g, '').slice(0, mask.max);

/**
 * The card: number, name, expiry and CVV, the digits masked as typed (react-number-format, loaded
 * with this page only). The form keeps digits; the number is checked by Luhn and the expiry against
 * today before sending, and again by the server.
 */
export function CardFields({ form }: { form: UseFormReturn<PaymentFormValues> }) {
  const { t } = useTranslation('ecommerce');
  const message = useMessage();
  const masked = (name: Masked, wide = false) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <Field
          className={wide ? 'wide' : undefined}
          label={t(`checkout.payment.${name}`)}
          error={message(fieldState.error?.message)}
          required
        >
          <NumberFormatBase<InputProps>
            customInput={Input}
            format={(digits) => masks[name].show(digitsOf(masks[name])(digits))}
            removeFormatting={digitsOf(masks[name])}
            inputMode="numeric"
            valueIsNumericString
            value={field.value}
            onValueChange={({ value }) => field.onChange(value)}
            onBlur={field.onBlur}
            getInputRef={field.ref}
            name={field.name}
            autoComplete={masks[name].autoComplete}
            placeholder={masks[name].placeholder}
          />
        </Field>
      )}
    />
  );
  const { errors } = form.formState;
  return (
    <Grid>
      {masked('cardNumber', true)}
      <Field
        className="wide"
        label={t('checkout.payment.nameOnCard')}
        error={message(errors.nameOnCard?.message)}
        required
      >
        <Input autoComplete="cc-name" {...form.register('nameOnCard')} />
      </Field>
      {masked('expiry')}
      {masked('cvv')}
    </Grid>
  );
}
