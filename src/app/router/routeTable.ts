import type { RouteObject } from 'react-router';

let registered: readonly RouteObject[] = [];
const listeners = new Set<() => void>();

/**
 * The route table, as code that the table itself loads needs to see it: the shell's menus list only
 * paths that open a screen (`isRoute`). The table registers itself here (routes.tsx) rather than
 * being imported, since it loads the shell and importing it back would close a cycle.
 */
export function registerRoutes(table: readonly RouteObject[]): void {
  registered = table;
  listeners.forEach((listener) => listener());
}

export const registeredRoutes = (): readonly RouteObject[] => registered;

/** Runs when a table is registered (the first, or another in a test). */
export function onRoutesRegistered(listener: () => void): void {
  listeners.add(listener);
}
