import { Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { lineCents } from '@/lib/api/checkoutRules';
import type { CartProduct } from '@/lib/api/schemas/ecommerce';
import { useFormat } from '@/lib/format';
import { Badge } from '@/ui/badge/Badge';
import { Button } from '@/ui/button/Button';
import { toast } from '@/ui/toast/toast';
import { useRemoveLine } from '../api';
import { QuantityField } from './QuantityField';
import { publicUrl } from '@/lib/publicUrl';

const Item = styled.li`
  display: grid;
  grid-template-columns: 5rem minmax(0, 1fr);
  gap: var(--space-4);
  padding: var(--space-5);
  border-block-end: 1px solid var(--c-border);
  &:last-child {
    border-block-end: 0;
  }
  img {
    inline-size: 5rem;
    block-size: 5rem;
    border-radius: var(--radius-md);
    background: var(--c-body);
  }
  h3 {
    margin: 0;
    font-size: var(--fs-base);
    font-weight: var(--fw-medium);
    color: var(--c-heading);
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
  }
`;

const Body = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: var(--space-4);
  @media (min-width: 36rem) {
    grid-template-columns: minmax(0, 1fr) auto;
  }
`;

const Details = styled.div`
  display: grid;
  gap: var(--space-2);
  justify-items: start;
  color: var(--c-muted);
`;

const Prices = styled.div`
  display: grid;
  gap: var(--space-2);
  justify-items: start;
  align-content: start;
  @media (min-width: 36rem) {
    justify-items: end;
    text-align: end;
  }
  strong {
    color: var(--c-primary-text);
    font-size: var(--fs-lg);
    font-weight: var(--fw-medium);
  }
  s {
    color: var(--c-muted);
  }
`;

const Tags = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-2);
`;

/**
 * One line of the cart: picture, name, brand, colour, the offers and the shipping date the demo data
 * gives, the quantity, and the price: the line before and after its own discount, in cents.
 */
export function CartLine({ line, onRemoved }: { line: CartProduct; onRemoved: () => void }) {
  const { t } = useTranslation('ecommerce');
  const format = useFormat();
  const remove = useRemoveLine();
  const titleId = useId();
  const { gross, net } = lineCents(line);
  // The promise, not mutate's callbacks: those are dropped when the line unmounts, which it does
  // as soon as the cart reloads without it.
  const onRemove = () =>
    remove.mutateAsync(line.id).then(
      () => {
        toast.success(t('checkout.cart.removed', { name: line.name }));
        onRemoved();
      },
      (error: Error) => toast.error(t('checkout.cart.removeFailed', { message: error.message })),
    );

  return (
    <Item aria-labelledby={titleId}>
      <img src={publicUrl(line.image)} alt="" width={80} height={80} />
      <Body>
        <Details>
          <h3 id={titleId}>{line.name}</h3>
          <p>{t('checkout.cart.brand', { brand: line.brand })}</p>
          {line.color ? <p>{t('checkout.cart.color', { color: line.color })}</p> : null}
          <Badge tone={line.hasFreeShipping ? 'success' : 'secondary'}>
            {t(line.hasFreeShipping ? 'checkout.cart.freeShipping' : 'checkout.cart.paidShipping')}
          </Badge>
          <p>{t('checkout.cart.ships', { date: format.date(line.shippingDate) })}</p>
          <QuantityField line={line} />
        </Details>
        <Prices>
          {line.qty > 1 ? <span>{t('checkout.cart.each', { price: format.money(line.price) })}</span> : null}
          {net !== gross ? (
            <s>
              <span className="visually-hidden">{t('checkout.cart.before')} </span>
              {format.money(gross / 100)}
            </s>
          ) : null}
          <strong>{format.money(net / 100)}</strong>
          <Tags>
            <Badge tone="success">{t('checkout.cart.off', { percent: line.discountPercentage })}</Badge>
            <Badge tone="info">{t('checkout.cart.offers', { count: line.offers })}</Badge>
          </Tags>
          <Button
            variant="text"
            tone="danger"
            size="sm"
            startIcon={<Trash2 aria-hidden />}
            aria-label={t('checkout.cart.removeNamed', { name: line.name })}
            loading={remove.isPending}
            onClick={() => void onRemove()}
          >
            {t('checkout.cart.remove')}
          </Button>
        </Prices>
      </Body>
    </Item>
  );
}
