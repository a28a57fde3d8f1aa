import { Truck } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled, { css } from 'styled-components';
import type { Product } from '@/lib/api/schemas/ecommerce';
import { useFormat } from '@/lib/format';
import { Badge } from '@/ui/badge/Badge';
import { CartToggle, WishlistToggle } from './ListToggles';
import { Rating } from './Rating';
import { publicUrl } from '@/lib/publicUrl';

export type CardLayout = 'grid' | 'list';

/** The detail page of a product. */
export const productPath = (slug: string) => `/apps/ecommerce/product-detail/${slug}`;

const Root = styled.article<{ $layout: CardLayout }>`
  display: grid;
  gap: var(--space-4);
  padding: var(--space-4);
  min-inline-size: 0;
  background: var(--c-card);
  border: var(--card-border);
  border-radius: var(--radius-lg);
  box-shadow: var(--shadow);
  grid-template-rows: auto 1fr auto;
  ${(p) =>
    p.$layout === 'list' &&
    css`
      @media (min-width: 40rem) {
        grid-template-columns: 10rem minmax(0, 1fr) 13rem;
        grid-template-rows: none;
        align-items: center;
      }
    `}
`;

const Picture = styled.img`
  display: block;
  inline-size: 100%;
  block-size: auto;
  aspect-ratio: 1;
  max-inline-size: 12rem;
  justify-self: center;
  border-radius: var(--radius-md);
`;

const Body = styled.div`
  display: grid;
  align-content: start;
  gap: var(--space-2);
  min-inline-size: 0;
`;

const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--space-2);
`;

const Price = styled.span`
  font-size: var(--fs-lg);
  font-weight: var(--fw-medium);
  color: var(--c-heading);
`;

const Name = styled.h2`
  margin: 0;
  font-size: var(--fs-md);
  font-weight: var(--fw-medium);
  a {
    color: var(--c-heading);
    text-decoration: none;
  }
  a:hover {
    color: var(--c-primary-text);
  }
`;

const Muted = styled.p<{ $clamp: boolean }>`
  margin: 0;
  color: var(--c-muted);
  font-size: var(--fs-sm);
  ${(p) =>
    p.$clamp &&
    css`
      display: -webkit-box;
      -webkit-line-clamp: 2;
      -webkit-box-orient: vertical;
      overflow: hidden;
      /* Two lines always, so the cards of a row line up and a skeleton has the card's size. */
      min-block-size: calc(2lh);
    `}
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-2);
  > :last-child {
    flex: 1 1 auto;
  }
`;

type Props = {
  product: Product;
  layout?: CardLayout;
  /** The name's heading level, to fit the page's outline. */
  headingAs?: 'h2' | 'h3';
  /** What the card offers; by default, the wishlist heart and the cart button. */
  actions?: ReactNode;
};

/** A product as a card: picture, rating, price, name (to its page), brand, description, free shipping. */
export function ProductCard({ product, layout = 'grid', headingAs = 'h2', actions }: Props) {
  const { t } = useTranslation('shell');
  const { money } = useFormat();
  const nameId = useId();
  return (
    <Root $layout={layout} aria-labelledby={nameId}>
      <Picture src={publicUrl(product.image)} alt="" width={192} height={192} />
      <Body>
        <Line>
          <Rating value={product.rating} />
          <Price>{money(product.price)}</Price>
        </Line>
        <Name as={headingAs} id={nameId}>
          <Link to={productPath(product.slug)}>{product.name}</Link>
        </Name>
        <Muted $clamp={false}>{product.brand}</Muted>
        <Muted $clamp={layout === 'grid'}>{product.description}</Muted>
        {product.hasFreeShipping && (
          <span>
            <Badge tone="success">
              <Truck aria-hidden /> {t('shop.freeShipping')}
            </Badge>
          </span>
        )}
      </Body>
      <Actions>
        {actions ?? (
          <>
            <WishlistToggle product={product} />
            <CartToggle product={product} />
          </>
        )}
      </Actions>
    </Root>
  );
}
