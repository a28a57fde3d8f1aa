import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Product } from '@/lib/api/schemas/ecommerce';
import { busyBarCss } from '@/ui/shared/busyBarCss';
import { Skeleton } from '@/ui/skeleton/Skeleton';
import { ProductCard, type CardLayout } from './ProductCard';
import { placeholderProducts } from './placeholders';
import type { ReactNode } from 'react';

const Wrap = styled.div`
  position: relative;
`;

/* Fresh products on their way: a bar along the top, the cards shown at full contrast (aria-busy). */
const BusyBar = styled.div`
  ${busyBarCss}
  inset-block-start: calc(-1 * var(--space-3));
`;

const List = styled.ul<{ $layout: CardLayout }>`
  display: grid;
  gap: var(--space-5);
  margin: 0;
  padding: 0;
  list-style: none;
  grid-template-columns: ${(p) =>
    p.$layout === 'grid' ? 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))' : 'minmax(0, 1fr)'};
  > li {
    display: grid;
  }
`;

type Props = {
  products: Product[];
  layout?: CardLayout;
  /** Fresh products on their way: the ones shown are the last ones (a bar runs along the top). */
  busy?: boolean;
  /** What each card offers (the shop's default: wishlist and cart). */
  actions?: (product: Product) => ReactNode;
};

/** Products as a grid of cards or a list of rows, named "Products" for assistive technology. */
export function ProductList({ products, layout = 'grid', busy = false, actions }: Props) {
  const { t } = useTranslation('shell');
  return (
    <Wrap>
      {busy && <BusyBar aria-hidden />}
      <List $layout={layout} aria-label={t('shop.products')} aria-busy={busy || undefined}>
        {products.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} layout={layout} actions={actions?.(product)} />
          </li>
        ))}
      </List>
    </Wrap>
  );
}

/** The list as it will be, while the products load: `count` cards of their loaded size, as a skeleton. */
export function ProductListSkeleton({ count, layout = 'grid' }: { count: number; layout?: CardLayout }) {
  const { t } = useTranslation('shell');
  return (
    <Skeleton label={t('app.loading')}>
      <ProductList products={placeholderProducts(count)} layout={layout} />
    </Skeleton>
  );
}
