import { useTranslation } from 'react-i18next';
import type { Address } from '@/lib/api/schemas/checkout';
import { Badge } from '@/ui/badge/Badge';
import { AddressLines } from './styles';

/**
 * An address as text, line by line: whatever was typed shows as typed (markup too, never as HTML).
 * `inline` draws it inside a label, where an `<address>` element may not go.
 */
export function AddressText({ address, inline = false }: { address: Address; inline?: boolean }) {
  const { t } = useTranslation('ecommerce');
  const Line = inline ? 'span' : 'div';
  return (
    <AddressLines as={inline ? 'span' : 'address'}>
      <Line>
        <strong>{address.fullName}</strong>{' '}
        <Badge tone={address.type === 'home' ? 'primary' : 'info'}>{t(`checkout.address.${address.type}`)}</Badge>
      </Line>
      <Line>{address.address}</Line>
      <Line>
        {t('checkout.address.townLine', { town: address.town, state: address.state, postcode: address.postcode })}
      </Line>
      <Line>{address.phone}</Line>
    </AddressLines>
  );
}
