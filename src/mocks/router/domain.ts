import type { HttpResponseResolver } from 'msw';
import { lazy, loadOnce } from '../lazy';
import { DomainHandler, type DomainResolver } from './DomainHandler';
import { RouteTable, type Access, type Method, type Route } from './table';

/** A route of the demo server: its method, path, who may call it, and the resolver that answers. */
export type ServedRoute = Route & { resolve: HttpResponseResolver };

/** A route as a domain lists it: the resolver is named, and loaded with the domain on its first call. */
type RouteSpec<Name> = { method: Method; path: string; resolver: Name; access?: Access };

const spec =
  (method: Method) =>
  <Name extends string>(path: string, resolver: Name, access?: Access): RouteSpec<Name> => ({
    method,
    path,
    resolver,
    access,
  });

export const get = spec('GET');
export const post = spec('POST');
export const put = spec('PUT');
export const patch = spec('PATCH');
export const del = spec('DELETE');

/**
 * Checks the caller before the resolver runs, so no route can forget it. The check (the tokens, the
 * users table) loads with the first protected call, like a domain's resolvers.
 */
const accessCheck = () => import('../services/access');
const dispatch: DomainResolver<ServedRoute> = async (info) => {
  const { route } = info;
  if (route.access !== 'public') {
    const { authorize } = await loadOnce(accessCheck);
    const denied = await authorize(info.request, route);
    if (denied) return denied;
  }
  return route.resolve(info);
};

/**
 * A domain of the demo server as one msw handler, in an array so a story can put handlers of its
 * own in front (`[http.get(…), ...usersHandlers]`). `access` applies to every route that does not
 * declare its own. The route table is built here, once; the resolvers module loads on the first call.
 */
export function defineDomain<M extends Record<string, unknown>>(
  name: string,
  load: () => Promise<M>,
  access: Access,
  specs: readonly RouteSpec<keyof M & string>[],
): [DomainHandler<ServedRoute>] {
  const routes = specs.map((s): ServedRoute => ({
    method: s.method,
    path: s.path,
    access: s.access ?? access,
    resolve: lazy(load, s.resolver),
  }));
  return [new DomainHandler(name, new RouteTable(routes), dispatch)];
}
