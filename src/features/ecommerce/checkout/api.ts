import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useQuery } from '@/lib/query/useQuery';
import { api } from '@/lib/api/client';
import { checkoutPaths } from '@/lib/api/paths/checkout';
import { ecommercePaths } from '@/lib/api/paths/ecommerce';
import { pathTo } from '@/lib/api/paths/pathTo';
import type { Address, AddressBody, Coupon, Order, OrderBody } from '@/lib/api/schemas/checkout';
import type { CartProduct } from '@/lib/api/schemas/ecommerce';

/**
 * The checkout's calls (docs/demo-api.md, Checkout). Whatever changes the cart reloads every
 * `['ecommerce']` query: this page's cart, the navbar's count and the shop's flags.
 */
const shopKey = ['ecommerce'] as const;
export const addressesKey = ['checkout', 'addresses'] as const;

function useCartChange<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries({ queryKey: shopKey }) });
}

export const useSetQty = () =>
  useCartChange(({ id, qty }: { id: number; qty: number }) =>
    api.patch<{ product: CartProduct }>(pathTo(checkoutPaths.cartItem, { id }), { qty }),
  );

export const useRemoveLine = () =>
  useCartChange((id: number) => api.delete<{ productId: number }>(pathTo(ecommercePaths.cartItem, { id })));

export const useAddresses = () =>
  useQuery({
    queryKey: addressesKey,
    queryFn: ({ signal }) => api.get<{ addresses: Address[] }>(checkoutPaths.addresses, { signal }),
  });

export const addAddressKey = ['checkout', 'addAddress'] as const;

/** Saves an address; it joins the list at once, so the step after can count on it before the list reloads. */
export function useAddAddress() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: addAddressKey,
    mutationFn: (body: AddressBody) => api.post<{ address: Address }>(checkoutPaths.addresses, body),
    onSuccess: ({ address }) => {
      client.setQueryData<{ addresses: Address[] }>(addressesKey, (old) =>
        old ? { addresses: [...old.addresses, address] } : old,
      );
      void client.invalidateQueries({ queryKey: addressesKey });
    },
  });
}

export const useCheckCoupon = () =>
  useMutation({
    mutationFn: (code: string) => api.get<{ coupon: Coupon }>(pathTo(checkoutPaths.coupon, { code })),
  });

/**
 * Places the order. The cart reloads after every answer (a 409 means it changed), without being
 * waited for: the confirmation takes the page's place first, so the emptied cart never shows.
 */
export function usePlaceOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: OrderBody) => api.post<{ order: Order }>(checkoutPaths.orders, body),
    onSettled: () => void client.invalidateQueries({ queryKey: shopKey }),
  });
}
