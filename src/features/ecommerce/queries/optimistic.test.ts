import { describe, expect, it } from 'vitest';
import type { CartProduct, Product, ProductResponse, ProductsResponse } from '@/lib/api/schemas/ecommerce';
import seed from '@/mocks/data/seed/products.json';
import { withChange } from './optimistic';

const flagged = (p: (typeof seed)[number], isInCart = false, isInWishlist = false): Product => ({
  ...p,
  isInCart,
  isInWishlist,
});
const [a, b] = [flagged(seed[0]!), flagged(seed[1]!, true, true)];

describe('a change shown before the server confirms it', () => {
  it('flags the product in a page of the list, and its entries', () => {
    const page: ProductsResponse = { products: [a, b], total: 2, userWishlist: [], userCart: [], brands: [] };
    const next = withChange('products', page, a, { list: 'cart', on: true, qty: 2 }) as ProductsResponse;
    expect(next.products.map((p) => p.isInCart)).toEqual([true, true]);
    expect(next.userCart).toEqual([{ id: -a.id, productId: a.id, qty: 2 }]);
    expect(next.userWishlist).toBe(page.userWishlist);
    expect(page.products[0]!.isInCart).toBe(false);
  });

  it('flags the open product and its related ones', () => {
    const answer: ProductResponse = { product: b, related: [a, b] };
    const next = withChange('product', answer, b, { list: 'wishlist', on: false }) as ProductResponse;
    expect(next.product.isInWishlist).toBe(false);
    expect(next.related.map((p) => p.isInWishlist)).toEqual([false, false]);
  });

  it('adds a line to the cart or takes it out; the wishlist follows the cart’s flag', () => {
    const cart = { products: [] as CartProduct[] };
    const added = withChange('cart', cart, a, { list: 'cart', on: true, qty: 3, color: 'info' }) as typeof cart;
    expect(added.products).toMatchObject([{ id: a.id, qty: 3, color: 'info', isInCart: true }]);
    expect((withChange('cart', added, a, { list: 'cart', on: false }) as typeof cart).products).toEqual([]);
    const wishlist = { products: [b] };
    const moved = withChange('wishlist', wishlist, b, { list: 'cart', on: false }) as typeof wishlist;
    expect(moved.products[0]!.isInCart).toBe(false);
    expect((withChange('wishlist', wishlist, b, { list: 'wishlist', on: false }) as typeof wishlist).products).toEqual(
      [],
    );
  });

  it('leaves other answers and missing data alone', () => {
    expect(withChange('products', undefined, a, { list: 'cart', on: true })).toBeUndefined();
    const other = { anything: 1 };
    expect(withChange('change', other, a, { list: 'cart', on: true })).toBe(other);
  });
});
