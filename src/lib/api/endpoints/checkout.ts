import * as z from '../zod';
import { checkoutPaths } from '../paths/checkout';
import * as checkout from '../schemas/checkout';
import { conflict, created, idInPath, invalid, notFound, ok, type Endpoint } from './describe';

/** The checkout (docs/demo-api.md, Checkout): every endpoint here is beyond the original brief. */
export const checkoutEndpoints: Endpoint[] = [
  {
    method: 'patch',
    path: checkoutPaths.cartItem,
    tag: 'E-commerce',
    summary: 'Change a cart line’s quantity (the id is the product’s)',
    description:
      'Beyond the original brief. `qty` is a whole number from 1 to 10; another answers 400 naming `qty`. Answers the line as the cart lists it.',
    params: idInPath,
    body: checkout.cartQtyBody,
    responses: { ...ok(checkout.cartLineResponse), ...invalid, ...notFound('Product in the cart') },
  },
  {
    method: 'get',
    path: checkoutPaths.addresses,
    tag: 'E-commerce',
    summary: 'The shopper’s saved delivery addresses',
    description: 'Beyond the original brief. The first is the default.',
    responses: ok(checkout.addressesResponse),
  },
  {
    method: 'post',
    path: checkoutPaths.addresses,
    tag: 'E-commerce',
    summary: 'Save a delivery address',
    description:
      'Beyond the original brief. Full name, phone, address, town, state and postcode are required; `type` is home or office. An invalid field answers 400 naming it.',
    body: checkout.addressBody,
    responses: { ...created(z.object({ address: checkout.address })), ...invalid },
  },
  {
    method: 'get',
    path: checkoutPaths.coupon,
    tag: 'E-commerce',
    summary: 'Check a coupon code',
    description: 'Beyond the original brief. Any case; answers the code and the percentage it takes off.',
    params: checkout.couponPath,
    responses: { ...ok(z.object({ coupon: checkout.coupon })), ...invalid, ...notFound('Coupon') },
  },
  {
    method: 'post',
    path: checkoutPaths.orders,
    tag: 'E-commerce',
    summary: 'Place an order from the cart',
    description:
      'Beyond the original brief. `items` must match the cart as it is (else 409); the totals are worked out on the server in whole cents. A card must pass the Luhn check and not have expired, a gift card must be known and cover the total, a coupon must be known: each refusal is a 400 naming the field (`payment.cardNumber`, `payment.expiry`, `payment.giftCode`, `coupon`). Placing the order empties the cart and answers its number.',
    body: checkout.orderBody,
    responses: {
      ...created(checkout.orderResponse),
      ...invalid,
      ...notFound('Address'),
      ...conflict('The cart has changed since it was shown'),
    },
  },
];
