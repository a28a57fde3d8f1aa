import * as z from '@/lib/api/zod';

/** An address book: contacts, each with a name and any number of phone numbers, each row checked. */
export const book = z.object({
  contacts: z.array(
    z.object({
      name: z.string().check(z.trim(), z.minLength(1, 'Enter a name')),
      phones: z.array(z.object({ number: z.string().check(z.regex(/^\+?[\d\s()-]{6,}$/, 'Enter a phone number')) })),
    }),
  ),
});
export type Book = z.infer<typeof book>;
