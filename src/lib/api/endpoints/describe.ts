import * as z from '../zod';
import { apiErrorBody } from '../schemas/common';

/**
 * One endpoint of the demo server, described with the schemas that both the client and the server
 * use: each domain lists its own in this folder, and `index.ts` gathers them.
 */
export type Endpoint = {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** The domain's path constant: `/api/invoice/invoices/:id` (OpenAPI's `{id}` in the document). */
  path: string;
  tag: string;
  summary: string;
  description?: string;
  query?: z.ZodMiniObject;
  params?: z.ZodMiniObject;
  body?: z.ZodMiniType;
  responses: Record<number, { description: string; schema?: z.ZodMiniType }>;
};

export const ok = (schema: z.ZodMiniType, description = 'OK') => ({ 200: { description, schema } });
export const created = (schema: z.ZodMiniType, description = 'Created') => ({ 201: { description, schema } });
export const invalid = {
  400: { description: 'The request is invalid: the error names each field and why.', schema: apiErrorBody },
};
export const notFound = (what: string) => ({ 404: { description: `${what} not found`, schema: apiErrorBody } });
export const conflict = (what: string) => ({ 409: { description: what, schema: apiErrorBody } });
export const deleted = (key: string) => z.object({ [key]: z.number().check(z.int()) });

/** One schema per card name: the answer is whichever the path names. */
export const oneOf = (schemas: Record<string, z.ZodMiniType>) => z.union(Object.values(schemas));

export const idInPath = z.object({
  id: z.coerce.number().check(z.int(), z.gte(1), z.describe('The id, a whole number from 1')),
});
