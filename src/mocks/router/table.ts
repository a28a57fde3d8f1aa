import type { Access } from '@/lib/api/access';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type { Access };

/** Who may call a route: see Access (shared with the API reference). */
export type Route = { method: Method; path: string; access: Access };

export type RouteMatch<R extends Route> = { route: R; params: Record<string, string> };

type Pattern<R> = { route: R; segments: readonly string[] };

const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/** `/a/b/` and `/a/b` are the same route, as with msw's own path matching. */
export const normalizePath = (pathname: string) =>
  pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;

/**
 * A domain's routes, indexed once: a static path is one Map lookup by method and path; the few
 * parameterised ones (`/products/:id`) are compared segment by segment, only when no static path
 * matched and only with those of the same method and length.
 */
export class RouteTable<R extends Route> {
  private readonly exact = new Map<string, R>();
  private readonly patterns = new Map<string, Pattern<R>[]>();

  constructor(readonly routes: readonly R[]) {
    for (const route of routes) {
      if (!route.path.includes('/:')) {
        this.exact.set(`${route.method} ${route.path}`, route);
        continue;
      }
      const segments = route.path.split('/');
      const key = `${route.method} ${segments.length}`;
      this.patterns.set(key, [...(this.patterns.get(key) ?? []), { route, segments }]);
    }
  }

  match(method: string, pathname: string): RouteMatch<R> | undefined {
    const path = normalizePath(pathname);
    const route = this.exact.get(`${method} ${path}`);
    if (route) return { route, params: {} };
    if (this.patterns.size === 0) return undefined;
    const parts = path.split('/');
    for (const pattern of this.patterns.get(`${method} ${parts.length}`) ?? []) {
      const params = matchSegments(pattern.segments, parts);
      if (params) return { route: pattern.route, params };
    }
    return undefined;
  }
}

function matchSegments(segments: readonly string[], parts: readonly string[]): Record<string, string> | undefined {
  const params: Record<string, string> = {};
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i]!;
    const part = parts[i]!;
    if (segment.startsWith(':')) {
      if (!part) return undefined;
      params[segment.slice(1)] = decode(part);
    } else if (segment !== part) return undefined;
  }
  return params;
}
