import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '@/lib/query/useQuery';
import { api } from '@/lib/api/client';
import { ecommercePaths } from '@/lib/api/paths/ecommerce';
import type { CartProduct } from '@/lib/api/schemas/ecommerce';

export const cartKey = ['ecommerce', 'cart'] as const;

/**
 * The signed-in shopper's cart: products with quantity, shipping date, offers and discount
 * (docs/demo-api.md, E-commerce).
 */
export const fetchCart = (signal?: AbortSignal) =>
  api.get<{ products: CartProduct[] }>(ecommercePaths.cart, { signal });
export const cartQuery = () => queryOptions({ queryKey: cartKey, queryFn: ({ signal }) => fetchCart(signal) });
export const useCart = () => useQuery(cartQuery());
