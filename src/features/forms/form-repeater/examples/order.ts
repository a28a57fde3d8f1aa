import * as z from '@/lib/api/zod';

/** An order: its lines, each named, with a cost and a whole quantity; at least one line. */
export const order = z.object({
  items: z
    .array(
      z.object({
        name: z.string().check(z.trim(), z.minLength(1, 'Name the item')),
        cost: z.number({ error: 'Enter a cost' }).check(z.gte(0, 'A cost cannot be negative')),
        quantity: z.number({ error: 'Enter a quantity' }).check(z.int('A whole number'), z.gte(1, 'At least 1')),
      }),
    )
    .check(z.minLength(1)),
});
export type Order = z.infer<typeof order>;

/** A new line: no cost yet (so it must be typed), one of it. */
export const newItem = { name: '', cost: Number.NaN, quantity: 1 };
