import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { ecommercePaths } from '@/lib/api/paths/ecommerce';
import type { CartProduct } from '@/lib/api/schemas/ecommerce';

export const cartKey = ['ecommerce', 'cart'] as const;

/** The signed-in shopper's cart (SPEC 7): products with quantity, shipping date, offers and discount. */
export const useCart = () =>
  useQuery({ queryKey: cartKey, queryFn: () => api.get<{ products: CartProduct[] }>(ecommercePaths.cart) });
