import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/lib/query/QueryStates';
import { Card } from '@/ui/card/Card';
import { PageHeader, PageStack } from '@/ui/page-header/PageHeader';
import { ProductList, ProductListSkeleton } from '../components/ProductList';
import { ToTheShop } from '../components/ToTheShop';
import { useWishlist } from '../queries/products';
import { WishlistActions } from '../wishlist/WishlistActions';

/** `/apps/ecommerce/wishlist`: the saved products, each to take out or to move to the cart. */
export function WishlistPage() {
  const { t } = useTranslation('shell');
  const wishlist = useWishlist();
  const body = wishlist.isPending ? (
    <ProductListSkeleton count={3} />
  ) : wishlist.isError ? (
    <Card>
      <LoadError title={t('shop.wishlist.loadError')} query={wishlist} />
    </Card>
  ) : wishlist.data.length === 0 ? (
    <ToTheShop
      icon={<Heart />}
      title={t('shop.wishlist.emptyTitle')}
      text={t('shop.wishlist.emptyText')}
      linkLabel={t('shop.wishlist.toShop')}
    />
  ) : (
    <ProductList products={wishlist.data} actions={(product) => <WishlistActions product={product} />} />
  );
  return (
    <PageStack>
      <PageHeader
        title={t('shop.wishlist.title')}
        description={
          wishlist.data?.length
            ? t('shop.wishlist.count', { count: wishlist.data.length })
            : t('shop.wishlist.description')
        }
      />
      {body}
    </PageStack>
  );
}
