import { describe, expect, it } from 'vitest';
import type { CartProduct, Product, ProductResponse, ProductsResponse } from '@/lib/api/schemas/ecommerce';
import { base, del, demoFetch, get, post, withDemoServer } from '@/test/demoServer';
import cartSeed from '../data/seed/cart.json';
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

const cents = (dollars: number) => Math.round(dollars * 100);
const all = (query: Record<string, string | number>) => list({ perPage: 100, ...query });

describe('GET /apps/ecommerce/products: filters (beyond the original brief)', () => {
  it('a price range includes both ends, compared in whole cents', async () => {
    const [low, high] = [seed[9]!.price, seed[0]!.price].sort((a, b) => a - b) as [number, number];
    const { body } = await all({ priceMin: low, priceMax: high });
    const expected = seed.filter((p) => cents(p.price) >= cents(low) && cents(p.price) <= cents(high));
    expect(body.total).toBe(expected.length);
    expect(body.products.map((p) => p.id).sort((a, b) => a - b)).toEqual(
      expected.map((p) => p.id).sort((a, b) => a - b),
    );
    expect(body.products.map((p) => p.id)).toEqual(expect.arrayContaining([seed[9]!.id, seed[0]!.id]));
    expect((await all({ priceMin: 0, priceMax: 0 })).body.total).toBe(0);
  });

  it('brands, repeated or comma-separated, in any case', async () => {
    const expected = seed.filter((p) => p.brand === 'Sony' || p.brand === 'Bose').length;
    expect((await all({ brands: 'sony,BOSE' })).body.total).toBe(expected);
    const repeated = await demoFetch(`${base}/apps/ecommerce/products?brands=Sony&brands=Bose&perPage=100`);
    const body = (await repeated.json()) as ProductsResponse;
    expect(body.total).toBe(expected);
    expect(new Set(body.products.map((p) => p.brand))).toEqual(new Set(['Sony', 'Bose']));
    expect((await all({ brands: 'Nobody' })).body.total).toBe(0);
  });

  it('a least rating', async () => {
    const { body } = await all({ rating: 4 });
    expect(body.total).toBe(seed.filter((p) => p.rating >= 4).length);
    expect(body.products.every((p) => p.rating >= 4)).toBe(true);
  });

  it('filters combine with the search, the sort and the pages', async () => {
    const match = (p: (typeof seed)[number]) =>
      p.name.toLowerCase().includes('a') && p.price >= 100 && p.price <= 1500 && p.rating >= 2 && p.brand !== 'Sony';
    const brands = [...new Set(seed.map((p) => p.brand))].filter((b) => b !== 'Sony').join(',');
    const query = { q: 'a', priceMin: 100, priceMax: 1500, rating: 2, brands, sortBy: 'price-desc' };
    const expected = seed.filter(match).sort((a, b) => b.price - a.price);
    const first = await list({ ...query, perPage: 4 });
    expect(first.body.total).toBe(expected.length);
    expect(first.body.products.map((p) => p.id)).toEqual(expected.slice(0, 4).map((p) => p.id));
    const second = await list({ ...query, perPage: 4, page: 2 });
    expect(second.body.products.map((p) => p.id)).toEqual(expected.slice(4, 8).map((p) => p.id));
  });

  it('lists every brand, counted over the other filters', async () => {
    const { body } = await list({ rating: 5, brands: 'Apple' });
    const names = [...new Set(seed.map((p) => p.brand))].sort((a, b) => a.localeCompare(b));
    expect(body.brands.map((b) => b.name)).toEqual(names);
    for (const brand of body.brands) {
      expect(brand.count).toBe(seed.filter((p) => p.brand === brand.name && p.rating === 5).length);
    }
    expect(body.total).toBe(seed.filter((p) => p.brand === 'Apple' && p.rating === 5).length);
  });

  it.each([
    [{ priceMin: -1 }, 'priceMin'],
    [{ priceMax: 'cheap' }, 'priceMax'],
    [{ priceMin: 10.005 }, 'priceMin'],
    [{ priceMax: 2_000_000 }, 'priceMax'],
    [{ priceMin: 500, priceMax: 100 }, 'priceMax'],
    [{ rating: 0 }, 'rating'],
    [{ rating: 6 }, 'rating'],
    [{ rating: 2.5 }, 'rating'],
    [{ page: 0 }, 'page'],
    [{ brands: 'x'.repeat(51) }, 'brands.0'],
  ])('rejects %o with 400 naming %s', async (query, field) => {
    const { status, body } = await list(query as Record<string, string | number>);
    expect(status).toBe(400);
    const issues = (body as unknown as { issues: { path: string }[] }).issues;
    expect(issues.map((i) => i.path)).toContain(field);
  });
});

