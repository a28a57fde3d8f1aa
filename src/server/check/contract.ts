import { accessOf } from '@/lib/api/access';
import { endpointsByDomain, type Endpoint } from '@/lib/api/endpoints';
import { authPaths } from '@/lib/api/paths/auth';
import type { Flow } from './flows/support';

/** An endpoint as the report names it: `GET /apps/invoice/invoices/:id`. */
export const keyOf = (endpoint: Pick<Endpoint, 'method' | 'path'>) =>
  `${endpoint.method.toUpperCase()} ${endpoint.path}`;

export type ContractEndpoint = Endpoint & { key: string; domain: string; isProtected: boolean; isWrite: boolean };

// Signing in and refreshing change no data, and the check needs both to run at all.
const sessionCalls = new Set([`POST ${authPaths.login}`, `POST ${authPaths.refreshToken}`]);

/** The contract's endpoints with what the check needs to know of each. */
export const contract: ContractEndpoint[] = Object.entries(endpointsByDomain).flatMap(([domain, list]) =>
  list.map((endpoint) => {
    const key = keyOf(endpoint);
    return {
      ...endpoint,
      key,
      domain,
      isProtected: accessOf(endpoint) !== 'public',
      isWrite: endpoint.method !== 'get' && !sessionCalls.has(key),
    };
  }),
);

const byKey = new Map(contract.map((endpoint) => [endpoint.key, endpoint]));

export function endpointAt(key: string): ContractEndpoint {
  const endpoint = byKey.get(key);
  if (!endpoint) throw new Error(`${key} is not in the contract (src/lib/api/endpoints)`);
  return endpoint;
}

/** The success status the contract documents (201 for a creation, else 200). */
export const successOf = (endpoint: Endpoint) =>
  Number(Object.keys(endpoint.responses).find((status) => status.startsWith('2')) ?? 200);

/**
 * `--only`: an endpoint's tag (`E-commerce`, `Permissions`), any case, or the demo server's domain
 * name (`checkout`, `roles`: the keys of `endpointsByDomain`).
 */
export function selects(only: string | undefined): (endpoint: ContractEndpoint) => boolean {
  if (!only) return () => true;
  const wanted = only.trim().toLowerCase();
  return (endpoint) => endpoint.tag.toLowerCase() === wanted || endpoint.domain.toLowerCase() === wanted;
}

export const knownSelections = () => [
  ...new Set(contract.flatMap((endpoint) => [endpoint.domain, endpoint.tag.toLowerCase()])),
];

/**
 * The flows to run: those whose every domain the contract describes (a flow naming a domain the
 * contract lacks, a feature pruned away, is left out) and that cover an endpoint of the selection.
 */
export function flowsToRun<F extends Pick<Flow, 'domains'>>(
  flows: readonly F[],
  inScope: (endpoint: ContractEndpoint) => boolean,
  endpoints: readonly ContractEndpoint[] = contract,
): F[] {
  const described = new Set(endpoints.map((endpoint) => endpoint.domain));
  return flows.filter(
    (flow) =>
      flow.domains.every((domain) => described.has(domain)) &&
      endpoints.some((endpoint) => flow.domains.includes(endpoint.domain) && inScope(endpoint)),
  );
}
