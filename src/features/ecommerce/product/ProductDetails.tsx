import { Truck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { maxCartQty, type Product } from '@/lib/api/schemas/ecommerce';
import { useFormat } from '@/lib/format';
import { Badge } from '@/ui/badge/Badge';
import { Card, CardBody } from '@/ui/card/Card';
import { Field } from '@/ui/field/Field';
import { Input } from '@/ui/input/Input';
import { CartToggle, WishlistToggle } from '../components/ListToggles';
import { Rating } from '../components/Rating';
import { ColorSwatches } from './ColorSwatches';
import { publicUrl } from '@/lib/publicUrl';

const Layout = styled.div`
  display: grid;
  gap: var(--space-6);
  grid-template-columns: minmax(0, 1fr);
  align-items: center;
  @media (min-width: 48rem) {
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
  }
`;

const Picture = styled.img`
  display: block;
  inline-size: 100%;
  max-inline-size: 24rem;
  block-size: auto;
  aspect-ratio: 1;
  justify-self: center;
  border-radius: var(--radius-lg);
`;

const Info = styled.div`
  display: grid;
  gap: var(--space-4);
  justify-items: start;
  p {
    margin: 0;
  }
`;

const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--space-3);
`;

const Price = styled.p`
  font-size: var(--fs-xl);
  font-weight: var(--fw-medium);
  color: var(--c-heading);
`;

const Muted = styled.p`
  color: var(--c-muted);
`;

const Quantity = styled.div`
  inline-size: 9rem;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--space-3);
`;

/**
 * One product: picture, brand, rating, price, free shipping, description, its colours and a quantity,
 * then the cart and the wishlist. The server judges the quantity (1 to 10) and says so at the field.
 */
export function ProductDetails({ product }: { product: Product }) {
  const { t } = useTranslation('shell');
  const { money } = useFormat();
  const [color, setColor] = useState(product.colorOptions[0]);
  const [qty, setQty] = useState('1');
  const [errors, setErrors] = useState<Record<string, string>>({});
  return (
    <Card>
      <CardBody>
        <Layout>
          <Picture src={publicUrl(product.image)} alt="" width={384} height={384} />
          <Info>
            <Line>
              <Badge tone="secondary">{product.brand}</Badge>
              <Rating value={product.rating} />
            </Line>
            <Price>{money(product.price)}</Price>
            {product.hasFreeShipping && (
              <Badge tone="success">
                <Truck aria-hidden /> {t('shop.freeShipping')}
              </Badge>
            )}
            <Muted>{product.description}</Muted>
            {color !== undefined && <ColorSwatches options={product.colorOptions} value={color} onChange={setColor} />}
            <Quantity>
              <Field
                label={t('shop.product.quantity')}
                error={errors.qty}
                hint={t('shop.product.quantityHint', { max: maxCartQty })}
              >
                <Input
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={maxCartQty}
                  step={1}
                  value={qty}
                  onChange={(e) => setQty(e.target.value)}
                />
              </Field>
            </Quantity>
            <Actions>
              <CartToggle product={product} qty={Number(qty)} color={color} onRefused={setErrors} />
              <WishlistToggle product={product} />
            </Actions>
            <Muted role="status">{product.isInCart ? t('shop.product.inCart') : null}</Muted>
          </Info>
        </Layout>
      </CardBody>
    </Card>
  );
}
