import { delay, type HttpResponseResolver } from 'msw';

/** Added before every answer. Zero in tests and stories; the app sets a small, realistic value. */
let latencyMs = 0;

export function setLatency(ms: number): void {
  latencyMs = Math.max(0, ms);
}

// One import per domain module: a bundler's dynamic import re-checks its preloads on every call,
// which the demo server would otherwise pay on every request.
const loaded = new WeakMap<() => Promise<unknown>, Promise<unknown>>();
export function loadOnce<M>(load: () => Promise<M>): Promise<M> {
  let module = loaded.get(load) as Promise<M> | undefined;
  if (!module) {
    module = load();
    loaded.set(load, module);
    // A failed download may be retried by the next request.
    module.catch(() => loaded.delete(load));
  }
  return module;
}

/**
 * A resolver that loads its domain's module on the first request. The route table stays in the
 * demo server's first chunk; validation (zod), tokens and seed data arrive with the first call
 * to that domain, so the sign-in page does not pay for invoices and emails.
 */
export function lazy<M extends Record<string, unknown>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): HttpResponseResolver {
  return async (info) => {
    const [module] = await Promise.all([loadOnce(load), latencyMs > 0 ? delay(latencyMs) : undefined]);
    const resolver = module[name] as HttpResponseResolver;
    return resolver(info);
  };
}
