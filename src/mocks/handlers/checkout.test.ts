import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Address, Coupon, Order, OrderBody } from '@/lib/api/schemas/checkout';
import type { CartProduct } from '@/lib/api/schemas/ecommerce';
import { snapshotDb } from '@/mocks/db';
import { call, get, post, withDemoServer } from '@/test/demoServer';
import { setDemoNow } from '../clock';

withDemoServer();
beforeEach(() => setDemoNow('2026-01-10T12:00:00.000Z'));
afterEach(() => setDemoNow());

const cart = async () => (await get<{ products: CartProduct[] }>('/apps/ecommerce/cart')).body.products;
const setQty = (id: number | string, body: unknown) =>
  call<{ product: CartProduct }>('PATCH', `/apps/ecommerce/cart/${id}`, { body });
type Refusal = { error: string; issues?: { path: string; message: string }[] };
const fields = (body: Refusal) => (body.issues ?? []).map((issue) => issue.path);

describe('PATCH /apps/ecommerce/cart/{id}', () => {
  it('changes a line’s quantity and answers the line', async () => {
    const { status, body } = await setQty(12, { qty: 3 });
    expect(status).toBe(200);
    expect(body.product).toMatchObject({ id: 12, qty: 3, discountPercentage: 15 });
    expect((await cart()).find((line) => line.id === 12)!.qty).toBe(3);
  });

  it.each([[{ qty: 0 }], [{ qty: 11 }], [{ qty: 1.5 }], [{ qty: '2' }], [{}]])(
    'refuses %o with 400 naming qty, changing nothing',
    async (body) => {
      const before = await snapshotDb();
      const answer = await setQty(12, body);
      expect(answer.status).toBe(400);
      expect(fields(answer.body as unknown as Refusal)).toEqual(['qty']);
      expect(await snapshotDb()).toBe(before);
    },
  );

  it('answers 404 for a product not in the cart, 400 for a malformed id', async () => {
    expect((await setQty(1, { qty: 2 })).status).toBe(404);
    expect((await setQty('x', { qty: 2 })).status).toBe(400);
  });

  it('needs the manage ability', async () => {
    expect((await call('PATCH', '/apps/ecommerce/cart/12', { body: { qty: 2 }, as: 'client' })).status).toBe(403);
    expect((await call('PATCH', '/apps/ecommerce/cart/12', { body: { qty: 2 }, as: null })).status).toBe(401);
  });
});

const newAddress = {
  fullName: '<b>Ada</b> Lovelace',
  phone: '+44 20 7946 0958',
  address: '12 St James’s Square',
  town: 'London',
  state: 'Greater London',
  postcode: 'SW1Y 4JH',
  type: 'office',
};

describe('addresses', () => {
  it('lists the two saved addresses, and adds one kept as typed (markup is text)', async () => {
    const list = async () => (await get<{ addresses: Address[] }>('/apps/ecommerce/addresses')).body.addresses;
    expect((await list()).map((a) => a.type)).toEqual(['home', 'office']);
    const added = await post<{ address: Address }>('/apps/ecommerce/addresses', { ...newAddress, town: ' London ' });
    expect(added.status).toBe(201);
    expect(added.body.address).toEqual({ id: 3, ...newAddress });
    expect((await list()).at(-1)).toEqual(added.body.address);
  });

  it('refuses invalid fields with 400 naming each', async () => {
    const { status, body } = await post<Refusal>('/apps/ecommerce/addresses', {
      ...newAddress,
      fullName: '   ',
      phone: '12',
      postcode: '!',
      type: 'castle',
    });
    expect(status).toBe(400);
    expect(fields(body).sort()).toEqual(['fullName', 'phone', 'postcode', 'type']);
  });
});

describe('GET /apps/ecommerce/coupons/{code}', () => {
  it('knows a code in any case, 404 for another, 400 for a malformed one', async () => {
    const { status, body } = await get<{ coupon: Coupon }>('/apps/ecommerce/coupons/welcome10');
    expect(status).toBe(200);
    expect(body.coupon).toEqual({ code: 'WELCOME10', percent: 10 });
    expect((await get('/apps/ecommerce/coupons/FREE100')).status).toBe(404);
    expect((await get('/apps/ecommerce/coupons/%3Cb%3E')).status).toBe(400);
  });
});

