import { useTranslation } from 'react-i18next';
import { deliveryFee, deliveryOptions, transitDays, type DeliveryOption } from '@/lib/api/checkoutRules';
import type { CartProduct } from '@/lib/api/schemas/ecommerce';
import { useFormat } from '@/lib/format';
import { RadioGroup } from '@/ui/radio/RadioGroup';
import { useCheckout } from '../CheckoutState';

/** Standard, express or overnight, each with its fee for this cart and its days on the way; it feeds the price. */
export function DeliveryOptions({ lines }: { lines: readonly CartProduct[] }) {
  const { t } = useTranslation('ecommerce');
  const format = useFormat();
  const { delivery, setDelivery } = useCheckout();
  return (
    <RadioGroup
      label={t('checkout.delivery.label')}
      value={delivery}
      onValueChange={(value) => setDelivery(value as DeliveryOption)}
      options={deliveryOptions.map((option) => {
        const fee = deliveryFee(lines, option);
        return {
          value: option,
          label: t('checkout.delivery.option', {
            name: t(`checkout.delivery.${option}`),
            fee: fee === 0 ? t('checkout.price.free') : format.money(fee / 100),
            days: t('checkout.delivery.days', { count: transitDays[option] }),
          }),
        };
      })}
    />
  );
}
