import * as z from 'zod';

/** `?role=` (empty, as a cleared filter sends it) means no filter. */
export const optionalFilter = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === undefined ? undefined : value), schema.optional());

export const pageParams = {
  page: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be 1 or more')
    .default(1),
  q: z.string().trim().max(200, 'must be at most 200 characters').default(''),
  sort: z.enum(['asc', 'desc'], { error: "must be 'asc' or 'desc'" }).default('asc'),
};

export const perPage = (fallback: number) =>
  z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be 1 or more')
    .max(100, 'must be 100 or less')
    .default(fallback);

/** An id in the query string (`?id=3`). */
export const idParam = z.coerce
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .min(1, 'must be 1 or more');

/** An id in a JSON body (a number, not a numeric string). */
export const idField = z
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .min(1, 'must be 1 or more');

/** The body of every demo-server error (`ApiErrorBody` in ../errors.ts). */
export const apiErrorBody = z.object({
  error: z.union([z.string(), z.record(z.string(), z.string())]),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
