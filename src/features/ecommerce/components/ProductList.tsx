import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import type { Product } from '@/lib/api/schemas/ecommerce';
import { Skeleton } from '@/ui/skeleton/Skeleton';
import { ProductCard, type CardLayout } from './ProductCard';
import { placeholderProducts } from './placeholders';
import type { ReactNode } from 'react';

const List = styled.ul<{ $layout: CardLayout; $busy: boolean }>`
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
  ${(p) =>
    p.$busy &&
    css`
      opacity: 0.6;
    `}
`;

type Props = {
  products: Product[];
  layout?: CardLayout;
  /** Fresh products on their way: the ones shown are the last ones (dimmed). */
  busy?: boolean;
  /** What each card offers (the shop's default: wishlist and cart). */
  actions?: (product: Product) => ReactNode;
};

/** Products as a grid of cards or a list of rows, named "Products" for assistive technology. */
export function ProductList({ products, layout = 'grid', busy = false, actions }: Props) {
  const { t } = useTranslation();
  return (
    <List $layout={layout} $busy={busy} aria-label={t('shop.products')} aria-busy={busy || undefined}>
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} layout={layout} actions={actions?.(product)} />
        </li>
      ))}
    </List>
  );
}

/** The list as it will be, while the products load: `count` cards of their loaded size, as a skeleton. */
export function ProductListSkeleton({ count, layout = 'grid' }: { count: number; layout?: CardLayout }) {
  const { t } = useTranslation();
  return (
    <Skeleton label={t('app.loading')}>
      <ProductList products={placeholderProducts(count)} layout={layout} />
    </Skeleton>
  );
}
