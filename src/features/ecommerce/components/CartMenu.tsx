import { ShoppingCart } from 'lucide-react';
import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingStatus } from '@/lib/query/QueryStates';
import { CountedMenu } from '@/ui/badge/CountedMenu';
import { useCart } from '../api';
import { itemCount } from '../cartTotals';

const CartPanel = lazy(() => import('./CartPanel'));

/**
 * The navbar's cart: the item count from the shopper's cart on the button, and its lines, total and
 * the way on to the checkout in a panel whose code comes when it first opens. It reads `cartKey`,
 * which the shop's changes update at once and reload.
 */
export function CartMenu() {
  const { t } = useTranslation('shell');
  const cart = useCart();
  const count = itemCount(cart.data?.products ?? []);
  const [open, setOpen] = useState(false);
  return (
    <CountedMenu
      open={open}
      onOpenChange={setOpen}
      title={t('cart.title')}
      label={t('shop.cartMenu.open', { count })}
      icon={<ShoppingCart aria-hidden />}
      count={count}
      fallback={<LoadingStatus />}
    >
      <CartPanel onLeave={() => setOpen(false)} />
    </CountedMenu>
  );
}
