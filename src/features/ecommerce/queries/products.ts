import { keepPreviousData } from '@tanstack/react-query';
import { useQuery } from '@/lib/query/useQuery';
import { api } from '@/lib/api/client';
import { ecommercePaths } from '@/lib/api/paths/ecommerce';
import { pathTo } from '@/lib/api/paths/pathTo';
import type { Product, ProductResponse, ProductsResponse } from '@/lib/api/schemas/ecommerce';
import type { ShopQuery } from '../shop/listParams';

/**
 * Every e-commerce query key starts with 'ecommerce' (docs/ARCHITECTURE.md, Data flow): a change to
 * the wishlist or the cart reloads the lists, the open product, the wishlist and the navbar's cart.
 */
export const ecommerceKey = ['ecommerce'] as const;
export const productsKey = [...ecommerceKey, 'products'] as const;
export const productKey = [...ecommerceKey, 'product'] as const;
export const wishlistKey = [...ecommerceKey, 'wishlist'] as const;

/** A page of products with the brand facets; the last page stays on screen while the next one loads. */
export const useProducts = (query: ShopQuery) =>
  useQuery({
    queryKey: [...productsKey, query],
    queryFn: ({ signal }) => api.get<ProductsResponse>(ecommercePaths.products, { query, signal }),
    placeholderData: keepPreviousData,
  });

/** The first product of the featured order (newest first), which the bare detail path opens. */
export const useFirstProduct = (enabled: boolean) =>
  useQuery({
    queryKey: [...productsKey, { perPage: 1 }],
    queryFn: ({ signal }) => api.get<ProductsResponse>(ecommercePaths.products, { query: { perPage: 1 }, signal }),
    select: (data): Product | null => data.products[0] ?? null,
    enabled,
  });

/** One product by slug, with its related products; a 404 is the page's not-found state. */
export const useProduct = (slug: string | undefined) =>
  useQuery({
    queryKey: [...productKey, slug],
    queryFn: ({ signal }) => api.get<ProductResponse>(pathTo(ecommercePaths.product, { id: slug! }), { signal }),
    enabled: slug !== undefined,
  });

/** The wishlist's products, flagged for the cart. */
export const useWishlist = () =>
  useQuery({
    queryKey: wishlistKey,
    queryFn: ({ signal }) => api.get<{ products: Product[] }>(ecommercePaths.wishlist, { signal }),
    select: (data) => data.products,
  });
