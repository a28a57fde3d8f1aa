import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '@/ui/field/Field';
import { Input } from '@/ui/input/Input';
import { RadioGroup } from '@/ui/radio/RadioGroup';
import type { PaymentFormValues } from '../forms';
import { useMessage } from '../useMessage';
import { CardFields } from './CardFields';

/** The way to pay, and the fields of the one chosen: the card's, a note for cash, the gift card's code. */
export function PaymentMethods({ form }: { form: UseFormReturn<PaymentFormValues> }) {
  const { t } = useTranslation('ecommerce');
  const message = useMessage();
  const method = useWatch({ control: form.control, name: 'method' });
  const { errors } = form.formState;
  return (
    <>
      <Controller
        control={form.control}
        name="method"
        render={({ field }) => (
          <RadioGroup
            label={t('checkout.payment.method')}
            orientation="horizontal"
            value={field.value}
            onValueChange={field.onChange}
            options={[
              { value: 'card', label: t('checkout.payment.card') },
              { value: 'cod', label: t('checkout.payment.cod') },
              { value: 'giftCard', label: t('checkout.payment.giftCard') },
            ]}
          />
        )}
      />
      {method === 'card' ? <CardFields form={form} /> : null}
      {method === 'cod' ? <p>{t('checkout.payment.codNote')}</p> : null}
      {method === 'giftCard' ? (
        <Field label={t('checkout.payment.giftCode')} error={message(errors.giftCode?.message)} required>
          <Input autoComplete="off" maxLength={19} placeholder="XXXX-XXXX-XXXX-XXXX" {...form.register('giftCode')} />
        </Field>
      ) : null}
    </>
  );
}
