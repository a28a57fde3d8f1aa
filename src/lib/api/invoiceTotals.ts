/**
 * An invoice's figures, in whole cents so no sum drifts by a fraction (docs/demo-api.md, Invoices):
 * each line is its cost in cents times its quantity; the discount is a percentage of the subtotal,
 * the tax a percentage of what remains, each rounded to the nearest cent (halves up). The demo
 * server and the invoice editor both use this module, so the total a person sees while typing is the
 * total the server saves.
 */
export type InvoiceLine = { cost: number; qty: number };
export type InvoiceFigures = { items: readonly InvoiceLine[]; discount: number; tax: number };
export type InvoiceTotals = { subtotal: number; discount: number; tax: number; total: number };

/**
 * Dollars to whole cents: 19.99 → 1999. The product is cut to six decimals first, so a binary
 * fraction just under a half (1.005 * 100 = 100.49999…) rounds as the decimal it stands for.
 */
export const toCents = (dollars: number) => Math.round(Number((dollars * 100).toFixed(6)));

/** Whether an amount of dollars is a whole number of cents (19.99 is, 19.999 is not). */
export const isWholeCents = (dollars: number) => Number.isInteger(Number((dollars * 100).toFixed(6)));

/** Whole cents to dollars, for the API's dollar figures: 1999 → 19.99. */
export const toDollars = (cents: number) => cents / 100;

/** A percentage of an amount in cents, to the nearest cent, halves up. */
const percentOf = (cents: number, percent: number) => Math.round((cents * toCents(percent)) / 10_000);

/** A line's price in cents. Quantities are whole; a quantity not yet typed counts as none. */
export const lineCents = ({ cost, qty }: InvoiceLine) =>
  Number.isFinite(cost) && Number.isFinite(qty) ? toCents(cost) * Math.trunc(qty) + 0 : 0; // + 0: never −0

export function invoiceTotals({ items, discount, tax }: InvoiceFigures): InvoiceTotals {
  const subtotal = items.reduce((sum, line) => sum + lineCents(line), 0);
  const discountCents = percentOf(subtotal, Number.isFinite(discount) ? discount : 0);
  const taxCents = percentOf(subtotal - discountCents, Number.isFinite(tax) ? tax : 0);
  return { subtotal, discount: discountCents, tax: taxCents, total: subtotal - discountCents + taxCents };
}

/**
 * A balance as the invoice data writes it: 0 when settled, else a dollar amount such as `$282` or
 * `-$67.50` (negative: paid in advance).
 */
export const balanceText = (cents: number): 0 | string =>
  cents === 0 ? 0 : `${cents < 0 ? '-' : ''}$${(Math.abs(cents) / 100).toFixed(Math.abs(cents) % 100 ? 2 : 0)}`;

/** A balance (a number of dollars or text such as `-$67`) in cents. */
export const balanceCents = (balance: number | string): number =>
  toCents(typeof balance === 'string' ? Number(balance.replace(/[$,\s]/g, '')) || 0 : balance);
