import * as z from '@/lib/api/zod';

export const statuses = ['active', 'inactive', 'pending'] as const;
/** Languages and countries by code; their names come from Intl in the reader's language. */
export const spokenLanguages = ['en', 'fr', 'de', 'pt', 'es', 'it'] as const;
export const countries = ['US', 'GB', 'CA', 'FR', 'DE', 'PT', 'BR', 'ES', 'IN', 'AU', 'JP'] as const;

const required = 'modalExamples.errors.required';
const tooLong = 'modalExamples.errors.tooLong';
const text = (max: number) => z.string().check(z.trim(), z.minLength(1, required), z.maxLength(max, tooLong));
/** An optional field: empty, or a value the pattern accepts. */
const optional = (pattern: RegExp, message: string) =>
  z.union([z.literal(''), z.string().check(z.trim(), z.regex(pattern, message))]);

export const editUserForm = z.object({
  firstName: text(40),
  lastName: text(40),
  username: z.pipe(text(30), z.string().check(z.regex(/^[a-z0-9._-]+$/i, 'modalExamples.errors.username'))),
  email: z.pipe(
    z.string().check(z.trim(), z.minLength(1, required), z.maxLength(120, tooLong)),
    z.email('modalExamples.errors.email'),
  ),
  status: z.enum(statuses),
  taxId: optional(/^[A-Z0-9-]{5,20}$/i, 'modalExamples.errors.taxId'),
  contact: optional(/^\+?[0-9 ()-]{6,20}$/, 'modalExamples.errors.phone'),
  language: z.enum(spokenLanguages),
  country: z.enum(countries),
  billing: z.boolean(),
});
export type EditUserValues = z.input<typeof editUserForm>;

/** The user the example edits, as the form opens. */
export const exampleUser: EditUserValues = {
  firstName: 'Oliver',
  lastName: 'Queen',
  username: 'oliver.queen',
  email: 'oliver.queen@example.com',
  status: 'active',
  taxId: 'TAX-8894',
  contact: '+1 (609) 933-4422',
  language: 'en',
  country: 'US',
  billing: true,
};
