import { delay, type HttpResponseResolver } from 'msw';

/** Added before every answer. Zero in tests and stories; the app sets a small, realistic value. */
let latencyMs = 0;

export function setLatency(ms: number): void {
  latencyMs = Math.max(0, ms);
}

/**
 * A resolver that loads its domain's module on the first request. The route table stays in the
 * demo server's first chunk; validation (zod), tokens (jose) and seed data arrive with the first call
 * to that domain, so the sign-in page does not pay for invoices and emails.
 */
export function lazy<M extends Record<string, unknown>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): HttpResponseResolver {
  return async (info) => {
    const [module] = await Promise.all([load(), latencyMs > 0 ? delay(latencyMs) : undefined]);
    const resolver = module[name] as HttpResponseResolver;
    return resolver(info);
  };
}
