import * as z from './zod';
import { endpoints } from './endpoints';

/** An answer that does not match the contract: thrown in tests, so the test that made the call fails. */
export class ContractError extends Error {
  override name = 'ContractError';
}

const routes = endpoints.map((endpoint) => ({
  endpoint,
  pattern: new RegExp(`^${endpoint.path.replace(/:\w+/g, '[^/]+')}$`),
}));

/**
 * Checks a successful answer against the schema its endpoint documents (src/lib/api/endpoints,
 * docs/demo-api.md). The client runs it in development and in tests only: a demo server or a real
 * backend that drifts from the contract is reported at the call that shows it, in the console, and
 * fails the test. Calls the contract does not describe are not checked.
 */
export function checkAnswer(method: string, path: string, status: number, body: unknown): void {
  const verb = method.toLowerCase();
  const route = routes.find(({ endpoint, pattern }) => endpoint.method === verb && pattern.test(path));
  if (!route) return;
  const schema = route.endpoint.responses[status]?.schema;
  const problem = schema
    ? (() => {
        const parsed = schema.safeParse(body);
        return parsed.success ? undefined : z.prettifyError(parsed.error);
      })()
    : `status ${status} is not one the contract documents`;
  if (!problem) return;
  const message = `${method.toUpperCase()} ${path} answered ${status} off its contract (src/lib/api/endpoints/, docs/demo-api.md):\n${problem}`;
  console.error(message);
  if (import.meta.env.MODE === 'test') throw new ContractError(message);
}
