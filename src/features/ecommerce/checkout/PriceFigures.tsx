import { useTranslation } from 'react-i18next';
import type { DeliveryOption, PriceDetails } from '@/lib/api/checkoutRules';
import { useFormat } from '@/lib/format';
import { Figures } from './styles';

type Props = {
  details: PriceDetails;
  /** How many items (the subtotal's label counts them). */
  count: number;
  delivery: DeliveryOption;
  couponCode?: string;
};

/** The price details in cents as a list: subtotal, discount, coupon, delivery and the total. */
export function PriceFigures({ details, count, delivery, couponCode }: Props) {
  const { t } = useTranslation('ecommerce');
  const format = useFormat();
  const money = (cents: number) => format.money(cents / 100);
  return (
    <Figures aria-label={t('checkout.price.title')}>
      <dt>{t('checkout.price.subtotal', { count })}</dt>
      <dd>{money(details.subtotal)}</dd>
      <dt>{t('checkout.price.discount')}</dt>
      <dd>−{money(details.discount)}</dd>
      {couponCode ? (
        <>
          <dt>{t('checkout.price.coupon', { code: couponCode })}</dt>
          <dd>−{money(details.coupon)}</dd>
        </>
      ) : null}
      <dt>{t('checkout.price.delivery', { option: t(`checkout.delivery.${delivery}`) })}</dt>
      <dd>{details.delivery === 0 ? t('checkout.price.free') : money(details.delivery)}</dd>
      <dt>{t('checkout.price.total')}</dt>
      <dd>{money(details.total)}</dd>
    </Figures>
  );
}
