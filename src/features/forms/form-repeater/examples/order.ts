import * as z from 'zod';

/** An order: its lines, each named, with a cost and a whole quantity; at least one line. */
export const order = z.object({
  items: z
    .array(
      z.object({
        name: z.string().trim().min(1, 'Name the item'),
        cost: z.number({ error: 'Enter a cost' }).min(0, 'A cost cannot be negative'),
        quantity: z.number({ error: 'Enter a quantity' }).int('A whole number').min(1, 'At least 1'),
      }),
    )
    .min(1),
});
export type Order = z.infer<typeof order>;

/** A new line: no cost yet (so it must be typed), one of it. */
export const newItem = { name: '', cost: Number.NaN, quantity: 1 };
