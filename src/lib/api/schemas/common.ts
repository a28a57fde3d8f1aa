import * as z from '../zod';

/** Classic zod's `preprocess`, which zod/mini lacks: `fn` runs first, and `schema` checks what it returns. */
export const preprocess = <T extends z.ZodMiniType>(fn: (value: unknown) => unknown, schema: T) =>
  // Typed as classic's: anything in, `schema`'s output out (pipe's own typing wants `fn` to return its input).
  z.pipe(z.transform(fn), schema as z.ZodMiniType) as unknown as z.core.$ZodPreprocess<T>;

/** A text that must be given: trimmed, then 1 to `max` characters. */
export const requiredText = (max: number) =>
  z
    .string({ error: 'is required' })
    .check(z.trim(), z.minLength(1, 'is required'), z.maxLength(max, `must be at most ${max} characters`));

/** `?role=` (empty, as a cleared filter sends it) means no filter. */
export const optionalFilter = <T extends z.ZodMiniType>(schema: T) =>
  preprocess((value) => (value === '' || value === undefined ? undefined : value), z.optional(schema));

export const pageParams = {
  page: z._default(
    z.coerce
      .number({ error: 'must be a number' })
      .check(z.int('must be a whole number'), z.gte(1, 'must be 1 or more')),
    1,
  ),
  q: z._default(z.string().check(z.trim(), z.maxLength(200, 'must be at most 200 characters')), ''),
  sort: z._default(z.enum(['asc', 'desc'], { error: "must be 'asc' or 'desc'" }), 'asc'),
};

export const perPage = (fallback: number) =>
  z._default(
    z.coerce
      .number({ error: 'must be a number' })
      .check(z.int('must be a whole number'), z.gte(1, 'must be 1 or more'), z.lte(100, 'must be 100 or less')),
    fallback,
  );

/** An id in the query string (`?id=3`). */
export const idParam = z.coerce
  .number({ error: 'must be a number' })
  .check(z.int('must be a whole number'), z.gte(1, 'must be 1 or more'));

/** An id in a JSON body (a number, not a numeric string). */
export const idField = z
  .number({ error: 'must be a number' })
  .check(z.int('must be a whole number'), z.gte(1, 'must be 1 or more'));

/** The body of every demo-server error (`ApiErrorBody` in ../errors.ts). */
export const apiErrorBody = z.object({
  error: z.union([z.string(), z.record(z.string(), z.string())]),
  issues: z.optional(z.array(z.object({ path: z.string(), message: z.string() }))),
});
