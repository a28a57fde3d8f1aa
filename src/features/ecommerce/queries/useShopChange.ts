import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, ApiError } from '@/lib/api/client';
import { ecommercePaths } from '@/lib/api/paths/ecommerce';
import { pathTo } from '@/lib/api/paths/pathTo';
import type { Product } from '@/lib/api/schemas/ecommerce';
import { toast } from '@/ui/toast/toast';
import { withChange, type ShopChange } from './optimistic';
import { ecommerceKey } from './products';

export type { ShopChange } from './optimistic';
type Changes = { product: Product; changes: ShopChange[] };

const paths = {
  wishlist: { add: ecommercePaths.wishlist, item: ecommercePaths.wishlistItem },
  cart: { add: ecommercePaths.cart, item: ecommercePaths.cartItem },
} as const;

/** A change the server refused: which one (for the message), and why, by field (`qty`). */
export class RefusedChange extends Error {
  readonly fieldErrors: Record<string, string>;
  constructor(
    readonly change: ShopChange,
    cause: unknown,
  ) {
    super(cause instanceof Error ? cause.message : String(cause));
    this.fieldErrors = cause instanceof ApiError ? cause.fieldErrors : {};
  }
}

async function send(product: Product, change: ShopChange) {
  const { list, on, qty, color } = change;
  try {
    if (!on) return await api.delete(pathTo(paths[list].item, { id: product.id }));
    const body = list === 'cart' ? { productId: product.id, qty, color } : { productId: product.id };
    return await api.post(paths[list].add, body);
  } catch (error) {
    throw new RefusedChange(change, error);
  }
}

const mutationKey = [...ecommerceKey, 'change'];

/**
 * Puts products in or takes them out of the wishlist and the cart, one change after another (moving
 * to the cart: add to the cart, then take out of the wishlist). Optimistic: every e-commerce answer
 * on screen (lists, the open product, the wishlist, the navbar's cart) shows the change at once; if
 * the server refuses, they return to what they were and a toast says why. When the last change in
 * flight settles, every e-commerce query reloads from the server.
 */
export function useShopChange() {
  const { t } = useTranslation('shell');
  const client = useQueryClient();
  return useMutation({
    mutationKey,
    mutationFn: async ({ product, changes }: Changes) => {
      for (const change of changes) await send(product, change);
    },
    onMutate: async ({ product, changes }: Changes) => {
      await client.cancelQueries({ queryKey: ecommerceKey });
      const before = client.getQueriesData({ queryKey: ecommerceKey });
      for (const [key] of before) {
        client.setQueryData(key, (data: unknown) =>
          changes.reduce((next, change) => withChange(key[1], next, product, change), data),
        );
      }
      return { before };
    },
    onError: (error, { product, changes }, context?: { before: [QueryKey, unknown][] }) => {
      for (const [key, data] of context?.before ?? []) client.setQueryData(key, data);
      const { list, on } = error instanceof RefusedChange ? error.change : changes[0]!;
      toast.error(t(`shop.refused.${list}.${on ? 'add' : 'remove'}`, { name: product.name, message: error.message }));
    },
    onSettled: () =>
      client.isMutating({ mutationKey }) === 1 ? client.invalidateQueries({ queryKey: ecommerceKey }) : undefined,
  });
}
