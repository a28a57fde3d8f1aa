import { describe, expect, it } from 'vitest';
import type { CartProduct, Product, ProductsResponse } from '@/lib/api/schemas/ecommerce';
import { del, get, post, withDemoServer } from '@/test/demoServer';
import seed from '../data/seed/products.json';

withDemoServer();

const list = (query: Record<string, string | number> = {}) => get<ProductsResponse>('/apps/ecommerce/products', query);

describe('GET /apps/ecommerce/products', () => {
  it('defaults: featured (newest id first), 9 per page, with the shopper wishlist and cart', async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(body.total).toBe(27);
    expect(body.products.map((p) => p.id)).toEqual([27, 26, 25, 24, 23, 22, 21, 20, 19]);
    expect(body.userWishlist).toHaveLength(3);
    expect(body.userCart).toHaveLength(5);
  });

  it('flags each product in the wishlist or cart', async () => {
    const { body } = await list({ perPage: 27 });
    const inCart = new Set(body.userCart.map((c) => c.productId));
    const inWishlist = new Set(body.userWishlist.map((w) => w.productId));
    for (const p of body.products) {
      expect(p.isInCart).toBe(inCart.has(p.id));
      expect(p.isInWishlist).toBe(inWishlist.has(p.id));
    }
  });

  it('sorts by price both ways', async () => {
    const asc = (await list({ sortBy: 'price-asc', perPage: 27 })).body.products.map((p) => p.price);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = (await list({ sortBy: 'price-desc', perPage: 27 })).body.products.map((p) => p.price);
    expect(desc).toEqual([...asc].reverse());
  });

  it('searches by name only, and pages', async () => {
    const { body } = await list({ q: 'CAMERA' });
    expect(body.products.map((p) => p.name).every((n) => n.toLowerCase().includes('camera'))).toBe(true);
    expect(body.total).toBe(seed.filter((p) => p.name.toLowerCase().includes('camera')).length);
    expect((await list({ q: 'stabilisation' })).body.total).toBe(0);
    expect((await list({ page: 3 })).body.products).toHaveLength(9);
    expect((await list({ page: 4 })).body.products).toHaveLength(0);
  });

  it.each([[{ sortBy: 'cheapest' }], [{ page: 0 }], [{ perPage: 'nine' }]])('rejects %o with 400', async (query) => {
    expect((await list(query as Record<string, string | number>)).status).toBe(400);
  });
});

describe('GET /apps/ecommerce/products/{id}', () => {
  it('returns one product with flags, 404 for an unknown id, 400 for a non-number', async () => {
    const { status, body } = await get<{ product: Product }>('/apps/ecommerce/products/4');
    expect(status).toBe(200);
    expect(body.product).toMatchObject({
      ...seed[3],
      isInCart: expect.any(Boolean),
      isInWishlist: expect.any(Boolean),
    });
    expect((await get('/apps/ecommerce/products/99')).status).toBe(404);
    expect((await get('/apps/ecommerce/products/abc')).status).toBe(400);
  });
});

describe('wishlist and cart', () => {
  it('the cart starts with 5 items at quantity 1, offers 1-4 and 3-20 % off (docs/demo-api.md)', async () => {
    const { body } = await get<{ products: CartProduct[] }>('/apps/ecommerce/cart');
    expect(body.products).toHaveLength(5);
    for (const p of body.products) {
      expect(p.qty).toBe(1);
      expect(p.isInCart).toBe(true);
      expect(p.offers).toBeGreaterThanOrEqual(1);
      expect(p.offers).toBeLessThanOrEqual(4);
      expect(p.discountPercentage).toBeGreaterThanOrEqual(3);
      expect(p.discountPercentage).toBeLessThanOrEqual(20);
      expect(Number.isNaN(Date.parse(p.shippingDate))).toBe(false);
    }
  });

  it.each(['wishlist', 'cart'] as const)(
    '%s: add answers 201 and flags the product; remove takes it out',
    async (list) => {
      const listed = async () =>
        (await get<{ products: Product[] }>(`/apps/ecommerce/${list}`)).body.products.map((p) => p.id);
      const before = await listed();
      const productId = seed.map((p) => p.id).find((id) => !before.includes(id))!;

      const added = await post<{ product: Product }>(`/apps/ecommerce/${list}`, { productId });
      expect(added.status).toBe(201);
      expect(added.body.product[list === 'cart' ? 'isInCart' : 'isInWishlist']).toBe(true);
      expect(await listed()).toContain(productId);
      expect((await post(`/apps/ecommerce/${list}`, { productId })).status).toBe(409);

      expect((await del(`/apps/ecommerce/${list}/${productId}`)).status).toBe(200);
      expect(await listed()).toEqual(before);
      expect((await del(`/apps/ecommerce/${list}/${productId}`)).status).toBe(404);
    },
  );

  it('refuses an unknown or malformed product id', async () => {
    expect((await post('/apps/ecommerce/cart', { productId: 999 })).status).toBe(404);
    expect((await post('/apps/ecommerce/cart', { productId: '3' })).status).toBe(400);
    expect((await post('/apps/ecommerce/wishlist', {})).status).toBe(400);
  });
});