describe('GET /apps/ecommerce/products/{id}', () => {
  it('returns one product with flags, 404 for an unknown id, 400 for what is neither id nor slug', async () => {
    const { status, body } = await get<ProductResponse>('/apps/ecommerce/products/4');
    expect(status).toBe(200);
    expect(body.product).toMatchObject({
      ...seed[3],
      isInCart: expect.any(Boolean),
      isInWishlist: expect.any(Boolean),
    });
    expect((await get('/apps/ecommerce/products/99')).status).toBe(404);
    expect((await get('/apps/ecommerce/products/Not%20A%20Slug')).status).toBe(400);
    expect((await get('/apps/ecommerce/products/-1')).status).toBe(400);
  });

  it('finds a product by its slug (beyond the original brief); an unknown slug is 404', async () => {
    const { status, body } = await get<ProductResponse>('/apps/ecommerce/products/fitbit-gps-watch');
    expect(status).toBe(200);
    expect(body.product).toMatchObject(seed.find((p) => p.slug === 'fitbit-gps-watch')!);
    expect((await get('/apps/ecommerce/products/no-such-product')).status).toBe(404);
  });

  it('answers up to eight related products: the same kind first, then the same brand', async () => {
    const watch = seed.find((p) => p.slug === 'fitbit-gps-watch')!;
    const { body } = await get<ProductResponse>(`/apps/ecommerce/products/${watch.id}`);
    expect(body.related).toHaveLength(8);
    expect(body.related.map((p) => p.id)).not.toContain(watch.id);
    const sameKind = seed.filter((p) => p.image === watch.image && p.id !== watch.id).map((p) => p.id);
    expect(
      body.related
        .slice(0, sameKind.length)
        .map((p) => p.id)
        .sort(),
    ).toEqual(sameKind.sort());
    const apple = seed.find((p) => p.slug === 'apple-smart-watch')!;
    const appleRelated = (await get<ProductResponse>(`/apps/ecommerce/products/${apple.id}`)).body.related;
    const otherApples = seed.filter((p) => p.brand === 'Apple' && p.image !== apple.image).map((p) => p.id);
    expect(
      appleRelated
        .slice(2, 2 + otherApples.length)
        .map((p) => p.id)
        .sort(),
    ).toEqual(otherApples.sort());
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

  it('adds to the cart with a quantity and a colour (beyond the original brief)', async () => {
    const product = seed.find((p) => !cartSeed.some((c) => c.productId === p.id) && p.colorOptions.length > 1)!;
    const color = product.colorOptions[1]!;
    expect((await post('/apps/ecommerce/cart', { productId: product.id, qty: 3, color })).status).toBe(201);
    const { body } = await get<{ products: CartProduct[] }>('/apps/ecommerce/cart');
    expect(body.products.find((p) => p.id === product.id)).toMatchObject({ qty: 3, color });
  });

  it.each([
    [{ qty: 0 }, 'qty'],
    [{ qty: 11 }, 'qty'],
    [{ qty: 1.5 }, 'qty'],
    [{ color: 'plaid' }, 'color'],
  ])('refuses a cart line with %o, naming %s', async (extra, field) => {
    const productId = seed.find((p) => !cartSeed.some((c) => c.productId === p.id))!.id;
    const { status, body } = await post<{ issues: { path: string }[] }>('/apps/ecommerce/cart', {
      productId,
      ...extra,
    });
    expect(status).toBe(400);
    expect(body.issues.map((i) => i.path)).toEqual([field]);
  });

  it('refuses an unknown or malformed product id', async () => {
    expect((await post('/apps/ecommerce/cart', { productId: 999 })).status).toBe(404);
    expect((await post('/apps/ecommerce/cart', { productId: '3' })).status).toBe(400);
    expect((await post('/apps/ecommerce/wishlist', {})).status).toBe(400);
  });
});
