import type { HttpResponseResolver } from 'msw';

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
    const resolver = (await load())[name] as HttpResponseResolver;
    return resolver(info);
  };
}
