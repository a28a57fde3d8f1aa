import type * as z from '@/lib/api/zod';
import type { Endpoint } from '@/lib/api/endpoints';
import type { Query } from './http';
import { schemaProblems } from './issues';

/** What a call sends, before the path's parameters are filled in. */
export type Input = { params?: Record<string, string | number>; query?: Query; body?: unknown };

/** A valid input with one field broken, and where. */
export type BrokenInput = { input: Input; where: 'body' | 'query' | 'path'; field: string };

const wrongTypeFor = (value: unknown): unknown[] =>
  typeof value === 'string'
    ? [12345, null]
    : typeof value === 'number'
      ? ['not a number']
      : typeof value === 'boolean'
        ? ['yes']
        : ['not a list or object'];

// Text a query or path parameter could hold that a typed one should refuse: letters for a number,
// numbers below the usual minimum, text longer than any limit the contract sets.
const badTexts = ['abc', '0', '-1', 'x'.repeat(301), '%'];

const asQueryObject = (query: Query = {}) =>
  Object.fromEntries(
    Object.entries(query)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, Array.isArray(value) ? value.map(String) : String(value)]),
  );

const rejects = (schema: z.ZodMiniType, value: unknown) => !schema.safeParse(value).success;

/**
 * Breaks one field of a valid input so that the contract's own schema refuses it: the body first
 * (a wrong type for one member), then the query, then the path. `undefined` when nothing the check
 * tries is refused (the endpoint takes any input).
 */
export function breakInput(endpoint: Endpoint, valid: Input): BrokenInput | undefined {
  const body = valid.body;
  if (endpoint.body && body && typeof body === 'object' && !Array.isArray(body)) {
    for (const [field, value] of Object.entries(body)) {
      for (const wrong of wrongTypeFor(value)) {
        const broken = { ...body, [field]: wrong };
        if (rejects(endpoint.body, broken)) return { input: { ...valid, body: broken }, where: 'body', field };
      }
    }
  }
  if (endpoint.query) {
    const query = asQueryObject(valid.query);
    for (const field of Object.keys(endpoint.query.shape)) {
      for (const text of badTexts) {
        const broken = { ...query, [field]: text };
        if (rejects(endpoint.query, broken)) return { input: { ...valid, query: broken }, where: 'query', field };
      }
    }
  }
  if (endpoint.params && valid.params) {
    for (const field of Object.keys(endpoint.params.shape)) {
      for (const text of badTexts) {
        const broken = { ...valid.params, [field]: text };
        if (rejects(endpoint.params, broken)) return { input: { ...valid, params: broken }, where: 'path', field };
      }
    }
  }
  return undefined;
}

/**
 * How a valid input of the check's making misses the contract's request schemas: a check that
 * drifted from the contract, reported as such rather than blamed on the server.
 */
export function inputProblems(endpoint: Endpoint, input: Input): string[] {
  return [
    ...(endpoint.params
      ? schemaProblems(
          endpoint.params,
          Object.fromEntries(Object.entries(input.params ?? {}).map(([k, v]) => [k, String(v)])),
        )
      : []),
    ...(endpoint.query ? schemaProblems(endpoint.query, asQueryObject(input.query)) : []),
    ...(endpoint.body ? schemaProblems(endpoint.body, input.body) : []),
  ];
}

/** Whether an error answer names the field it refused (in `issues`, or in `error` itself). */
export function namesField(body: unknown, field: string): boolean {
  if (!body || typeof body !== 'object') return false;
  const { error, issues } = body as { error?: unknown; issues?: { path?: unknown }[] };
  const within = (path: unknown) =>
    typeof path === 'string' && (path === field || path.startsWith(`${field}.`) || path.startsWith(`${field}[`));
  if (Array.isArray(issues) && issues.some((issue) => within(issue?.path))) return true;
  if (typeof error === 'string') return error.includes(field);
  return !!error && typeof error === 'object' && field in error;
}

/** Fills in a path's parameters: `/cart/:id` with `{ id: 3 }` → `/cart/3`. */
export const fillPath = (path: string, params: Record<string, string | number> = {}) =>
  path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
