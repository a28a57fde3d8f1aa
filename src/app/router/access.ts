import { useMatches } from 'react-router';
import type { LayoutOverride } from '@/lib/layout';
import type { Access } from '@/lib/screens';

/**
 * What a route's `handle` holds, from its screen's declaration: who may open it (`public`: anyone;
 * `guest`: signed-out people, a signed-in person is sent home; `signedIn`; or an ability), and what it
 * fixes of the shell's layout while it is open (the page-layout demos). A route without one inherits
 * its parent's.
 */
export type RouteHandle = { access?: Access; layout?: LayoutOverride };

/** What the deepest of the matched routes' handles (outermost first) that declares `key` says of it. */
export function deepestHandle<K extends keyof RouteHandle>(handles: unknown[], key: K): RouteHandle[K] | undefined {
  for (let i = handles.length - 1; i >= 0; i--) {
    const value = (handles[i] as RouteHandle | undefined)?.[key];
    if (value !== undefined) return value;
  }
  return undefined;
}

/** What the deepest matched route that declares `key` in its handle says of it. */
export function useRouteHandle<K extends keyof RouteHandle>(key: K): RouteHandle[K] | undefined {
  return deepestHandle(
    useMatches().map((match) => match.handle),
    key,
  );
}