const card = { method: 'card', cardNumber: '4242424242424242', nameOnCard: 'John Doe', expiry: '12/30', cvv: '123' };
const orderOf = async (overrides: Partial<OrderBody> = {}): Promise<OrderBody> => ({
  items: (await cart()).map((line) => ({ productId: line.id, qty: line.qty })),
  addressId: 1,
  delivery: 'standard',
  payment: card as OrderBody['payment'],
  ...overrides,
});
const place = async (overrides: Partial<OrderBody> = {}) =>
  post<{ order: Order } & Refusal>('/apps/ecommerce/orders', await orderOf(overrides));

describe('POST /apps/ecommerce/orders', () => {
  it('places the order with totals in cents, empties the cart and answers its number', async () => {
    await setQty(12, { qty: 2 });
    const { status, body } = await place({ delivery: 'express', coupon: 'welcome10' });
    expect(status).toBe(201);
    // 2 × 140.99 + 1711.99 + 1908.99 + 660.99 + 688.99 = 5252.94; the lines' discounts 15, 15, 7, 17
    // and 10 percent come to 42.30 + 256.80 + 133.63 + 112.37 + 68.90 = 614.00.
    expect(body.order.totals).toEqual({
      subtotal: 5252.94,
      discount: 614,
      coupon: 463.89,
      delivery: 14.99,
      total: 4190.04,
    });
    expect(body.order).toMatchObject({
      number: 'AT-100001',
      placedAt: '2026-01-10T12:00:00.000Z',
      // The last line ships on 25 January; express takes two days.
      deliveryDate: '2026-01-27',
      address: { id: 1, town: 'Los Angeles' },
      payment: { method: 'card', last4: '4242' },
      coupon: { code: 'WELCOME10', percent: 10 },
    });
    expect(await cart()).toEqual([]);
    expect((await place()).status).toBe(400); // an empty cart: no lines to order
  });

  it.each([
    ['a card number failing Luhn', { payment: { ...card, cardNumber: '4242424242424241' } }, 'payment.cardNumber'],
    ['an expired card', { payment: { ...card, expiry: '12/25' } }, 'payment.expiry'],
    ['a malformed expiry', { payment: { ...card, expiry: '13/30' } }, 'payment.expiry'],
    ['an unknown gift card', { payment: { method: 'giftCard', giftCode: 'AAAA-BBBB-CCCC-DDDD' } }, 'payment.giftCode'],
    [
      'a gift card short of the total',
      { payment: { method: 'giftCard', giftCode: 'gift-2026-0025-atrm' } },
      'payment.giftCode',
    ],
    ['an unknown coupon', { coupon: 'FREE100' }, 'coupon'],
    ['an unknown payment method', { payment: { method: 'cheque' } }, 'payment.method'],
    ['an out-of-range quantity', { items: [{ productId: 12, qty: 11 }] }, 'items.0.qty'],
  ] as [string, Partial<OrderBody>, string][])(
    'refuses %s with 400 naming the field, changing nothing',
    async (_, overrides, field) => {
      const before = await snapshotDb();
      const { status, body } = await place(overrides);
      expect(status).toBe(400);
      expect(fields(body)).toContain(field);
      expect(await snapshotDb()).toBe(before);
    },
  );

  it('answers 409 when the lines are not the cart’s, 404 for an unknown address', async () => {
    expect((await place({ items: [{ productId: 12, qty: 2 }] })).status).toBe(409);
    expect((await place({ addressId: 99 })).status).toBe(404);
    expect(await cart()).toHaveLength(5);
  });

  it('takes cash on delivery, and a gift card that covers the total', async () => {
    const cod = await place({ payment: { method: 'cod' } });
    expect(cod.body.order.payment).toEqual({ method: 'cod' });
    await post('/apps/ecommerce/cart', { productId: 12 });
    const gift = await place({ payment: { method: 'giftCard', giftCode: 'GIFT-2026-0000-ATRM' } });
    expect(gift.status).toBe(201);
    expect(gift.body.order).toMatchObject({ number: 'AT-100002', payment: { method: 'giftCard', last4: 'ATRM' } });
  });
});
