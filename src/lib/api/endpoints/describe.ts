import * as z from 'zod';
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
  query?: z.ZodObject;
  params?: z.ZodObject;
  body?: z.ZodType;
  responses: Record<number, { description: string; schema?: z.ZodType }>;
};

export const ok = (schema: z.ZodType, description = 'OK') => ({ 200: { description, schema } });
export const created = (schema: z.ZodType, description = 'Created') => ({ 201: { description, schema } });
export const invalid = {
  400: { description: 'The request is invalid: the error names each field and why.', schema: apiErrorBody },
};
export const notFound = (what: string) => ({ 404: { description: `${what} not found`, schema: apiErrorBody } });
export const conflict = (what: string) => ({ 409: { description: what, schema: apiErrorBody } });
export const deleted = (key: string) => z.object({ [key]: z.number().int() });

/** One schema per card name: the answer is whichever the path names. */
export const oneOf = (schemas: Record<string, z.ZodType>) => z.union(Object.values(schemas));

export const idInPath = z.object({ id: z.coerce.number().int().min(1).describe('The id, a whole number from 1') });
