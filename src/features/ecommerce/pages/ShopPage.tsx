import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ApiError } from '@/lib/api/client';
import type { BrandFacet } from '@/lib/api/schemas/ecommerce';
import { useFormat } from '@/lib/format';
import { usePaginationLabels } from '@/lib/hooks/usePaginationLabels';
import { useLastPageClamp, useSearchBox } from '@/lib/hooks/useSearchBox';
import { useUrlListState } from '@/lib/hooks/useUrlListState';
import { Card, CardBody } from '@/ui/card/Card';
import { PageHeader, PageStack } from '@/ui/page-header/PageHeader';
import { ListFooter } from '@/ui/pagination/ListFooter';
import { useMediaQuery } from '@/ui/theme/useMediaQuery';
import { useProducts } from '../queries/products';
import { FiltersDrawer } from '../shop/FiltersDrawer';
import { isFiltered, productsQueryOf, SHOP_PAGE_SIZE, shopCodec } from '../shop/listParams';
import { ShopFilters } from '../shop/ShopFilters';
import { ShopResults } from '../shop/ShopResults';
import { ShopToolbar } from '../shop/ShopToolbar';

/** From this width the filters stand beside the products; below it they open in a side panel. */
const wide = '(min-width: 62em)';

const Layout = styled.div`
  display: grid;
  gap: var(--space-6);
  grid-template-columns: minmax(0, 1fr);
  align-items: start;
  @media ${wide} {
    grid-template-columns: 16rem minmax(0, 1fr);
  }
`;

const Main = styled.div`
  display: grid;
  gap: var(--space-5);
  min-inline-size: 0;
`;

/**
 * `/apps/ecommerce/shop`: the products as a grid or a list, with search, sort, filters (price range,
 * brands, least rating) and pages, all kept in the URL; each product goes to the wishlist or the
 * cart from its card, at once (undone if the server refuses).
 */
export function ShopPage() {
  const { t } = useTranslation('shell');
  const { number } = useFormat();
  const paginationLabels = usePaginationLabels();
  const [state, update] = useUrlListState(shopCodec);
  const [typed, setTyped] = useSearchBox(state.q, (q) => update({ q }, { replace: true }));
  const query = useProducts(productsQueryOf(state));
  const isWide = useMediaQuery(wide);

  // The brands stay listed while a refused filter leaves the list without an answer.
  const [brands, setBrands] = useState<BrandFacet[]>();
  if (query.data && query.data.brands !== brands) setBrands(query.data.brands);

  const total = query.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / SHOP_PAGE_SIZE));
  const first = total === 0 ? 0 : (state.page - 1) * SHOP_PAGE_SIZE + 1;
  const last = Math.min(total, state.page * SHOP_PAGE_SIZE);
  useLastPageClamp(query.data != null && total > 0 && state.page > pageCount, () =>
    update({ page: pageCount }, { replace: true }),
  );
  const filtered = isFiltered(state);
  const errors = query.error instanceof ApiError && query.error.status === 400 ? query.error.fieldErrors : {};
  const clear = () => {
    setTyped('');
    update({ q: '', brands: [], rating: undefined, priceMin: undefined, priceMax: undefined });
  };
  const active =
    state.brands.length +
    Number(state.rating !== undefined) +
    Number(state.priceMin !== undefined || state.priceMax !== undefined);

  const filters = (
    <ShopFilters state={state} onChange={update} brands={brands} failed={query.isError} errors={errors} />
  );
  return (
    <PageStack>
      <PageHeader title={t('shop.title')} description={t('shop.description')} />
      <Layout>
        {isWide && (
          <Card title={t('shop.filters.title')}>
            <CardBody>{filters}</CardBody>
          </Card>
        )}
        <Main>
          <Card>
            <ShopToolbar
              state={state}
              onChange={update}
              typed={typed}
              onType={setTyped}
              filters={
                !isWide && (
                  <FiltersDrawer active={active} total={query.data?.total}>
                    {filters}
                  </FiltersDrawer>
                )
              }
            />
          </Card>
          <ShopResults query={query} state={state} filtered={filtered} onClear={clear} />
          <Card>
            <ListFooter
              summary={
                query.data
                  ? t('shop.showing', { first: number(first), last: number(last), total: number(total) })
                  : null
              }
              page={state.page}
              pageCount={pageCount}
              onPageChange={(page) => update({ page })}
              labels={paginationLabels}
            />
          </Card>
        </Main>
      </Layout>
    </PageStack>
  );
}
