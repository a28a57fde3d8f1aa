import { useMatches } from 'react-router';
import type { Requirement } from '@/lib/auth/ability';
import type { LayoutOverride } from '../layouts/layoutSettings';

/**
 * Who may open a route, in its `handle`: `public` (anyone), `guest` (signed-out people; a signed-in
 * person is sent home), or an ability the signed-in user needs. A route without one inherits its
 * parent's; the shell's routes default to `signedIn`. `layout` is what the route fixes of the
 * shell's layout while it is open (the page-layout demos).
 */
export type Access = 'public' | 'guest' | 'signedIn' | Requirement;
export type RouteHandle = { access?: Access; layout?: LayoutOverride };

export const access = (value: Access): { handle: RouteHandle } => ({ handle: { access: value } });

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
