import type { Address } from '@/lib/api/schemas/checkout';
import type { CartProduct, Product, ProductsResponse } from '@/lib/api/schemas/ecommerce';
import type { Checker } from '../checker';
import { ABSENT_ID, type Flow } from './support';

/**
 * The catalogue, the wishlist and the cart, then an order placed from a cart holding only the check's line.
 * One flow for two domains: the checkout's calls work on a product and a cart line of the e-commerce domain.
 */
export const ecommerceFlow: Flow = {
  domains: ['ecommerce', 'checkout'],
  async run(t) {
    const page = await t.check<ProductsResponse>('GET /apps/ecommerce/products', {
      valid: { query: { q: '', page: 1, perPage: 12, sortBy: 'price-asc', priceMin: 1, priceMax: 5000, rating: 1 } },
    });
    const product = page?.products[0];
    const one = { 'a product from GET /apps/ecommerce/products': product };
    await t.check('GET /apps/ecommerce/products/:id', {
      needs: one,
      valid: { params: { id: product?.id ?? 0 } },
      also: [{ what: 'for an unknown product', input: { params: { id: ABSENT_ID } }, status: 404 }],
    });
    // The path takes the slug as well as the id.
    await t.check('GET /apps/ecommerce/products/:id', {
      needs: one,
      valid: { params: { id: product?.slug ?? '' } },
      invalid: false,
    });

    await t.check('GET /apps/ecommerce/wishlist', { valid: {} });
    const cartBefore = await t.check<{ products: CartProduct[] }>('GET /apps/ecommerce/cart', { valid: {} });

    // A product in neither list, so that adding it and taking it out leaves both as they were.
    const free = page?.products.find((p: Product) => !p.isInWishlist && !p.isInCart);
    const spare = { 'a product in neither the wishlist nor the cart': free };
    const wished = await t.check('POST /apps/ecommerce/wishlist', {
      needs: spare,
      valid: { body: { productId: free?.id } },
    });
    await t.check('DELETE /apps/ecommerce/wishlist/:id', {
      needs: { ...spare, 'the wishlist line the check added': wished },
      valid: { params: { id: free?.id ?? 0 } },
      also: [{ what: 'for a product not in the wishlist', input: { params: { id: ABSENT_ID } }, status: 404 }],
    });

    await t.check('GET /apps/ecommerce/addresses', { valid: {} });
    await t.check('GET /apps/ecommerce/coupons/:code', {
      // The demo's coupons are in docs/demo-api.md (Checkout).
      valid: { params: { code: 'WELCOME10' } },
      also: [{ what: 'for an unknown coupon', input: { params: { code: 'NO-SUCH-COUPON' } }, status: 404 }],
    });

    await orderFromOwnCart(t, free, cartBefore?.products);
  },
};

/**
 * Placing an order empties the cart, so the lines already in it are taken out first and put back
 * afterwards; the order is placed for the check's own line, to an address of its own.
 */
async function orderFromOwnCart(t: Checker, free: Product | undefined, before: CartProduct[] | undefined) {
  const spare = {
    'a product in neither the wishlist nor the cart': free,
    'the cart (GET /apps/ecommerce/cart)': before,
  };
  if (t.testServer && free && before) {
    for (const line of before) await t.call({ method: 'DELETE', path: `/apps/ecommerce/cart/${line.id}` });
    t.afterAll(async () => {
      for (const line of before)
        await t.call({
          method: 'POST',
          path: '/apps/ecommerce/cart',
          body: { productId: line.id, qty: line.qty, ...(line.color ? { color: line.color } : {}) },
        });
    });
  }
  const added = await t.check('POST /apps/ecommerce/cart', {
    needs: spare,
    valid: { body: { productId: free?.id, qty: 1 } },
  });
  const inCart = { ...spare, 'the cart line the check added': added };
  await t.check('PATCH /apps/ecommerce/cart/:id', {
    needs: inCart,
    valid: { params: { id: free?.id ?? 0 }, body: { qty: 2 } },
    also: [
      { what: 'for a product not in the cart', input: { params: { id: ABSENT_ID }, body: { qty: 1 } }, status: 404 },
    ],
  });
  await t.check('DELETE /apps/ecommerce/cart/:id', {
    needs: inCart,
    valid: { params: { id: free?.id ?? 0 } },
    also: [{ what: 'for a product not in the cart', input: { params: { id: ABSENT_ID } }, status: 404 }],
  });

  const address = await t.check<{ address: Address }>('POST /apps/ecommerce/addresses', {
    valid: {
      body: {
        fullName: 'API Check',
        phone: '+1 555 0100',
        address: '1 Check Street',
        town: 'Testville',
        state: 'TS',
        postcode: 'AB1 2CD',
        type: 'office',
      },
    },
  });
  if (address) t.leftBehind.push(`the delivery address #${address.address.id} (the contract has no way to delete one)`);

  // The order is placed from a cart that holds the check's line alone.
  const line = { productId: free?.id, qty: 2 };
  const ready =
    address && added ? await t.call({ method: 'POST', path: '/apps/ecommerce/cart', body: line }) : undefined;
  const order = await t.check<{ order: { number: string } }>('POST /apps/ecommerce/orders', {
    needs: {
      ...inCart,
      'the address the check saved': address,
      "the check's line back in the cart": ready?.status === 201 || undefined,
    },
    valid: {
      body: {
        items: [line],
        addressId: address?.address.id,
        delivery: 'standard',
        payment: { method: 'cod' },
        coupon: 'WELCOME10',
      },
    },
    also: [
      {
        what: 'for items that differ from the cart',
        input: {
          body: {
            items: [{ ...line, qty: 1 }],
            addressId: address?.address.id,
            delivery: 'standard',
            payment: { method: 'cod' },
          },
        },
        status: 409,
      },
    ],
  });
  if (order) t.leftBehind.push(`the order ${order.order.number} (the contract has no way to delete one)`);
  // A failed order leaves the line in the cart.
  else if (ready?.status === 201) await t.call({ method: 'DELETE', path: `/apps/ecommerce/cart/${free?.id}` });
}
