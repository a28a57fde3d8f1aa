import { ShoppingCart, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Product } from '@/lib/api/schemas/ecommerce';
import { Button } from '@/ui/button/Button';
import { useShopChange, type ShopChange } from '../queries/useShopChange';

/**
 * A saved product's actions: take it out of the wishlist, or move it to the cart (into the cart,
 * unless it is there already, then out of the wishlist). Both show at once and are undone if refused.
 */
export function WishlistActions({ product }: { product: Product }) {
  const { t } = useTranslation('shell');
  const change = useShopChange();
  const out: ShopChange = { list: 'wishlist', on: false };
  const run = (changes: ShopChange[]) => {
    if (!change.isPending) change.mutate({ product, changes });
  };
  const remove = t('shop.wishlist.remove');
  const move = t('shop.wishlist.moveToCart');
  return (
    <>
      <Button
        variant="outline"
        tone="secondary"
        iconOnly
        aria-label={`${remove}: ${product.name}`}
        onClick={() => run([out])}
      >
        <Trash2 aria-hidden />
      </Button>
      <Button
        startIcon={<ShoppingCart aria-hidden />}
        aria-label={`${move}: ${product.name}`}
        onClick={() => run(product.isInCart ? [out] : [{ list: 'cart', on: true }, out])}
      >
        {move}
      </Button>
    </>
  );
}
