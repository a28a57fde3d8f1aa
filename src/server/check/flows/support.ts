import type { Checker, Plan } from '../checker';
import type { Input } from '../inputs';

/** What every flow knows: the signed-in user's credentials and a mark for the names it makes up. */
export type FlowContext = { email: string; password: string; stamp: string };

/**
 * One domain's part of the check: which demo-server domains it covers (`--only` runs the flows that
 * cover the selection), and the calls in an order where each write works on what the flow created.
 */
export type Flow = { domains: readonly string[]; run: (t: Checker, context: FlowContext) => Promise<void> };

/** An id that no server's seed reaches: asking for it must answer 404. */
export const ABSENT_ID = 987654321;

/** A value deep in an answer, or `undefined` when the answer does not have it. */
export function at<T = unknown>(value: unknown, ...path: (string | number)[]): T | undefined {
  let current = value;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string | number, unknown>)[key];
  }
  return current as T | undefined;
}

/** The `id` of the first item of a list (at `path` in the answer). */
export const firstId = (body: unknown, ...path: (string | number)[]) => at<number>(body, ...path, 0, 'id');

/** Today as `YYYY-MM-DD`, and a day `days` later. */
export const day = (days = 0) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A further call (`Plan.also`) about a record that does not exist: 404. */
export const notFound = (input: Input) => ({ what: 'for an unknown record', input, status: 404 });

/** A call naming one record by `?id=` (or `key`): that record, and, answering 404, one that does not exist. */
export const byId = (needs: Record<string, unknown>, id: number | undefined, key = 'id'): Plan => ({
  needs,
  valid: { query: { [key]: id } },
  also: [notFound({ query: { [key]: ABSENT_ID } })],
});
