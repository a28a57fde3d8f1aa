import type { UseQueryResult } from '@tanstack/react-query';
import { PackageSearch } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api/client';
import type { ProductsResponse } from '@/lib/api/schemas/ecommerce';
import { LoadError } from '@/lib/query/QueryStates';
import { Button } from '@/ui/button/Button';
import { Card, CardBody } from '@/ui/card/Card';
import { EmptyState } from '@/ui/empty-state/EmptyState';
import { ProductList, ProductListSkeleton } from '../components/ProductList';
import { SHOP_PAGE_SIZE, type ShopState } from './listParams';

type Props = {
  query: UseQueryResult<ProductsResponse>;
  state: ShopState;
  filtered: boolean;
  onClear: () => void;
};

/**
 * The shop's products, or what stands in for them: a skeleton of the page's nine cards while they
 * load, what failed (a refused filter says so at the filter too), no products at all, or none that
 * match the search and filters.
 */
export function ShopResults({ query, state, filtered, onClear }: Props) {
  const { t } = useTranslation('shell');
  if (query.isPending) return <ProductListSkeleton count={SHOP_PAGE_SIZE} layout={state.view} />;
  const clear = (
    <Button variant="outline" onClick={onClear}>
      {t('shop.clearFilters')}
    </Button>
  );
  const refused = query.error instanceof ApiError && query.error.status === 400;
  const products = query.data?.products ?? [];
  const empty = query.isError ? (
    refused ? (
      <EmptyState
        icon={<PackageSearch />}
        titleAs="h2"
        title={t('shop.refusedTitle')}
        description={query.error.message}
        action={clear}
      />
    ) : (
      <LoadError title={t('shop.loadError')} query={query} />
    )
  ) : products.length === 0 ? (
    <EmptyState
      icon={<PackageSearch />}
      titleAs="h2"
      title={filtered ? t('shop.noMatchTitle') : t('shop.emptyTitle')}
      description={
        !filtered ? t('shop.emptyText') : state.q ? t('shop.noMatchSearch', { q: state.q }) : t('shop.noMatchText')
      }
      action={filtered ? clear : undefined}
    />
  ) : null;
  if (empty)
    return (
      <Card>
        <CardBody>{empty}</CardBody>
      </Card>
    );
  return <ProductList products={products} layout={state.view} busy={query.isPlaceholderData} />;
}
