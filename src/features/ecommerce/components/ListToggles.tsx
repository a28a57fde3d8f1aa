import { Heart, ShoppingCart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Product } from '@/lib/api/schemas/ecommerce';
import { Button, type ButtonProps } from '@/ui/button/Button';
import { RefusedChange, useShopChange, type ShopChange } from '../queries/useShopChange';

type Props = { product: Product } & Omit<ButtonProps, 'onClick' | 'children'>;

/**
 * A change that shows at once (useShopChange); while it is with the server, presses are ignored
 * rather than the button disabled, so the keyboard focus stays on it.
 */
function useToggle(
  product: Product,
  changes: () => ShopChange[],
  onRefused?: (fields: Record<string, string>) => void,
) {
  const change = useShopChange();
  return () => {
    if (change.isPending) return;
    change.mutate(
      { product, changes: changes() },
      {
        onSuccess: () => onRefused?.({}),
        onError: (error) => onRefused?.(error instanceof RefusedChange ? error.fieldErrors : {}),
      },
    );
  };
}

/** Puts the product in the wishlist or takes it out: a heart, filled while it is there. */
export function WishlistToggle({ product, ...rest }: Props) {
  const { t } = useTranslation('shell');
  const on = product.isInWishlist;
  const toggle = useToggle(product, () => [{ list: 'wishlist', on: !on }]);
  return (
    <Button
      variant={on ? 'tint' : 'outline'}
      tone={on ? 'danger' : 'secondary'}
      iconOnly
      aria-label={`${t(on ? 'shop.wishlistRemove' : 'shop.wishlistAdd')}: ${product.name}`}
      onClick={toggle}
      {...rest}
    >
      <Heart aria-hidden fill={on ? 'currentColor' : 'none'} />
    </Button>
  );
}

/** Puts the product in the cart (with a quantity and colour, from the detail page) or takes it out. */
export function CartToggle({
  product,
  qty,
  color,
  onRefused,
  ...rest
}: Props &
  Pick<ShopChange, 'qty' | 'color'> & {
    /** What the server said of each field when it refused (`qty`), and `{}` once a change goes through. */
    onRefused?: (fields: Record<string, string>) => void;
  }) {
  const { t } = useTranslation('shell');
  const on = product.isInCart;
  const toggle = useToggle(product, () => [{ list: 'cart', on: !on, qty, color }], onRefused);
  const label = t(on ? 'shop.cartRemove' : 'shop.cartAdd');
  return (
    <Button
      variant={on ? 'outline' : 'solid'}
      startIcon={<ShoppingCart aria-hidden />}
      aria-label={`${label}: ${product.name}`}
      onClick={toggle}
      {...rest}
    >
      {label}
    </Button>
  );
}
