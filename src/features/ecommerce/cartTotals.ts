import { toCents } from '@/lib/api/invoiceTotals';

type Line = { price: number; qty: number };

/** How many items a cart holds: every line's quantity. */
export const itemCount = (lines: readonly Line[]) => lines.reduce((sum, line) => sum + line.qty, 0);

/**
 * A cart's total in whole cents, so no sum drifts by a fraction: each line is its price in cents
 * times its quantity (docs/demo-api.md, E-commerce; the same rounding as the invoices).
 */
export const totalCents = (lines: readonly Line[]) =>
  lines.reduce((sum, line) => sum + toCents(line.price) * line.qty, 0);
