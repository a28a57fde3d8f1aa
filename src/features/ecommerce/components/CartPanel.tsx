import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { useFormat } from '@/lib/format';
import { LoadingStatus } from '@/lib/query/QueryStates';
import { primaryLinkCss } from '@/ui/button/primaryLinkCss';
import { useCart } from '../api';
import { totalCents } from '../cartTotals';
import { publicUrl } from '@/lib/publicUrl';

const List = styled.ul`
  display: grid;
  gap: var(--space-3);
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    grid-template-columns: 3rem minmax(0, 1fr) auto;
    align-items: center;
    gap: var(--space-3);
  }
  img {
    inline-size: 3rem;
    block-size: 3rem;
    border-radius: var(--radius-md);
    background: var(--c-body);
  }
  strong {
    display: block;
    color: var(--c-heading);
    font-weight: var(--fw-medium);
  }
  small {
    color: var(--c-muted);
  }
  li > span:last-child {
    white-space: nowrap;
  }
`;

const Total = styled.p`
  display: flex;
  justify-content: space-between;
  margin: var(--space-3) 0 0;
  padding-block-start: var(--space-3);
  border-block-start: 1px solid var(--c-border);
  font-weight: var(--fw-medium);
`;

const CheckoutLink = styled(Link)`
  ${primaryLinkCss}
  display: flex;
  margin-block-start: var(--space-3);
`;

/**
 * The navbar cart's panel, loaded when it first opens: the cart's lines with the total (in whole
 * cents), and the way on to the checkout (`onLeave` closes the panel on the way).
 */
export default function CartPanel({ onLeave }: { onLeave: () => void }) {
  const { t } = useTranslation('shell');
  const cart = useCart();
  const format = useFormat();
  const products = cart.data?.products ?? [];
  if (cart.isPending) return <LoadingStatus />;
  if (cart.isError) return <p role="alert">{t('cart.error')}</p>;
  if (products.length === 0) return <p>{t('cart.empty')}</p>;
  return (
    <>
      <List>
        {products.map((product) => (
          <li key={product.id}>
            <img src={publicUrl(product.image)} alt="" width={48} height={48} />
            <span>
              <strong>{product.name}</strong>
              <small>
                {product.color === undefined
                  ? product.brand
                  : t('shop.cartMenu.brandAndColor', {
                      brand: product.brand,
                      color: t(`shop.colors.${product.color}`),
                    })}
              </small>
            </span>
            <span>
              {product.qty} × {format.money(product.price)}
            </span>
          </li>
        ))}
      </List>
      <Total>
        <span>{t('cart.total')}</span>
        <span>{format.money(totalCents(products) / 100)}</span>
      </Total>
      <CheckoutLink to="/apps/ecommerce/checkout" onClick={onLeave}>
        {t('cart.checkout')}
      </CheckoutLink>
    </>
  );
}
