import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiError } from '@/lib/api/client';
import { slugPattern } from '@/lib/api/schemas/ecommerce';
import { LoadError, LoadingStatus } from '@/lib/query/QueryStates';
import { PageHeader, PageStack } from '@/ui/page-header/PageHeader';
import { useFirstProduct, useProduct } from '../queries/products';
import { ProductDetails } from '../product/ProductDetails';
import { ProductNotFound } from '../product/ProductNotFound';
import { RelatedCarousel } from '../product/RelatedCarousel';

/** The page while its product loads or when it could not be. */
function Waiting({ query }: { query: UseQueryResult<unknown> }) {
  const { t } = useTranslation('shell');
  return (
    <PageStack>
      <PageHeader title={t('shop.product.title')} />
      {query.isError ? <LoadError title={t('shop.product.loadError')} query={query} /> : <LoadingStatus />}
    </PageStack>
  );
}

/**
 * `/apps/ecommerce/product-detail/:slug`: one product with its colours, quantity, cart and wishlist,
 * then related products in a carousel. Without a slug, the first product of the featured order
 * (the newest); a slug no product has is the not-found state.
 */
export function ProductDetailPage() {
  const { slug } = useParams();
  const first = useFirstProduct(slug === undefined);
  if (slug !== undefined) return slugPattern.test(slug) ? <ProductView slug={slug} /> : <ProductNotFound />;
  if (first.isSuccess) return first.data ? <ProductView slug={first.data.slug} /> : <ProductNotFound />;
  return <Waiting query={first} />;
}

function ProductView({ slug }: { slug: string }) {
  const product = useProduct(slug);
  if (product.error instanceof ApiError && product.error.status === 404) return <ProductNotFound />;
  if (!product.isSuccess) return <Waiting query={product} />;
  const { product: shown, related } = product.data;
  return (
    <PageStack>
      <PageHeader title={shown.name} />
      {/* Keyed by product: another product starts with its own first colour and a quantity of 1. */}
      <ProductDetails key={shown.id} product={shown} />
      {related.length > 0 && <RelatedCarousel products={related} />}
    </PageStack>
  );
}
