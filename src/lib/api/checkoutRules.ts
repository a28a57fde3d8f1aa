import { toCents } from './invoiceTotals';

/**
 * The checkout's rules, shared by the demo server and the checkout screen so the figures a shopper
 * sees are the figures the order is placed at (docs/demo-api.md, Checkout). Money is in whole cents;
 * no zod here, so the screen can work out prices without building the schemas.
 */

/** A cart line as it is priced: the product's price in dollars, the quantity, the line's discount. */
export type PricedLine = { price: number; qty: number; discountPercentage: number; hasFreeShipping: boolean };

export const deliveryOptions = ['standard', 'express', 'overnight'] as const;
export type DeliveryOption = (typeof deliveryOptions)[number];

/** What each way of delivering costs, in cents. */
export const deliveryFees: Record<DeliveryOption, number> = { standard: 499, express: 1499, overnight: 2999 };
/** Standard delivery is free from this much of goods (after the lines' discounts, before a coupon), in cents. */
export const FREE_STANDARD_DELIVERY_FROM = 50_000;
/** Days from the day the last line ships to the day the order arrives. */
export const transitDays: Record<DeliveryOption, number> = { standard: 5, express: 2, overnight: 1 };

export type PriceDetails = { subtotal: number; discount: number; coupon: number; delivery: number; total: number };

/** A whole percentage of an amount in cents, to the nearest cent, halves up (integer arithmetic throughout). */
export const percentOf = (cents: number, percent: number) => Math.floor((cents * percent + 50) / 100);

/** A line before and after its discount, in cents. */
export function lineCents({ price, qty, discountPercentage }: PricedLine) {
  const gross = toCents(price) * qty;
  const discount = percentOf(gross, discountPercentage);
  return { gross, discount, net: gross - discount };
}

/** Whether standard delivery costs nothing: every line ships free, or the goods reach the threshold. */
export function freeStandardDelivery(lines: readonly PricedLine[]): boolean {
  const goods = lines.reduce((sum, line) => sum + lineCents(line).net, 0);
  return lines.every((line) => line.hasFreeShipping) || goods >= FREE_STANDARD_DELIVERY_FROM;
}

/** The delivery fee of an option for these lines, in cents (an empty cart delivers nothing). */
export function deliveryFee(lines: readonly PricedLine[], option: DeliveryOption): number {
  if (lines.length === 0) return 0;
  return option === 'standard' && freeStandardDelivery(lines) ? 0 : deliveryFees[option];
}

/**
 * The price details, in cents: subtotal = Σ price × qty; discount = Σ each line's percentage of
 * that line (rounded per line); a coupon takes its percentage of what remains; delivery by the
 * option; total = subtotal − discount − coupon + delivery.
 */
export function priceDetails(lines: readonly PricedLine[], delivery: DeliveryOption, couponPercent = 0): PriceDetails {
  const perLine = lines.map(lineCents);
  const subtotal = perLine.reduce((sum, line) => sum + line.gross, 0);
  const discount = perLine.reduce((sum, line) => sum + line.discount, 0);
  const coupon = percentOf(subtotal - discount, couponPercent);
  const fee = deliveryFee(lines, delivery);
  return { subtotal, discount, coupon, delivery: fee, total: subtotal - discount - coupon + fee };
}

const DAY_MS = 86_400_000;

/**
 * The day an order arrives (`YYYY-MM-DD`, UTC): the option's transit days after the last line
 * ships, or after today when every line has shipped already.
 */
export function deliveryDate(shippingDates: readonly string[], option: DeliveryOption, now: Date): string {
  const start = Math.max(now.getTime(), ...shippingDates.map((date) => Date.parse(date)).filter(Number.isFinite));
  return new Date(start + transitDays[option] * DAY_MS).toISOString().slice(0, 10);
}

/** A card number as digits only (what is sent): spaces and dashes typed or masked in are dropped. */
export const cardDigits = (typed: string) => typed.replace(/[\s-]/g, '');

/** The Luhn checksum every card number carries: 12 to 19 digits whose checksum is a multiple of 10. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** `MM/YY` as month and full year, or undefined when it is not a month of this century. */
export function expiryParts(expiry: string): { month: number; year: number } | undefined {
  const match = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(expiry);
  return match ? { month: Number(match[1]), year: 2000 + Number(match[2]) } : undefined;
}

/** A card works through the last day of its expiry month (UTC); a malformed expiry counts as expired. */
export function isExpired(expiry: string, now: Date): boolean {
  const parts = expiryParts(expiry);
  if (!parts) return true;
  return now.getTime() >= Date.UTC(parts.year, parts.month, 1);
}
