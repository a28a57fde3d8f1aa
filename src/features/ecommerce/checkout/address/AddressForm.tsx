import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Address } from '@/lib/api/schemas/checkout';
import { Alert } from '@/ui/alert/Alert';
import { Field } from '@/ui/field/Field';
import { Input } from '@/ui/input/Input';
import { RadioGroup } from '@/ui/radio/RadioGroup';
import { useAddAddress } from '../api';
import { useCheckout } from '../CheckoutState';
import { addressFields, addressForm, addressOf, blankAddress, type AddressFormValues } from '../forms';
import { showAtFields } from '../serverRefusal';
import { useMessage } from '../useMessage';

export const ADDRESS_FORM_ID = 'checkout-address';

const Grid = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 14rem), 1fr));
  gap: var(--space-4);
  margin-block-start: var(--space-5);
  > .wide {
    grid-column: 1 / -1;
  }
`;

type TextField = Exclude<(typeof addressFields)[number], 'type'>;
const autoComplete: Record<TextField, string> = {
  fullName: 'name',
  phone: 'tel',
  address: 'street-address',
  town: 'address-level2',
  state: 'address-level1',
  postcode: 'postal-code',
};

/**
 * A new delivery address, saved to the shopper's addresses when the step goes on (the submit button
 * sits with the price details, tied to this form by its id). A field the server refuses shows its
 * message there; what was typed stays, also when the shopper leaves the step and comes back.
 */
export function AddressForm({ onSaved }: { onSaved: (address: Address) => void }) {
  const { t } = useTranslation('ecommerce');
  const message = useMessage();
  const { drafts } = useCheckout();
  const add = useAddAddress();
  const form = useForm<AddressFormValues>({ resolver: zodResolver(addressForm), defaultValues: drafts.address() });
  const { errors } = form.formState;
  useEffect(() => () => drafts.keepAddress(form.getValues()), [drafts, form]);
  const [failure, setFailure] = useState<string>();
  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      const { address } = await add.mutateAsync(addressOf(values));
      // Saved: the next new address starts blank.
      form.reset(blankAddress);
      onSaved(address);
    } catch (error) {
      const fieldOf = (path: string) => addressFields.find((name) => name === path);
      if (!showAtFields(form, error, fieldOf)) setFailure((error as Error).message);
    }
  });

  const field = (name: TextField, wide = false) => (
    <Field
      className={wide ? 'wide' : undefined}
      label={t(`checkout.address.${name}`)}
      error={message(errors[name]?.message)}
      required
    >
      <Input type={name === 'phone' ? 'tel' : 'text'} autoComplete={autoComplete[name]} {...form.register(name)} />
    </Field>
  );

  return (
    <Grid
      id={ADDRESS_FORM_ID}
      aria-label={t('checkout.address.newTitle')}
      noValidate
      onSubmit={(e) => void onSubmit(e)}
    >
      {field('fullName')}
      {field('phone')}
      {field('address', true)}
      {field('town')}
      {field('state')}
      {field('postcode')}
      <Controller
        control={form.control}
        name="type"
        render={({ field: type }) => (
          <RadioGroup
            label={t('checkout.address.type')}
            orientation="horizontal"
            value={type.value}
            onValueChange={type.onChange}
            options={[
              { value: 'home', label: t('checkout.address.home') },
              { value: 'office', label: t('checkout.address.office') },
            ]}
          />
        )}
      />
      {failure ? (
        <Alert className="wide" tone="danger" role="alert">
          {t('checkout.address.saveFailed', { message: failure })}
        </Alert>
      ) : null}
    </Grid>
  );
}
