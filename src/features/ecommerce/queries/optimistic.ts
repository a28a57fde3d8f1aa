import type { CartProduct, Product, ProductResponse, ProductsResponse } from '@/lib/api/schemas/ecommerce';

export type ShopList = 'wishlist' | 'cart';
/** One change to the shopper's lists: put a product in or take it out (a cart line with its quantity and colour). */
export type ShopChange = { list: ShopList; on: boolean; qty?: number; color?: string };

const flagOf = { wishlist: 'isInWishlist', cart: 'isInCart' } as const;

const flag = <P extends Product>(p: P, id: number, change: ShopChange): P =>
  p.id === id ? { ...p, [flagOf[change.list]]: change.on } : p;

/** The list's entries (`userWishlist`, `userCart`) with the product added or taken out. */
function entries<E extends { id: number; productId: number }>(
  list: readonly E[],
  id: number,
  on: boolean,
  make: () => E,
) {
  const rest = list.filter((entry) => entry.productId !== id);
  return on ? [...rest, make()] : rest;
}

/**
 * A cart line for the product, shown at once while the server adds it. The server's own line (its
 * shipping date, offers and discount) replaces it when the cart reloads a moment later.
 */
const cartLine = (product: Product, change: ShopChange): CartProduct => ({
  ...product,
  isInCart: true,
  qty: change.qty ?? 1,
  ...(change.color !== undefined && { color: change.color }),
  shippingDate: '',
  offers: 0,
  discountPercentage: 0,
});

/**
 * What a cached e-commerce answer becomes once `change` is made to `product`, by the kind of query
 * (the key's second part): every list, the open product and its related ones, the wishlist and the
 * cart. Used to show a change before the server confirms it (and undone if it refuses).
 */
export function withChange(kind: unknown, data: unknown, product: Product, change: ShopChange): unknown {
  if (data === undefined) return data;
  const id = product.id;
  switch (kind) {
    case 'products': {
      const page = data as ProductsResponse;
      const userWishlist =
        change.list === 'wishlist'
          ? entries(page.userWishlist, id, change.on, () => ({ id: -id, productId: id }))
          : page.userWishlist;
      const userCart =
        change.list === 'cart'
          ? entries(page.userCart, id, change.on, () => ({ id: -id, productId: id, qty: change.qty ?? 1 }))
          : page.userCart;
      return { ...page, products: page.products.map((p) => flag(p, id, change)), userWishlist, userCart };
    }
    case 'product': {
      const answer = data as ProductResponse;
      return {
        ...answer,
        product: flag(answer.product, id, change),
        related: answer.related.map((p) => flag(p, id, change)),
      };
    }
    case 'wishlist':
    case 'cart': {
      const { products } = data as { products: Product[] };
      if (change.list !== kind) return { products: products.map((p) => flag(p, id, change)) };
      const rest = products.filter((p) => p.id !== id);
      if (!change.on) return { products: rest };
      const added = kind === 'cart' ? cartLine(product, change) : flag(product, id, change);
      return { products: [...rest, added] };
    }
    default:
      return data;
  }
}
