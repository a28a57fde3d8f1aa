import { matchPath, type RouteObject } from 'react-router';
import { onRoutesRegistered, registeredRoutes } from './routeTable';

/**
 * The route table's paths (the one routes.tsx registers), flattened once. `matchRoutes` flattens, ranks and compiles the whole table
 * on every call; the menu asks about a hundred links on its first render, which on a phone took a
 * quarter of a second. Paths without parameters are looked up in a set; the few with parameters are
 * matched one by one.
 */
function patternsOf(table: readonly RouteObject[], parent = ''): string[] {
  return table.flatMap((route) => {
    const own = route.path === undefined ? parent : joinPath(parent, route.path);
    // As React Router's own flattening: a route matches by itself when it has a path or is an index.
    const here = route.index || route.path !== undefined ? [own] : [];
    return [...here, ...(route.children ? patternsOf(route.children, own) : [])];
  });
}

const joinPath = (parent: string, path: string) =>
  path.startsWith('/') ? path : `${parent.replace(/\/$/, '')}/${path}`;

// Matching, like React Router's, ignores case and a trailing slash.
const normalize = (path: string) => (path.replace(/\/+$/, '') || '/').toLowerCase();

let table: { fixed: Set<string>; withParameters: string[] } | undefined;
function compiled() {
  if (!table) {
    // The catch-all is not a screen of its own.
    const patterns = patternsOf(registeredRoutes()).filter((pattern) => !pattern.endsWith('*'));
    table = {
      fixed: new Set(patterns.filter((pattern) => !pattern.includes(':')).map(normalize)),
      withParameters: patterns.filter((pattern) => pattern.includes(':')),
    };
  }
  return table;
}

const known = new Map<string, boolean>();
onRoutesRegistered(() => {
  table = undefined;
  known.clear();
});

/** Whether a path opens a real screen of the app (not the catch-all error page). */
export function isRoute(path: string): boolean {
  let answer = known.get(path);
  if (answer === undefined) {
    const { fixed, withParameters } = compiled();
    const pathname = path.replace(/[?#].*/, '');
    answer = fixed.has(normalize(pathname)) || withParameters.some((pattern) => matchPath(pattern, pathname) !== null);
    known.set(path, answer);
  }
  return answer;
}
