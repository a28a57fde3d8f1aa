import type * as z from '@/lib/api/zod';
import { deliveryDate, isExpired, priceDetails } from '@/lib/api/checkoutRules';
import { toDollars } from '@/lib/api/invoiceTotals';
import type { Address, AddressBody, Coupon, Order, orderBody } from '@/lib/api/schemas/checkout';
import type { CartProduct } from '@/lib/api/schemas/ecommerce';
import { demoNow } from '../clock';
import { defineTable } from '../db';
import { cart, cartProducts } from './ecommerce';

/**
 * The checkout (docs/demo-api.md, Checkout): a cart line's quantity, the shopper's saved addresses,
 * coupons, gift cards and orders. The seeds are small enough to live here.
 */
export const addresses = defineTable<Address>(() => [
  {
    id: 1,
    fullName: 'John Doe',
    phone: '+1 (555) 010-2024',
    address: '4135 Parkway Street',
    town: 'Los Angeles',
    state: 'California',
    postcode: '90017',
    type: 'home',
  },
  {
    id: 2,
    fullName: 'John Doe',
    phone: '+1 (555) 010-7788',
    address: '87 Hoffman Avenue, 4th floor',
    town: 'New York',
    state: 'New York',
    postcode: '10016',
    type: 'office',
  },
]);

/** Coupons by code (upper case). */
const coupons = defineTable<{ id: string; percent: number }>(() => [
  { id: 'WELCOME10', percent: 10 },
  { id: 'ATRIUM25', percent: 25 },
]);

/** Gift cards by code (upper case, no dashes), with the balance left in cents. */
const giftCards = defineTable<{ id: string; balance: number }>(() => [
  { id: 'GIFT20260000ATRM', balance: 1_000_000 },
  { id: 'GIFT20260025ATRM', balance: 2_500 },
]);

export const orders = defineTable<Order>(() => []);

/** Changes a cart line's quantity; answers the line, or nothing when the product is not in the cart. */
export async function setCartQty(productId: number, qty: number): Promise<CartProduct | undefined> {
  const entry = (await cart.all()).find((e) => e.productId === productId);
  if (!entry) return undefined;
  await cart.update(entry.id, { qty });
  return (await cartProducts()).find((line) => line.id === productId);
}

export const listAddresses = () => addresses.all();

export async function addAddress(body: Required<AddressBody>): Promise<Address> {
  return addresses.insert({ id: await addresses.nextId('max'), ...body });
}

export async function findCoupon(code: string): Promise<Coupon | undefined> {
  const found = await coupons.find(code.trim().toUpperCase());
  return found && { code: found.id, percent: found.percent };
}

type OrderInput = z.output<typeof orderBody>;
export type OrderResult =
  | { ok: true; order: Order }
  | { ok: false; status: 404 | 409; error: string }
  | { ok: false; status: 400; field: string; error: string };

const refuse = (field: string, error: string): OrderResult => ({ ok: false, status: 400, field, error });

/** Whether the lines sent are the cart's, product for product and quantity for quantity. */
function sameCart(lines: readonly CartProduct[], items: OrderInput['items']): boolean {
  const sent = new Map(items.map((item) => [item.productId, item.qty]));
  return sent.size === items.length && lines.length === items.length && lines.every((l) => sent.get(l.id) === l.qty);
}

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/**
 * Places an order from the cart. Everything is checked before anything changes: the lines must be
 * the cart's, the address saved, the coupon known, the card unexpired, the gift card known and
 * sufficient. Then the order is stored, the gift card charged and the cart emptied.
 */
export async function placeOrder(input: OrderInput): Promise<OrderResult> {
  const lines = await cartProducts();
  if (!sameCart(lines, input.items)) {
    return { ok: false, status: 409, error: 'The cart has changed since it was shown: look at it again' };
  }
  const address = await addresses.find(input.addressId);
  if (!address) return { ok: false, status: 404, error: `Address ${input.addressId} not found` };
  const coupon = input.coupon === undefined ? undefined : await findCoupon(input.coupon);
  if (input.coupon !== undefined && !coupon) return refuse('coupon', 'is not a known coupon');
  const totals = priceDetails(lines, input.delivery, coupon?.percent ?? 0);
  const now = demoNow();
  const { payment } = input;
  if (payment.method === 'card' && isExpired(payment.expiry, now)) return refuse('payment.expiry', 'has expired');
  const giftCode = payment.method === 'giftCard' ? payment.giftCode.replace(/-/g, '').toUpperCase() : undefined;
  const gift = giftCode === undefined ? undefined : await giftCards.find(giftCode);
  if (giftCode !== undefined && !gift) return refuse('payment.giftCode', 'is not a known gift card');
  if (gift && gift.balance < totals.total) {
    return refuse('payment.giftCode', `has ${money(gift.balance)} left, less than the total`);
  }

  const id = await orders.nextId('max');
  const order: Order = {
    id,
    number: `AT-${100_000 + id}`,
    placedAt: now.toISOString(),
    deliveryDate: deliveryDate(
      lines.map((l) => l.shippingDate),
      input.delivery,
      now,
    ),
    items: lines.map(({ id: productId, name, brand, image, price, qty, discountPercentage }) => ({
      productId,
      ...{ name, brand, image, price, qty, discountPercentage },
    })),
    address,
    delivery: input.delivery,
    payment: {
      method: payment.method,
      ...(payment.method === 'card' && { last4: payment.cardNumber.slice(-4) }),
      ...(giftCode && { last4: giftCode.slice(-4) }),
    },
    coupon: coupon ?? null,
    totals: {
      subtotal: toDollars(totals.subtotal),
      discount: toDollars(totals.discount),
      coupon: toDollars(totals.coupon),
      delivery: toDollars(totals.delivery),
      total: toDollars(totals.total),
    },
  };
  await orders.insert(order);
  if (gift) await giftCards.update(gift.id, { balance: gift.balance - totals.total });
  for (const entry of await cart.all()) await cart.remove(entry.id);
  return { ok: true, order };
}
