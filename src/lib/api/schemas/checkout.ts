import * as z from '../zod';
import { deliveryOptions, passesLuhn } from '../checkoutRules';
import { idField } from './common';
import { cartProduct, cartQty } from './ecommerce';

/** The checkout (docs/demo-api.md, Checkout): all of it beyond the original brief. */

export const cartQtyBody = z.object({ qty: cartQty });
export type CartQtyBody = z.input<typeof cartQtyBody>;
export const cartLineResponse = z.object({ product: cartProduct });

/** The formats the address and payment forms check before sending, as the server checks them. */
export const patterns = {
  phone: /^\+?[\d\s().-]{6,20}$/,
  postcode: /^[A-Za-z0-9][A-Za-z0-9 -]{1,8}[A-Za-z0-9]$/,
  expiry: /^(0[1-9]|1[0-2])\/\d{2}$/,
  cvv: /^\d{3,4}$/,
  giftCode: /^[A-Za-z0-9]{4}(-?[A-Za-z0-9]{4}){3}$/,
};
/** A phone number's digits: at least six. */
export const phoneDigits = (phone: string) => phone.replace(/\D/g, '').length >= 6;

const text = (max: number) =>
  z
    .string({ error: 'is required' })
    .check(z.trim(), z.minLength(1, 'is required'), z.maxLength(max, `must be at most ${max} characters`));

export const addressTypes = ['home', 'office'] as const;
export type AddressType = (typeof addressTypes)[number];

/** A delivery address as the address form sends it. */
export const addressBody = z.object({
  fullName: text(100),
  phone: z.string({ error: 'is required' }).check(
    z.trim(),
    z.regex(patterns.phone, {
      message: 'must be a phone number: digits, spaces, dashes or brackets, a + first',
      abort: true,
    }),
    z.refine(phoneDigits, 'must have at least 6 digits'),
  ),
  address: text(200),
  town: text(100),
  state: text(100),
  postcode: z
    .string({ error: 'is required' })
    .check(z.trim(), z.regex(patterns.postcode, 'must be 3 to 10 letters or digits')),
  type: z.enum(addressTypes, { error: `must be one of ${addressTypes.join(', ')}` }),
});
export type AddressBody = z.input<typeof addressBody>;
export const address = z.extend(addressBody, { id: z.number().check(z.int()) });
export type Address = z.infer<typeof address>;
export const addressesResponse = z.object({ addresses: z.array(address) });

/** A coupon's code in the path: letters, digits and dashes, any case. */
export const couponPath = z.object({
  code: z.string().check(z.trim(), z.regex(/^[A-Za-z0-9-]{1,30}$/, 'must be 1 to 30 letters, digits or dashes')),
});
export const coupon = z.object({ code: z.string(), percent: z.number().check(z.int()) });
export type Coupon = z.infer<typeof coupon>;

export const paymentMethods = ['card', 'cod', 'giftCard'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/** A card as sent: the number in digits only, checked by Luhn; the expiry is checked against today. */
const cardPayment = z.object({
  method: z.literal('card'),
  cardNumber: z
    .string({ error: 'is required' })
    .check(z.regex(/^\d{12,19}$/, 'must be 12 to 19 digits'), z.refine(passesLuhn, 'is not a valid card number')),
  nameOnCard: text(100),
  expiry: z.string({ error: 'is required' }).check(z.regex(patterns.expiry, 'must be a month as MM/YY')),
  cvv: z.string({ error: 'is required' }).check(z.regex(patterns.cvv, 'must be 3 or 4 digits')),
});
const giftCardPayment = z.object({
  method: z.literal('giftCard'),
  giftCode: z
    .string({ error: 'is required' })
    .check(z.trim(), z.regex(patterns.giftCode, 'must be 16 letters or digits, in groups of 4')),
});
export const paymentBody = z.discriminatedUnion(
  'method',
  [cardPayment, z.object({ method: z.literal('cod') }), giftCardPayment],
  { error: `must be one of ${paymentMethods.join(', ')}` },
);
export type PaymentBody = z.input<typeof paymentBody>;

/**
 * Placing an order: the cart as the shopper last saw it (it must still match the cart), a saved
 * address, the delivery option, the payment and an optional coupon.
 */
export const orderBody = z.object({
  items: z
    .array(z.object({ productId: idField, qty: cartQty }))
    .check(z.minLength(1, 'must hold at least one line'), z.maxLength(50, 'must hold at most 50 lines')),
  addressId: idField,
  delivery: z.enum(deliveryOptions, { error: `must be one of ${deliveryOptions.join(', ')}` }),
  payment: paymentBody,
  coupon: z.optional(couponPath.shape.code),
});
export type OrderBody = z.input<typeof orderBody>;

const dollars = z.number();
export const order = z.object({
  id: z.number().check(z.int()),
  /** What the shopper quotes: `AT-100001`. */
  number: z.string(),
  placedAt: z.string(),
  /** `YYYY-MM-DD`. */
  deliveryDate: z.string(),
  items: z.array(
    z.object({
      productId: z.number().check(z.int()),
      name: z.string(),
      brand: z.string(),
      image: z.string(),
      price: dollars,
      qty: z.number().check(z.int()),
      discountPercentage: z.number().check(z.int()),
    }),
  ),
  address,
  delivery: z.enum(deliveryOptions),
  /** The method, with the card's or gift card's last four characters (never the whole number). */
  payment: z.object({ method: z.enum(paymentMethods), last4: z.optional(z.string()) }),
  coupon: z.nullable(coupon),
  /** In dollars, worked out in whole cents (src/lib/api/checkoutRules.ts). */
  totals: z.object({ subtotal: dollars, discount: dollars, coupon: dollars, delivery: dollars, total: dollars }),
});
export type Order = z.infer<typeof order>;
export const orderResponse = z.object({ order });
