import { useIsMutating } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Address } from '@/lib/api/schemas/checkout';
import type { CartProduct } from '@/lib/api/schemas/ecommerce';
import { Button } from '@/ui/button/Button';
import { Card, CardBody } from '@/ui/card/Card';
import { RadioGroup } from '@/ui/radio/RadioGroup';
import { addAddressKey } from '../api';
import { AddressText } from '../AddressText';
import { useCheckout, type AddressChoice } from '../CheckoutState';
import { StepLayout } from '../StepLayout';
import { ADDRESS_FORM_ID, AddressForm } from './AddressForm';
import { DeliveryOptions } from './DeliveryOptions';

type Props = {
  lines: readonly CartProduct[];
  addresses: readonly Address[];
  chosen: AddressChoice;
  onContinue: () => void;
};

/**
 * The second step: a saved address, or a new one typed in and saved on the way on; then the way of
 * delivery, whose fee joins the price details.
 */
export function AddressStep({ lines, addresses, chosen, onContinue }: Props) {
  const { t } = useTranslation('ecommerce');
  const { choose } = useCheckout();
  const saving = useIsMutating({ mutationKey: addAddressKey }) > 0;
  const options = [
    ...addresses.map((address) => ({ value: String(address.id), label: <AddressText address={address} inline /> })),
    { value: 'new', label: t('checkout.address.new') },
  ];
  const action =
    chosen === 'new' ? (
      <Button type="submit" form={ADDRESS_FORM_ID} block loading={saving}>
        {t('checkout.address.saveAndContinue')}
      </Button>
    ) : (
      <Button block onClick={onContinue}>
        {t('checkout.address.continue')}
      </Button>
    );

  return (
    <StepLayout lines={lines} action={action}>
      <Card title={t('checkout.address.title')}>
        <CardBody>
          <RadioGroup
            label={t('checkout.address.choose')}
            value={String(chosen)}
            onValueChange={(value) => choose(value === 'new' ? 'new' : Number(value))}
            options={options}
          />
          {chosen === 'new' ? (
            <AddressForm
              onSaved={(address) => {
                choose(address.id);
                onContinue();
              }}
            />
          ) : null}
        </CardBody>
      </Card>
      <Card title={t('checkout.delivery.title')}>
        <CardBody>
          <DeliveryOptions lines={lines} />
        </CardBody>
      </Card>
    </StepLayout>
  );
}
